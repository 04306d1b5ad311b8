import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ticketIdFromSearch } from '../../../domain/tickets';
import type { ClaimFilters, WarrantyListQuery } from '../../../domain/warranties';
import type { Tx } from '../../db/client';
import { customers, dealers, tickets, warrantyClaims } from '../../db/schema';
import { likePattern } from '../../lib/search';

const claims = warrantyClaims;

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The queue's filters; the dealer filter matches the ticket's dealer or the dealer credited. The
 * dealer's ticket ids are read first so both sides of that OR can use an index on the claims.
 */
function conditionsOf(tenantId: number, query: ClaimFilters, dealerTicketIds: number[]): SQL[] {
  const conditions: SQL[] = [eq(claims.tenantId, tenantId)];
  if (query.ticketId) conditions.push(eq(claims.ticketId, query.ticketId));
  if (query.status?.length) conditions.push(inArray(claims.workflowStatus, query.status));
  if (query.source) conditions.push(eq(claims.source, query.source));
  if (query.from) conditions.push(gte(claims.createdAt, sql`${query.from}::date`));
  if (query.to) conditions.push(lt(claims.createdAt, sql`${nextDay(query.to)}::date`));
  if (query.dealerId) {
    const credited = eq(claims.creditedDealerId, query.dealerId);
    conditions.push(
      dealerTicketIds.length ? or(inArray(claims.ticketId, dealerTicketIds), credited)! : credited,
    );
  }
  const search = query.search?.trim();
  if (search) {
    const text = sql`${claims.searchText} like ${likePattern(search)}`;
    const ticketId = ticketIdFromSearch(search);
    conditions.push(ticketId ? or(text, eq(claims.ticketId, ticketId))! : text);
  }
  return conditions;
}

const ORDER = {
  newest: [desc(claims.createdAt), desc(claims.id)],
  oldest: [asc(claims.createdAt), asc(claims.id)],
  credit_desc: [sql`${claims.creditCents} desc nulls last`, desc(claims.id)],
  credit_asc: [sql`${claims.creditCents} asc nulls last`, desc(claims.id)],
} as const;

async function ticketIdsOfDealer(tx: Tx, tenantId: number, dealerId: number | undefined) {
  if (!dealerId) return [];
  const rows = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.dealerId, dealerId)));
  return rows.map((row) => row.id);
}

/** The claims the queue's filters select, as one condition (the CSV export reads the same). */
export async function claimFilterOf(tx: Tx, tenantId: number, filters: ClaimFilters): Promise<SQL> {
  return and(...conditionsOf(tenantId, filters, await ticketIdsOfDealer(tx, tenantId, filters.dealerId)))!;
}

/** One page of the tenant's claims with each ticket's contact, and how many match in all. */
export async function listQueuePage(tx: Tx, tenantId: number, query: WarrantyListQuery) {
  return pageOfClaims(tx, await claimFilterOf(tx, tenantId, query), query);
}

/** A page of the claims `where` selects, in `sort` order, each with its ticket's contact. */
export async function pageOfClaims(
  tx: Tx,
  where: SQL,
  query: { sort: keyof typeof ORDER; limit: number; offset: number },
) {
  const items = await tx
    .select({
      claim: claims,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      dealerName: dealers.dealerName,
      dealerId: tickets.dealerId,
    })
    .from(claims)
    .innerJoin(tickets, eq(tickets.id, claims.ticketId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset);
  // A page that is not full is the last one: its end is the total, without counting every match.
  if (items.length > 0 && items.length < query.limit) return { items, total: query.offset + items.length };
  if (items.length === 0 && query.offset === 0) return { items, total: 0 };
  const [total] = await tx.select({ value: count() }).from(claims).where(where);
  return { items, total: total?.value ?? 0 };
}

/** Total, Active (not yet decided), Processing (waiting for a decision), Expired (window passed). */
export async function queueCounters(tx: Tx, tenantId: number, today: string) {
  const [row] = await tx
    .select({
      total: count(),
      active: count(
        sql`case when ${claims.workflowStatus} in ('draft','needs_review','pending_authorization','authorized') then 1 end`,
      ),
      processing: count(
        sql`case when ${claims.workflowStatus} in ('needs_review','pending_authorization') then 1 end`,
      ),
      expired: count(sql`case when ${claims.freeReplacementUntil} < ${today}::date then 1 end`),
    })
    .from(claims)
    .where(eq(claims.tenantId, tenantId));
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
