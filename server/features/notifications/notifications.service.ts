import type { ClaimWorkflowStatus } from '../../../domain/claim-labels';
import {
  mentionedNames,
  type MarkNotificationsRead,
  type NoticeMailChoices,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type StaffNotificationKind,
} from '../../../domain/notifications';
import { readInTenant, withTenant, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { recordAudit } from '../../lib/audit';
import { publishListChangedIn, publishNoticesIn } from '../../lib/live-channel';
import type { DealerContext, StaffContext } from '../../lib/request-context';
import {
  countUnread,
  countUnreadOf,
  listNoticesByIds,
  insertDealerNotices,
  insertStaffNotices,
  listMailChoices,
  listNotices,
  markRead,
  replaceMailChoices,
  type NoticeRow,
  type StaffNoticeEvent,
  staffIdsNamed,
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
const STAFF_TITLES: Record<StaffNotificationKind, string> = {
  ticket_assigned: 'Assigned to you',
  customer_replied: 'The customer replied',
  note_mention: 'You were mentioned in a note',
  claim_decided: 'Your claim was decided',
  due_soon: 'Due soon',
};
const DETAIL_MAX = 280;

export function noticeTitle(kind: NotificationKind, status: ClaimWorkflowStatus | null): string {
  if (kind === 'claim_message') return MESSAGE_TITLE;
  // A claim's warning carries the status it waits in: its authorization is what falls due.
  if (kind === 'due_soon' && status) return 'Authorization due soon';
  if (kind === 'claim_status' || (kind === 'claim_decided' && status))
    return (status && STATUS_TITLES[status]) ?? 'Claim updated';
  return STAFF_TITLES[kind];
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
  const told = await insertDealerNotices(tx, {
    tenantId: actor.tenantId,
    claimId,
    kind: notice.kind,
    status: notice.kind === 'claim_status' ? notice.status : null,
    detail: excerpt(notice.kind === 'claim_status' ? notice.reason : notice.body),
    at: actor.now,
  });
  await publishNoticesIn(tx, actor.tenantId, told);
  return told.length;
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

type Account = { tenantId: number; user: { id: number } };

/** The account's latest notices and how many it has not read, inside the caller's transaction. */
async function noticesIn(tx: Tx, account: Account): Promise<NotificationList> {
  const { tenantId, user } = account;
  return {
    unread: await countUnread(tx, tenantId, user.id),
    items: (await listNotices(tx, tenantId, user.id, LIST_LIMIT)).map(toNotification),
  };
}

/** An account's notices as the live stream sends them (decision 093), read under the tenant's row policy. */
export const noticesOf = (database: AppDeps['database'], tenantId: number, userId: number) =>
  readInTenant(database, tenantId, (tx) => noticesIn(tx, { tenantId, user: { id: userId } }));

/**
 * New notices of several accounts at once, each with its unread count (decision 093): one read
 * for every account a live message names, however many there are.
 */
export function newNoticesOf(
  database: AppDeps['database'],
  tenantId: number,
  userIds: number[],
  ids: number[],
): Promise<Map<number, NotificationList>> {
  return readInTenant(database, tenantId, async (tx) => {
    const rows = await listNoticesByIds(tx, tenantId, userIds, ids);
    const unread = await countUnreadOf(tx, tenantId, userIds);
    const lists = new Map<number, NotificationList>();
    for (const { userId, ...row } of rows) {
      const list = lists.get(userId) ?? { unread: unread.get(userId) ?? 0, items: [] };
      list.items.push(toNotification(row));
      lists.set(userId, list);
    }
    return lists;
  });
}

/** Read as the dealer, beneath its row policy. */
export const dealerNotifications = (ctx: DealerContext) => ctx.inTenant((tx) => noticesIn(tx, ctx));

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

export const staffNotifications = (ctx: StaffContext) => ctx.inTenant((tx) => noticesIn(tx, ctx));

/** Marked read: the account's other pages hear of it on their streams (decision 093). */
export function markStaffNotificationsRead(ctx: StaffContext, input: MarkNotificationsRead) {
  return ctx.inTenant(async (tx) => {
    await markRead(tx, ctx.tenantId, ctx.user.id, input.ids, ctx.now);
    await publishListChangedIn(tx, ctx.tenantId, ctx.user.id);
    return noticesIn(tx, ctx);
  });
}

/**
 * Tells staff, in the caller's transaction, of something on a ticket or claim of theirs. Nobody
 * is told of what they did themselves.
 */
export async function notifyStaffIn(
  tx: Tx,
  actor: { tenantId: number; now: Date; user: { id: number } | null },
  notice: Pick<StaffNoticeEvent, 'kind' | 'userIds' | 'ticketIds'> &
    Partial<Pick<StaffNoticeEvent, 'claimId' | 'status' | 'detail'>>,
): Promise<number> {
  const told = await insertStaffNotices(tx, {
    tenantId: actor.tenantId,
    kind: notice.kind,
    userIds: [...new Set(notice.userIds)].filter((id) => id !== actor.user?.id),
    ticketIds: notice.ticketIds,
    claimId: notice.claimId ?? null,
    status: notice.status ?? null,
    detail: excerpt(notice.detail ?? null),
    at: actor.now,
  });
  await publishNoticesIn(tx, actor.tenantId, told);
  return told.length;
}

/** Tells the staff a note mentions by @username, with the note's opening words. */
export async function notifyMentionsIn(
  tx: Tx,
  actor: { tenantId: number; now: Date; user: { id: number; username: string } },
  note: { ticketId: number; content: string },
) {
  const userIds = await staffIdsNamed(tx, mentionedNames(note.content));
  return notifyStaffIn(tx, actor, {
    kind: 'note_mention',
    userIds,
    ticketIds: [note.ticketId],
    detail: `${actor.user.username}: ${note.content}`,
  });
}

/** The kinds of their own notices the signed-in staff member also gets by e-mail (decision 097). */
export const mailChoicesOf = (ctx: StaffContext): Promise<NoticeMailChoices> =>
  ctx.readInTenant(async (tx) => ({ kinds: await listMailChoices(tx, ctx.tenantId, ctx.user.id) }));

/** Sets them: notices written from now on follow the new choice, those already written keep theirs. */
export function chooseMail(ctx: StaffContext, choices: NoticeMailChoices): Promise<NoticeMailChoices> {
  return ctx.inTenant(async (tx) => {
    const before = await listMailChoices(tx, ctx.tenantId, ctx.user.id);
    await replaceMailChoices(tx, ctx.tenantId, ctx.user.id, choices.kinds);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'notice_mail_choices',
      entityId: ctx.user.id,
      changes: { from: before, to: choices.kinds },
    });
    return { kinds: await listMailChoices(tx, ctx.tenantId, ctx.user.id) };
  });
}
