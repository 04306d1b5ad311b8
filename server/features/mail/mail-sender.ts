import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, Tx } from '../../db/client';
import { withTenant } from '../../db/client';
import { attachments, outgoingMessages } from '../../db/schema';
import { NO_MAIL_SERVER } from '../../../domain/mail';
import { readMailSettings, smtpAccountOf, type SmtpAccount } from './mail-settings';
import { escapeHtml } from './mail-text';

type OutgoingRow = typeof outgoingMessages.$inferSelect;

export type SenderOptions = {
  database: Database;
  secretKey: string | undefined;
  retryBaseSeconds: number;
  maxAttempts: number;
  now: () => Date;
  /** How long a claimed reply is held before another instance may take it (a crash mid-send). */
  leaseSeconds?: number;
};

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

export function transportFor(account: SmtpAccount) {
  return nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.secure,
    ...(account.secure ? {} : { ignoreTLS: account.host === '127.0.0.1' || account.host === 'localhost' }),
    auth: account.user && account.password ? { user: account.user, pass: account.password } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

export function messageOf(
  row: OutgoingRow,
  account: SmtpAccount,
  files: { filename: string; content: Buffer; contentType: string }[],
) {
  return {
    from: { name: account.fromName ?? '', address: account.from },
    to: { name: row.toName ?? '', address: row.toAddress },
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

function errorText(error: unknown) {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
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
  const transport = account ? transportFor(account) : null;
  let sent = 0;
  try {
    for (const { row, files } of claimed.rows) {
      let outcome: Partial<OutgoingRow>;
      if (!account || !transport) {
        outcome = { status: 'failed', lastError: NO_MAIL_SERVER };
      } else {
        try {
          await transport.sendMail(messageOf(row, account, files));
          outcome = { status: 'sent', sentAt: options.now(), lastError: null };
          sent += 1;
        } catch (error) {
          const attempts = row.attempts;
          const permanent =
            typeof (error as { responseCode?: number }).responseCode === 'number' &&
            (error as { responseCode: number }).responseCode >= 500;
          const giveUp = permanent || attempts >= options.maxAttempts;
          const wait = options.retryBaseSeconds * 2 ** Math.max(0, attempts - 1);
          outcome = giveUp
            ? { status: 'failed', lastError: errorText(error) }
            : { lastError: errorText(error), nextAttemptAt: new Date(options.now().getTime() + wait * 1000) };
        }
      }
      await withTenant(database, tenantId, (tx) =>
        tx
          .update(outgoingMessages)
          .set(outcome)
          .where(and(eq(outgoingMessages.tenantId, tenantId), eq(outgoingMessages.id, row.id))),
      );
    }
  } finally {
    transport?.close();
  }
  return sent;
}
