/** Report figures (spec section 9), computed by the server from counts and shared with the web app. */
export type ReportCounts = {
  totalTickets: number;
  openTickets: number;
  inProgressTickets: number;
  closedTickets: number;
  highPriorityTickets: number;
  customerTickets: number;
  dealerTickets: number;
  resolvedToday: number;
  totalClaims: number;
  claimsWithAuthorization: number;
  claimsWithTreadData: number;
  claimsWithMileageData: number;
  claimPercentSum: number;
  claimsWithPercent: number;
};

export type ReportRates = {
  averageClaimPercent: number;
  resolutionRate: number;
  warrantyClaimRate: number;
  highPriorityRate: number;
};

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
