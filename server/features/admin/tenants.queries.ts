import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { customers, dealers, tenants, tickets, users } from '../../db/schema';
import { likePattern } from '../../lib/search';
import { inTurn } from '../../db/in-turn';

export type TenantRow = typeof tenants.$inferSelect;

export async function listTenants(db: Db, query: { search?: string; limit: number; offset: number }) {
  const where: SQL | undefined = query.search
    ? or(ilike(tenants.name, likePattern(query.search)), ilike(tenants.subdomain, likePattern(query.search)))
    : undefined;
  const [items, [total]] = await inTurn([
    db
      .select()
      .from(tenants)
      .where(where)
      .orderBy(asc(tenants.name), asc(tenants.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(tenants).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** Every active tenant's id and name, by name: the tenants a cross-tenant search looks in. */
export function listActiveTenants(db: Db) {
  return db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.isActive, true))
    .orderBy(asc(tenants.name), asc(tenants.id));
}

export async function findTenant(db: Db, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row;
}

export async function subdomainTaken(db: Db, subdomain: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      exceptId
        ? and(eq(tenants.subdomain, subdomain), ne(tenants.id, exceptId))
        : eq(tenants.subdomain, subdomain),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTenant(db: Db, values: typeof tenants.$inferInsert) {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}

export async function updateTenant(db: Db, id: number, values: Partial<typeof tenants.$inferInsert>) {
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, id)).returning();
  return row!;
}

export async function deleteTenant(db: Db, id: number) {
  await db.delete(tenants).where(eq(tenants.id, id));
}

/**
 * Whether anything still belongs to the tenant. Counted as the table owner: this is a
 * platform-level question asked by a global admin, not a query inside the tenant.
 */
export async function tenantHasData(db: Db, id: number): Promise<boolean> {
  const result = await db.execute(sql`select
      exists(select 1 from ${users} where ${users.tenantId} = ${id})
      or exists(select 1 from ${tickets} where ${tickets.tenantId} = ${id})
      or exists(select 1 from ${customers} where ${customers.tenantId} = ${id})
      or exists(select 1 from ${dealers} where ${dealers.tenantId} = ${id}) as used`);
  return Boolean(rowsOf<{ used: boolean }>(result)[0]?.used);
}
