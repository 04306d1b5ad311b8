import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { DEADLOCK_DETECTED, sqlState } from '../lib/db-errors';

/** Every table of the schema, partitioned or plain. */
export const USER_TABLES = `
select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
   and n.nspname not like 'pg_temp%'
 order by 1`;

export const SEQUENCES = `
select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue",
       start_value::text as "startValue"
  from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`;

export type SequenceState = { name: string; lastValue: string | null; startValue: string };

/** Each table's columns a row can be given: generated ones are computed again on insert. */
const WRITABLE_COLUMNS = `
select format('%I.%I', n.nspname, c.relname) as "table",
       string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
   and n.nspname not like 'pg_temp%' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
 group by 1`;

export type TableSnapshot = { restore(): Promise<void> };

/**
 * Every row and sequence of a database as it is now, to put back later in one transaction on
 * either driver: the rows travel as JSON and are read back with each table's own row type. Much
 * cheaper than building the same state again through the API, and it brings back whatever a
 * request deleted (sessions, the rows a pool names) as well as removing what it added.
 */
export async function snapshotTables(database: Database): Promise<TableSnapshot> {
  const { db } = database;
  const tables = rowsOf<{ name: string }>(await db.execute(sql.raw(USER_TABLES))).map((row) => row.name);
  const columns = new Map(
    rowsOf<{ table: string; columns: string }>(await db.execute(sql.raw(WRITABLE_COLUMNS))).map((row) => [
      row.table,
      row.columns,
    ]),
  );
  const rows: Array<{ table: string; columns: string; json: string }> = [];
  for (const table of tables) {
    const list = columns.get(table)!;
    const [row] = rowsOf<{ json: string | null }>(
      await db.execute(sql.raw(`select json_agg(x)::text as json from (select ${list} from ${table}) x`)),
    );
    if (row?.json) rows.push({ table, columns: list, json: row.json });
  }
  const sequences = rowsOf<SequenceState>(await db.execute(sql.raw(SEQUENCES)));

  const putBack = () =>
    db.transaction(async (tx) => {
      // The rows were valid when taken: their triggers and foreign keys already had their say.
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      // A few hundred rows: deleting them is far cheaper than truncating, which gives every table
      // new files (about 1 s a restore on a busy PostgreSQL).
      for (const table of tables) await tx.execute(sql.raw(`delete from ${table}`));
      for (const { table, columns: list, json } of rows) {
        await tx.execute(
          sql`insert into ${sql.raw(table)} (${sql.raw(list)}) overriding system value
                select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
        );
      }
      for (const { name, lastValue, startValue } of sequences) {
        await tx.execute(
          sql`select setval(${name}::regclass, ${lastValue ?? startValue}::bigint, ${lastValue !== null})`,
        );
      }
    });

  return {
    async restore() {
      // Work an answered request left running (a notice, an audit row) may hold rows the restore
      // waits for while waiting for ones the restore holds: the loser is rolled back whole.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await putBack();
        } catch (error) {
          if (attempt === 3 || sqlState(error) !== DEADLOCK_DETECTED) throw error;
        }
      }
    },
  };
}
