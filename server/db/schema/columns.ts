import { sql, type SQL } from 'drizzle-orm';
import { customType, index, timestamp } from 'drizzle-orm/pg-core';

/** Column and index shapes the tables share. */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Raw bytes: Buffer in, Buffer or Uint8Array out depending on the driver. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A weighted search vector PostgreSQL keeps itself (migration 0016, docs/decisions/061-search-everything.md). */
export const searchVector = (expression: SQL) => tsvector('search_vector').generatedAlwaysAs(expression);
export const fullText = (name: string) => index(name).using('gin', sql.raw('search_vector'));
export const trigram = (name: string, column: string) =>
  index(name).using('gin', sql.raw(`${column} gin_trgm_ops`));
