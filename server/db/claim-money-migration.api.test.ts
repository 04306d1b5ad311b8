import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

/** An install upgraded with claims already decided: who filed them, their dates, and the ledger. */
describe('migration 0020: claims already credited get their ledger row', () => {
  let database: Database;
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0020_claim_money_records');
    await run(
      sql`insert into tenants (id, name, subdomain) values (1, 'Alpha', 'alpha'), (2, 'Bravo', 'bravo')`,
    );
    await run(sql`insert into users (id, email, username, password_hash, role, tenant_id) values
      (7, 'agent@a.test', 'ana.agent', 'x', 'user', 1), (8, 'boss@a.test', 'bo.admin', 'x', 'tenant_admin', 1)`);
    await run(sql`insert into dealers (id, tenant_id, dealer_code, dealer_name, contact_name, phone, country,
        address, city, state, zip_code, search_text)
      values (5, 1, 'D5', 'Kerb Side Tyres', 'Lou', '555', 'US', '1 Way', 'Reno', 'NV', '89501', 'kerb')`);
    await run(sql`insert into tickets (id, tenant_id, number, subject, description, search_text, dealer_id)
      values (1, 1, 1, 'Bulge', 'Front left', 'bulge', 5), (2, 2, 1, 'Puncture', 'Rear', 'puncture', null)`);
    await run(sql`insert into warranty_claims (id, tenant_id, ticket_id, workflow_status, claim_adjustment_number,
        credit_cents, updated_at)
      values (11, 1, 1, 'credited', 'ADJ-311', 8275, '2025-06-03T12:00:00Z'),
             (12, 1, 1, 'authorized', 'ADJ-312', 4410, '2025-06-03T12:00:00Z'),
             (13, 1, 1, 'draft', null, null, '2025-06-03T12:00:00Z'),
             (14, 2, 2, 'credited', null, null, '2025-06-04T08:30:00Z')`);
    await run(sql`insert into claim_events (tenant_id, claim_id, from_status, to_status, user_id, user_name, created_at)
      values (1, 11, null, 'draft', 7, 'ana.agent', '2025-06-01T09:00:00Z'),
             (1, 11, 'pending_authorization', 'authorized', 8, 'bo.admin', '2025-06-02T10:00:00Z'),
             (1, 11, 'authorized', 'credited', 8, 'bo.admin', '2025-06-02T15:00:00Z'),
             (1, 12, null, 'draft', 7, 'ana.agent', '2025-06-01T09:30:00Z'),
             (1, 12, 'pending_authorization', 'authorized', 8, 'bo.admin', '2025-06-02T11:00:00Z')`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('writes who filed each claim, its authorization and its credit date from its history', async () => {
    const rows = rowsOf(
      await run(sql`select id, filed_by_user_id as filed, money_by_user_id as money,
          to_char(authorized_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as authorized, authorized_cents,
          to_char(credited_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as credited
        from warranty_claims order by id`),
    );
    expect(rows).toEqual([
      {
        id: 11,
        filed: 7,
        money: 7,
        authorized: '2025-06-02 10:00',
        authorized_cents: 8_275,
        credited: '2025-06-02 15:00',
      },
      { id: 12, filed: 7, money: 7, authorized: '2025-06-02 11:00', authorized_cents: 4_410, credited: null },
      { id: 13, filed: null, money: null, authorized: null, authorized_cents: null, credited: null },
      {
        id: 14,
        filed: null,
        money: null,
        authorized: '2025-06-04 08:30',
        authorized_cents: null,
        credited: '2025-06-04 08:30',
      },
    ]);
  });

  it('gives every credited claim its credit row, and points its history step at it', async () => {
    const ledger = rowsOf(
      await run(sql`select tenant_id, claim_id, dealer_id, kind, number, amount_cents, user_name
        from claim_credits order by claim_id`),
    );
    expect(ledger).toEqual([
      {
        tenant_id: 1,
        claim_id: 11,
        dealer_id: 5,
        kind: 'credit',
        number: 'ADJ-311',
        amount_cents: 8_275,
        user_name: 'bo.admin',
      },
      {
        tenant_id: 2,
        claim_id: 14,
        dealer_id: null,
        kind: 'credit',
        number: 'Claim 14',
        amount_cents: 0,
        user_name: null,
      },
    ]);
    const [step] = rowsOf<{ pointed: boolean }>(
      await run(
        sql`select credit_id is not null as pointed from claim_events where claim_id = 11 and to_status = 'credited'`,
      ),
    );
    expect(step!.pointed).toBe(true);
  });

  it('leaves row-level security forced on every table it read or wrote', async () => {
    const tables = rowsOf<{ relname: string; forced: boolean }>(
      await run(sql`select relname, relforcerowsecurity as forced from pg_class
        where relname in ('warranty_claims', 'claim_events', 'claim_credits', 'tickets') order by relname`),
    );
    expect(tables.every((table) => table.forced)).toBe(true);
    expect(tables).toHaveLength(4);
  });
});
