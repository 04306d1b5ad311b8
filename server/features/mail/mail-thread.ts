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
import { recordAudit } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { clearNewReply, findTicket, lockWritableTicket, recordStaffResponse } from '../tickets';
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

/** The message ids already on a ticket, oldest first: the new reply's In-Reply-To and References. */
async function threadMessageIds(tx: Tx, tenantId: number, ticketId: number) {
  const [incoming, outgoing] = await inTurn([
    tx
      .select({ id: incomingMessages.messageId, at: incomingMessages.createdAt })
      .from(incomingMessages)
      .where(and(eq(incomingMessages.tenantId, tenantId), eq(incomingMessages.ticketId, ticketId))),
    tx
      .select({ id: outgoingMessages.messageId, at: outgoingMessages.createdAt })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.tenantId, tenantId), eq(outgoingMessages.ticketId, ticketId))),
  ]);
  const all = [...incoming, ...outgoing].sort((a, b) => a.at.getTime() - b.at.getTime());
  const lastIncoming = incoming.sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
  return {
    references: all.slice(-20).map((row) => row.id),
    inReplyTo: lastIncoming?.id ?? all.at(-1)?.id ?? null,
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

export async function createReply(
  ctx: StaffContext & { replyKey: string },
  ticketId: number,
  input: z.output<typeof createReplySchema>,
) {
  return ctx.inTenant(async (tx) => {
    await lockWritableTicket(tx, ctx.tenantId, ticketId);
    const found = await findTicket(tx, ctx.tenantId, ticketId);
    if (!found) throw notFound('Ticket');
    if (input.afterReplyId !== undefined)
      await refuseUnseenReply(tx, ctx.tenantId, ticketId, input.afterReplyId, ctx.user.username);
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
    if (input.attachmentIds.length > 0) {
      const owned = await tx
        .select({ id: attachments.id })
        .from(attachments)
        .where(
          and(
            eq(attachments.tenantId, ctx.tenantId),
            eq(attachments.ticketId, ticketId),
            inArray(attachments.id, input.attachmentIds),
          ),
        );
      if (owned.length !== new Set(input.attachmentIds).size)
        throw conflict('Only files of this ticket can be attached', 'attachmentIds');
    }
    const settings = await readMailSettings(tx, ctx.tenantId);
    const configured = canSendReplies(settings);
    const thread = await threadMessageIds(tx, ctx.tenantId, ticketId);
    const [row] = await tx
      .insert(outgoingMessages)
      .values({
        tenantId: ctx.tenantId,
        ticketId,
        authorUserId: ctx.user.id,
        authorName: ctx.user.username,
        toAddress,
        toName: toName.replace(/[\r\n\0]+/g, ' '),
        ccAddress,
        subject: replySubject(found.ticket, replyToken(ctx.replyKey, ctx.tenantId, ticketId)),
        bodyText: input.content,
        attachmentIds: [...new Set(input.attachmentIds)],
        messageId: newMessageId(ticketId, settings?.supportAddress ?? null),
        inReplyTo: thread.inReplyTo,
        references: thread.references.join(' ') || null,
        status: configured ? 'queued' : 'failed',
        lastError: configured ? null : NO_MAIL_SERVER,
        nextAttemptAt: ctx.now,
        createdAt: ctx.now,
      })
      .returning();
    // Staff answered: the customer's reply is no longer waiting to be read (decision 084).
    await clearNewReply(tx, ctx.tenantId, ticketId);
    await recordStaffResponse(tx, ctx.tenantId, ticketId, ctx.now);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create',
      entity: 'reply',
      entityId: row!.id,
    });
    return replyEntry(row!);
  });
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
