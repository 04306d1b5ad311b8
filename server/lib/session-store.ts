import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { sessions, tenants, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type TenantRef = { id: number; name: string; isActive: boolean } | null;

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

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** Every signed-in request starts here, so it runs as a prepared statement. */
export async function findSession(db: Db, idHash: string) {
  const [row] = await sessionById(db, { idHash });
  return row;
}

export async function touchSession(db: Db, idHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** What decides whether each of these sessions is still open, for those still stored (the live streams' check). */
export async function findSessionStates(db: Db, idHashes: string[]) {
  if (idHashes.length === 0) return [];
  return db
    .select({
      idHash: sessions.idHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      activeTenantId: sessions.activeTenantId,
      isDisabled: users.isDisabled,
      role: users.role,
      tenantId: users.tenantId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.idHash, idHashes));
}
export type SessionState = Awaited<ReturnType<typeof findSessionStates>>[number];

export async function touchSessions(db: Db, idHashes: string[], at: Date) {
  if (idHashes.length === 0) return;
  await db.update(sessions).set({ lastSeenAt: at }).where(inArray(sessions.idHash, idHashes));
}
