import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REOPEN_DAYS_DEFAULT, type MailSettings, type mailSettingsSchema } from '../../../domain/mail';
import type { Tx } from '../../db/client';
import { mailSettings } from '../../db/schema';
import { openSecret, sealSecret } from './mail.secrets';

export type MailSettingsRow = typeof mailSettings.$inferSelect;

export async function readMailSettings(tx: Tx, tenantId: number): Promise<MailSettingsRow | undefined> {
  const [row] = await tx.select().from(mailSettings).where(eq(mailSettings.tenantId, tenantId)).limit(1);
  return row;
}

export function toMailSettingsDto(
  row: MailSettingsRow | undefined,
  secretKey: string | undefined,
): MailSettings {
  return {
    supportAddress: row?.supportAddress ?? null,
    supportName: row?.supportName ?? null,
    smtpHost: row?.smtpHost ?? null,
    smtpPort: row?.smtpPort ?? null,
    smtpSecure: row?.smtpSecure ?? false,
    smtpUser: row?.smtpUser ?? null,
    smtpPasswordSet: Boolean(row?.smtpPasswordSealed),
    imapHost: row?.imapHost ?? null,
    imapPort: row?.imapPort ?? null,
    imapSecure: row?.imapSecure ?? false,
    imapUser: row?.imapUser ?? null,
    imapPasswordSet: Boolean(row?.imapPasswordSealed),
    imapMailbox: row?.imapMailbox ?? 'INBOX',
    reopenWithinDays: row?.reopenWithinDays ?? REOPEN_DAYS_DEFAULT,
    satisfactionSurveys: row?.satisfactionSurveys ?? false,
    lastPollAt: row?.lastPollAt?.toISOString() ?? null,
    lastPollResult: row?.lastPollResult ?? null,
    lastPollError: row?.lastPollError ?? null,
    canStorePasswords: Boolean(secretKey),
  };
}

type Input = z.output<typeof mailSettingsSchema>;

/** Absent fields keep their stored value; a password is sealed before it reaches the database. */
export async function writeMailSettings(
  tx: Tx,
  tenantId: number,
  input: Input,
  secretKey: string | undefined,
  now: Date,
) {
  const seal = (value: string | null | undefined) =>
    value === undefined
      ? undefined
      : value === null || value === ''
        ? null
        : sealSecret(secretKey, tenantId, value);
  const { smtpPassword, imapPassword, ...plain } = input;
  const values = {
    ...plain,
    smtpPasswordSealed: seal(smtpPassword),
    imapPasswordSealed: seal(imapPassword),
    updatedAt: now,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await tx
    .insert(mailSettings)
    .values({ tenantId, ...defined })
    .onConflictDoUpdate({ target: mailSettings.tenantId, set: defined });
  return (await readMailSettings(tx, tenantId))!;
}

export async function recordPoll(tx: Tx, tenantId: number, at: Date, result: string, error: string | null) {
  await tx
    .update(mailSettings)
    .set({ lastPollAt: at, lastPollResult: result, lastPollError: error })
    .where(eq(mailSettings.tenantId, tenantId));
}

/**
 * Counts one connection test in the tenant's window; answers how many the window holds now and
 * when it started. Nothing is counted for a tenant without settings (there is nothing to test).
 */
export async function countServerTest(tx: Tx, tenantId: number, now: Date, windowMs: number) {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`(${mailSettings.serverTestsSince} is null or ${mailSettings.serverTestsSince} <= ${windowStart}::timestamptz)`;
  const [row] = await tx
    .update(mailSettings)
    .set({
      serverTests: sql`case when ${expired} then 1 else ${mailSettings.serverTests} + 1 end`,
      serverTestsSince: sql`case when ${expired} then ${now}::timestamptz else ${mailSettings.serverTestsSince} end`,
    })
    .where(eq(mailSettings.tenantId, tenantId))
    .returning({ tests: mailSettings.serverTests, since: mailSettings.serverTestsSince });
  return row;
}

export type SmtpAccount = {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
  fromName: string | null;
};
export type ImapAccount = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
  supportAddress: string | null;
};

/** A reply can be queued for sending: the tenant has an outgoing server and a support address. */
export function canSendReplies(
  row: MailSettingsRow | undefined,
): row is MailSettingsRow & { smtpHost: string; supportAddress: string } {
  return Boolean(row?.smtpHost && row.supportAddress);
}

/** The mailbox is polled: the tenant has an incoming server, its user and a stored password. */
export function receivesMail(row: MailSettingsRow | undefined): boolean {
  return Boolean(row?.imapHost && row.imapUser && row.imapPasswordSealed);
}

export function smtpAccountOf(
  row: MailSettingsRow | undefined,
  secretKey: string | undefined,
): SmtpAccount | null {
  if (!canSendReplies(row)) return null;
  return {
    host: row.smtpHost,
    port: row.smtpPort ?? (row.smtpSecure ? 465 : 587),
    secure: row.smtpSecure,
    user: row.smtpUser,
    password: openSecret(secretKey, row.tenantId, row.smtpPasswordSealed),
    from: row.supportAddress,
    fromName: row.supportName,
  };
}

export function imapAccountOf(
  row: MailSettingsRow | undefined,
  secretKey: string | undefined,
): ImapAccount | null {
  if (!row?.imapHost || !row.imapUser) return null;
  const password = openSecret(secretKey, row.tenantId, row.imapPasswordSealed);
  if (password === null) return null;
  return {
    host: row.imapHost,
    port: row.imapPort ?? (row.imapSecure ? 993 : 143),
    secure: row.imapSecure,
    user: row.imapUser,
    password,
    mailbox: row.imapMailbox,
    supportAddress: row.supportAddress?.toLowerCase() ?? null,
  };
}
