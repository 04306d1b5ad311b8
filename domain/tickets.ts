import { z } from 'zod';
import {
  NOTHING_TO_UPDATE,
  optionalEmail,
  optionalText,
  pagingQuery,
  positiveId,
  requiredText,
  searchQuery,
  SEARCH_NUL,
} from './fields';
import { customerResponseSchema } from './customers';
import { dealerResponseSchema } from './dealers';
import { normalisePhone, PHONE_DIGITS } from './phone';
import { requiredPhone } from './phone-field';
import { count, rowId, timestamp } from './responses';
import {
  DEFAULT_TICKET_SORT,
  SORT_DIRECTIONS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATUSES,
} from './ticket-labels';
import { assigneeFilter, assigneeIdField } from './ticket-ownership';
import { DUE_FILTERS, DUE_KINDS, WAITING_ON } from './due-labels';
import { TAG_COLOUR_NAMES } from './tag-colours';

export * from './ticket-labels';

const status = z.enum(TICKET_STATUSES, { error: 'Status must be open, in-progress or closed' });
const priority = z.enum(TICKET_PRIORITIES, { error: 'Priority must be low, medium or high' });
const category = z.enum(TICKET_CATEGORIES, {
  error: 'Category must be technical, billing, feature or general',
});

/**
 * How an answer names a ticket it is not about (a claim's, a statement line's): its id, for links,
 * and the tenant's number, for people (ticketLabel). The server projects it from the tickets table
 * (`ticketReference`, server/db/schema/tickets.ts); the web shows it as TicketReference.
 */
export const ticketReferenceShape = { ticketId: rowId, ticketNumber: rowId };

export const SUBJECT_MAX = 200;
export const DESCRIPTION_MAX = 10_000;

/** The Create New Ticket form as staff fill it in. */
export const ticketFormSchema = z.object({
  customerPhone: requiredPhone('Phone number is required'),
  customerName: requiredText('Customer name is required', 120),
  subject: requiredText('Subject is required', SUBJECT_MAX),
  description: requiredText('Description is required', DESCRIPTION_MAX),
  priority: priority.default('medium'),
  category: category.optional(),
});
export type TicketFormInput = z.input<typeof ticketFormSchema>;

/**
 * The same form for a ticket a dealer raises: the dealer is known, the end customer may not be.
 * Both customer fields may be left empty; a phone without a name (or a name without a phone) is
 * still refused with the usual message.
 */
export const dealerTicketFormSchema = ticketFormSchema
  .extend({
    customerPhone: z.string().trim().max(40).transform(normalisePhone),
    customerName: z.string().trim().max(120, 'Must be at most 120 characters'),
  })
  .superRefine((form, ctx) => {
    if (!form.customerPhone && !form.customerName) return;
    if (form.customerPhone.length !== PHONE_DIGITS) {
      const message = form.customerPhone
        ? `Phone number must have ${PHONE_DIGITS} digits`
        : 'Phone number is required';
      ctx.addIssue({ code: 'custom', path: ['customerPhone'], message });
    }
    if (!form.customerName)
      ctx.addIssue({ code: 'custom', path: ['customerName'], message: 'Customer name is required' });
  });

export const inlineCustomerSchema = z.object({
  name: requiredText('Customer name is required', 120),
  phone: requiredPhone('Phone number is required'),
  email: optionalEmail,
  company: optionalText(200),
});

/** POST /api/tickets (spec section 7). */
export const createTicketSchema = z
  .object({
    subject: requiredText('Subject is required', SUBJECT_MAX),
    description: requiredText('Description is required', DESCRIPTION_MAX),
    priority: priority.default('medium'),
    category: category.nullish().transform((value) => value ?? null),
    customerId: positiveId.nullish(),
    customer: inlineCustomerSchema.nullish(),
    dealerId: positiveId.nullish(),
  })
  .superRefine((ticket, ctx) => {
    if (!ticket.customerId && !ticket.customer && !ticket.dealerId) {
      ctx.addIssue({ code: 'custom', path: ['customer'], message: 'Customer name is required' });
    }
  });
export type CreateTicketInput = z.input<typeof createTicketSchema>;

/** PATCH /api/tickets/{id}: any of the editable fields; null clears a category, customer, dealer or assignee. */
export const updateTicketSchema = z
  .object({
    subject: requiredText('Subject is required', SUBJECT_MAX).optional(),
    description: requiredText('Description is required', DESCRIPTION_MAX).optional(),
    status: status.optional(),
    priority: priority.optional(),
    assigneeId: assigneeIdField.optional(),
    category: category.nullable().optional(),
    customerId: positiveId.nullable().optional(),
    dealerId: positiveId.nullable().optional(),
  })
  .refine(NOTHING_TO_UPDATE.check, NOTHING_TO_UPDATE.message);
export type UpdateTicketInput = z.input<typeof updateTicketSchema>;

export const ticketListQuerySchema = z.object({
  search: searchQuery,
  status: status.optional(),
  priority: priority.optional(),
  assignee: assigneeFilter.optional(),
  /** Tickets whose due time is within DUE_SOON_MINUTES, or already past (decision 090). */
  due: z.enum(DUE_FILTERS, { error: 'Due must be due_soon or breached' }).optional(),
  /** Tickets carrying a tag, named by its name (any case) or its id (decision 089). */
  tag: z
    .string()
    .trim()
    .min(1, 'Tag is required')
    .max(40, 'Tag is too long')
    .refine((value) => !value.includes('\0'), SEARCH_NUL)
    .optional(),
  sort: z
    .enum(TICKET_SORTS, { error: 'Sort must be created, updated, priority, status or due' })
    .default(DEFAULT_TICKET_SORT.sort),
  direction: z
    .enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc' })
    .default(DEFAULT_TICKET_SORT.direction),
  ...pagingQuery,
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/** How a ticket's answer and its list row carry a tag (decision 089). */
export const ticketTagSchema = z.object({ id: rowId, name: z.string(), colour: z.enum(TAG_COLOUR_NAMES) });
export type TicketTag = z.infer<typeof ticketTagSchema>;

/** Built as JSON text by PostgreSQL (server/features/tickets/ticket-json.ts) and sent as it is. */
export const ticketResponseSchema = z.object({
  id: rowId,
  /** The ticket's number within its tenant, shown as #TK-001 (ticketLabel). */
  number: rowId,
  subject: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  category: z.enum(TICKET_CATEGORIES).nullable(),
  customerId: rowId.nullable(),
  dealerId: rowId.nullable(),
  customer: customerResponseSchema.nullable(),
  dealer: dealerResponseSchema.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  closedAt: timestamp.nullable(),
  /** Warranty claims on the ticket. */
  claimCount: count,
  /** The staff member who owns the ticket; null is "Unassigned". */
  assignee: z.object({ id: rowId, name: z.string() }).nullable(),
  /** When a customer's reply came in that the owner has not opened yet (decision 084). */
  newReplyAt: timestamp.nullable(),
  /** The service clock (decision 090): the next due time and what is due; none while paused or closed. */
  dueAt: timestamp.nullable(),
  dueKind: z.enum(DUE_KINDS).nullable(),
  /** 'staff' while the customer waits on the desk, 'customer' while the desk waits (paused); null closed. */
  waitingOn: z.enum(WAITING_ON).nullable(),
  waitingSince: timestamp.nullable(),
  /** The ticket this one was merged into (decision 092): its number now leads there. */
  mergedInto: z.object({ id: rowId, number: rowId }).nullable(),
  /** The ticket's tags, by name (decision 089). */
  tags: z.array(ticketTagSchema),
});

export const ticketStatsResponseSchema = z.object({
  totalTickets: count,
  openTickets: count,
  inProgressTickets: count,
  resolvedToday: count,
  /** Open tickets whose due time falls within DUE_SOON_MINUTES from now (decision 090). */
  dueSoonTickets: count,
});
