import { z } from 'zod';
import { password, updateUserSchema } from './admin';
import { rowId, timestamp } from './responses';

/**
 * A dealer account invited by e-mail: the link sets its first password, once, within
 * INVITATION_DAYS (docs/decisions/087-dealer-invitations.md).
 */
export const INVITATION_DAYS = 7;

/** POST /api/admin/dealers/:id/invitations: the e-mail and username of the account to open. */
export const invitationSchema = updateUserSchema.pick({ email: true, username: true });
export type InvitationInput = z.input<typeof invitationSchema>;

/** An account of the dealer whose invitation is not accepted yet; the link may have expired. */
export const pendingInvitationSchema = z.object({
  userId: rowId,
  invitedAt: timestamp,
  expiresAt: timestamp,
});
export type PendingInvitation = z.output<typeof pendingInvitationSchema>;

export const MAIL_NOT_SET_UP_FOR_INVITATIONS =
  "Mail is not set up for this tenant, so an invitation cannot be e-mailed. Set up the tenant's outgoing mail, or add the account with a password.";

/** The link's token as given: anything that is not a live invitation's answers the same 404. */
export const invitationTokenParams = z.object({ token: z.string().max(100) });

export const INVITATION_NOT_FOUND =
  'This invitation link is not valid. It may have been used already or have expired.';

/** GET /api/auth/invitations/:token: whose account the link opens. */
export const invitationViewSchema = z.object({
  username: z.string(),
  dealerName: z.string(),
  tenantName: z.string(),
  expiresAt: timestamp,
});
export type InvitationView = z.output<typeof invitationViewSchema>;

/** POST /api/auth/invitations/:token/accept: the account's first password, under the usual rules. */
export const acceptInvitationSchema = z.object({
  password: z.string({ error: 'Enter a password' }).pipe(password),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
