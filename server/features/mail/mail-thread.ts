import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NO_MAIL_SERVER,
  NO_DEALER_TO_COPY,
  type createReplySchema,
  type ReplyEntry,
  type ThreadEntry,
} from '../../../domain/mail';
import { ticketLabel } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { attachments, incomingMessages, notes, outgoingMessages } from '../../db/schema';
import { recordAudit, recordAudits } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import {
  clearNewReply,
  findTicket,
  lockWritableTicket,
  recordStaffResponse,
  type TicketWithContacts,
} from '../tickets';
import { canSendReplies, readMailSettings } from './mail-settings';
import { inTurn } from '../../db/in-turn';
import { refuseUnseenReply } from './reply-collision';
import { replyToken } from './reply-token';

type OutgoingRow = typeof outgoingMessages.$inferSelect;
type IncomingRow = typeof incomingMessages.$inferSelect;

export function replyEntry(row: OutgoingRow): ReplyEntry {
  return {
    kind: 'reply',
    id: row.id,
    content: row.bodyText,
    authorName: row.authorName,
    toAddress: row.toAddress,
    ccAddress: row.ccAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function incomingEntry(row: IncomingRow): ThreadEntry {
  return {
    kind: 'incoming',
    id: row.id,
    content: row.bodyText,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    subject: row.subject,
    intakeNote: row.intakeNote,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Notes, replies and incoming mail of one ticket, oldest first. */
export async function listThread(ctx: StaffContext, ticketId: number): Promise<ThreadEntry[]> {
  return ctx.inTenant(async (tx) => {
    if (!(await findTicket(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    const scope = <T extends typeof notes | typeof outgoingMessages | typeof incomingMessages>(table: T) =>
      and(eq(table.tenantId, ctx.tenantId), eq(table.ticketId, ticketId));
    const [noteRows, replyRows, incomingRows] = await inTurn([
      tx.select().from(notes).where(scope(notes)),
      tx.select().from(outgoingMessages).where(scope(outgoingMessages)),
      tx.select().from(incomingMessages).where(scope(incomingMessages)),
    ]);
    const entries: ThreadEntry[] = [
      ...noteRows.map((row): ThreadEntry => ({
        kind: 'note',
        id: row.id,
        content: row.content,
        authorName: row.authorName,
        createdAt: row.createdAt.toISOString(),
      })),
      ...replyRows.map(replyEntry),
      ...incomingRows.map(incomingEntry),
    ];
    return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  });
}

type ThreadRow = { ticketId: number; id: string; at: Date };

/** Each ticket's rows, oldest first (rows at the same instant keep their order). */
function byTicket(rows: ThreadRow[]) {
  const groups = new Map<number, ThreadRow[]>();
  for (const row of [...rows].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const group = groups.get(row.ticketId);
    if (group) group.push(row);
    else groups.set(row.ticketId, [row]);
  }
  return (ticketId: number) => groups.get(ticketId) ?? [];
}

/** The message ids already on each ticket, oldest first: a new reply's In-Reply-To and References. */
async function threadMessageIds(tx: Tx, tenantId: number, ticketIds: number[]) {
  const [incoming, outgoing] = await inTurn([
    tx
      .select({
        ticketId: incomingMessages.ticketId,
        id: incomingMessages.messageId,
        at: incomingMessages.createdAt,
      })
      .from(incomingMessages)
      .where(and(eq(incomingMessages.tenantId, tenantId), inArray(incomingMessages.ticketId, ticketIds))),
    tx
      .select({
        ticketId: outgoingMessages.ticketId,
        id: outgoingMessages.messageId,
        at: outgoingMessages.createdAt,
      })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.tenantId, tenantId), inArray(outgoingMessages.ticketId, ticketIds))),
  ]);
  const allOf = byTicket([...incoming, ...outgoing]);
  const incomingOf = byTicket(incoming);
  return (ticketId: number) => {
    const all = allOf(ticketId);
    return {
      references: all.slice(-20).map((row) => row.id),
      inReplyTo: incomingOf(ticketId).at(-1)?.id ?? all.at(-1)?.id ?? null,
    };
  };
}

/**
 * Subject line of a reply: the ticket number and its reply reference in brackets, never a line
 * break. Mail that brings the reference back joins the ticket (mail-intake.ts).
 */
export function replySubject(ticket: { subject: string; number: number }, token: string) {
  const clean = ticket.subject
    .replace(/[\r\n\t\0]+/g, ' ')
    .trim()
    .slice(0, 200);
  return `Re: ${clean} [${ticketLabel(ticket)} ref:${token}]`;
}

export function newMessageId(ticketId: number, fromAddress: string | null) {
  const domain = fromAddress?.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'treaddesk.invalid';
  return `<tk-${ticketId}.${randomBytes(9).toString('base64url')}@${domain}>`;
}

type ReplyInput = z.output<typeof createReplySchema>;
type ReplyContext = StaffContext & { replyKey: string };

/** Whom a reply goes to: the customer when they have an address, else the dealer; refused without one. */
function addresseeOf(found: TicketWithContacts, input: ReplyInput) {
  const customerEmail = found.customer?.email ?? null;
  const dealerEmail = found.dealer?.email ?? null;
  const to =
    input.to ?? (customerEmail ? 'customer' : dealerEmail || !found.customer ? 'dealer' : 'customer');
  const toAddress = to === 'customer' ? customerEmail : dealerEmail;
  if (!toAddress) {
    throw new AppError('CONFLICT', `This ticket's ${to} has no e-mail address`, {
      to: [`The ${to} has no e-mail address`],
    });
  }
  const ccAddress = input.ccDealer && to === 'customer' ? dealerEmail : null;
  if (input.ccDealer && to === 'customer' && !dealerEmail)
    throw new AppError('CONFLICT', NO_DEALER_TO_COPY, { ccDealer: [NO_DEALER_TO_COPY] });
  const toName =
    to === 'customer'
      ? `${found.customer!.firstName} ${found.customer!.lastName}`.trim()
      : found.dealer!.contactName;
  return { toAddress, toName: toName.replace(/[\r\n\0]+/g, ' '), ccAddress };
}

async function refuseOtherTicketsFiles(tx: Tx, tenantId: number, ticketId: number, attachmentIds: number[]) {
  if (attachmentIds.length === 0) return;
  const owned = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.ticketId, ticketId),
        inArray(attachments.id, attachmentIds),
      ),
    );
  if (owned.length !== new Set(attachmentIds).size)
    throw conflict('Only files of this ticket can be attached', 'attachmentIds');
}

export async function createReply(ctx: ReplyContext, ticketId: number, input: ReplyInput) {
  return ctx.inTenant(async (tx) => {
    await lockWritableTicket(tx, ctx.tenantId, ticketId);
    const found = await findTicket(tx, ctx.tenantId, ticketId);
    if (!found) throw notFound('Ticket');
    const [entry] = await createRepliesIn(tx, ctx, [{ found, input }]);
    return entry!;
  });
}

/**
 * Replies on tickets the caller has locked as lockWritableTicket does (merged ones left out) and
 * read with their contacts, in its transaction: every reply is checked before any is written, then all are queued
 * in one insert, with the tickets' new-reply marks, service clocks and audit entries written as
 * sets. Answers the replies in the order given.
 */
export async function createRepliesIn(
  tx: Tx,
  ctx: ReplyContext,
  replies: readonly { found: TicketWithContacts; input: ReplyInput }[],
): Promise<ReplyEntry[]> {
  if (replies.length === 0) return [];
  const drafts = [];
  for (const { found, input } of replies) {
    const ticketId = found.ticket.id;
    if (input.afterReplyId !== undefined)
      await refuseUnseenReply(tx, ctx.tenantId, ticketId, input.afterReplyId, ctx.user.username);
    const addressee = addresseeOf(found, input);
    await refuseOtherTicketsFiles(tx, ctx.tenantId, ticketId, input.attachmentIds);
    drafts.push({ ticket: found.ticket, input, ...addressee });
  }
  const ticketIds = drafts.map(({ ticket }) => ticket.id);
  const settings = await readMailSettings(tx, ctx.tenantId);
  const configured = canSendReplies(settings);
  const threadOf = await threadMessageIds(tx, ctx.tenantId, ticketIds);
  const values = drafts.map(({ ticket, input, toAddress, toName, ccAddress }) => {
    const thread = threadOf(ticket.id);
    return {
      tenantId: ctx.tenantId,
      ticketId: ticket.id,
      authorUserId: ctx.user.id,
      authorName: ctx.user.username,
      toAddress,
      toName,
      ccAddress,
      subject: replySubject(ticket, replyToken(ctx.replyKey, ctx.tenantId, ticket.id)),
      bodyText: input.content,
      attachmentIds: [...new Set(input.attachmentIds)],
      messageId: newMessageId(ticket.id, settings?.supportAddress ?? null),
      inReplyTo: thread.inReplyTo,
      references: thread.references.join(' ') || null,
      status: configured ? ('queued' as const) : ('failed' as const),
      lastError: configured ? null : NO_MAIL_SERVER,
      nextAttemptAt: ctx.now,
      createdAt: ctx.now,
    };
  });
  const rows = await tx.insert(outgoingMessages).values(values).returning();
  // Staff answered: the customer's reply is no longer waiting to be read (decision 084).
  await clearNewReply(tx, ctx.tenantId, ticketIds);
  await recordStaffResponse(tx, ctx.tenantId, ticketIds, ctx.now);
  await recordAudits(
    tx,
    rows.map((row) => ({
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create' as const,
      entity: 'reply',
      entityId: row.id,
    })),
  );
  const rowOf = new Map(rows.map((row) => [row.messageId, row]));
  return values.map(({ messageId }) => replyEntry(rowOf.get(messageId)!));
}

/** Puts a failed reply back in the queue (a sent one stays sent). */
export async function retryReply(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    const [row] = await tx
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.tenantId, ctx.tenantId), eq(outgoingMessages.id, id)))
      .limit(1);
    if (!row) throw notFound('Reply');
    if (row.status === 'sent') throw conflict('This reply has already been sent');
    const settings = await readMailSettings(tx, ctx.tenantId);
    const configured = canSendReplies(settings);
    const [updated] = await tx
      .update(outgoingMessages)
      .set(
        configured
          ? { status: 'queued', nextAttemptAt: ctx.now, attempts: 0, lastError: null }
          : { status: 'failed', lastError: NO_MAIL_SERVER },
      )
      .where(eq(outgoingMessages.id, id))
      .returning();
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'reply',
      entityId: id,
    });
    return replyEntry(updated!);
  });
}
