/**
 * A ticket's fixed values and how they read, with no zod at run time: the tickets list in the web
 * app's first load reads them without pulling in the schemas (docs/decisions/063).
 * domain/tickets.ts re-exports them beside the schemas.
 */

export const TICKET_STATUSES = ['open', 'in-progress', 'closed'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_CATEGORIES = ['technical', 'billing', 'feature', 'general'] as const;

export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  closed: 'Closed',
};
export const PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  technical: 'Technical Issue',
  billing: 'Billing',
  feature: 'Feature Request',
  general: 'General Inquiry',
};

export const UNASSIGNED_LABEL = 'Unassigned';

/**
 * What the tickets list can be ordered by; ties fall back to the newest ticket, then the id ('due':
 * the due time, then the id; tickets with none come last going up, first going down).
 */
export const TICKET_SORTS = ['created', 'updated', 'priority', 'status', 'due'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Newest first, as the list has always been. */
export const DEFAULT_TICKET_SORT: { sort: TicketSort; direction: SortDirection } = {
  sort: 'created',
  direction: 'desc',
};

/**
 * '#TK-' plus the ticket's number within its tenant, zero-padded to 3 digits. It takes the ticket
 * (or its number by name), never a bare id: ids stay in addresses and the API (decision 057).
 */
/** A ticket as another record names it (ticketReferenceShape in domain/tickets.ts). */
export type TicketReference = { ticketId: number; ticketNumber: number };

export function ticketLabel(ticket: { number: number }): string {
  return `#TK-${String(ticket.number).padStart(3, '0')}`;
}

/** A search for '#TK-012', 'TK-12' or '12' also matches the tenant's ticket number 12. */
export function ticketNumberFromSearch(search: string): number | null {
  const match = /^#?(?:tk-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}
