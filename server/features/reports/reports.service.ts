import type { ReportSummary, Ticket } from '../../../domain/api-types';
import { computeReportRates, RECENT_ITEMS } from '../../../domain/reports';
import type { StaffContext } from '../../lib/request-context';
import { listTickets, ticketFigures } from '../tickets';
import { listClaims, toWarrantyDto } from '../warranties';
import { claimCounts } from './reports.queries';
import { startOfUtcDay } from '../../lib/time';

/** The figures of spec section 9, counted in SQL over the whole tenant. */
export async function reportSummary(ctx: StaffContext): Promise<ReportSummary> {
  const startOfDay = startOfUtcDay(ctx.now);
  return ctx.inTenant(async (tx) => {
    const page = { limit: RECENT_ITEMS, offset: 0 };
    // One after another: a transaction's connection runs one statement at a time anyway.
    const tickets = await ticketFigures(tx, ctx.tenantId, startOfDay);
    const claims = await claimCounts(tx, ctx.tenantId);
    const recentTickets = await listTickets(tx, ctx.tenantId, page);
    const recentClaims = await listClaims(tx, ctx.tenantId, page);
    const counts = { ...tickets, ...claims };
    return {
      ...counts,
      ...computeReportRates(counts),
      recentTickets: JSON.parse(recentTickets.json) as Ticket[],
      recentClaims: recentClaims.items.map(({ ticketNumber, ...claim }) => ({
        ...toWarrantyDto(claim),
        ticketNumber,
      })),
    };
  });
}
