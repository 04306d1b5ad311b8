import type { z } from 'zod';
import type { mailSettingsSchema } from '../../../domain/mail';
import { recordAudit } from '../../lib/audit';
import type { StaffContext } from '../../lib/request-context';
import { imapClient } from './mail-poller';
import { transportFor } from './mail-sender';
import {
  imapAccountOf,
  readMailSettings,
  smtpAccountOf,
  toMailSettingsDto,
  writeMailSettings,
} from './mail-settings';

type Deps = { secretKey: string | undefined };

export async function getMailSettings(ctx: StaffContext & Deps) {
  return toMailSettingsDto(await ctx.inTenant((tx) => readMailSettings(tx, ctx.tenantId)), ctx.secretKey);
}

export async function saveMailSettings(ctx: StaffContext & Deps, input: z.output<typeof mailSettingsSchema>) {
  const row = await ctx.inTenant(async (tx) => {
    const saved = await writeMailSettings(tx, ctx.tenantId, input, ctx.secretKey, ctx.now);
    // Which fields changed, never their values: passwords must not reach the audit log.
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'mail_settings',
      entityId: ctx.tenantId,
      changes: { fields: Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined) },
    });
    return saved;
  });
  return toMailSettingsDto(row, ctx.secretKey);
}

/** Connects and signs in with the stored settings; the server's own answer comes back on failure. */
export async function testMailServer(ctx: StaffContext & Deps, server: 'smtp' | 'imap') {
  const row = await ctx.inTenant((tx) => readMailSettings(tx, ctx.tenantId));
  if (server === 'smtp') {
    const account = smtpAccountOf(row, ctx.secretKey);
    if (!account) return { ok: false, message: 'Enter the support address and the SMTP server first' };
    const transport = transportFor(account);
    try {
      await transport.verify();
      return { ok: true, message: `Connected to ${account.host}:${account.port}` };
    } catch (error) {
      return {
        ok: false,
        message: error instanceof Error ? error.message.slice(0, 300) : 'Connection failed',
      };
    } finally {
      transport.close();
    }
  }
  const account = imapAccountOf(row, ctx.secretKey);
  if (!account) return { ok: false, message: 'Enter the IMAP server, user and password first' };
  const client = imapClient(account);
  client.on('error', () => {});
  try {
    await client.connect();
    const status = await client.status(account.mailbox, { messages: true, unseen: true });
    await client.logout();
    return {
      ok: true,
      message: `Connected: ${status ? (status.messages ?? 0) : 0} messages in ${account.mailbox}, ${status ? (status.unseen ?? 0) : 0} unread`,
    };
  } catch (error) {
    client.close();
    const text =
      error instanceof Error
        ? ((error as Error & { responseText?: string }).responseText ?? error.message)
        : 'Connection failed';
    return { ok: false, message: text.slice(0, 300) };
  }
}
