import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PeriodRange } from '../../../domain/report-figures';
import type { Tx } from '../../db/client';
import { dealers, tickets } from '../../db/schema';
import { firstResponses } from './first-responses.queries';
import { hoursOf, within } from './period-range';

const TOP_DEALERS = 20;

const ticketsWithin = (tenantId: number, range: PeriodRange) =>
  and(eq(tickets.tenantId, tenantId), within(tickets.createdAt, range));

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

/** Hours from a ticket's creation to its first response, averaged over the tickets that have one. */
export async function firstResponseHours(tx: Tx, tenantId: number, range: PeriodRange) {
  const first = firstResponses(tx, tenantId);
  const [row] = await tx
    .select({ hours: hoursOf(sql`avg(extract(epoch from ${first.firstAt} - ${tickets.createdAt}))`) })
    .from(tickets)
    .innerJoin(first, eq(first.ticketId, tickets.id))
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
