import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tickets } from '../../db/schema';
import { notifyStaffIn } from '../notifications';
import { insertTicketEvents } from './ticket-events.queries';
import { applyClockEvent } from './ticket-clock';

/**
 * A customer's message joined the ticket (decision 084): the ticket is marked as having a new
 * reply for its owner, who is told (decision 088), and touched; a closed ticket opens again, and its history says who reopened
 * it. The caller has decided the ticket may be reopened (the tenant's window).
 */
export async function recordCustomerReply(
  tx: Tx,
  tenantId: number,
  ticketId: number,
  sender: string,
  now: Date,
) {
  const [before] = await tx
    .select({ status: tickets.status, ownerId: tickets.assigneeUserId })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)))
    .for('no key update');
  if (!before) return;
  const reopens = before.status === 'closed';
  await tx
    .update(tickets)
    .set({ newReplyAt: now, updatedAt: now, ...(reopens ? { status: 'open', closedAt: null } : {}) })
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
  await applyClockEvent(tx, tenantId, [ticketId], 'customer_message', now);
  if (before.ownerId !== null)
    await notifyStaffIn(
      tx,
      { tenantId, now, user: null },
      { kind: 'customer_replied', userIds: [before.ownerId], ticketIds: [ticketId], detail: sender },
    );
  if (reopens)
    await insertTicketEvents(tx, tenantId, [
      {
        ticketId,
        kind: 'changed',
        changes: { status: { from: 'closed', to: 'open' } },
        actorUserId: null,
        actorName: sender,
        createdAt: now,
      },
    ]);
}

/**
 * The new-reply mark is cleared when the ticket's owner opens it (anyone, while it has no owner)
 * or when staff answer. Answers whether a mark was cleared.
 */
export async function clearNewReply(tx: Tx, tenantId: number, ticketIds: readonly number[], seenBy?: number) {
  if (ticketIds.length === 0) return false;
  const cleared = await tx
    .update(tickets)
    .set({ newReplyAt: null })
    .where(
      and(
        eq(tickets.tenantId, tenantId),
        inArray(tickets.id, [...ticketIds]),
        isNotNull(tickets.newReplyAt),
        seenBy === undefined
          ? undefined
          : or(isNull(tickets.assigneeUserId), eq(tickets.assigneeUserId, seenBy)),
      ),
    )
    .returning({ id: tickets.id });
  return cleared.length > 0;
}

/**
 * Staff answered the customer (a reply sent, or a phone reply noted): the desk now waits on the
 * customer and the service clock pauses (decision 090).
 */
export async function recordStaffResponse(tx: Tx, tenantId: number, ticketIds: readonly number[], now: Date) {
  await applyClockEvent(tx, tenantId, ticketIds, 'staff_response', now);
}
