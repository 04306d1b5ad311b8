import { and, count, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { loginAttempts, sessions, tenants, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type TenantRef = { id: number; name: string; isActive: boolean } | null;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(sql`lower(${users.username})`, key)))
    .limit(1);
  return user;
}

const activeTenant = alias(tenants, 'active_tenant');

const sessionById = preparedQuery('find_session', (db) =>
  db
    .select({
      session: sessions,
      user: users,
      tenant: { id: tenants.id, name: tenants.name, isActive: tenants.isActive },
      activeTenant: { id: activeTenant.id, name: activeTenant.name, isActive: activeTenant.isActive },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(activeTenant, eq(activeTenant.id, sessions.activeTenantId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1),
);

/** Every signed-in request starts here, so it runs as a prepared statement. */
export async function findSession(db: Db, idHash: string) {
  const [row] = await sessionById(db, { idHash });
  return row;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function touchSession(db: Db, idHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function setActiveTenant(db: Db, idHash: string, tenantId: number) {
  await db.update(sessions).set({ activeTenantId: tenantId }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
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

/** Failed attempts for an account from one IP since `since`, newest first. */
export async function recentFailures(db: Db, account: string, ip: string, since: Date, max: number) {
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.account, account), eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)),
    )
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(max + 1);
  // A success resets the count: only failures after the latest success matter.
  const failures: Date[] = [];
  for (const row of rows) {
    if (row.succeeded) break;
    failures.push(row.createdAt);
  }
  return failures;
}

export async function recordLoginAttempt(db: Db, values: typeof loginAttempts.$inferInsert) {
  await db.insert(loginAttempts).values(values);
}

export async function purgeLoginAttempts(db: Db, before: Date) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < ${before}`);
}

export async function countSessions(db: Db, userId: number) {
  const [row] = await db.select({ value: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.value ?? 0;
}
