import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CLAIM_WORKFLOW_STATUSES } from '../../../domain/claim-labels';
import {
  NOTICE_EMAIL_STATUSES,
  NOTIFICATION_KINDS,
  STAFF_NOTIFICATION_KINDS,
} from '../../../domain/notifications';
import { warrantyClaims } from './claims';
import { createdAt } from './columns';
import { tenantRef, users } from './platform';
import { tickets } from './tickets';

/** What the desk tells one account (migration 0034); `dealer_id` is the dealer role's policy key. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id'),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_WORKFLOW_STATUSES }),
    detail: text('detail'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    emailStatus: text('email_status', { enum: NOTICE_EMAIL_STATUSES }).notNull().default('queued'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailNextAttemptAt: timestamp('email_next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    emailError: text('email_error'),
  },
  (t) => [
    index('notifications_user_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_due_idx')
      .on(t.tenantId, t.emailNextAttemptAt)
      .where(sql`${t.emailStatus} = 'queued'`),
    index('notifications_claim_idx').on(t.claimId),
    index('notifications_ticket_idx').on(t.ticketId),
  ],
);

/** The active tenant's dealer accounts, readable by the request-time role to address notices (migration 0034). */
export const tenantDealerAccounts = pgView('tenant_dealer_accounts', {
  id: integer('id').notNull(),
  tenantId: integer('tenant_id'),
  dealerId: integer('dealer_id').notNull(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  isDisabled: boolean('is_disabled').notNull(),
}).existing();

/** The kinds of their own notices a staff member also wants by e-mail, one row each (migration 0042). */
export const noticeMailChoices = pgTable(
  'notice_mail_choices',
  {
    tenantId: tenantRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STAFF_NOTIFICATION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.kind] }),
    index('notice_mail_choices_user_idx').on(t.userId),
  ],
);
