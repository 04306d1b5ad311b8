import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DUE_KINDS, WAITING_ON } from '../../../domain/due-labels';
import { TICKET_EVENT_KINDS, type TicketEventChanges } from '../../../domain/ticket-activity';
import { createdAt, updatedAt, searchVector, fullText, trigram } from './columns';
import { customers, dealers } from './contacts';
import { tenantRef, users } from './platform';

/** Tickets, their history, notes, counters and numbers, and the words search expands. */

/**
 * Priority and status by meaning (high before low; open, in progress, closed), as the sort indexes
 * of migration 0014 hold them: the planner uses an expression index only for the same expression.
 */
export const priorityRank = (priority: AnyColumn): SQL =>
  sql`(case ${priority} when 'high' then 3 when 'medium' then 2 else 1 end)`;
export const statusRank = (status: AnyColumn): SQL =>
  sql`(case ${status} when 'open' then 1 when 'in-progress' then 2 else 3 end)`;

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** What people read (#TK-001): 1, 2, 3... within the tenant, from ticket_numbers (decision 057). */
    number: integer('number').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'in-progress', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('medium'),
    category: text('category', { enum: ['technical', 'billing', 'feature', 'general'] }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    /** Lower-cased subject, description and contact, for substring search through a trigram index. */
    searchText: text('search_text').notNull(),
    searchVector: searchVector(
      sql`setweight(to_tsvector('english', "subject"), 'A') || setweight(to_tsvector('english', "description"), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** The staff member who owns the ticket (same tenant); null reads "Unassigned". */
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When a customer's reply came in that the owner has not opened yet (decision 084). */
    newReplyAt: timestamp('new_reply_at', { withTimezone: true, mode: 'date' }),
    /** The service clock (migration 0037, decision 090): the next due time and what is due. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    dueKind: text('due_kind', { enum: DUE_KINDS }),
    /** The due time the owner was last warned of (migration 0041): one warning per due time. */
    warnedDueAt: timestamp('warned_due_at', { withTimezone: true, mode: 'date' }),
    /** 'staff' while the customer waits on the desk (the clock runs), 'customer' while paused, null closed. */
    waitingOn: text('waiting_on', { enum: WAITING_ON }),
    waitingSince: timestamp('waiting_since', { withTimezone: true, mode: 'date' }),
    /** Business minutes of the resolution target spent in earlier waits on the desk. */
    clockUsedMinutes: integer('clock_used_minutes').notNull().default(0),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
    /**
     * The ticket of the same tenant this one was merged into (migration 0039, decision 092): it is
     * closed, keeps its number, and that number leads to the kept ticket.
     */
    mergedIntoId: integer('merged_into_id'),
  },
  (t) => [
    uniqueIndex('tickets_tenant_number_idx').on(t.tenantId, t.number),
    uniqueIndex('tickets_tenant_id_id_idx').on(t.tenantId, t.id),
    index('tickets_merged_into_idx')
      .on(t.tenantId, t.mergedIntoId)
      .where(sql`${t.mergedIntoId} is not null`),
    index('tickets_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('tickets_tenant_assignee_idx').on(t.tenantId, t.assigneeUserId, t.createdAt, t.id),
    index('tickets_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('tickets_tenant_priority_rank_idx').on(t.tenantId, priorityRank(t.priority), t.createdAt, t.id),
    index('tickets_tenant_assignee_priority_idx').on(
      t.tenantId,
      t.assigneeUserId,
      priorityRank(t.priority),
      t.createdAt,
      t.id,
    ),
    index('tickets_tenant_unassigned_priority_idx')
      .on(t.tenantId, priorityRank(t.priority), t.createdAt, t.id)
      .where(sql`${t.assigneeUserId} is null`),
    index('tickets_tenant_status_rank_idx').on(t.tenantId, statusRank(t.status), t.createdAt, t.id),
    index('tickets_tenant_status_priority_idx').on(t.tenantId, t.status, t.priority, t.createdAt, t.id),
    index('tickets_tenant_priority_idx').on(t.tenantId, t.priority, t.createdAt, t.id),
    index('tickets_tenant_closed_idx').on(t.tenantId, t.closedAt),
    index('tickets_tenant_due_idx').on(t.tenantId, t.dueAt, t.id),
    index('tickets_tenant_waiting_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.waitingOn} is not null`),
    index('tickets_customer_idx').on(t.customerId),
    index('tickets_dealer_idx').on(t.dealerId),
    trigram('tickets_search_trgm_idx', 'search_text'),
    fullText('tickets_search_vector_idx'),
  ],
);

/**
 * What happened to a ticket itself: created, fields changed from what to what (assignee included),
 * a claim edited or deleted. Notes, calls, files and claim workflow steps keep their own tables; the
 * activity timeline reads them all (docs/decisions/045-ticket-activity.md). Append-only.
 */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TICKET_EVENT_KINDS }).notNull(),
    changes: jsonb('changes').$type<TicketEventChanges>(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed-in user's name; null for the system or the voice agent. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt, t.id)],
);

/** The active tenant's staff, readable by the request-time role (migrations 0011, 0042). */
export const tenantStaff = pgView('tenant_staff', {
  id: integer('id').notNull(),
  tenantId: integer('tenant_id'),
  username: text('username').notNull(),
  role: text('role', { enum: ['user', 'tenant_admin', 'global_admin'] }).notNull(),
  isDisabled: boolean('is_disabled').notNull(),
  /** Where the desk's notice e-mails go (migration 0042). */
  email: text('email').notNull(),
}).existing();

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorName: text('author_name').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff answered the customer by phone: counts as a response, as a sent reply does. */
    phoneReply: boolean('phone_reply').notNull().default(false),
    searchVector: searchVector(sql`setweight(to_tsvector('english', "content"), 'C')`),
    createdAt: createdAt(),
  },
  (t) => [
    index('notes_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt),
    index('notes_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('notes_phone_reply_idx')
      .on(t.tenantId, t.ticketId, t.createdAt)
      .where(sql`${t.phoneReply}`),
    fullText('notes_search_vector_idx'),
  ],
);

/**
 * Ticket counts per tenant, status, priority and contact kind, kept by a trigger on tickets
 * (migration 0003), so totals and stats never scan a 100k-ticket tenant.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    status: text('status').notNull(),
    priority: text('priority').notNull(),
    contact: text('contact', { enum: ['customer', 'dealer', 'both', 'none'] }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.priority, t.contact] })],
);

/** How another feature's answer names a ticket it joins (ticketReferenceShape in domain/tickets.ts). */
export const ticketReference = { ticketId: tickets.id, ticketNumber: tickets.number };

/** Each tenant's last ticket number, taken by openTicket (migration 0015, decision 057). */
export const ticketNumbers = pgTable('ticket_numbers', {
  tenantId: integer('tenant_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Every word of each tenant's ticket, note and call text, as its full-text lexeme, kept by triggers
 * (migration 0019, decision 066): the search expands a word being typed into the words it starts.
 */
export const searchWords = pgTable(
  'search_words',
  {
    tenantId: integer('tenant_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.word] })],
);
