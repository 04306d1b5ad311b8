import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { splitFullName } from '../../../domain/customers';
import { REOPEN_DAYS_DEFAULT } from '../../../domain/mail';
import { DESCRIPTION_MAX, SUBJECT_MAX } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { customers, incomingMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { TenantActor } from '../../lib/request-context';
import { prepareAttachment, storeAttachment } from '../attachments';
import { createCustomerIn } from '../customers';
import { openTicket, recordCustomerReply } from '../tickets';
import { oneLine, storableText } from './mail-text';
import { readMailSettings } from './mail-settings';
import { joinTicket, threadOf } from './mail-threading';

export const BODY_MAX = 100_000;

/** What intake made of one raw message. */
export type IntakeOutcome =
  | { kind: 'ticket'; ticketId: number; incomingId: number }
  | { kind: 'reply'; ticketId: number; incomingId: number }
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string };

export type ParsedMessage = {
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  fromAddress: string | null;
  fromName: string | null;
  subject: string;
  text: string;
  date: Date | null;
  automatic: string | null;
  attachments: { fileName: string; content: Buffer }[];
  note: string | null;
};

const MB = 1_048_576;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function headerText(parsed: ParsedMail, name: string) {
  const value = parsed.headers.get(name);
  return typeof value === 'string' ? value.toLowerCase() : value ? JSON.stringify(value).toLowerCase() : '';
}

/** Why a message is machine-made (auto-reply, bounce, list mail), or null for a person's message. */
export function automaticReason(parsed: ParsedMail, fromAddress: string | null): string | null {
  const autoSubmitted = headerText(parsed, 'auto-submitted');
  if (autoSubmitted && !autoSubmitted.startsWith('no')) return `Auto-Submitted: ${autoSubmitted}`;
  const precedence = headerText(parsed, 'precedence');
  if (/bulk|junk|list|auto_reply/.test(precedence)) return `Precedence: ${precedence}`;
  const contentType = headerText(parsed, 'content-type');
  if (contentType.includes('multipart/report') || contentType.includes('delivery-status'))
    return 'delivery status notification';
  for (const name of ['x-autoreply', 'x-autorespond', 'x-auto-response-suppress']) {
    if (name !== 'x-auto-response-suppress' && parsed.headers.has(name)) return name;
  }
  if (fromAddress && /^(mailer-daemon|postmaster)@/i.test(fromAddress)) return 'delivery status notification';
  if (!fromAddress) return 'no sender address';
  return null;
}

function firstAddress(field: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  const entry = list.flatMap((item) => item.value).find((item) => item.address);
  return entry ? { address: entry.address!.toLowerCase().slice(0, 254), name: entry.name || null } : null;
}

function referencesOf(parsed: ParsedMail): string[] {
  const refs = parsed.references;
  const list = Array.isArray(refs) ? refs : refs ? refs.split(/\s+/) : [];
  return list
    .filter(Boolean)
    .slice(-50)
    .map((id) => oneLine(id, 500));
}

/** Parses raw bytes; a message over the limit keeps its headers and a note, never its body. */
export async function parseMessage(raw: Buffer, maxBytes: number, size = raw.length): Promise<ParsedMessage> {
  const oversized = size > maxBytes;
  let source = raw;
  if (oversized) {
    const end = raw.indexOf('\r\n\r\n');
    const alt = raw.indexOf('\n\n');
    const cut = [end, alt].filter((at) => at >= 0 && at < 256 * 1024);
    source = raw.subarray(0, cut.length ? Math.min(...cut) + 2 : Math.min(raw.length, 64 * 1024));
  }
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(source, { skipImageLinks: true, maxHtmlLengthToParse: 2 * MB });
  } catch (error) {
    return {
      messageId: `<sha256.${createHash('sha256').update(raw).digest('hex')}@intake.invalid>`,
      inReplyTo: null,
      references: [],
      fromAddress: null,
      fromName: null,
      subject: '(unreadable message)',
      text: storableText(raw.toString('latin1'), BODY_MAX),
      date: null,
      automatic: null,
      attachments: [],
      note: `The message could not be read as e-mail (${error instanceof Error ? error.message : 'unknown error'}); its raw text is kept.`,
    };
  }
  const from = firstAddress(parsed.from) ?? firstAddress(parsed.replyTo);
  const messageId = parsed.messageId
    ? oneLine(parsed.messageId, 500)
    : `<sha256.${createHash('sha256').update(raw).digest('hex')}@intake.invalid>`;
  const text = parsed.text ?? '';
  return {
    messageId,
    inReplyTo: parsed.inReplyTo ? oneLine(parsed.inReplyTo, 500) : null,
    references: referencesOf(parsed),
    fromAddress: from?.address ?? null,
    fromName: from?.name ? oneLine(from.name, 120) : null,
    subject: oneLine(parsed.subject ?? '', SUBJECT_MAX) || '(no subject)',
    text: storableText(text, BODY_MAX).trim(),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    automatic: automaticReason(parsed, from?.address ?? null),
    attachments: oversized
      ? []
      : parsed.attachments
          .filter((item) => item.contentDisposition !== 'inline' || item.filename)
          .map((item) => ({ fileName: item.filename ?? 'attachment', content: item.content })),
    note: oversized
      ? `This message was ${megabytes(size)}, over the ${megabytes(maxBytes)} limit: its text and attachments were not kept.`
      : text.length > BODY_MAX
        ? `The text was cut at ${BODY_MAX.toLocaleString('en-US')} characters.`
        : null,
  };
}

async function customerFor(tx: Tx, actor: TenantActor, address: string, name: string | null) {
  const [existing] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, actor.tenantId), sql`lower(${customers.email}) = ${address}`))
    .orderBy(customers.id)
    .limit(1);
  if (existing) return existing;
  const { firstName, lastName } = splitFullName(name || address.split('@')[0]!);
  return createCustomerIn(tx, actor, {
    firstName: firstName.slice(0, 100),
    lastName: lastName.slice(0, 100),
    phone: '',
    email: address,
  });
}

class AlreadyTaken extends Error {}

async function storeFiles(tx: Tx, tenantId: number, ticketId: number, message: ParsedMessage, now: Date) {
  const refused: string[] = [];
  for (const file of message.attachments) {
    try {
      const prepared = await prepareAttachment(file.fileName, file.content);
      await storeAttachment(
        tx,
        { tenantId, source: 'email', uploadedBy: null, senderName: message.fromAddress ?? undefined, now },
        { ticketId },
        prepared,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push(`${oneLine(file.fileName, 120)} was not kept: ${error.message}`);
    }
  }
  return refused;
}

/**
 * Files one parsed message inside the caller's tenant transaction. A message id is taken once: an
 * advisory lock serialises two instances on the same id, the unique index is the last word.
 */
export async function fileMessage(
  tx: Tx,
  tenantId: number,
  message: ParsedMessage,
  now: Date,
  replyKey: string,
): Promise<IntakeOutcome> {
  if (message.automatic) return { kind: 'ignored', reason: message.automatic };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:${message.messageId}`}))`);
  const [seen] = await tx
    .select({ id: incomingMessages.id })
    .from(incomingMessages)
    .where(and(eq(incomingMessages.tenantId, tenantId), eq(incomingMessages.messageId, message.messageId)))
    .limit(1);
  if (seen) return { kind: 'duplicate' };
  const fromAddress = message.fromAddress!;
  const thread = await threadOf(tx, tenantId, message, replyKey);
  const window = {
    now,
    withinDays: (await readMailSettings(tx, tenantId))?.reopenWithinDays ?? REOPEN_DAYS_DEFAULT,
  };
  const joined = thread
    ? await joinTicket(tx, tenantId, thread, fromAddress, window)
    : { ticketId: null, note: null };
  let ticketId = joined.ticketId;
  const kind = ticketId ? 'reply' : 'ticket';
  if (!ticketId) {
    const actor = { tenantId, user: null, now };
    const customer = await customerFor(tx, actor, fromAddress, message.fromName);
    const ticket = await openTicket(tx, actor, {
      subject: message.subject,
      description: message.text.slice(0, DESCRIPTION_MAX) || '(no text)',
      customer,
      createdAt: now,
    });
    ticketId = ticket.id;
  }
  const refused = await storeFiles(tx, tenantId, ticketId, message, now);
  const intakeNote = [joined.note, message.note, ...refused].filter(Boolean).join('\n') || null;
  const [row] = await tx
    .insert(incomingMessages)
    .values({
      tenantId,
      ticketId,
      messageId: message.messageId,
      inReplyTo: message.inReplyTo,
      fromAddress,
      fromName: message.fromName,
      subject: message.subject,
      bodyText: message.text,
      intakeNote,
      receivedAt: message.date,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: incomingMessages.id });
  if (!row) throw new AlreadyTaken();
  if (kind === 'reply')
    await recordCustomerReply(tx, tenantId, ticketId, message.fromName ?? fromAddress, now);
  return { kind, ticketId, incomingId: row.id };
}

export { AlreadyTaken };
