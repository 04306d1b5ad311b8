import { and, eq, inArray } from 'drizzle-orm';
import { ticketLabel } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { incomingMessages, outgoingMessages, tickets } from '../../db/schema';
import { findTicket } from '../tickets';
import type { ParsedMessage } from './mail-intake';
import { isReplyToken } from './reply-token';

/**
 * Which existing ticket an incoming message may join (docs/decisions/040): the one it proves it
 * answers, or the one it names when it comes from that ticket's customer or dealer.
 */

/** `[#TK-12]`, or `[#TK-12 ref:<reply reference>]` as our replies write it. */
const TICKET_TAG = /\[#?TK-0*(\d{1,9})(?:\s+ref:([0-9a-f]{20}))?\]/i;

/** A ticket the message names; `proven` when it carries what only our own mail held. */
type ThreadMatch = { ticketId: number; proven: boolean };

async function ticketOfMessageIds(tx: Tx, tenantId: number, ids: string[], table: 'ours' | 'theirs') {
  if (ids.length === 0) return null;
  const source = table === 'ours' ? outgoingMessages : incomingMessages;
  const [row] = await tx
    .select({ ticketId: source.ticketId })
    .from(source)
    .where(and(eq(source.tenantId, tenantId), inArray(source.messageId, ids)))
    .limit(1);
  return row?.ticketId ?? null;
}

/** The tag carries the ticket's number within the mailbox's tenant, not its id (decision 057). */
async function ticketOfTag(tx: Tx, tenantId: number, subject: string, replyKey: string) {
  const tagged = TICKET_TAG.exec(subject);
  if (!tagged) return null;
  const [ticket] = await tx
    .select({ id: tickets.id, mergedIntoId: tickets.mergedIntoId })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.number, Number(tagged[1]))))
    .limit(1);
  if (!ticket) return null;
  const token = tagged[2];
  return {
    // A merged ticket's number leads to the ticket it was merged into (decision 092); its reply
    // reference was made for the number written, so it is checked against that ticket.
    ticketId: ticket.mergedIntoId ?? ticket.id,
    proven: Boolean(token && isReplyToken(replyKey, tenantId, ticket.id, token)),
  };
}

/**
 * The ticket a message answers: one of our replies in its In-Reply-To or References (their
 * Message-IDs are random, known only to who got them), or the reply reference in its subject;
 * failing those, an earlier incoming message it references or the bare `[#TK-n]` tag.
 */
export async function threadOf(tx: Tx, tenantId: number, message: ParsedMessage, replyKey: string) {
  const ids = [
    ...new Set([message.inReplyTo, ...message.references].filter((id): id is string => Boolean(id))),
  ];
  const ours = await ticketOfMessageIds(tx, tenantId, ids, 'ours');
  if (ours) return { ticketId: ours, proven: true };
  const tagged = await ticketOfTag(tx, tenantId, message.subject, replyKey);
  if (tagged?.proven) return tagged;
  const earlier = await ticketOfMessageIds(tx, tenantId, ids, 'theirs');
  return earlier ? { ticketId: earlier, proven: false } : tagged;
}

/** How long after closing a reply still reopens its ticket (decision 084). */
export type ReopenWindow = { now: Date; withinDays: number };

const closedTooLongAgo = (closedAt: Date | null, window: ReopenWindow) =>
  closedAt !== null && window.now.getTime() - closedAt.getTime() > window.withinDays * 86_400_000;

/**
 * Whether the message may join the ticket it names: with proof from our own mail, or from the
 * ticket's customer's or dealer's address. Anyone can write `[#TK-12]`, and numbers are
 * consecutive; otherwise it opens a new ticket, with a note naming the one it pointed at. A ticket
 * closed longer ago than the tenant's window is not reopened: the reply opens a new ticket that
 * names it.
 */
export async function joinTicket(
  tx: Tx,
  tenantId: number,
  thread: ThreadMatch,
  from: string,
  window: ReopenWindow,
) {
  const found = await findTicket(tx, tenantId, thread.ticketId);
  if (!found) return { ticketId: null, note: null };
  const correspondents = [found.customer?.email, found.dealer?.email].map((email) => email?.toLowerCase());
  const label = ticketLabel(found.ticket);
  if (!thread.proven && !correspondents.includes(from))
    return {
      ticketId: null,
      note: `This message names ${label} but neither comes from that ticket's customer or dealer nor carries its reply reference, so it was filed as a new ticket.`,
    };
  if (found.ticket.status === 'closed' && closedTooLongAgo(found.ticket.closedAt, window))
    return {
      ticketId: null,
      note: `This message answers ${label}, closed on ${found.ticket.closedAt!.toISOString().slice(0, 10)}, more than ${window.withinDays} days ago, so it was filed as a new ticket.`,
    };
  return { ticketId: thread.ticketId, note: null };
}
