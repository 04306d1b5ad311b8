import { z } from 'zod';
import { count, rowId, timestamp } from './responses';

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

const countAndCreditSchema = z.object({ count, creditCents: z.number().int() });
const dealerRef = { dealerId: rowId, dealerName: z.string(), dealerCode: z.string() };
const dealerFigureSchema = countAndCreditSchema.extend(dealerRef);
export type CountAndCredit = z.output<typeof countAndCreditSchema>;
export type DealerFigure = z.output<typeof dealerFigureSchema>;

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
    firstResponseHours: z.number().nullable(),
  }),
  categories: z.array(z.object({ category: z.string(), count })),
  regions: z.array(
    z.object({ state: z.string(), tickets: count, closed: count, resolutionRate: z.number() }),
  ),
  weeklyVolume: z.array(z.object({ weekStart: z.iso.date(), count })),
  topDealersByTickets: z.array(z.object({ ...dealerRef, count })),
  claims: z.object({
    total: count,
    creditCents: z.number().int(),
    averagePercentCredit: z.number().nullable(),
    byStatus: z.array(countAndCreditSchema.extend({ status: z.string() })),
    byDealer: z.array(dealerFigureSchema),
  }),
});
export type ReportFigures = z.output<typeof reportFiguresResponseSchema>;

export function ratePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
