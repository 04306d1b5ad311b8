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

/**
 * Sends one message now through the tenant's own outgoing server, from its support address.
 * Unlike replies (the outbox, retried by the sender), the caller learns the outcome at once.
 */
export async function sendTenantMail(
  deps: AppDeps,
  tenantId: number,
  mail: TenantMail,
): Promise<TenantMailOutcome> {
  const row = await withTenant(deps.database, tenantId, (tx) => readMailSettings(tx, tenantId));
  const account = smtpAccountOf(row, deps.config.MAIL_SECRET_KEY);
  if (!account) return { sent: false, notSetUp: true };
  const domain = account.from.split('@')[1] ?? 'treaddesk.invalid';
  try {
    const transport = await smtpTransport(account, mailNetworkOf(deps.config));
    try {
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
    } finally {
      transport.close();
    }
    return { sent: true };
  } catch (error) {
    return { sent: false, notSetUp: false, failure: mailFailureText(error) };
  }
}
