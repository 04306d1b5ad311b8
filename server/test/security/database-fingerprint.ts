import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';

/** Every table of the public schema, by name. */
export async function tableNames(database: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename collate "C"`,
    ),
  );
  return rows.map((row) => row.name);
}

/** A digest of every row of every table: equal digests mean nothing was written anywhere. */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of await tableNames(database)) {
    const [row] = rowsOf<{ digest: string | null }>(
      await database.db.execute(
        sql.raw(
          `select md5(string_agg(x::text, '|' order by x::text collate "C")) as digest from "${table}" x`,
        ),
      ),
    );
    digests[table] = row?.digest ?? 'empty';
  }
  return digests;
}
