import { z } from 'zod';
import { warrantyClaimResponseSchema } from './claims';
import { count } from './responses';
import { ticketReferenceShape, ticketResponseSchema } from './tickets';

/** Report figures (spec section 9), computed by the server from counts and shared with the web app. */
const reportCountsSchema = z.object({
  totalTickets: count,
  openTickets: count,
  inProgressTickets: count,
  closedTickets: count,
  highPriorityTickets: count,
  customerTickets: count,
  dealerTickets: count,
  resolvedToday: count,
  totalClaims: count,
  claimsWithAuthorization: count,
  claimsWithTreadData: count,
  claimsWithMileageData: count,
  claimPercentSum: z.number(),
  claimsWithPercent: count,
});
export type ReportCounts = z.output<typeof reportCountsSchema>;

const reportRatesSchema = z.object({
  averageClaimPercent: z.number(),
  resolutionRate: z.number(),
  warrantyClaimRate: z.number(),
  highPriorityRate: z.number(),
});
export type ReportRates = z.output<typeof reportRatesSchema>;

function roundedPercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export function computeReportRates(counts: ReportCounts): ReportRates {
  return {
    averageClaimPercent:
      counts.claimsWithPercent > 0 ? Math.round(counts.claimPercentSum / counts.claimsWithPercent) : 0,
    resolutionRate: roundedPercent(counts.closedTickets, counts.totalTickets),
    warrantyClaimRate: roundedPercent(counts.totalClaims, counts.totalTickets),
    highPriorityRate: roundedPercent(counts.highPriorityTickets, counts.totalTickets),
  };
}

export const RECENT_ITEMS = 5;

export const reportSummaryResponseSchema = z.object({
  ...reportCountsSchema.shape,
  ...reportRatesSchema.shape,
  recentTickets: z.array(ticketResponseSchema),
  recentClaims: z.array(warrantyClaimResponseSchema.extend(ticketReferenceShape)),
});
