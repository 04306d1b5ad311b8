import { z } from 'zod';
import { CLAIM_WORKFLOW_STATUSES } from './claim-labels';
import { rowId, timestamp } from './responses';
import { ticketReferenceShape } from './tickets';

/**
 * What the desk tells an account about a record it follows (docs/decisions/088): a dealer account
 * about its dealer's claims, in the portal and by e-mail; a staff member about tickets and claims
 * of theirs, in the desk and by e-mail for the kinds they chose (docs/decisions/097).
 */
export const DEALER_NOTIFICATION_KINDS = ['claim_status', 'claim_message'] as const;
export const STAFF_NOTIFICATION_KINDS = [
  'ticket_assigned',
  'customer_replied',
  'note_mention',
  'claim_decided',
  'due_soon',
] as const;
export const NOTIFICATION_KINDS = [...DEALER_NOTIFICATION_KINDS, ...STAFF_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

/** `none`: a notice with no e-mail (a staff notice of a kind its recipient did not choose, decision 097). */
export const NOTICE_EMAIL_STATUSES = ['queued', 'sent', 'failed', 'not_set_up', 'none'] as const;

export const notificationSchema = z.object({
  id: rowId,
  kind: z.enum(NOTIFICATION_KINDS),
  /** The claim it is about; null for a ticket's notice. */
  claimId: rowId.nullable(),
  ...ticketReferenceShape,
  /** The claim's new status (a claim_status notice). */
  status: z.enum(CLAIM_WORKFLOW_STATUSES).nullable(),
  /** "Claim authorized", "New message from the warranty team". */
  title: z.string(),
  /** The reason given, the message's or note's opening words, the ticket's subject or the sender. */
  detail: z.string().nullable(),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int().nonnegative(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST …/notifications/read: these, or every unread one when `ids` is left out. */
export const markNotificationsReadSchema = z.object({
  ids: z.array(rowId).min(1, 'Name at least one notification').max(200, 'At most 200 at once').optional(),
});
export type MarkNotificationsRead = z.output<typeof markNotificationsReadSchema>;

/** "@maria.lopez" and "@Sam.Carter," in a note: the names mentioned, lower-cased, each once. */
export function mentionedNames(text: string): string[] {
  const names = [...text.matchAll(/(?<![\p{L}\p{N}._@-])@([\p{L}\p{N}][\p{L}\p{N}._-]*)/gu)].map((match) =>
    match[1]!.replace(/[._-]+$/, '').toLowerCase(),
  );
  return [...new Set(names)];
}

/** A staff notice's kind as the e-mail choices name it (decision 097). */
export const STAFF_NOTICE_MAIL_LABELS: Record<StaffNotificationKind, string> = {
  ticket_assigned: 'A ticket is assigned to me',
  customer_replied: 'A customer replies on my ticket',
  note_mention: 'A note mentions me (@name)',
  due_soon: 'My ticket or claim is due soon',
  claim_decided: 'My claim is decided',
};

/** PUT /api/notifications/email: the kinds of one's own notices that also come by e-mail; the rest do not. */
export const noticeMailChoicesSchema = z.object({
  kinds: z
    .array(z.enum(STAFF_NOTIFICATION_KINDS, { error: `Kinds are ${STAFF_NOTIFICATION_KINDS.join(', ')}` }))
    .max(STAFF_NOTIFICATION_KINDS.length, 'Name each kind once')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each kind once'),
});
export type NoticeMailChoices = z.output<typeof noticeMailChoicesSchema>;

/** GET and PUT /api/notifications/email answer: the choices, where they go, and whether the desk can send. */
export const noticeMailSettingsSchema = noticeMailChoicesSchema.extend({
  /** The signed-in account's address, where the e-mails go. */
  email: z.string(),
  /** False while the tenant has no outgoing mail server: nothing is e-mailed until it has one. */
  mailSetUp: z.boolean(),
});
export type NoticeMailSettings = z.output<typeof noticeMailSettingsSchema>;
