import { and, desc, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AgentFigure, PeriodRange } from '../../../domain/report-figures';
import type { Tx } from '../../db/client';
import { tenantStaff, tickets, warrantyClaims } from '../../db/schema';
import { firstResponses } from './first-responses.queries';
import { hoursOf, within } from './period-range';

const median = (seconds: SQL, filter: SQL) =>
  hoursOf(sql`percentile_cont(0.5) within group (order by (${seconds})::float8) filter (where ${filter})`);

/**
 * Per staff member owning tickets: open now, closed in the period, and the medians of first
 * response (tickets created in the period) and of resolution (tickets closed in the period).
 * A staff member with none of these is not active and not listed.
 */
export async function agentFigures(tx: Tx, tenantId: number, range: PeriodRange): Promise<AgentFigure[]> {
  const first = firstResponses(tx, tenantId);
  const createdIn = within(tickets.createdAt, range);
  const closedIn = and(eq(tickets.status, 'closed'), within(tickets.closedAt, range))!;
  const open = sql<number>`count(*) filter (where ${tickets.status} <> 'closed')`.mapWith(Number);
  const closed = sql<number>`count(*) filter (where ${closedIn})`.mapWith(Number);
  return tx
    .select({
      userId: tenantStaff.id,
      name: tenantStaff.username,
      open,
      closed,
      medianFirstResponseHours: median(
        sql`extract(epoch from ${first.firstAt} - ${tickets.createdAt})`,
        sql`${createdIn} and ${first.firstAt} is not null`,
      ),
      medianResolutionHours: median(
        sql`extract(epoch from ${tickets.closedAt} - ${tickets.createdAt})`,
        closedIn,
      ),
    })
    .from(tickets)
    .innerJoin(tenantStaff, eq(tenantStaff.id, tickets.assigneeUserId))
    .leftJoin(first, eq(first.ticketId, tickets.id))
    .where(and(eq(tickets.tenantId, tenantId), or(ne(tickets.status, 'closed'), closedIn, createdIn)))
    .groupBy(tenantStaff.id, tenantStaff.username)
    .having(sql`count(*) filter (where ${tickets.status} <> 'closed' or ${closedIn}) > 0`)
    .orderBy(
      desc(sql`count(*) filter (where ${tickets.status} <> 'closed' or ${closedIn})`),
      tenantStaff.username,
    );
}

const monthOf = (column: SQL | typeof tickets.createdAt) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

/** Tickets opened and claims filed per calendar month since `from`, months without any absent. */
export async function monthlyVolume(tx: Tx, tenantId: number, from: Date) {
  const ticketMonth = monthOf(tickets.createdAt);
  const claimMonth = monthOf(sql`${warrantyClaims.createdAt}`);
  const ticketRows = await tx
    .select({ month: ticketMonth, count: sql<number>`count(*)`.mapWith(Number) })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), gte(tickets.createdAt, from)))
    .groupBy(ticketMonth);
  const claimRows = await tx
    .select({ month: claimMonth, count: sql<number>`count(*)`.mapWith(Number) })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), gte(warrantyClaims.createdAt, from)))
    .groupBy(claimMonth);
  return {
    tickets: new Map(ticketRows.map((row) => [row.month, row.count])),
    claims: new Map(claimRows.map((row) => [row.month, row.count])),
  };
}
