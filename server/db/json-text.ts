import { sql, type Column } from 'drizzle-orm';

/**
 * Pieces for answers PostgreSQL builds as JSON text (docs/decisions/010-ticket-json-in-sql.md):
 * the same text JavaScript would have written for the same row.
 */

/** Milliseconds, UTC, 'Z': the same text as Date.prototype.toISOString. */
export const isoTimestamp = (column: Column) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const nullableTimestamp = (column: Column) =>
  sql`case when ${column} is null then null else ${isoTimestamp(column)} end`;

/** A date column as 'YYYY-MM-DD', whatever the session's DateStyle. */
export const isoDate = (column: Column) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** A JSON text the route sends as it is. */
export type JsonText = string & { readonly __json: true };
