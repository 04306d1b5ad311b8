import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

describe('migration 0019: search_words starts from the text already there', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0019_search_words');
    await database.db.execute(sql`insert into tenants (id, name, subdomain)
      values (1, 'Alpha', 'alpha'), (2, 'Bravo', 'bravo')`);
    await database.db
      .execute(sql`insert into tickets (id, tenant_id, number, subject, description, search_text)
      values (1, 1, 1, 'Tread separation', 'Front left', 'x'), (2, 2, 1, 'Puncture', 'Rear', 'x')`);
    await database.db.execute(sql`insert into notes (tenant_id, ticket_id, content, author_name)
      values (1, 1, 'Called the fitter', 'Support Team')`);
    await database.db
      .execute(sql`insert into transcripts (tenant_id, ticket_id, call_sid, summary, transcript, source)
      values (2, 2, 'CA1', 'Valve', 'Caller: a nail', 'phone')`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it("backfills each tenant's words from its tickets, notes and calls, as their lexemes", async () => {
    const rows = rowsOf<{ tenant_id: number; word: string }>(
      await database.db.execute(sql`select tenant_id, word from search_words order by tenant_id, word`),
    );
    expect(rows).toEqual([
      ...['call', 'fitter', 'front', 'left', 'separ', 'tread'].map((word) => ({ tenant_id: 1, word })),
      ...['caller', 'nail', 'punctur', 'rear', 'valv'].map((word) => ({ tenant_id: 2, word })),
    ]);
  });

  it('keeps them from then on, and leaves row-level security forced on every table it read', async () => {
    await database.db.execute(sql`update tickets set subject = 'Sidewall bulge' where id = 2`);
    await database.db.execute(sql`update tickets set status = 'closed' where id = 1`);
    const wordsOf = async (tenantId: number) =>
      rowsOf<{ word: string }>(
        await database.db.execute(
          sql`select word from search_words where tenant_id = ${tenantId} order by word`,
        ),
      ).map((row) => row.word);
    expect(await wordsOf(1)).toEqual(['call', 'fitter', 'front', 'left', 'separ', 'tread']);
    expect(await wordsOf(2)).toEqual(['bulg', 'caller', 'nail', 'punctur', 'rear', 'sidewal', 'valv']);
    const tables = rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      await database.db.execute(sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
        where relname in ('tickets', 'notes', 'transcripts', 'search_words') order by relname`),
    );
    expect(tables).toEqual(
      ['notes', 'search_words', 'tickets', 'transcripts'].map((relname) => ({
        relname,
        relrowsecurity: true,
        relforcerowsecurity: true,
      })),
    );
  });
});
