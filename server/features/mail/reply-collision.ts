import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outgoingMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { lockTicketRow } from '../tickets';

/**
 * Refuses a reply written without sight of a newer one (decision 085). `seen` is the newest reply
 * the writer's thread showed, null when it showed none. The ticket's row is locked first, so two
 * agents sending at once are checked one after the other and the second hears of the first.
 */
export async function refuseUnseenReply(
  tx: Tx,
  tenantId: number,
  ticketId: number,
  seen: number | null,
  username: string,
) {
  await lockTicketRow(tx, tenantId, ticketId);
  const conditions: SQL[] = [
    eq(outgoingMessages.tenantId, tenantId),
    eq(outgoingMessages.ticketId, ticketId),
  ];
  if (seen !== null) conditions.push(gt(outgoingMessages.id, seen));
  const [newer] = await tx
    .select({ authorName: outgoingMessages.authorName })
    .from(outgoingMessages)
    .where(and(...conditions))
    .orderBy(desc(outgoingMessages.id))
    .limit(1);
  if (!newer) return;
  const message =
    newer.authorName === username
      ? 'You replied to this ticket in another window while writing this one. Read that reply, then send this one if it still fits.'
      : `${newer.authorName} replied to this ticket while you were writing. Read their reply, then send yours if it still fits.`;
  throw new AppError('CONFLICT', message, { afterReplyId: [message] });
}
