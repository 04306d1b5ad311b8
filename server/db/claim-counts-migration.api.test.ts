import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

describe('migration 0013: claim_counts starts from the claims already there', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0013_claim_counts');
    await database.db.execute(sql`insert into tenants (id, name, subdomain)
      values (1, 'Alpha', 'alpha'), (2, 'Bravo', 'bravo')`);
    await database.db.execute(sql`insert into tickets (id, tenant_id, subject, description, search_text)
      values (1, 1, 'Bulge', 'Front left', 'bulge'), (2, 2, 'Puncture', 'Rear', 'puncture')`);
    await database.db.execute(sql`insert into warranty_claims (tenant_id, ticket_id, workflow_status, source)
      values (1, 1, 'draft', 'staff'), (1, 1, 'draft', 'staff'), (1, 1, 'needs_review', 'voice_agent'),
             (2, 2, 'credited', 'staff')`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('backfills one row per tenant, status and source', async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select tenant_id, workflow_status, source, count
        from claim_counts order by tenant_id, workflow_status collate "C", source collate "C"`),
    );
    expect(rows).toEqual([
      { tenant_id: 1, workflow_status: 'draft', source: 'staff', count: 2 },
      { tenant_id: 1, workflow_status: 'needs_review', source: 'voice_agent', count: 1 },
      { tenant_id: 2, workflow_status: 'credited', source: 'staff', count: 1 },
    ]);
  });

  it('leaves row-level security forced on the claims and on the counts', async () => {
    const tables = rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      await database.db.execute(sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
        where relname in ('warranty_claims', 'claim_counts') order by relname`),
    );
    expect(tables).toEqual([
      { relname: 'claim_counts', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'warranty_claims', relrowsecurity: true, relforcerowsecurity: true },
    ]);
  });
});
