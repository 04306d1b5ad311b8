import { randomUUID } from 'node:crypto';
import { withTenant } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { escapeHtml } from './mail-text';
import { mailFailureText, mailNetworkOf, smtpTransport } from './mail-connection';
import { readMailSettings, smtpAccountOf } from './mail-settings';

/** A message of the desk itself (an invitation, a notification), not a reply on a ticket. */
export type TenantMail = { to: string; toName?: string | null; subject: string; text: string };

export type TenantMailOutcome =
  | { sent: true }
  /** No outgoing server or support address: nothing was tried. */
  | { sent: false; notSetUp: true }
  /** Tried and refused or unreachable, told by its class only (docs/decisions/075). */
  | { sent: false; notSetUp: false; failure: string };

/** Whether the tenant's mail can carry the desk's own messages: an outgoing server and a support address. */
export async function tenantSendsMail(deps: AppDeps, tenantId: number): Promise<boolean> {
  const row = await withTenant(deps.database, tenantId, (tx) => readMailSettings(tx, tenantId));
  return smtpAccountOf(row, deps.config.MAIL_SECRET_KEY) !== null;
}

type Sent = Exclude<TenantMailOutcome, { notSetUp: true }>;

/** The tenant's outgoing server, read once, for one or more of the desk's own messages. */
export type TenantMailer = { send(mail: TenantMail): Promise<Sent>; close(): void };

/** A mailer for the tenant, or null when it has no outgoing server or support address. */
export async function openTenantMailer(deps: AppDeps, tenantId: number): Promise<TenantMailer | null> {
  const row = await withTenant(deps.database, tenantId, (tx) => readMailSettings(tx, tenantId));
  const account = smtpAccountOf(row, deps.config.MAIL_SECRET_KEY);
  if (!account) return null;
  const domain = account.from.split('@')[1] ?? 'treaddesk.invalid';
  let transport: Awaited<ReturnType<typeof smtpTransport>> | undefined;
  return {
    async send(mail) {
      try {
        transport ??= await smtpTransport(account, mailNetworkOf(deps.config));
        await transport.sendMail({
          from: { name: account.fromName ?? '', address: account.from },
          to: { name: mail.toName ?? '', address: mail.to },
          subject: mail.subject,
          text: mail.text,
          html: `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(mail.text)}</div>`,
          messageId: `<${randomUUID()}@${domain}>`,
          // The desk's own message: other systems should not auto-answer it.
          headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
        });
        return { sent: true };
      } catch (error) {
        return { sent: false, notSetUp: false, failure: mailFailureText(error) };
      }
    },
    close: () => transport?.close(),
  };
}

/**
 * Sends one message now through the tenant's own outgoing server, from its support address.
 * Unlike replies (the outbox, retried by the sender), the caller learns the outcome at once.
 */
export async function sendTenantMail(
  deps: AppDeps,
  tenantId: number,
  mail: TenantMail,
): Promise<TenantMailOutcome> {
  const mailer = await openTenantMailer(deps, tenantId);
  if (!mailer) return { sent: false, notSetUp: true };
  try {
    return await mailer.send(mail);
  } finally {
    mailer.close();
  }
}
