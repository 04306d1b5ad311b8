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
    const [tickets, claims, recentTickets, recentClaims] = await Promise.all([
      ticketFigures(tx, ctx.tenantId, startOfDay),
      claimCounts(tx, ctx.tenantId),
      listTickets(tx, ctx.tenantId, page),
      listClaims(tx, ctx.tenantId, page),
    ]);
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
