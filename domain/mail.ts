import { z } from 'zod';
import { idParam, positiveId } from './fields';
import { rowId, timestamp } from './responses';

export const REPLY_MAX = 20_000;
export const NO_DEALER_TO_COPY = "This ticket's dealer has no e-mail address to copy";
export const NO_MAIL_SERVER = 'not sent: no mail server configured';
export const OUTGOING_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutgoingStatus = (typeof OUTGOING_STATUSES)[number];

export const ticketThreadParams = z.object({ ticketId: idParam });
export const replyParams = z.object({ id: idParam });

export const createReplySchema = z.object({
  content: z
    .string({ error: 'Please enter a reply' })
    .trim()
    .min(1, 'Please enter a reply')
    .max(REPLY_MAX, `Replies are limited to ${REPLY_MAX} characters`),
  to: z.enum(['customer', 'dealer']).optional(),
  attachmentIds: z.array(positiveId).max(20, 'Attach at most 20 files').optional().default([]),
  /** Copy the ticket's dealer contact (Cc); a reply to the dealer itself needs no copy. */
  ccDealer: z.boolean({ error: 'Say yes or no' }).optional().default(false),
  /**
   * The newest reply the writer's thread showed (null: none yet). A reply sent since by anyone
   * else refuses this one with 409, so nobody answers a customer twice unknowingly; absent, nothing
   * is checked (decision 085).
   */
  afterReplyId: positiveId.nullable().optional(),
});

/** A header value a person typed: one line, no control characters. */
const headerText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\r\n\0]/.test(value), 'Must be one line');

const hostName = z
  .string()
  .trim()
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$/, 'Enter a host name such as mail.example.com');

const port = z.coerce
  .number()
  .int()
  .min(1, 'Enter a port from 1 to 65535')
  .max(65_535, 'Enter a port from 1 to 65535');

/** Longest a closed ticket may wait for a reply that reopens it (decision 084). */
export const REOPEN_DAYS_MAX = 365;
export const REOPEN_DAYS_DEFAULT = 30;

export const mailSettingsSchema = z.object({
  supportAddress: z.email('Enter an e-mail address').max(254).nullable().optional(),
  supportName: headerText(80).nullable().optional(),
  smtpHost: hostName.nullable().optional(),
  smtpPort: port.nullable().optional(),
  smtpSecure: z.boolean().optional(),
  smtpUser: headerText(254).nullable().optional(),
  /** Absent keeps the stored password, null clears it. */
  smtpPassword: z.string().max(512).nullable().optional(),
  imapHost: hostName.nullable().optional(),
  imapPort: port.nullable().optional(),
  imapSecure: z.boolean().optional(),
  imapUser: headerText(254).nullable().optional(),
  imapPassword: z.string().max(512).nullable().optional(),
  imapMailbox: headerText(200).min(1).optional(),
  reopenWithinDays: z.coerce
    .number({ error: 'Enter a number of days from 0 to 365' })
    .int('Enter a whole number of days')
    .min(0, 'Enter a number of days from 0 to 365')
    .max(REOPEN_DAYS_MAX, 'Enter a number of days from 0 to 365')
    .optional(),
  /** A closed ticket's customer is asked to rate it by e-mail (decision 091). */
  satisfactionSurveys: z.boolean().optional(),
});
export type MailSettingsInput = z.input<typeof mailSettingsSchema>;

export const mailTestSchema = z.object({ server: z.enum(['smtp', 'imap']) });

export const cannedReplySchema = z.object({
  title: z.string({ error: 'Please enter a title' }).trim().min(1, 'Please enter a title').max(120),
  body: z
    .string({ error: 'Please enter the reply text' })
    .trim()
    .min(1, 'Please enter the reply text')
    .max(REPLY_MAX),
  personal: z.boolean().optional().default(false),
});
export const cannedReplyParams = z.object({ id: idParam });
export const cannedReplyQuery = z.object({ ticketId: idParam.optional() });

/** The placeholders a canned reply may use, filled from the ticket it is inserted into. */
export const PLACEHOLDERS = [
  'customer_name',
  'ticket_number',
  'ticket_subject',
  'claim_number',
  'claim_credit',
  'claim_tires',
  'agent_name',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);

/**
 * Replaces each `{{name}}` it knows; unknown or empty ones stay visible for the agent to fill.
 * Only the listed names, and only the values' own properties: `{{constructor}}` or
 * `{{__proto__}}` must never reach what every object inherits.
 */
export function fillPlaceholders(template: string, values: Partial<Record<Placeholder, string>>): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => {
    const value = isPlaceholder(name) && Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'string' && value ? value : whole;
  });
}

const noteEntrySchema = z.object({
  kind: z.literal('note'),
  id: rowId,
  content: z.string(),
  authorName: z.string(),
  createdAt: timestamp,
});

/** A public reply sent (or queued) by e-mail. */
export const replyEntrySchema = z.object({
  kind: z.literal('reply'),
  id: rowId,
  content: z.string(),
  authorName: z.string(),
  toAddress: z.string(),
  ccAddress: z.string().nullable(),
  subject: z.string(),
  status: z.enum(OUTGOING_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  sentAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type ReplyEntry = z.output<typeof replyEntrySchema>;

const incomingEntrySchema = z.object({
  kind: z.literal('incoming'),
  id: rowId,
  content: z.string(),
  fromAddress: z.string(),
  fromName: z.string().nullable(),
  subject: z.string(),
  intakeNote: z.string().nullable(),
  createdAt: timestamp,
});

/** Notes, replies and incoming mail of a ticket, oldest first. */
export const threadResponseSchema = z.array(
  z.discriminatedUnion('kind', [noteEntrySchema, replyEntrySchema, incomingEntrySchema]),
);
export type ThreadEntry = z.output<typeof threadResponseSchema>[number];

export const mailSettingsResponseSchema = z.object({
  supportAddress: z.string().nullable(),
  supportName: z.string().nullable(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().int().nullable(),
  smtpSecure: z.boolean(),
  smtpUser: z.string().nullable(),
  smtpPasswordSet: z.boolean(),
  imapHost: z.string().nullable(),
  imapPort: z.number().int().nullable(),
  imapSecure: z.boolean(),
  imapUser: z.string().nullable(),
  imapPasswordSet: z.boolean(),
  imapMailbox: z.string(),
  /** A reply to a ticket closed at most this many days ago reopens it; later, it opens a new one. */
  reopenWithinDays: z.number().int(),
  satisfactionSurveys: z.boolean(),
  lastPollAt: timestamp.nullable(),
  lastPollResult: z.string().nullable(),
  lastPollError: z.string().nullable(),
  /** Whether the server can store passwords at all (MAIL_SECRET_KEY is set). */
  canStorePasswords: z.boolean(),
});
export type MailSettings = z.output<typeof mailSettingsResponseSchema>;

/** What staff may know of the tenant's mail before writing: can a reply be e-mailed, does mail come in. */
export const mailStatusSchema = z.object({ outgoing: z.boolean(), incoming: z.boolean() });
export type MailStatus = z.output<typeof mailStatusSchema>;

/** A connection test's outcome: a failure is an answer too, with the server's message. */
export const mailTestResponseSchema = z.object({ ok: z.boolean(), message: z.string() });

export const cannedReplyResponseSchema = z.object({
  id: rowId,
  title: z.string(),
  body: z.string(),
  personal: z.boolean(),
  /** The body with the ticket's placeholders filled in, when a ticket was named. */
  filled: z.string().optional(),
});
export type CannedReply = z.output<typeof cannedReplyResponseSchema>;
