import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { isoDate, isoTimestamp, nullableTimestamp } from '../../db/json-text';
import { NO_CREDIT_STATUSES } from '../../../domain/claim-workflow';
import {
  customers,
  dealers,
  tenantStaff,
  ticketReference,
  tickets,
  warrantyClaims as claims,
} from '../../db/schema';
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

/**
 * The credit a claim carries in the queue's figures: none for a denied, withdrawn or reversed
 * claim, whatever its computed credit (carriesCredit in domain/claim-workflow.ts, as a condition).
 */
export const carriedCreditCents = sql<number | null>`case when ${claims.workflowStatus} in (${sql.join(
  NO_CREDIT_STATUSES.map((status) => sql.raw(`'${status}'`)),
  sql`, `,
)}) then null else ${claims.creditCents} end`;

const QUEUE_FIELDS: [string, Column | SQL][] = [
  ...CLAIM_FIELDS,
  ['ticketNumber', ticketReference.ticketNumber],
  ['customerName', customerName],
  ['dealerName', dealers.dealerName],
  ['dealerId', tickets.dealerId],
  ['ownerName', tenantStaff.username],
  ['carriedCreditCents', carriedCreditCents],
];

const objectOf = (fields: [string, Column | SQL][]) =>
  sql`json_build_object(${sql.join(
    fields.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/** json_build_object takes at most 100 arguments: 50 keys with their values. */
const KEYS_PER_OBJECT = 50;

/**
 * One JSON object of all the fields, in order. Past 50 keys it is built in parts joined as text
 * (each part's braces dropped): jsonb's `||` would join them but sort the keys.
 */
function orderedObject(fields: [string, Column | SQL][]): SQL {
  const parts: SQL[] = [];
  for (let start = 0; start < fields.length; start += KEYS_PER_OBJECT)
    parts.push(objectOf(fields.slice(start, start + KEYS_PER_OBJECT)));
  if (parts.length === 1) return parts[0]!;
  // Every value is a scalar, so each part's text has exactly one brace at either end.
  const inner = parts.map((part) => sql`btrim(${part}::text, '{}')`);
  return sql`('{' || ${sql.join(inner, sql` || ', ' || `)} || '}')::json`;
}

/** Needs the claim joined to its ticket, the ticket's customer and dealer and the claim's owner in tenant_staff (left joins). */
export const queueItemJson: SQL = orderedObject(QUEUE_FIELDS);
