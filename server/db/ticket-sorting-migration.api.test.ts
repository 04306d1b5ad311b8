import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

describe('migration 0014: tickets already stored catch up with what happened to them', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0014_ticket_sorting');
    await database.db.execute(sql`insert into tenants (id, name, subdomain) values (1, 'Alpha', 'alpha')`);
    const day = (n: number) => sql.raw(`'2026-03-0${n}T09:00:00Z'::timestamptz`);
    await database.db
      .execute(sql`insert into tickets (id, tenant_id, subject, description, search_text, created_at, updated_at)
      values (1, 1, 'Noted', 'A note came later', 'noted', ${day(1)}, ${day(1)}),
             (2, 1, 'Claimed', 'A claim moved later', 'claimed', ${day(1)}, ${day(2)}),
             (3, 1, 'Edited', 'Edited after its last note', 'edited', ${day(1)}, ${day(6)}),
             (4, 1, 'Quiet', 'Nothing happened', 'quiet', ${day(1)}, ${day(1)})`);
    await database.db.execute(sql`insert into notes (tenant_id, ticket_id, content, author_name, created_at)
      values (1, 1, 'Called back', 'Support Team', ${day(3)}), (1, 1, 'Photos in', 'Support Team', ${day(5)}),
             (1, 3, 'Early note', 'Support Team', ${day(2)})`);
    await database.db
      .execute(sql`insert into warranty_claims (tenant_id, ticket_id, workflow_status, source, created_at, updated_at)
      values (1, 2, 'needs_review', 'staff', ${day(2)}, ${day(4)})`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it("moves each ticket's updated_at to its latest note, claim or edit, never back", async () => {
    const rows = rowsOf<{ id: number; updated: string }>(
      await database.db.execute(sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated
        from tickets order by id`),
    );
    expect(rows).toEqual([
      { id: 1, updated: '2026-03-05' },
      { id: 2, updated: '2026-03-04' },
      { id: 3, updated: '2026-03-06' },
      { id: 4, updated: '2026-03-01' },
    ]);
  });

  it('leaves row-level security forced on every table it read', async () => {
    const tables = rowsOf<{ relname: string; forced: boolean }>(
      await database.db
        .execute(sql`select relname, relrowsecurity and relforcerowsecurity as forced from pg_class
        where relname in ('tickets', 'notes', 'transcripts', 'warranty_claims', 'attachments', 'ticket_events',
          'incoming_messages', 'outgoing_messages') order by relname`),
    );
    expect(tables).toHaveLength(8);
    expect(tables.every((table) => table.forced)).toBe(true);
  });
});
