import { z } from 'zod';
import { REPORT_PERIODS } from './report-figures';
import { ticketListQuerySchema } from './tickets';
import { claimDueFilter, claimFiltersSchema, datesInOrder, DATES_OUT_OF_ORDER } from './warranties';

const period = z
  .enum(REPORT_PERIODS, { error: `Period must be one of ${REPORT_PERIODS.join(', ')}` })
  .default('all-time');

/** The ticket list's filters, and optionally a report period. */
export const ticketExportQuerySchema = ticketListQuerySchema
  .pick({ search: true, status: true, priority: true, tag: true })
  .extend({ period });
export type TicketExportQuery = z.infer<typeof ticketExportQuerySchema>;

/** The claims queue's filters (its due filter too), and a report period. */
export const claimExportQuerySchema = claimFiltersSchema
  .extend({ due: claimDueFilter, period })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type ClaimExportQuery = z.infer<typeof claimExportQuerySchema>;
