import {
  lastTwelveMonths,
  periodRange,
  ratePercent,
  type ReportFigures,
  type ReportPeriod,
} from '../../../domain/report-figures';
import type { StaffContext } from '../../lib/request-context';
import { claimMoney, claimsByDealer, claimsByStatus } from './claim-figures.queries';
import {
  firstResponseHours,
  ticketCategories,
  ticketsByState,
  ticketTotals,
  topDealersByTickets,
  weeklyTicketVolume,
} from './report-figures.queries';
import { satisfactionFigures } from './satisfaction-figures.queries';
import { agentFigures, monthlyVolume } from './team-figures.queries';

/** The Reports page's figures for one period, all counted in SQL for the active tenant. */
export async function reportFigures(ctx: StaffContext, period: ReportPeriod): Promise<ReportFigures> {
  const range = periodRange(period, ctx.now);
  const year = lastTwelveMonths(ctx.now);
  return ctx.inTenant(async (tx) => {
    const totals = await ticketTotals(tx, ctx.tenantId, range);
    const firstResponse = await firstResponseHours(tx, ctx.tenantId, range);
    const categories = await ticketCategories(tx, ctx.tenantId, range);
    const states = await ticketsByState(tx, ctx.tenantId, range);
    const weeks = await weeklyTicketVolume(tx, ctx.tenantId, range);
    const dealersByTickets = await topDealersByTickets(tx, ctx.tenantId, range);
    const money = await claimMoney(tx, ctx.tenantId, range);
    const byStatus = await claimsByStatus(tx, ctx.tenantId, range);
    const byDealer = await claimsByDealer(tx, ctx.tenantId, range);
    const agents = await agentFigures(tx, ctx.tenantId, range);
    const monthly = await monthlyVolume(tx, ctx.tenantId, year.from);
    const satisfaction = await satisfactionFigures(tx, ctx.tenantId, range);
    return {
      period,
      from: range.from?.toISOString() ?? null,
      to: range.to.toISOString(),
      computedAt: ctx.now.toISOString(),
      tickets: {
        total: totals.total,
        closed: totals.closed,
        highPriority: totals.highPriority,
        resolutionRate: ratePercent(totals.closed, totals.total),
        escalationRate: ratePercent(totals.highPriority, totals.total),
        averageResolutionHours: totals.averageResolutionHours,
        firstResponseHours: firstResponse,
      },
      categories,
      regions: states.map((row) => ({ ...row, resolutionRate: ratePercent(row.closed, row.tickets) })),
      weeklyVolume: weeks.reverse(),
      topDealersByTickets: dealersByTickets,
      claims: { ...money, byStatus, byDealer },
      agents,
      satisfaction,
      seasonal: year.months.map((month) => ({
        month,
        tickets: monthly.tickets.get(month) ?? 0,
        claims: monthly.claims.get(month) ?? 0,
      })),
    };
  });
}
