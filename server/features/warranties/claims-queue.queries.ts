import { and, asc, count, desc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DUE_SOON_MINUTES, type DueFilter } from '../../../domain/due-labels';
import { ticketNumberFromSearch } from '../../../domain/tickets';
import { ownerFilterFor } from '../../../domain/claim-ownership';
import type { ClaimFilters, WarrantyListQuery } from '../../../domain/warranties';
import type { Tx } from '../../db/client';
import type { JsonText } from '../../db/json-text';
import { pageWindow, preparedQuery, type PageWindow } from '../../db/prepared';
import { claimCounts, customers, dealers, tenantStaff, tickets, warrantyClaims } from '../../db/schema';
import { likePattern } from '../../lib/search';
import { carriedCreditCents, queueItemJson } from './claim-json';

const claims = warrantyClaims;

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The queue's filters with the owner resolved ("Mine" arrives as the caller's id), and a
 * customer's claims (those on the customer's tickets) for its page.
 */
type QueueFilters = Omit<ClaimFilters, 'owner'> & {
  owner?: 'none' | number;
  customerId?: number;
  /** Due soon or breached against the request's clock (decision 096). */
  due?: DueFilter;
  now?: Date;
};

/** The due filter as a range of due times: breached up to now, due soon from now to DUE_SOON_MINUTES on. */
function dueRange(due: DueFilter | undefined, now: Date | undefined) {
  if (!due || !now) return { dueAfter: null, dueBy: null };
  if (due === 'breached') return { dueAfter: null, dueBy: now.toISOString() };
  return {
    dueAfter: now.toISOString(),
    dueBy: new Date(now.getTime() + DUE_SOON_MINUTES * 60_000).toISOString(),
  };
}

/** The queue's filters as statement values: statuses travel as one comma-separated text. */
function valuesOf(tenantId: number, query: QueueFilters) {
  const search = query.search?.trim();
  return {
    tenantId,
    ticketId: query.ticketId ?? null,
    statuses: query.status?.length ? query.status.join(',') : null,
    source: query.source ?? null,
    from: query.from ?? null,
    until: query.to ? nextDay(query.to) : null,
    dealerId: query.dealerId ?? null,
    customerId: query.customerId ?? null,
    ownerId: typeof query.owner === 'number' ? query.owner : null,
    unowned: query.owner === 'none' ? true : null,
    pattern: search ? likePattern(search) : null,
    searchNumber: search ? ticketNumberFromSearch(search) : null,
    ...dueRange(query.due, query.now),
  };
}
type Values = ReturnType<typeof valuesOf>;
type Shape = { [K in keyof Values]: boolean };

const shapeOf = (values: Values) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value !== null])) as Shape;
const keyOf = (shape: Shape) =>
  Object.values(shape)
    .map((used) => (used ? 1 : 0))
    .join('');

/** A value of the statement: a placeholder in a prepared statement, else a bound parameter. */
type Param = (name: keyof Values) => SQL | ReturnType<typeof sql.placeholder>;

/**
 * The queue's filters; the dealer filter matches the ticket's dealer or the dealer credited. The
 * dealer's ticket ids are an array the claims' ticket index is searched with, in the same statement.
 */
function conditionsOf(shape: Shape, param: Param): SQL {
  const conditions: SQL[] = [eq(claims.tenantId, param('tenantId'))];
  if (shape.ticketId) conditions.push(eq(claims.ticketId, param('ticketId')));
  if (shape.statuses)
    conditions.push(sql`${claims.workflowStatus} = any(string_to_array(${param('statuses')}::text, ','))`);
  if (shape.source) conditions.push(eq(claims.source, param('source')));
  if (shape.from) conditions.push(sql`${claims.createdAt} >= ${param('from')}::date`);
  if (shape.until) conditions.push(sql`${claims.createdAt} < ${param('until')}::date`);
  if (shape.dealerId) {
    const dealerTickets = sql`array(select ${tickets.id} from ${tickets}
      where ${tickets.tenantId} = ${param('tenantId')} and ${tickets.dealerId} = ${param('dealerId')})`;
    conditions.push(
      sql`(${claims.ticketId} = any(${dealerTickets}) or ${claims.creditedDealerId} = ${param('dealerId')})`,
    );
  }
  if (shape.customerId) {
    const customerTickets = sql`array(select ${tickets.id} from ${tickets}
      where ${tickets.tenantId} = ${param('tenantId')} and ${tickets.customerId} = ${param('customerId')})`;
    conditions.push(sql`${claims.ticketId} = any(${customerTickets})`);
  }
  if (shape.ownerId) conditions.push(eq(claims.ownerUserId, param('ownerId')));
  if (shape.unowned) conditions.push(isNull(claims.ownerUserId));
  if (shape.dueAfter) conditions.push(sql`${claims.dueAt} > ${param('dueAfter')}::timestamptz`);
  if (shape.dueBy) conditions.push(sql`${claims.dueAt} <= ${param('dueBy')}::timestamptz`);
  if (shape.pattern) {
    const text = sql`${claims.searchText} like ${param('pattern')}`;
    // The claim's ticket by its number, read on the tenant's (tenant_id, number) index; a merged
    // number leads to the ticket kept, which its claims moved to (decision 092).
    const numbered = sql`${claims.ticketId} = (select coalesce(${tickets.mergedIntoId}, ${tickets.id}) from ${tickets}
      where ${tickets.tenantId} = ${param('tenantId')} and ${tickets.number} = ${param('searchNumber')})`;
    conditions.push(shape.searchNumber ? or(text, numbered)! : text);
  }
  return and(...conditions)!;
}

/** The claims the queue's filters select for this user, as one condition (the CSV export reads the same). */
export function claimFilterOf(
  tenantId: number,
  filters: ClaimFilters & { due?: DueFilter },
  userId: number,
  now: Date,
): SQL {
  const values = valuesOf(tenantId, { ...filters, owner: ownerFilterFor(filters.owner, userId), now });
  return conditionsOf(shapeOf(values), (name) => sql`${values[name]}`);
}

type Sort = WarrantyListQuery['sort'];
type SortKey = AnyColumn | SQL | SQL.Aliased;
type SortKeys = { createdAt: SortKey; id: SortKey; credit: SortKey; dueAt: SortKey };
/** Credit sorts go by the credit a claim carries: a denied claim's computed figure does not count. */
const ORDER: Record<Sort, (keys: SortKeys) => SQL[]> = {
  newest: (k) => [desc(k.createdAt), desc(k.id)],
  oldest: (k) => [asc(k.createdAt), asc(k.id)],
  credit_desc: (k) => [sql`${k.credit} desc nulls last`, desc(k.id)],
  credit_asc: (k) => [sql`${k.credit} asc nulls last`, desc(k.id)],
  due: (k) => [sql`${k.dueAt} asc nulls last`, asc(k.id)],
};

const placeholder = (name: string) => sql.placeholder(name);

/**
 * Totals for the unfiltered queue and for status and source filters come from the
 * trigger-maintained claim_counts (migration 0013) in the page's own statement, never from
 * counting the claims. Other filters count their matches in the same statement.
 */
const COUNTED_FILTERS = new Set<string>(['tenantId', 'statuses', 'source']);
const countedByTriggers = (shape: Shape) =>
  Object.entries(shape).every(([name, used]) => !used || COUNTED_FILTERS.has(name));

function triggerTotal(shape: Shape): SQL {
  const conditions: SQL[] = [eq(claimCounts.tenantId, placeholder('tenantId'))];
  if (shape.statuses)
    conditions.push(
      sql`${claimCounts.workflowStatus} = any(string_to_array(${placeholder('statuses')}::text, ','))`,
    );
  if (shape.source) conditions.push(eq(claimCounts.source, placeholder('source')));
  return sql`(select coalesce(sum(${claimCounts.count}), 0)::int from ${claimCounts} where ${and(...conditions)})`;
}

/** The sort keys of the claims the filters select, read from the claims alone (no joins). */
const matchKeys = (tx: Tx, shape: Shape) =>
  tx
    .select({
      id: claims.id,
      createdAt: sql<Date>`${claims.createdAt}`.as('key_created_at'),
      credit: sql<number | null>`${carriedCreditCents}`.as('key_credit'),
      dueAt: sql<Date | null>`${claims.dueAt}`.as('key_due_at'),
    })
    .from(claims)
    .where(conditionsOf(shape, placeholder));

/**
 * One page as JSON text, and the total, in one statement. The page's claims are sorted and cut
 * to the page on the claims alone; only those are joined to their ticket, contact and owner. A
 * filter the counters do not know (search, dealer, dates, owner...) reads its matches once, as a
 * common table expression the page and the count both use.
 */
function buildPage(tx: Tx, shape: Shape, sort: Sort, window: PageWindow) {
  const counted = !countedByTriggers(shape);
  const matches = tx.$with('matches').as(matchKeys(tx, shape));
  const source = counted ? tx.select().from(matches) : matchKeys(tx, shape);
  const keys = source
    .orderBy(...ORDER[sort](counted ? matches : { ...claims, credit: carriedCreditCents }))
    .limit(window.limit)
    .offset(window.offset)
    .as('keys');
  const page = tx
    .select({
      doc: sql`${queueItemJson}`.as('doc'),
      createdAt: keys.createdAt,
      id: keys.id,
      credit: keys.credit,
      dueAt: keys.dueAt,
    })
    .from(keys)
    .innerJoin(claims, eq(claims.id, keys.id))
    .innerJoin(tickets, eq(tickets.id, claims.ticketId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .leftJoin(tenantStaff, eq(tenantStaff.id, claims.ownerUserId))
    .as('page');
  const total = counted ? sql`(select count(*)::int from ${matches})` : triggerTotal(shape);
  return (counted ? tx.with(matches) : tx)
    .select({
      json: sql<string>`coalesce(json_agg(${page.doc} order by ${sql.join(ORDER[sort](page), sql`, `)}), '[]')::text`,
      total: sql<number>`${total}`,
    })
    .from(page);
}

/** Prepared statements, one per combination of filters (and sort) in use, made when first needed. */
const pageStatements = new Map<string, ReturnType<typeof pageStatementOf>>();
/**
 * Planned once per connection, searches too: their matches are a common table expression the
 * sort and the count read after it, so no plan can walk an index in the page's order hoping to
 * stop early (the generic plan a search must avoid, server/db/prepared.ts); the plan for every
 * pattern is the trigram index, and planning the page's JSON each time cost more than running it.
 */
const pageStatementOf = (key: string, shape: Shape, sort: Sort, window: PageWindow) =>
  preparedQuery(`claim_page_${key}`, (db) => buildPage(db as Tx, shape, sort, window));

type PageQuery = Omit<WarrantyListQuery, 'owner'> & QueueFilters;

/** One page of the tenant's claims with each ticket's contact, as JSON text, and how many match in all. */
export async function listQueuePage(tx: Tx, tenantId: number, query: PageQuery) {
  const values = valuesOf(tenantId, query);
  const shape = shapeOf(values);
  const window = pageWindow(query.limit, query.offset);
  const key = `${keyOf(shape)}_${query.sort}_${window.key}`;
  let page = pageStatements.get(key);
  if (!page) pageStatements.set(key, (page = pageStatementOf(key, shape, query.sort, window)));
  const [row] = await page(tx, { ...values, limit: query.limit, offset: query.offset });
  return { json: (row?.json ?? '[]') as JsonText, total: row?.total ?? 0 };
}

const sumWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${claimCounts.count}) filter (where ${condition}), 0)`.mapWith(Number);

const counters = preparedQuery('claim_counters', (db) => {
  const expired = db
    .select({ value: count() })
    .from(claims)
    .where(
      and(
        eq(claims.tenantId, placeholder('tenantId')),
        sql`${claims.freeReplacementUntil} < ${placeholder('today')}::date`,
      ),
    );
  return db
    .select({
      total: sql<number>`coalesce(sum(${claimCounts.count}), 0)`.mapWith(Number),
      active: sumWhere(
        sql`${claimCounts.workflowStatus} in ('draft','needs_review','pending_authorization','authorized')`,
      ),
      processing: sumWhere(sql`${claimCounts.workflowStatus} in ('needs_review','pending_authorization')`),
      expired: sql<number>`(${expired})`.mapWith(Number),
    })
    .from(claimCounts)
    .where(eq(claimCounts.tenantId, placeholder('tenantId')));
});

/**
 * Total, Active (not yet decided), Processing (waiting for a decision) from claim_counts;
 * Expired (window passed, so it depends on the day) counted on its partial index.
 */
export async function queueCounters(tx: Tx, tenantId: number, today: string) {
  const [row] = await counters(tx, { tenantId, today });
  return row ?? { total: 0, active: 0, processing: 0, expired: 0 };
}

/** The contact a claim's search looks through, from its ticket. */
export async function ticketContactOf(tx: Tx, tenantId: number, ticketId: number) {
  const [row] = await tx
    .select({
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerPhone: customers.phone,
      customerEmail: customers.email,
      customerId: customers.id,
      dealerId: dealers.id,
      dealerName: dealers.dealerName,
      dealerCode: dealers.dealerCode,
      dealerContact: dealers.contactName,
      dealerPhone: dealers.phone,
      dealerCity: dealers.city,
      dealerState: dealers.state,
      ticketNumber: tickets.number,
      subject: tickets.subject,
      status: tickets.status,
      priority: tickets.priority,
    })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)))
    .limit(1);
  return row;
}
export type TicketContact = NonNullable<Awaited<ReturnType<typeof ticketContactOf>>>;
