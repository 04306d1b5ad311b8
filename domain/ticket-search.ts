import { z } from 'zod';
import { requiredText } from './fields';
import { rowId } from './responses';
import { ticketResponseSchema } from './tickets';

/** The most tickets one cross-tenant search answers, newest first across every active tenant. */
export const TICKET_SEARCH_LIMIT = 20;

/** GET /api/admin/ticket-search: a global admin's search over every active tenant's tickets. */
export const ticketSearchQuerySchema = z.object({
  q: requiredText('Enter text or a ticket number to search for'),
});
export type TicketSearchQuery = z.infer<typeof ticketSearchQuerySchema>;

export const ticketSearchResultSchema = z.object({
  tenant: z.object({ id: rowId, name: z.string() }),
  ticket: ticketResponseSchema,
});
export type TicketSearchResult = z.infer<typeof ticketSearchResultSchema>;

export const ticketSearchResponseSchema = z.array(ticketSearchResultSchema);
