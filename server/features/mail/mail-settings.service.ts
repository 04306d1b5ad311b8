import type { z } from 'zod';
import type { MailStatus, mailSettingsSchema } from '../../../domain/mail';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { imapClient, mailFailureText, smtpTransport, type MailNetwork } from './mail-connection';
import {
  canSendReplies,
  countServerTest,
  imapAccountOf,
  readMailSettings,
  receivesMail,
  smtpAccountOf,
  toMailSettingsDto,
  writeMailSettings,
  type ImapAccount,
  type SmtpAccount,
} from './mail-settings';

type Deps = { secretKey: string | undefined };
type TestDeps = Deps & { network: MailNetwork };

/** Tests of one tenant's servers per window, from every instance together. */
const SERVER_TESTS_PER_WINDOW = 10;
const SERVER_TEST_WINDOW_MS = 10 * 60_000;

/** Whether replies can be e-mailed and mail comes in: any staff member, before writing a reply. */
export async function getMailStatus(ctx: StaffContext): Promise<MailStatus> {
  const row = await ctx.inTenant((tx) => readMailSettings(tx, ctx.tenantId));
  return { outgoing: canSendReplies(row), incoming: receivesMail(row) };
}

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

async function testSmtp(account: SmtpAccount, network: MailNetwork) {
  const transport = await smtpTransport(account, network);
  try {
    await transport.verify();
    return { ok: true, message: `Connected to ${account.host}:${account.port}` };
  } finally {
    transport.close();
  }
}

async function testImap(account: ImapAccount, network: MailNetwork) {
  const client = await imapClient(account, network);
  try {
    await client.connect();
    const status = await client.status(account.mailbox, { messages: true, unseen: true });
    await client.logout();
    const { messages = 0, unseen = 0 } = status || {};
    return { ok: true, message: `Connected: ${messages} messages in ${account.mailbox}, ${unseen} unread` };
  } finally {
    client.close();
  }
}

/** The stored settings, with this test counted: 429 past the tenant's allowance. */
async function settingsForTest(ctx: StaffContext) {
  return ctx.inTenant(async (tx) => {
    const count = await countServerTest(tx, ctx.tenantId, ctx.now, SERVER_TEST_WINDOW_MS);
    if (count && count.tests > SERVER_TESTS_PER_WINDOW) {
      const waitMs = count.since!.getTime() + SERVER_TEST_WINDOW_MS - ctx.now.getTime();
      throw new AppError(
        'RATE_LIMITED',
        'Too many connection tests. Please wait before testing again.',
        undefined,
        Math.max(1, waitMs / 1000),
      );
    }
    return readMailSettings(tx, ctx.tenantId);
  });
}

/**
 * Connects and signs in with the stored settings, through the guarded connection: a failure
 * answers its class, never the remote side's text.
 */
export async function testMailServer(ctx: StaffContext & TestDeps, server: 'smtp' | 'imap') {
  const row = await settingsForTest(ctx);
  try {
    if (server === 'smtp') {
      const account = smtpAccountOf(row, ctx.secretKey);
      if (!account) return { ok: false, message: 'Enter the support address and the SMTP server first' };
      return await testSmtp(account, ctx.network);
    }
    const account = imapAccountOf(row, ctx.secretKey);
    if (!account) return { ok: false, message: 'Enter the IMAP server, user and password first' };
    return await testImap(account, ctx.network);
  } catch (error) {
    return { ok: false, message: mailFailureText(error) };
  }
}
