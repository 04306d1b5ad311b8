import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantRef, tenants, users } from './platform';
import { tickets } from './tickets';

/** A tenant's mail settings, messages in and out, and canned replies. */

export const mailSettings = pgTable('mail_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'restrict' }),
  supportAddress: text('support_address'),
  supportName: text('support_name'),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port'),
  smtpSecure: boolean('smtp_secure').notNull().default(false),
  smtpUser: text('smtp_user'),
  /** AES-256-GCM sealed with MAIL_SECRET_KEY; never leaves the server. */
  smtpPasswordSealed: text('smtp_password_sealed'),
  imapHost: text('imap_host'),
  imapPort: integer('imap_port'),
  imapSecure: boolean('imap_secure').notNull().default(false),
  imapUser: text('imap_user'),
  imapPasswordSealed: text('imap_password_sealed'),
  imapMailbox: text('imap_mailbox').notNull().default('INBOX'),
  /** A reply to a ticket closed at most this many days ago reopens it; later, it opens a new one. */
  reopenWithinDays: integer('reopen_within_days').notNull().default(30),
  /** A closed ticket's customer is asked to rate it by e-mail (migration 0038). */
  satisfactionSurveys: boolean('satisfaction_surveys').notNull().default(false),
  lastPollAt: timestamp('last_poll_at', { withTimezone: true, mode: 'date' }),
  lastPollResult: text('last_poll_result'),
  lastPollError: text('last_poll_error'),
  /** Connection tests in the current window (rate limit, shared by every instance). */
  serverTests: integer('server_tests').notNull().default(0),
  serverTestsSince: timestamp('server_tests_since', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    /** The ticket's dealer contact, copied when the writer asked (migration 0035). */
    ccAddress: text('cc_address'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default([]),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_messages_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt, t.id),
    index('outgoing_messages_due_idx')
      .on(t.tenantId, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('outgoing_messages_sent_idx')
      .on(t.tenantId, t.ticketId, t.sentAt)
      .where(sql`${t.status} = 'sent'`),
    uniqueIndex('outgoing_messages_message_id_idx').on(t.tenantId, t.messageId),
    check('outgoing_messages_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

export const incomingMessages = pgTable(
  'incoming_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** What intake had to leave out (a message over the size limit, an attachment refused). */
    intakeNote: text('intake_note'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('incoming_messages_message_id_idx').on(t.tenantId, t.messageId),
    index('incoming_messages_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt, t.id),
  ],
);

export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Null for the tenant's shared replies, else the one user's own. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('canned_replies_tenant_idx').on(t.tenantId, t.ownerUserId, t.title)],
);
