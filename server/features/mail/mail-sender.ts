import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { withTenant } from '../../db/client';
import { attachments, outgoingMessages } from '../../db/schema';
import { NO_MAIL_SERVER } from '../../../domain/mail';
import { readMailSettings, smtpAccountOf, type SmtpAccount } from './mail-settings';
import { escapeHtml } from './mail-text';
import { mailFailureText, smtpTransport, type MailNetwork } from './mail-connection';

type OutgoingRow = typeof outgoingMessages.$inferSelect;

export type SenderOptions = {
  database: Database;
  secretKey: string | undefined;
  retryBaseSeconds: number;
  maxAttempts: number;
  now: () => Date;
  /** How long a claimed reply is held before another instance may take it (a crash mid-send). */
  leaseSeconds?: number;
  network: MailNetwork;
};

type ClaimedReply = { row: OutgoingRow; files: Awaited<ReturnType<typeof filesOf>> };

/** Claims due replies with `for update skip locked`: two instances never take the same one. */
async function claimDue(tx: Tx, tenantId: number, now: Date, leaseSeconds: number, limit: number) {
  const due = await tx
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.tenantId, tenantId),
        eq(outgoingMessages.status, 'queued'),
        lte(outgoingMessages.nextAttemptAt, now),
      ),
    )
    .orderBy(outgoingMessages.nextAttemptAt, outgoingMessages.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(outgoingMessages)
    .set({
      attempts: sql`${outgoingMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000),
    })
    .where(
      inArray(
        outgoingMessages.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}

export function messageOf(
  row: OutgoingRow,
  account: SmtpAccount,
  files: { filename: string; content: Buffer; contentType: string }[],
) {
  return {
    from: { name: account.fromName ?? '', address: account.from },
    to: { name: row.toName ?? '', address: row.toAddress },
    ...(row.ccAddress ? { cc: row.ccAddress } : {}),
    subject: row.subject,
    text: row.bodyText,
    html: `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(row.bodyText)}</div>`,
    messageId: row.messageId,
    inReplyTo: row.inReplyTo ?? undefined,
    references: row.references ?? undefined,
    // Marks our mail as a person's reply, not an auto-reply, and asks other systems not to auto-answer it.
    headers: { 'X-Auto-Response-Suppress': 'All' },
    attachments: files,
  };
}

async function filesOf(tx: Tx, row: OutgoingRow) {
  if (row.attachmentIds.length === 0) return [];
  const rows = await tx
    .select({
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      content: attachments.content,
    })
    .from(attachments)
    .where(and(eq(attachments.tenantId, row.tenantId), inArray(attachments.id, row.attachmentIds)));
  return rows.map((file) => ({
    filename: file.fileName,
    contentType: file.contentType,
    content: Buffer.from(file.content),
  }));
}

/** A failed send waits and tries again; a permanent refusal (5xx) or the last attempt gives up. */
function failureOutcome(options: SenderOptions, row: OutgoingRow, error: unknown): Partial<OutgoingRow> {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const permanent = typeof code === 'number' && code >= 500;
  const lastError = mailFailureText(error);
  if (permanent || row.attempts >= options.maxAttempts) return { status: 'failed', lastError };
  const wait = options.retryBaseSeconds * 2 ** Math.max(0, row.attempts - 1);
  return { lastError, nextAttemptAt: new Date(options.now().getTime() + wait * 1000) };
}

type Transport = Awaited<ReturnType<typeof smtpTransport>>;

/** The transport, or why there is none: every claimed reply then fails alike. */
async function openTransport(account: SmtpAccount | null, network: MailNetwork) {
  if (!account) return { failed: { status: 'failed', lastError: NO_MAIL_SERVER } as const };
  try {
    return { transport: await smtpTransport(account, network) };
  } catch (error) {
    return { error };
  }
}

async function sendOne(
  options: SenderOptions,
  transport: Transport,
  account: SmtpAccount,
  claimed: ClaimedReply,
): Promise<Partial<OutgoingRow>> {
  try {
    await transport.sendMail(messageOf(claimed.row, account, claimed.files));
    return { status: 'sent', sentAt: options.now(), lastError: null };
  } catch (error) {
    return failureOutcome(options, claimed.row, error);
  }
}

/** Sends what is due for one tenant; returns how many were sent. */
export async function sendDueReplies(options: SenderOptions, tenantId: number, limit = 20): Promise<number> {
  const { database, secretKey } = options;
  const lease = options.leaseSeconds ?? 300;
  const claimed = await withTenant(database, tenantId, async (tx) => {
    const rows = await claimDue(tx, tenantId, options.now(), lease, limit);
    if (rows.length === 0) return null;
    const account = smtpAccountOf(await readMailSettings(tx, tenantId), secretKey);
    const withFiles = await Promise.all(
      rows.map(async (row) => ({ row, files: account ? await filesOf(tx, row) : [] })),
    );
    return { account, rows: withFiles };
  });
  if (!claimed) return 0;
  const { account } = claimed;
  const opened = await openTransport(account, options.network);
  let sent = 0;
  try {
    for (const reply of claimed.rows) {
      const outcome =
        opened.failed ??
        (opened.transport && account
          ? await sendOne(options, opened.transport, account, reply)
          : failureOutcome(options, reply.row, opened.error));
      if (outcome.status === 'sent') sent += 1;
      await withTenant(database, tenantId, (tx) =>
        tx
          .update(outgoingMessages)
          .set(outcome)
          .where(and(eq(outgoingMessages.tenantId, tenantId), eq(outgoingMessages.id, reply.row.id))),
      );
    }
  } finally {
    opened.transport?.close();
  }
  return sent;
}
