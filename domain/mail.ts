import { z } from 'zod';
import { idParam, positiveId } from './fields';

export const REPLY_MAX = 20_000;
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

/** Replaces each `{{name}}` it knows; unknown or empty ones stay visible for the agent to fill. */
export function fillPlaceholders(template: string, values: Partial<Record<Placeholder, string>>): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name as Placeholder];
    return value ? value : whole;
  });
}

export type ThreadEntry =
  | { kind: 'note'; id: number; content: string; authorName: string; createdAt: string }
  | {
      kind: 'reply';
      id: number;
      content: string;
      authorName: string;
      toAddress: string;
      subject: string;
      status: OutgoingStatus;
      attempts: number;
      lastError: string | null;
      sentAt: string | null;
      createdAt: string;
    }
  | {
      kind: 'incoming';
      id: number;
      content: string;
      fromAddress: string;
      fromName: string | null;
      subject: string;
      intakeNote: string | null;
      createdAt: string;
    };

export type MailSettings = {
  supportAddress: string | null;
  supportName: string | null;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpSecure: boolean;
  smtpUser: string | null;
  smtpPasswordSet: boolean;
  imapHost: string | null;
  imapPort: number | null;
  imapSecure: boolean;
  imapUser: string | null;
  imapPasswordSet: boolean;
  imapMailbox: string;
  lastPollAt: string | null;
  lastPollResult: string | null;
  lastPollError: string | null;
  /** Whether the server can store passwords at all (MAIL_SECRET_KEY is set). */
  canStorePasswords: boolean;
};

export type CannedReply = { id: number; title: string; body: string; personal: boolean; filled?: string };
