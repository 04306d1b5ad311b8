import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NotificationKind, StaffNotificationKind } from '../../../domain/notifications';
import type { ClaimWorkflowStatus } from '../../../domain/claim-labels';
import { rowsOf, type Tx } from '../../db/client';
import { leaseDueMail } from '../../db/mail-lease';
import {
  noticeMailChoices,
  notifications,
  tenantDealerAccounts,
  tenants,
  tenantStaff,
  ticketReference,
  tickets,
  warrantyClaims,
} from '../../db/schema';

/** A notice written, and whom it tells. */
export type NoticeTold = { id: number; userId: number };

export type NoticeEvent = {
  tenantId: number;
  claimId: number;
  kind: NotificationKind;
  status: ClaimWorkflowStatus | null;
  detail: string | null;
  at: Date;
};

/** One notice for every enabled account of the claim's dealer (none when its ticket has no dealer): who is told. */
export async function insertDealerNotices(tx: Tx, event: NoticeEvent): Promise<NoticeTold[]> {
  const inserted = await tx.execute(sql`
    insert into notifications (tenant_id, user_id, dealer_id, kind, ticket_id, claim_id, status, detail,
      created_at, email_next_attempt_at)
    select c.tenant_id, u.id, u.dealer_id, ${event.kind}, c.ticket_id, c.id, ${event.status},
      ${event.detail}, ${event.at}, ${event.at}
    from warranty_claims c
    join tickets t on t.id = c.ticket_id and t.tenant_id = c.tenant_id
    join tenant_dealer_accounts u on u.dealer_id = t.dealer_id and not u.is_disabled
    where c.tenant_id = ${event.tenantId} and c.id = ${event.claimId}
    returning id, user_id as "userId"`);
  return rowsOf<NoticeTold>(inserted);
}

export type StaffNoticeEvent = {
  tenantId: number;
  kind: StaffNotificationKind;
  /** Who is told: staff of the tenant (a dealer account or someone else's id is dropped). */
  userIds: number[];
  /** The tickets it is about: one notice per ticket and person. */
  ticketIds: number[];
  claimId: number | null;
  status: ClaimWorkflowStatus | null;
  /** What the notice says; null takes the ticket's subject. */
  detail: string | null;
  at: Date;
};

/**
 * One notice for each enabled staff member named, on a ticket of the tenant, queued for e-mail when
 * its recipient chose its kind and has an address (decision 097). Who is told.
 */
export async function insertStaffNotices(tx: Tx, event: StaffNoticeEvent): Promise<NoticeTold[]> {
  if (event.userIds.length === 0 || event.ticketIds.length === 0) return [];
  const inserted = await tx.execute(sql`
    insert into notifications (tenant_id, user_id, kind, ticket_id, claim_id, status, detail, created_at,
      email_status, email_next_attempt_at)
    select t.tenant_id, s.id, ${event.kind}, t.id, ${event.claimId}, ${event.status},
      coalesce(${event.detail}, t.subject), ${event.at},
      case when s.email <> '' and exists (select 1 from notice_mail_choices m
        where m.tenant_id = t.tenant_id and m.user_id = s.id and m.kind = ${event.kind})
      then 'queued' else 'none' end, ${event.at}
    from tickets t
    join tenant_staff s on s.id in ${event.userIds} and not s.is_disabled
    where t.tenant_id = ${event.tenantId} and t.id in ${event.ticketIds}
    returning id, user_id as "userId"`);
  return rowsOf<NoticeTold>(inserted);
}

/** The kinds of notices this person chose to have e-mailed too. */
export async function listMailChoices(tx: Tx, tenantId: number, userId: number) {
  const rows = await tx
    .select({ kind: noticeMailChoices.kind })
    .from(noticeMailChoices)
    .where(and(eq(noticeMailChoices.tenantId, tenantId), eq(noticeMailChoices.userId, userId)))
    .orderBy(noticeMailChoices.kind);
  return rows.map((row) => row.kind);
}

/** Replaces this person's e-mail choices with `kinds`. */
export async function replaceMailChoices(
  tx: Tx,
  tenantId: number,
  userId: number,
  kinds: StaffNotificationKind[],
) {
  await tx
    .delete(noticeMailChoices)
    .where(and(eq(noticeMailChoices.tenantId, tenantId), eq(noticeMailChoices.userId, userId)));
  if (kinds.length > 0)
    await tx
      .insert(noticeMailChoices)
      .values(kinds.map((kind) => ({ tenantId, userId, kind })))
      .onConflictDoNothing();
}

/** The enabled staff of the tenant with these (lower-cased) usernames. */
export async function staffIdsNamed(tx: Tx, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await tx.execute(
    sql`select id from tenant_staff where lower(username) in ${names} and not is_disabled`,
  );
  return rowsOf<{ id: number }>(rows).map((row) => row.id);
}

const ofAccount = (tenantId: number, userId: number) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

export function listNotices(tx: Tx, tenantId: number, userId: number, limit: number) {
  return tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      claimId: notifications.claimId,
      ...ticketReference,
      status: notifications.status,
      detail: notifications.detail,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .innerJoin(tickets, eq(tickets.id, notifications.ticketId))
    .where(ofAccount(tenantId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}
export type NoticeRow = Awaited<ReturnType<typeof listNotices>>[number];

/** These notices of these accounts (the live stream's news), each with its account. */
export function listNoticesByIds(tx: Tx, tenantId: number, userIds: number[], ids: number[]) {
  return tx
    .select({
      userId: notifications.userId,
      id: notifications.id,
      kind: notifications.kind,
      claimId: notifications.claimId,
      ...ticketReference,
      status: notifications.status,
      detail: notifications.detail,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .innerJoin(tickets, eq(tickets.id, notifications.ticketId))
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        inArray(notifications.userId, userIds),
        inArray(notifications.id, ids),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** How many notices each of these accounts has not read (absent: none). */
export async function countUnreadOf(tx: Tx, tenantId: number, userIds: number[]) {
  const rows = await tx
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        inArray(notifications.userId, userIds),
        isNull(notifications.readAt),
      ),
    )
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.unread]));
}

export async function countUnread(tx: Tx, tenantId: number, userId: number) {
  const [row] = await tx
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofAccount(tenantId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the account's own notices read: ids of anyone else's change nothing. */
export function markRead(tx: Tx, tenantId: number, userId: number, ids: number[] | undefined, at: Date) {
  return tx
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        ofAccount(tenantId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

/**
 * Takes the tenant's due notice e-mails with `for update skip locked` (two instances never take the
 * same one) and holds each for `leaseSeconds` (`leaseDueMail`), as the reply sender does.
 */
export async function claimDueNoticeMail(
  tx: Tx,
  tenantId: number,
  now: Date,
  leaseSeconds: number,
  limit: number,
) {
  const ids = await leaseDueMail(
    tx,
    {
      table: notifications,
      id: notifications.id,
      attempts: notifications.emailAttempts,
      nextAttemptAt: notifications.emailNextAttemptAt,
      waiting: and(eq(notifications.tenantId, tenantId), eq(notifications.emailStatus, 'queued'))!,
    },
    now,
    leaseSeconds,
    limit,
  );
  if (ids.length === 0) return [];
  // A dealer account's address or a staff member's, by the notice's recipient (decisions 088, 097).
  return tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      status: notifications.status,
      detail: notifications.detail,
      attempts: notifications.emailAttempts,
      email: sql<string | null>`coalesce(${tenantDealerAccounts.email}, ${tenantStaff.email})`,
      username: sql<string | null>`coalesce(${tenantDealerAccounts.username}, ${tenantStaff.username})`,
      dealerId: notifications.dealerId,
      ticketId: notifications.ticketId,
      ticketNumber: tickets.number,
      tireBrand: warrantyClaims.tireBrand,
      tireSize: warrantyClaims.tireSize,
      tenantName: tenants.name,
    })
    .from(notifications)
    .leftJoin(
      tenantDealerAccounts,
      and(eq(tenantDealerAccounts.id, notifications.userId), isNotNull(notifications.dealerId)),
    )
    .leftJoin(tenantStaff, and(eq(tenantStaff.id, notifications.userId), isNull(notifications.dealerId)))
    .innerJoin(tickets, eq(tickets.id, notifications.ticketId))
    .leftJoin(warrantyClaims, eq(warrantyClaims.id, notifications.claimId))
    .innerJoin(tenants, eq(tenants.id, notifications.tenantId))
    .where(inArray(notifications.id, ids))
    .orderBy(notifications.id);
}
export type DueNoticeMail = Awaited<ReturnType<typeof claimDueNoticeMail>>[number];

export function recordNoticeMail(
  tx: Tx,
  tenantId: number,
  id: number,
  outcome: Partial<typeof notifications.$inferInsert>,
) {
  return tx
    .update(notifications)
    .set(outcome)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.id, id)));
}

/** A tenant without outgoing mail: its queued notice e-mails are settled, the notices staying. */
export function settleQueuedAsNotSetUp(tx: Tx, tenantId: number) {
  return tx
    .update(notifications)
    .set({ emailStatus: 'not_set_up' })
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.emailStatus, 'queued')));
}
