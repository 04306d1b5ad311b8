import type { ClaimWorkflowStatus } from '../../../domain/claim-labels';
import type {
  MarkNotificationsRead,
  Notification,
  NotificationKind,
  NotificationList,
} from '../../../domain/notifications';
import { withTenant, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import type { DealerContext } from '../../lib/request-context';
import {
  countUnread,
  insertDealerNotices,
  listNotices,
  markRead,
  type NoticeRow,
} from './notifications.queries';

/** The moves a dealer hears about: decided, credited or reversed, sent back, withdrawn, reopened. */
const STATUS_TITLES: Partial<Record<ClaimWorkflowStatus, string>> = {
  authorized: 'Claim authorized',
  denied: 'Claim denied',
  credited: 'Claim credited',
  reversed: 'Credit reversed',
  draft: 'Claim sent back: the warranty team needs something from you',
  withdrawn: 'Claim withdrawn',
  pending_authorization: 'Claim back for authorization',
};
const MESSAGE_TITLE = 'New message from the warranty team';
const DETAIL_MAX = 280;

export function noticeTitle(kind: NotificationKind, status: ClaimWorkflowStatus | null): string {
  if (kind === 'claim_message') return MESSAGE_TITLE;
  return (status && STATUS_TITLES[status]) ?? 'Claim updated';
}

const excerpt = (text: string | null) =>
  text === null ? null : text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;

type ClaimNotice =
  | { kind: 'claim_status'; status: ClaimWorkflowStatus; reason: string | null }
  | { kind: 'claim_message'; body: string };

/**
 * Tells the claim's dealer accounts, in the caller's tenant transaction, that the warranty team
 * moved the claim or wrote on it. Moves a dealer does not wait on (to review, to authorization from
 * review) tell nobody; the e-mail follows from the notice mailer.
 */
export async function notifyClaimDealerIn(
  tx: Tx,
  actor: { tenantId: number; now: Date },
  claimId: number,
  notice: ClaimNotice,
  from?: ClaimWorkflowStatus,
): Promise<number> {
  if (notice.kind === 'claim_status') {
    const toldAbout = STATUS_TITLES[notice.status] !== undefined;
    const reopened = notice.status === 'pending_authorization' && from === 'denied';
    if (!toldAbout || (notice.status === 'pending_authorization' && !reopened)) return 0;
  }
  return insertDealerNotices(tx, {
    tenantId: actor.tenantId,
    claimId,
    kind: notice.kind,
    status: notice.kind === 'claim_status' ? notice.status : null,
    detail: excerpt(notice.kind === 'claim_status' ? notice.reason : notice.body),
    at: actor.now,
  });
}

function toNotification(row: NoticeRow): Notification {
  return {
    ...row,
    title: noticeTitle(row.kind, row.status),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const LIST_LIMIT = 50;

/** The account's latest notices, read as the dealer, and how many it has not read. */
export function dealerNotifications(ctx: DealerContext): Promise<NotificationList> {
  return ctx.inTenant(async (tx) => ({
    unread: await countUnread(tx, ctx.tenantId, ctx.user.id),
    items: (await listNotices(tx, ctx.tenantId, ctx.user.id, LIST_LIMIT)).map(toNotification),
  }));
}

/** The dealer role writes nothing (decision 086): its own notices are marked read as the tenant. */
export async function markDealerNotificationsRead(
  deps: AppDeps,
  ctx: DealerContext,
  input: MarkNotificationsRead,
): Promise<NotificationList> {
  await withTenant(deps.database, ctx.tenantId, (tx) =>
    markRead(tx, ctx.tenantId, ctx.user.id, input.ids, ctx.now),
  );
  return dealerNotifications(ctx);
}
