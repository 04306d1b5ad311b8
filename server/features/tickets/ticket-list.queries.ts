import { and, count, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TICKET_SORT,
  SORT_DIRECTIONS,
  TICKET_SORTS,
  ticketNumberFromSearch,
  type TicketListQuery,
} from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import type { JsonText } from '../../db/json-text';
import { preparedQuery } from '../../db/prepared';
import { customers, dealers, ticketCounts, tickets } from '../../db/schema';
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
};
/** The owner filter: none given, "Unassigned", or one user (the caller for "Mine"). */
type AssigneeMode = 'any' | 'none' | 'user';
const ASSIGNEE_MODES: AssigneeMode[] = ['any', 'none', 'user'];

const placeholder = (name: string) => sql.placeholder(name);

function filterFor(filters: Filters): SQL {
  const conditions: SQL[] = [eq(tickets.tenantId, placeholder('tenantId'))];
  if (filters.status) conditions.push(eq(tickets.status, placeholder('status')));
  if (filters.priority) conditions.push(eq(tickets.priority, placeholder('priority')));
  if (filters.assignee === 'none') conditions.push(isNull(tickets.assigneeUserId));
  if (filters.assignee === 'user') conditions.push(eq(tickets.assigneeUserId, placeholder('assigneeId')));
  if (filters.search) {
    const text = sql`${tickets.searchText} like ${placeholder('pattern')}`;
    conditions.push(filters.number ? or(text, eq(tickets.number, placeholder('number')))! : text);
  }
  return and(...conditions)!;
}

function buildPage(tx: Tx, filters: Filters, order: TicketOrder) {
  const page = tx
    .select({ doc: sql`${ticketJson}`.as('doc'), ...orderKeys(order) })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(filterFor(filters))
    .orderBy(orderBy(order))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page');
  return tx
    .select({
      json: sql<string>`coalesce(json_agg(${page.doc} order by ${orderBy(order, 'page')}), '[]')::text`,
    })
    .from(page);
}

const buildMatchCount = (tx: Tx, filters: Filters) =>
  tx.select({ value: count() }).from(tickets).where(filterFor(filters));

const VARIANTS: Filters[] = [false, true].flatMap((status) =>
  [false, true].flatMap((priority) =>
    [false, true].flatMap((search) =>
      [false, true].flatMap((number) =>
        ASSIGNEE_MODES.map((assignee) => ({ status, priority, search, number, assignee })),
      ),
    ),
  ),
);
const keyOf = (f: Filters) => `${+f.status}${+f.priority}${+f.search}${+f.number}${f.assignee[0]}`;
const planningOf = (f: Filters) => (f.search ? 'per-execution' : 'once');
const ORDERS: TicketOrder[] = TICKET_SORTS.flatMap((sort) =>
  SORT_DIRECTIONS.map((direction) => ({ sort, direction })),
);
const pageKeyOf = (f: Filters, o: TicketOrder) => `${keyOf(f)}_${o.sort}_${o.direction}`;
const pageQueries = new Map(
  VARIANTS.flatMap((f) =>
    ORDERS.map((o) => [
      pageKeyOf(f, o),
      preparedQuery(`ticket_page_${pageKeyOf(f, o)}`, (db) => buildPage(db as Tx, f, o), planningOf(f)),
    ]),
  ),
);
const matchCounts = new Map(
  VARIANTS.map((f) => [
    keyOf(f),
    preparedQuery(`ticket_matches_${keyOf(f)}`, (db) => buildMatchCount(db as Tx, f), planningOf(f)),
  ]),
);

/** Totals come from the trigger-maintained ticket_counts, never from counting the tickets. */
const countedTickets = preparedQuery('ticket_total', (db) =>
  db
    .select({ value: sql<number>`coalesce(sum(${ticketCounts.count}), 0)`.mapWith(Number) })
    .from(ticketCounts)
    .where(
      and(
        eq(ticketCounts.tenantId, placeholder('tenantId')),
        sql`(${placeholder('status')}::text is null or ${ticketCounts.status} = ${placeholder('status')})`,
        sql`(${placeholder('priority')}::text is null or ${ticketCounts.priority} = ${placeholder('priority')})`,
      ),
    ),
);

type ListQuery = Omit<TicketListQuery, 'limit' | 'offset' | 'assignee' | 'sort' | 'direction'> &
  Partial<TicketOrder> & {
    limit: number;
    offset: number;
    /** 'none' for unassigned tickets, else one user's id ("Mine" arrives here as the caller's id). */
    assignee?: 'none' | number;
  };

function filtersAndValues(tenantId: number, query: ListQuery) {
  const number = query.search ? ticketNumberFromSearch(query.search) : null;
  const filters: Filters = {
    status: Boolean(query.status),
    priority: Boolean(query.priority),
    search: Boolean(query.search),
    number: number !== null,
    assignee: query.assignee === undefined ? 'any' : query.assignee === 'none' ? 'none' : 'user',
  };
  const values = {
    tenantId,
    status: query.status ?? null,
    priority: query.priority ?? null,
    assigneeId: typeof query.assignee === 'number' ? query.assignee : null,
    pattern: query.search ? likePattern(query.search) : null,
    number,
    limit: query.limit,
    offset: query.offset,
  };
  return { key: keyOf(filters), filters, values };
}

export async function listTickets(tx: Tx, tenantId: number, query: ListQuery) {
  const { key, filters, values } = filtersAndValues(tenantId, query);
  const order: TicketOrder = {
    sort: query.sort ?? DEFAULT_TICKET_SORT.sort,
    direction: query.direction ?? DEFAULT_TICKET_SORT.direction,
  };
  const [[page], total] = await Promise.all([
    pageQueries.get(pageKeyOf(filters, order))!(tx, values),
    // The trigger-kept counters know nothing of searches or owners: those count their matches.
    query.search || filters.assignee !== 'any'
      ? matchCounts.get(key)!(tx, values).then(([row]) => row?.value ?? 0)
      : countedTickets(tx, values).then(([row]) => row?.value ?? 0),
  ]);
  return { json: page!.json as JsonText, total };
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
