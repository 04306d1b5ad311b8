import { lockUntilCommit } from '../../lib/advisory-locks';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { normalSignInName } from '../../../domain/admin';
import type { Db, Tx } from '../../db/client';
import { loginAttempts, sessions, tenants, users } from '../../db/schema';
import type { TenantRef, UserRow } from '../../lib/session-store';

/** The sign-in key of a login name: e-mails hold '@', usernames never do (NFKC, case-folded). */
export function loginKey(login: string) {
  return normalSignInName(login).toLowerCase();
}

/** An e-mail matches only e-mails and a username only usernames: one account at most. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = loginKey(login);
  const [user] = await db
    .select()
    .from(users)
    .where(key.includes('@') ? eq(users.email, key) : eq(sql`lower(${users.username})`, key))
    .limit(1);
  return user;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function setActiveTenant(db: Db, idHash: string, tenantId: number) {
  await db.update(sessions).set({ activeTenantId: tenantId }).where(eq(sessions.idHash, idHash));
}

/** Ends a user's sessions, optionally keeping the one making the change. */
export async function deleteUserSessions(db: Db, userId: number, exceptIdHash?: string) {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
}

export async function findTenantRef(db: Db, tenantId: number): Promise<TenantRef> {
  const [tenant] = await db
    .select({ id: tenants.id, name: tenants.name, isActive: tenants.isActive })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return tenant ?? null;
}

export async function firstActiveTenant(db: Db): Promise<TenantRef> {
  const [tenant] = await db
    .select({ id: tenants.id, name: tenants.name, isActive: tenants.isActive })
    .from(tenants)
    .where(eq(tenants.isActive, true))
    .orderBy(tenants.id)
    .limit(1);
  return tenant ?? null;
}

/** Serialises attempts on one account until the end of the transaction. */
export async function lockLoginAccount(tx: Db | Tx, account: string) {
  await lockUntilCommit(tx, 'signInAccount', account);
}

/** Where attempts came from: one address, one known device, or (neither) anywhere. */
export type AttemptSource = { ip?: string; device?: string };

function fromSource(account: string, source: AttemptSource, since: Date) {
  return and(
    eq(loginAttempts.account, account),
    source.ip === undefined ? undefined : eq(loginAttempts.ip, source.ip),
    source.device === undefined ? undefined : eq(loginAttempts.device, source.device),
    gt(loginAttempts.createdAt, since),
  );
}

/**
 * Failed attempts on an account from a source since `since`, newest first, at most `max` + 1.
 * From one address or device a success resets the count (only failures after it matter); from
 * anywhere it does not, or the owner's own sign-ins would hand a guesser fresh tries.
 */
export async function recentFailures(
  db: Db | Tx,
  account: string,
  source: AttemptSource,
  since: Date,
  max: number,
) {
  const resetBySuccess = source.ip !== undefined || source.device !== undefined;
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(
      and(
        fromSource(account, source, since),
        resetBySuccess ? undefined : eq(loginAttempts.succeeded, false),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(max + 1);
  const failures: Date[] = [];
  for (const row of rows) {
    if (row.succeeded) break;
    failures.push(row.createdAt);
  }
  return failures;
}

/** When a known device last tried the account, if it did since `since`. */
export async function lastDeviceAttempt(db: Db | Tx, account: string, device: string, since: Date) {
  const [row] = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(fromSource(account, { device }, since))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function recordLoginAttempt(db: Db | Tx, values: typeof loginAttempts.$inferInsert) {
  const [row] = await db.insert(loginAttempts).values(values).returning({ id: loginAttempts.id });
  return row!.id;
}

export async function markAttemptSucceeded(db: Db, id: number) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

export async function purgeLoginAttempts(db: Db, before: Date) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < ${before}`);
}

export async function updateUserPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
