import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserRole } from '../../../domain/admin';
import type { Db, Tx } from '../../db/client';
import { tenants, users } from '../../db/schema';
import { likePattern } from '../../lib/search';
import { inTurn } from '../../db/in-turn';

export type UserListQuery = {
  search?: string;
  role?: UserRole;
  dealerId?: number;
  limit: number;
  offset: number;
};

const withTenant = {
  user: users,
  tenant: { id: tenants.id, name: tenants.name, isActive: tenants.isActive },
};

export async function listUsers(db: Db, query: UserListQuery, onlyTenantId?: number) {
  const conditions: SQL[] = [];
  if (onlyTenantId !== undefined)
    conditions.push(eq(users.tenantId, onlyTenantId), ne(users.role, 'global_admin'));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.dealerId !== undefined) conditions.push(eq(users.dealerId, query.dealerId));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(sql`lower(${users.email}) like ${pattern}`, sql`lower(${users.username}) like ${pattern}`)!,
    );
  }
  const where = and(...conditions);
  const [items, [total]] = await inTurn([
    db
      .select(withTenant)
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(where)
      .orderBy(asc(users.username), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findUserWithTenant(db: Db, id: number) {
  const [row] = await db
    .select(withTenant)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Accounts that sign in with this e-mail or username (one case-folded namespace): two at most. */
export async function accountsNamed(db: Db, email: string, username: string, exceptId?: number) {
  const names = [email.toLowerCase(), username.toLowerCase()];
  return db
    .select()
    .from(users)
    .where(
      and(
        or(inArray(sql`lower(${users.email})`, names), inArray(sql`lower(${users.username})`, names)),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(2);
}

/** Whether another account signs in with this e-mail or username. */
export async function identityTaken(db: Db, email: string, username: string, exceptId?: number) {
  return (await accountsNamed(db, email, username, exceptId)).length > 0;
}

export async function insertUser(db: Db | Tx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Db | Tx, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}
