import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PeriodRange } from '../../../domain/report-figures';
import type { Tx } from '../../db/client';
import { dealers, outgoingMessages, tickets, warrantyClaims } from '../../db/schema';
import { claimMeasures } from './claim-measures';

const TOP_DEALERS = 20;
const HOURS = 3600;

function createdWithin(
  column: typeof tickets.createdAt | typeof warrantyClaims.createdAt,
  range: PeriodRange,
) {
  const conditions: SQL[] = [lt(column, range.to)];
  if (range.from) conditions.push(gte(column, range.from));
  return conditions;
}

const ticketsWithin = (tenantId: number, range: PeriodRange) =>
  and(eq(tickets.tenantId, tenantId), ...createdWithin(tickets.createdAt, range));

const hoursOf = (seconds: SQL) =>
  sql<number | null>`round((${seconds} / ${HOURS})::numeric, 1)`.mapWith((v) =>
    v === null ? null : Number(v),
  );

export async function ticketTotals(tx: Tx, tenantId: number, range: PeriodRange) {
  const [row] = await tx
    .select({
      total: count(),
      closed: sql<number>`count(*) filter (where ${tickets.status} = 'closed')`.mapWith(Number),
      highPriority: sql<number>`count(*) filter (where ${tickets.priority} = 'high')`.mapWith(Number),
      averageResolutionHours: hoursOf(
        sql`avg(extract(epoch from ${tickets.closedAt} - ${tickets.createdAt})) filter (where ${tickets.status} = 'closed' and ${tickets.closedAt} is not null)`,
      ),
    })
    .from(tickets)
    .where(ticketsWithin(tenantId, range));
  return row!;
}

/**
 * Hours from a ticket's creation to its first response, averaged over the tickets that have one.
 * The first response is the first public reply to the customer (internal notes do not count).
 */
export async function firstResponseHours(tx: Tx, tenantId: number, range: PeriodRange) {
  const firstReplies = tx
    .select({
      ticketId: outgoingMessages.ticketId,
      firstAt: sql<Date>`min(${outgoingMessages.createdAt})`.as('first_at'),
    })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.tenantId, tenantId))
    .groupBy(outgoingMessages.ticketId)
    .as('first_replies');
  const [row] = await tx
    .select({ hours: hoursOf(sql`avg(extract(epoch from ${firstReplies.firstAt} - ${tickets.createdAt}))`) })
    .from(tickets)
    .innerJoin(firstReplies, eq(firstReplies.ticketId, tickets.id))
    .where(ticketsWithin(tenantId, range));
  return row?.hours ?? null;
}

export function ticketCategories(tx: Tx, tenantId: number, range: PeriodRange) {
  return tx
    .select({ category: sql<string>`coalesce(${tickets.category}, 'uncategorised')`, count: count() })
    .from(tickets)
    .where(ticketsWithin(tenantId, range))
    .groupBy(tickets.category)
    .orderBy(desc(count()));
}

export function ticketsByState(tx: Tx, tenantId: number, range: PeriodRange) {
  return tx
    .select({
      state: dealers.state,
      tickets: count(),
      closed: sql<number>`count(*) filter (where ${tickets.status} = 'closed')`.mapWith(Number),
    })
    .from(tickets)
    .innerJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(ticketsWithin(tenantId, range))
    .groupBy(dealers.state)
    .orderBy(desc(count()), dealers.state);
}

export function weeklyTicketVolume(tx: Tx, tenantId: number, range: PeriodRange) {
  const week = sql<string>`to_char(date_trunc('week', ${tickets.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return tx
    .select({ weekStart: week, count: count() })
    .from(tickets)
    .where(ticketsWithin(tenantId, range))
    .groupBy(week)
    .orderBy(desc(week))
    .limit(104);
}

export function topDealersByTickets(tx: Tx, tenantId: number, range: PeriodRange) {
  return tx
    .select({
      dealerId: dealers.id,
      dealerName: dealers.dealerName,
      dealerCode: dealers.dealerCode,
      count: count(),
    })
    .from(tickets)
    .innerJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(ticketsWithin(tenantId, range))
    .groupBy(dealers.id)
    .orderBy(desc(count()), dealers.dealerName)
    .limit(TOP_DEALERS);
}

const claimsWithin = (tenantId: number, range: PeriodRange) =>
  and(eq(warrantyClaims.tenantId, tenantId), ...createdWithin(warrantyClaims.createdAt, range));

const sumOf = (cents: SQL) => sql<number>`coalesce(sum(${cents}), 0)`.mapWith(Number);
const creditSum = sumOf(claimMeasures.creditCents);
const grantedSum = sumOf(claimMeasures.grantedCreditCents);

export async function claimTotals(tx: Tx, tenantId: number, range: PeriodRange) {
  const [row] = await tx
    .select({
      total: count(),
      creditCents: grantedSum,
      averagePercentCredit: sql<number | null>`round(avg(${claimMeasures.percentCredit}), 1)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .where(claimsWithin(tenantId, range));
  return row!;
}

export function claimsByStatus(tx: Tx, tenantId: number, range: PeriodRange) {
  return tx
    .select({ status: claimMeasures.status, count: count(), creditCents: creditSum })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .where(claimsWithin(tenantId, range))
    .groupBy(claimMeasures.status)
    .orderBy(desc(count()), claimMeasures.status);
}

export function claimsByDealer(tx: Tx, tenantId: number, range: PeriodRange) {
  return tx
    .select({
      dealerId: dealers.id,
      dealerName: dealers.dealerName,
      dealerCode: dealers.dealerCode,
      count: count(),
      creditCents: grantedSum,
    })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .innerJoin(dealers, eq(dealers.id, claimMeasures.dealerId))
    .where(claimsWithin(tenantId, range))
    .groupBy(dealers.id)
    .orderBy(desc(grantedSum), desc(count()), dealers.dealerName)
    .limit(TOP_DEALERS);
}
