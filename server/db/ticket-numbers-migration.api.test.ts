import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

describe('migration 0015: tickets already stored are numbered per tenant in id order', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0015_ticket_numbers');
    await database.db.execute(sql`insert into tenants (id, name, subdomain)
      values (1, 'Alpha', 'alpha'), (2, 'Bravo', 'bravo'), (3, 'Charlie', 'charlie')`);
    await database.db.execute(sql`insert into tickets (id, tenant_id, subject, description, search_text)
      values (1, 1, 'Bulge', 'Front', 'bulge'), (2, 2, 'Puncture', 'Rear', 'puncture'),
             (4, 1, 'Wear', 'Both', 'wear'), (3, 1, 'Leak', 'Valve', 'leak'), (1000, 2, 'Split', 'Side', 'split')`);
    await database.db.execute(sql`insert into warranty_claims (tenant_id, ticket_id, search_text)
      values (1, 4, 'adj-1 tk-004 goodyear'), (2, 1000, 'tk-1000 michelin'), (1, 1, 'tk-001')`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('numbers each tenant from 1 and sets its counter to its last number', async () => {
    expect(
      rowsOf(await database.db.execute(sql`select id, tenant_id, number from tickets order by id`)),
    ).toEqual([
      { id: 1, tenant_id: 1, number: 1 },
      { id: 2, tenant_id: 2, number: 1 },
      { id: 3, tenant_id: 1, number: 2 },
      { id: 4, tenant_id: 1, number: 3 },
      { id: 1000, tenant_id: 2, number: 2 },
    ]);
    expect(
      rowsOf(
        await database.db.execute(sql`select tenant_id, last_number from ticket_numbers order by tenant_id`),
      ),
    ).toEqual([
      { tenant_id: 1, last_number: 3 },
      { tenant_id: 2, last_number: 2 },
    ]);
  });

  it("rewrites the ticket label a claim is searched by to its ticket's number", async () => {
    expect(
      rowsOf(
        await database.db.execute(sql`select ticket_id, search_text from warranty_claims order by ticket_id`),
      ),
    ).toEqual([
      { ticket_id: 1, search_text: 'tk-001' },
      { ticket_id: 4, search_text: 'adj-1 tk-003 goodyear' },
      { ticket_id: 1000, search_text: 'tk-002 michelin' },
    ]);
  });

  it('leaves row-level security forced on the tickets, the claims and the counters', async () => {
    const tables = rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      await database.db.execute(sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
        where relname in ('tickets', 'warranty_claims', 'ticket_numbers') order by relname`),
    );
    expect(tables).toEqual([
      { relname: 'ticket_numbers', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'tickets', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'warranty_claims', relrowsecurity: true, relforcerowsecurity: true },
    ]);
  });
});
