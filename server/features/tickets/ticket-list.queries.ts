import { and, count, eq, fillPlaceholders, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DUE_FILTERS, DUE_SOON_MINUTES, type DueFilter } from '../../../domain/due-labels';
import {
  DEFAULT_TICKET_SORT,
  SORT_DIRECTIONS,
  TICKET_SORTS,
  ticketNumberFromSearch,
  type TicketListQuery,
} from '../../../domain/tickets';
import { rowsOf, type Db, type Tx } from '../../db/client';
import type { JsonText } from '../../db/json-text';
import { preparedQuery } from '../../db/prepared';
import { customers, dealers, tags, ticketCounts, tickets, ticketTags } from '../../db/schema';
import { likePattern } from '../../lib/search';
import { ticketJson } from './ticket-json';
import { orderBy, orderKeys, type TicketOrder } from './ticket-order';

/**
 * The ticket reads every screen makes, as prepared statements (server/db/prepared.ts): one per
 * combination of filters (and, for pages, of sort and direction), so each keeps an index-friendly
 * plan. Searches are planned per execution.
 */
type Filters = {
  status: boolean;
  priority: boolean;
  search: boolean;
  number: boolean;
  assignee: AssigneeMode;
  due: DueMode;
  tag: boolean;
};
/** The due filter (decision 090): none, due within DUE_SOON_MINUTES, or past its due time. */
type DueMode = 'any' | DueFilter;
const DUE_MODES: DueMode[] = ['any', ...DUE_FILTERS];
/** The owner filter: none given, "Unassigned", or one user (the caller for "Mine"). */
type AssigneeMode = 'any' | 'none' | 'user';
const ASSIGNEE_MODES: AssigneeMode[] = ['any', 'none', 'user'];

const placeholder = (name: string) => sql.placeholder(name);
type Value = ReturnType<typeof placeholder>;

/** The variant's conditions, on placeholders for a prepared statement or (with `values`) on the values themselves. */
function filterFor(filters: Filters, values?: Record<string, unknown>): SQL {
  const value = (name: string): SQL | Value => (values ? sql`${values[name]}` : placeholder(name));
  const conditions: SQL[] = [eq(tickets.tenantId, value('tenantId'))];
  if (filters.status) conditions.push(eq(tickets.status, value('status')));
  if (filters.priority) conditions.push(eq(tickets.priority, value('priority')));
  if (filters.assignee === 'none') conditions.push(isNull(tickets.assigneeUserId));
  if (filters.assignee === 'user') conditions.push(eq(tickets.assigneeUserId, value('assigneeId')));
  if (filters.due === 'breached') conditions.push(sql`${tickets.dueAt} <= ${value('now')}::timestamptz`);
  if (filters.due === 'due_soon')
    conditions.push(
      sql`${tickets.dueAt} > ${value('now')}::timestamptz and ${tickets.dueAt} <= ${value('soonUntil')}::timestamptz`,
    );
  if (filters.search) {
    const text = sql`${tickets.searchText} like ${value('pattern')}`;
    // A merged ticket's number also finds the ticket it was merged into (decision 092).
    const kept = sql`${tickets.id} = (select m.merged_into_id from tickets m
      where m.tenant_id = ${value('tenantId')} and m.number = ${value('number')})`;
    const tagged = tagNameMatches(value('tenantId'), value('pattern'));
    conditions.push(
      filters.number ? or(text, tagged, eq(tickets.number, value('number')), kept)! : or(text, tagged)!,
    );
  }
  if (filters.tag) conditions.push(taggedWith(value('tag')));
  return and(...conditions)!;
}

/** The tenant's tags a filter value names: by name in any case, or by id (decision 089). */
const namedTags = (tag: SQL | Value) =>
  sql`(select ${tags.id} from ${tags} where ${tags.tenantId} = ${tickets.tenantId}
    and (lower(${tags.name}) = lower(${tag}::text) or ${tags.id}::text = ${tag}::text))`;

const taggedWith = (tag: SQL | Value) =>
  sql`exists (select 1 from ${ticketTags} where ${ticketTags.tenantId} = ${tickets.tenantId}
    and ${ticketTags.tagId} in ${namedTags(tag)} and ${ticketTags.ticketId} = ${tickets.id})`;

/**
 * The tenant's tickets carrying a tag whose name is like the pattern, as an array: the one matcher
 * of tags by name, for the list's search and search everything (decision 089).
 */
export const taggedTicketIds = (tenantId: SQL | Value, pattern: SQL | Value) =>
  sql`array(select ${ticketTags.ticketId} from ${ticketTags} join ${tags}
    on ${tags.id} = ${ticketTags.tagId} where ${tags.tenantId} = ${tenantId}
    and lower(${tags.name}) like ${pattern})`;

/**
 * A search finds the tickets carrying a tag whose name holds the text. The tagged tickets are
 * collected first (an init plan, the tags of a tenant are few), so the primary key's bitmap joins
 * the search text's trigram bitmap rather than a check on every row.
 */
const tagNameMatches = (tenantId: SQL | Value, pattern: SQL | Value) =>
  sql`${tickets.id} = any(${taggedTicketIds(tenantId, pattern)})`;

/** Up to this many matches a total is counted exactly; beyond it, it is the planner's labelled estimate. */
export const EXACT_TOTAL_LIMIT = 200;

/** Whether a variant's total needs its matches counted: the trigger-kept counters know only status and priority. */
const countsMatches = (filters: Filters) =>
  filters.search || filters.tag || filters.assignee !== 'any' || filters.due !== 'any';

/** The exact total from ticket_counts, for lists filtered by status and priority alone. */
const counterTotal = (db: Db | Tx) =>
  db
    .select({ value: sql`coalesce(sum(${ticketCounts.count}), 0)`.as('value') })
    .from(ticketCounts)
    .where(
      and(
        eq(ticketCounts.tenantId, placeholder('tenantId')),
        sql`(${placeholder('status')}::text is null or ${ticketCounts.status} = ${placeholder('status')})`,
        sql`(${placeholder('priority')}::text is null or ${ticketCounts.priority} = ${placeholder('priority')})`,
      ),
    );

/**
 * The matches counted, but never more than one past the limit: a common word at a million tickets
 * stops early. In the page's order, so the planner walks the page's own index rather than building
 * a bitmap of every row holding the word.
 */
function cappedMatchCount(db: Db | Tx, filters: Filters, order: TicketOrder) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(tickets)
    .where(filterFor(filters))
    .orderBy(orderBy(order))
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('matches');
  return db.select({ value: count().as('value') }).from(matches);
}

/**
 * One statement, one round trip: the page's JSON and its total side by side. The page's ids and
 * order keys are found first and the JSON is built for those rows only: a deep page (offset 5,000)
 * then walks the index, not 5,000 rows of JSON it throws away (decision 090).
 */
function buildPage(db: Db | Tx, filters: Filters, order: TicketOrder) {
  const page = db
    .select({ pageId: sql<number>`${tickets.id}`.as('page_id'), ...orderKeys(order) })
    .from(tickets)
    .where(filterFor(filters))
    .orderBy(orderBy(order))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page');
  const total = countsMatches(filters) ? cappedMatchCount(db, filters, order) : counterTotal(db);
  return db
    .select({
      json: sql<string>`coalesce(json_agg(${ticketJson} order by ${orderBy(order, 'page')}), '[]')::text`,
      total: sql<number>`(${total})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(tickets, eq(tickets.id, page.pageId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId));
}

const VARIANTS: Filters[] = [false, true].flatMap((status) =>
  [false, true].flatMap((priority) =>
    [false, true].flatMap((search) =>
      [false, true].flatMap((number) =>
        [false, true].flatMap((tag) =>
          ASSIGNEE_MODES.flatMap((assignee) =>
            DUE_MODES.map((due) => ({ status, priority, search, number, assignee, due, tag })),
          ),
        ),
      ),
    ),
  ),
);
const keyOf = (f: Filters) =>
  `${+f.status}${+f.priority}${+f.search}${+f.number}${+f.tag}${f.assignee[0]}${f.due === 'any' ? '' : f.due[0]}`;
const planningOf = (f: Filters) => (f.search ? 'per-execution' : 'once');
const ORDERS: TicketOrder[] = TICKET_SORTS.flatMap((sort) =>
  SORT_DIRECTIONS.map((direction) => ({ sort, direction })),
);
const pageKeyOf = (f: Filters, o: TicketOrder) => `${keyOf(f)}_${o.sort}_${o.direction}`;
const pageQueries = new Map(
  VARIANTS.flatMap((f) =>
    ORDERS.map((o) => [
      pageKeyOf(f, o),
      preparedQuery(`ticket_page_${pageKeyOf(f, o)}`, (db) => buildPage(db, f, o), planningOf(f)),
    ]),
  ),
);
/**
 * The planner's row estimate for a variant's matches, read from EXPLAIN with the request's values:
 * what a total beyond EXACT_TOTAL_LIMIT shows, labelled as an estimate. Never below what was counted.
 */
async function estimatedMatches(tx: Tx, filters: Filters, values: Record<string, unknown>) {
  const { limit: _limit, offset: _offset, ...conditions } = values;
  const key = JSON.stringify([keyOf(filters), conditions]);
  let kept = estimatesByConnection.get(tx);
  if (!kept) estimatesByConnection.set(tx, (kept = new Map()));
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < ESTIMATE_KEPT_MS) return hit.rows;
  const rows = await plannerEstimate(tx, filters, values);
  if (kept.size >= 500) kept.clear();
  kept.set(key, { rows, at: now });
  return rows;
}

/**
 * The planner's figure changes only when the table's statistics do (analyze, at most every few
 * minutes on a busy table): each connection keeps what it was told for a minute, saving a round trip.
 */
const ESTIMATE_KEPT_MS = 60_000;
const estimatesByConnection = new WeakMap<Tx, Map<string, { rows: number; at: number }>>();

async function plannerEstimate(tx: Tx, filters: Filters, values: Record<string, unknown>) {
  const [row] = rowsOf<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    await tx.execute(sql`explain (format json) select 1 from ${tickets} where ${filterFor(filters, values)}`),
  );
  return Math.max(EXACT_TOTAL_LIMIT + 1, roundEstimate(row!['QUERY PLAN'][0]!.Plan['Plan Rows']));
}

/** Two significant figures: 14,879 is shown as "about 15,000", not as a precise-looking figure. */
function roundEstimate(rows: number) {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, rows))) - 1);
  return Math.round(rows / step) * step;
}

type ListQuery = Omit<TicketListQuery, 'limit' | 'offset' | 'assignee' | 'sort' | 'direction'> &
  Partial<TicketOrder> & {
    limit: number;
    offset: number;
    /** 'none' for unassigned tickets, else one user's id ("Mine" arrives here as the caller's id). */
    assignee?: 'none' | number;
    /** The request's clock reading, for the due filter. */
    now?: Date;
  };

function filtersAndValues(tenantId: number, query: ListQuery) {
  const number = query.search ? ticketNumberFromSearch(query.search) : null;
  const filters: Filters = {
    status: Boolean(query.status),
    priority: Boolean(query.priority),
    search: Boolean(query.search),
    number: number !== null,
    assignee: query.assignee === undefined ? 'any' : query.assignee === 'none' ? 'none' : 'user',
    due: query.due ?? 'any',
    tag: Boolean(query.tag),
  };
  const now = query.now ?? new Date();
  const values = {
    tenantId,
    status: query.status ?? null,
    priority: query.priority ?? null,
    assigneeId: typeof query.assignee === 'number' ? query.assignee : null,
    pattern: query.search ? likePattern(query.search) : null,
    tag: query.tag ?? null,
    number,
    now: query.due ? now.toISOString() : null,
    soonUntil: query.due ? new Date(now.getTime() + DUE_SOON_MINUTES * 60_000).toISOString() : null,
    limit: query.limit,
    offset: query.offset,
  };
  return { key: keyOf(filters), filters, values };
}

const orderOf = (query: Partial<TicketOrder>): TicketOrder => ({
  sort: query.sort ?? DEFAULT_TICKET_SORT.sort,
  direction: query.direction ?? DEFAULT_TICKET_SORT.direction,
});

/** The statement a list page runs, as text and values: for timing the database apart from the server. */
export function ticketListStatement(db: Db, tenantId: number, query: ListQuery) {
  const { filters, values } = filtersAndValues(tenantId, query);
  const { sql: text, params } = buildPage(db, filters, orderOf(query)).toSQL();
  return { text, params: fillPlaceholders(params, values) };
}

export type TicketListPage = { json: JsonText; total: number; totalIsEstimate: boolean };

export async function listTickets(tx: Tx, tenantId: number, query: ListQuery): Promise<TicketListPage> {
  const { filters, values } = filtersAndValues(tenantId, query);
  const [page] = await pageQueries.get(pageKeyOf(filters, orderOf(query)))!(tx, values);
  const { json, total } = page!;
  if (!countsMatches(filters) || total <= EXACT_TOTAL_LIMIT) {
    return { json: json as JsonText, total, totalIsEstimate: false };
  }
  return {
    json: json as JsonText,
    total: await estimatedMatches(tx, filters, values),
    totalIsEstimate: true,
  };
}

/** The newest tickets matching a search (text, or '#TK-012' for an id), without counting every match. */
export async function searchTickets(tx: Tx, tenantId: number, search: string, limit: number) {
  const { filters, values } = filtersAndValues(tenantId, { search, limit, offset: 0 });
  const [page] = await pageQueries.get(pageKeyOf(filters, DEFAULT_TICKET_SORT))!(tx, values);
  return page!.json as JsonText;
}

const ticketById = preparedQuery('ticket_by_id', (db) =>
  db
    .select({ json: sql<string>`${ticketJson}::text` })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(and(eq(tickets.tenantId, placeholder('tenantId')), eq(tickets.id, placeholder('id'))))
    .limit(1),
);

/** One ticket's answer as JSON text, or undefined when it is not the tenant's. */
export async function ticketJsonById(tx: Tx, tenantId: number, id: number): Promise<JsonText | undefined> {
  const [row] = await ticketById(tx, { tenantId, id });
  return row?.json as JsonText | undefined;
}

const sumWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${ticketCounts.count}) filter (where ${condition}), 0)`.mapWith(Number);

const figures = preparedQuery('ticket_figures', (db) => {
  const resolvedToday = db
    .select({ value: count() })
    .from(tickets)
    .where(
      and(
        eq(tickets.tenantId, placeholder('tenantId')),
        eq(tickets.status, 'closed'),
        gte(tickets.closedAt, sql`${placeholder('startOfDay')}::timestamptz`),
      ),
    );
  return db
    .select({
      totalTickets: sql<number>`coalesce(sum(${ticketCounts.count}), 0)`.mapWith(Number),
      openTickets: sumWhere(sql`${ticketCounts.status} = 'open'`),
      inProgressTickets: sumWhere(sql`${ticketCounts.status} = 'in-progress'`),
      closedTickets: sumWhere(sql`${ticketCounts.status} = 'closed'`),
      highPriorityTickets: sumWhere(sql`${ticketCounts.priority} = 'high'`),
      customerTickets: sumWhere(sql`${ticketCounts.contact} in ('customer', 'both')`),
      dealerTickets: sumWhere(sql`${ticketCounts.contact} in ('dealer', 'both')`),
      resolvedToday: sql<number>`(${resolvedToday})`.mapWith(Number),
    })
    .from(ticketCounts)
    .where(eq(ticketCounts.tenantId, placeholder('tenantId')));
});

/** Every ticket figure the dashboard and the reports show, in one statement: counters plus an index range for today. */
export async function ticketFigures(tx: Tx, tenantId: number, startOfDay: Date) {
  const [row] = await figures(tx, { tenantId, startOfDay: startOfDay.toISOString() });
  return row!;
}

const dueSoonCount = preparedQuery('tickets_due_soon', (db) =>
  db
    .select({ value: count() })
    .from(tickets)
    .where(
      and(
        eq(tickets.tenantId, placeholder('tenantId')),
        sql`${tickets.dueAt} > ${placeholder('now')}::timestamptz`,
        sql`${tickets.dueAt} <= ${placeholder('soonUntil')}::timestamptz`,
      ),
    ),
);

/** Today's Overview's "Due Soon": a range of the due index (decision 090). */
export async function countDueSoon(tx: Tx, tenantId: number, now: Date) {
  const soonUntil = new Date(now.getTime() + DUE_SOON_MINUTES * 60_000);
  const [row] = await dueSoonCount(tx, {
    tenantId,
    now: now.toISOString(),
    soonUntil: soonUntil.toISOString(),
  });
  return row!.value;
}
