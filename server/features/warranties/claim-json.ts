import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { isoDate, isoTimestamp, nullableTimestamp } from '../../db/json-text';
import { customers, dealers, tickets, warrantyClaims as claims } from '../../db/schema';
import { CLAIM_ANSWER_KEYS } from './warranty-dto';

/**
 * The claims queue's item (ClaimQueueItem in domain/api-types.ts), built by PostgreSQL as JSON
 * text like the ticket list (decision 010): the same keys, in the same order, and the same values
 * as toQueueItem(toWarrantyDto(row)). Tests hold the two equal.
 */
const columns = getTableColumns(claims);

/** A column as the text toWarrantyDto writes for it: timestamps as toISOString, dates as YYYY-MM-DD. */
function jsonValue(column: Column): Column | SQL {
  if (column.columnType === 'PgTimestamp')
    return column.notNull ? isoTimestamp(column) : nullableTimestamp(column);
  if (column.columnType === 'PgDateString') return isoDate(column);
  return column;
}

const CLAIM_FIELDS = CLAIM_ANSWER_KEYS.map((key): [string, Column | SQL] => [key, jsonValue(columns[key])]);

/** The ticket's contact: the customer's name without empty parts, or null. */
const customerName = sql`nullif(concat_ws(' ', nullif(${customers.firstName}, ''), nullif(${customers.lastName}, '')), '')`;

const QUEUE_FIELDS: [string, Column | SQL][] = [
  ...CLAIM_FIELDS,
  ['ticketNumber', tickets.number],
  ['customerName', customerName],
  ['dealerName', dealers.dealerName],
  ['dealerId', tickets.dealerId],
];

/** Needs the claim joined to its ticket, and the ticket's customer and dealer (left joins). */
export const queueItemJson: SQL = sql`json_build_object(${sql.join(
  QUEUE_FIELDS.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
)})`;
