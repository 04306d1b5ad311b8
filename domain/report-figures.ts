import { z } from 'zod';
import { count, rowId, timestamp } from './responses';
import { satisfactionFiguresSchema } from './satisfaction';

/** The periods the Reports page offers; each resolves to a half-open UTC range [from, to). */
export const REPORT_PERIODS = [
  'last-7-days',
  'last-30-days',
  'last-90-days',
  'this-month',
  'last-month',
  'this-year',
  'all-time',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  'all-time': 'All time',
};

export const reportPeriodQuerySchema = z.object({
  period: z
    .enum(REPORT_PERIODS, { error: `Period must be one of ${REPORT_PERIODS.join(', ')}` })
    .default('last-30-days'),
});
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

export type PeriodRange = { from: Date | null; to: Date };

const DAY_MS = 86_400_000;

export function periodRange(period: ReportPeriod, now: Date): PeriodRange {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const startOfToday = Date.UTC(year, month, now.getUTCDate());
  const tomorrow = new Date(startOfToday + DAY_MS);
  const daysBack = (days: number) => ({ from: new Date(startOfToday - (days - 1) * DAY_MS), to: tomorrow });
  switch (period) {
    case 'last-7-days':
      return daysBack(7);
    case 'last-30-days':
      return daysBack(30);
    case 'last-90-days':
      return daysBack(90);
    case 'this-month':
      return { from: new Date(Date.UTC(year, month, 1)), to: tomorrow };
    case 'last-month':
      return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
    case 'this-year':
      return { from: new Date(Date.UTC(year, 0, 1)), to: tomorrow };
    case 'all-time':
      return { from: null, to: tomorrow };
  }
}

const cents = z.number().int();
const dealerRef = { dealerId: rowId, dealerName: z.string(), dealerCode: z.string() };

/**
 * A dealer's claim money in the period, each amount by its own date (decision 073): claims filed
 * (their credit asked, when their status carries credit), authorizations given, and the ledger's
 * credits net of reversals.
 */
const dealerFigureSchema = z.object({
  ...dealerRef,
  claims: count,
  filedCents: cents,
  authorizedCents: cents,
  creditedCents: cents,
});
export type DealerFigure = z.output<typeof dealerFigureSchema>;

/** A staff member's tickets: open now, closed in the period, and medians over the period. */
const agentFigureSchema = z.object({
  userId: rowId,
  name: z.string(),
  open: count,
  closed: count,
  medianFirstResponseHours: z.number().nullable(),
  medianResolutionHours: z.number().nullable(),
});
export type AgentFigure = z.output<typeof agentFigureSchema>;

/** Tickets opened and claims filed in one calendar month (UTC), for the last twelve months. */
const monthFigureSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  tickets: count,
  claims: count,
});
export type MonthFigure = z.output<typeof monthFigureSchema>;

export const reportFiguresResponseSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: timestamp.nullable(),
  to: timestamp,
  /** When these figures were counted (they are kept for up to REPORT_CACHE_SECONDS). */
  computedAt: timestamp,
  tickets: z.object({
    total: count,
    closed: count,
    highPriority: count,
    resolutionRate: z.number(),
    escalationRate: z.number(),
    averageResolutionHours: z.number().nullable(),
    /** Counts only replies that were sent, and notes marked as a phone reply. */
    firstResponseHours: z.number().nullable(),
  }),
  categories: z.array(z.object({ category: z.string(), count })),
  regions: z.array(
    z.object({ state: z.string(), tickets: count, closed: count, resolutionRate: z.number() }),
  ),
  weeklyVolume: z.array(z.object({ weekStart: z.iso.date(), count })),
  topDealersByTickets: z.array(z.object({ ...dealerRef, count })),
  claims: z.object({
    /** Claims filed in the period, and the credit they ask (denied, withdrawn, reversed: none). */
    total: count,
    filedCents: cents,
    /** Authorizations given in the period that still stand (credited since included). */
    authorized: count,
    authorizedCents: cents,
    /** The ledger by the date money was credited: credits, reversals (negative) and the net. */
    credits: count,
    creditedCents: cents,
    reversals: count,
    reversedCents: cents,
    netCreditedCents: cents,
    averagePercentCredit: z.number().nullable(),
    /** Claims filed in the period by status; a status that carries no credit has null. */
    byStatus: z.array(z.object({ status: z.string(), count, creditCents: cents.nullable() })),
    byDealer: z.array(dealerFigureSchema),
  }),
  agents: z.array(agentFigureSchema),
  /** Customer ratings answered in the period, overall and per agent (decision 091). */
  satisfaction: satisfactionFiguresSchema,
  /** The twelve months up to the current one, whatever the period. */
  seasonal: z.array(monthFigureSchema),
});
export type ReportFigures = z.output<typeof reportFiguresResponseSchema>;

export function ratePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export const SEASONAL_MONTHS = 12;

/** The twelve calendar months (UTC) ending with now's, oldest first, as 'YYYY-MM', and when they start. */
export function lastTwelveMonths(now: Date): { months: string[]; from: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const months = Array.from({ length: SEASONAL_MONTHS }, (_, index) =>
    new Date(Date.UTC(year, month - (SEASONAL_MONTHS - 1) + index, 1)).toISOString().slice(0, 7),
  );
  return { months, from: new Date(Date.UTC(year, month - (SEASONAL_MONTHS - 1), 1)) };
}
