import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notes, outgoingMessages } from '../../db/schema';

/**
 * Each ticket's first response: the first reply that was sent (a queued or failed one never
 * reached the customer) or the first note marked as a reply given by phone. Internal notes do not
 * count. A subquery of (ticket_id, first_at) over the tenant's tickets.
 */
export function firstResponses(tx: Tx, tenantId: number) {
  const sentReplies = tx
    .select({
      ticketId: outgoingMessages.ticketId,
      at: sql<Date>`coalesce(${outgoingMessages.sentAt}, ${outgoingMessages.createdAt})`.as('at'),
    })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.tenantId, tenantId), eq(outgoingMessages.status, 'sent')));
  const phoneReplies = tx
    .select({ ticketId: notes.ticketId, at: sql<Date>`${notes.createdAt}`.as('at') })
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.phoneReply, true)));
  const replies = sentReplies.unionAll(phoneReplies).as('replies');
  return tx
    .select({ ticketId: replies.ticketId, firstAt: sql<Date>`min(${replies.at})`.as('first_at') })
    .from(replies)
    .groupBy(replies.ticketId)
    .as('first_responses');
}
