import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SURVEY_STATUSES } from '../../../domain/satisfaction';
import { createdAt } from './columns';
import { tenantRef, users } from './platform';
import { tickets } from './tickets';

/** A customer's rating of a closed ticket, asked by e-mail (migration 0038); owned by `satisfaction`. */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The ticket's owner when it closed: the rating counts for them. */
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    /** Which close asked: one survey per close. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: SURVEY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** SHA-256 of the link's token, made when the e-mail is sent; the token itself is never kept. */
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    score: integer('score'),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('satisfaction_surveys_close_idx').on(t.ticketId, t.closedAt),
    uniqueIndex('satisfaction_surveys_token_idx').on(t.tokenHash),
    index('satisfaction_surveys_due_idx')
      .on(t.tenantId, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('satisfaction_surveys_answered_idx')
      .on(t.tenantId, t.answeredAt)
      .where(sql`${t.status} = 'answered'`),
  ],
);
