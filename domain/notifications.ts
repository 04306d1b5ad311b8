import { z } from 'zod';
import { CLAIM_WORKFLOW_STATUSES } from './claim-labels';
import { rowId, timestamp } from './responses';
import { ticketReferenceShape } from './tickets';

/**
 * What the desk tells an account about a record it follows (docs/decisions/088): for now a dealer
 * account, about its dealer's claims, in the portal and by e-mail.
 */
export const NOTIFICATION_KINDS = ['claim_status', 'claim_message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTICE_EMAIL_STATUSES = ['queued', 'sent', 'failed', 'not_set_up'] as const;

export const notificationSchema = z.object({
  id: rowId,
  kind: z.enum(NOTIFICATION_KINDS),
  claimId: rowId,
  ...ticketReferenceShape,
  /** The claim's new status (a claim_status notice). */
  status: z.enum(CLAIM_WORKFLOW_STATUSES).nullable(),
  /** "Claim authorized", "New message from the warranty team". */
  title: z.string(),
  /** The reason the team gave, or the message's opening words. */
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
