import { z } from 'zod';
import { CLAIM_WORKFLOW_STATUSES } from './claim-labels';
import { rowId, timestamp } from './responses';
import { ticketReferenceShape } from './tickets';

/**
 * What the desk tells an account about a record it follows (docs/decisions/088): a dealer account
 * about its dealer's claims, in the portal and by e-mail; a staff member about tickets and claims
 * of theirs, in the desk.
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

/** `none`: a notice with no e-mail (staff notices, for now). */
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
