/**
 * The shapes the API answers with, shared by the server's serialisers and the web app. Each is
 * inferred from its response schema, which the routes declare and /api/docs documents.
 */
import type { z } from 'zod';
import type { sessionUserResponseSchema, tenantResponseSchema, userResponseSchema } from './admin';
import type {
  claimCountersResponseSchema,
  claimQueueItemResponseSchema,
  claimViewResponseSchema,
  warrantyClaimResponseSchema,
} from './claims';
import type { customerResponseSchema } from './customers';
import type { dealerResponseSchema } from './dealers';
import type { noteResponseSchema } from './notes';
import type { reportSummaryResponseSchema } from './reports';
import type { ticketResponseSchema, ticketStatsResponseSchema } from './tickets';
import type { transcriptResponseSchema } from './transcripts';

export type { ApiError, ErrorCode } from './api-errors';

export type User = z.output<typeof userResponseSchema>;
export type SessionUser = z.output<typeof sessionUserResponseSchema>;
export type Tenant = z.output<typeof tenantResponseSchema>;
export type Customer = z.output<typeof customerResponseSchema>;
export type Dealer = z.output<typeof dealerResponseSchema>;
export type Ticket = z.output<typeof ticketResponseSchema>;
/** What names a ticket to people and to the API: its number (#TK-001) and its id. */
export type TicketRef = Pick<Ticket, 'id' | 'number'>;
export type TicketStats = z.output<typeof ticketStatsResponseSchema>;
export type Note = z.output<typeof noteResponseSchema>;
export type Transcript = z.output<typeof transcriptResponseSchema>;
export type WarrantyClaim = z.output<typeof warrantyClaimResponseSchema>;
export type ClaimQueueItem = z.output<typeof claimQueueItemResponseSchema>;
export type ClaimView = z.output<typeof claimViewResponseSchema>;
export type ClaimCounters = z.output<typeof claimCountersResponseSchema>;
export type ReportSummary = z.output<typeof reportSummaryResponseSchema>;
