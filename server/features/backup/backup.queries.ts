import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import type { SchemaVersion, TableSummary } from './backup.format';

const CURSOR = 'treaddesk_backup_rows';

/** The same text for the same data on either driver: UTC timestamps, ISO dates. */
export async function useStableTextOutput(tx: Tx) {
  await tx.execute(
    sql`select set_config('timezone', 'UTC', true), set_config('datestyle', 'ISO, YMD', true),
      set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '3', true)`,
  );
}

/** A table as a backup holds it: generated columns (search vectors) are computed again on restore. */
export type TableShape = {
  name: string;
  columns: string[];
  /** Whether it holds raw bytes (attachments): such rows can be megabytes each. */
  hasBytes: boolean;
};

/** Every table with its stored columns, in one catalog read (two per table cost 3-6 ms each). */
export async function listTables(tx: Tx): Promise<TableShape[]> {
  return rowsOf<TableShape>(
    await tx.execute(sql`select t.tablename as name,
        coalesce(array_agg(c.column_name::text order by c.ordinal_position)
          filter (where c.is_generated = 'NEVER'), '{}') as columns,
        coalesce(bool_or(c.data_type = 'bytea'), false) as "hasBytes"
      from pg_tables t
      left join information_schema.columns c on c.table_schema = t.schemaname and c.table_name = t.tablename
      where t.schemaname = 'public'
      group by t.tablename
      order by t.tablename collate "C"`),
  );
}

/** Which migrations built the schema: a backup only restores into the same schema. */
export async function schemaVersion(tx: Tx): Promise<SchemaVersion> {
  const [row] = rowsOf<{ migrations: number; last: string | null }>(
    await tx.execute(sql`select count(*)::int as migrations, max(created_at)::text as last
      from drizzle.__drizzle_migrations`),
  );
  return { migrations: row?.migrations ?? 0, lastMigrationAt: row?.last ?? null };
}

/** Row count and an order-independent checksum: md5 over the sorted md5 of each row's text. */
export async function summariseTable(tx: Tx, table: string): Promise<TableSummary> {
  const [row] = rowsOf<{ rows: number; checksum: string }>(
    await tx.execute(sql`select count(*)::int as rows,
      coalesce(md5(string_agg(h, '' order by h collate "C")), md5('')) as checksum
      from (select md5(x::text) as h from ${sql.identifier(table)} x) hashed`),
  );
  return { name: table, rows: row?.rows ?? 0, checksum: row?.checksum ?? '' };
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** Reads a table's rows as JSON text through a cursor, `batch` rows at a time. */
export async function* tableRows(
  tx: Tx,
  table: string,
  columns: string[],
  batch: number,
): AsyncGenerator<string[]> {
  await tx.execute(
    sql`declare ${sql.identifier(CURSOR)} no scroll cursor for select row_to_json(x)::text as j
      from (select ${columnList(columns)} from ${sql.identifier(table)}) x`,
  );
  try {
    for (;;) {
      const rows = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch ${batch} from ${CURSOR}`)));
      if (rows.length === 0) return;
      yield rows.map((row) => row.j);
    }
  } finally {
    await tx.execute(sql.raw(`close ${CURSOR}`));
  }
}

export async function rowCount(tx: Tx, table: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
  );
  return row?.n ?? 0;
}

/** Triggers (the ticket counters) and foreign-key checks off: rows go back exactly as they were. */
export async function disableTriggers(tx: Tx) {
  await tx.execute(sql`set local session_replication_role = replica`);
}

export async function insertRows(tx: Tx, table: string, columns: string[], rowsJson: string) {
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${columnList(columns)})
      select ${columnList(columns)} from json_populate_recordset(null::${sql.identifier(table)}, ${rowsJson}::json)`,
  );
}

/** Moves every serial sequence past the highest restored id. */
export async function resetSequences(tx: Tx, table: string, columns: string[]) {
  for (const column of columns) {
    const [row] = rowsOf<{ sequence: string | null }>(
      await tx.execute(sql`select pg_get_serial_sequence(${`"${table}"`}, ${column}) as sequence`),
    );
    if (!row?.sequence) continue;
    await tx.execute(
      sql`select setval(${row.sequence}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
