import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { containsText, searchTextOf } from '../../lib/search';
import type { CustomerRow } from './customer-dto';
import { inTurn } from '../../db/in-turn';

export type NewCustomer = Omit<typeof customers.$inferInsert, 'searchText' | 'tenantId'>;

export function customerSearchText(customer: NewCustomer): string {
  return searchTextOf(
    customer.firstName,
    customer.lastName,
    customer.email,
    customer.phone,
    customer.company,
  );
}

export async function insertCustomer(tx: Tx, tenantId: number, customer: NewCustomer): Promise<CustomerRow> {
  const [row] = await tx
    .insert(customers)
    .values({ ...customer, tenantId, searchText: customerSearchText(customer) })
    .returning();
  return row!;
}

export async function findCustomer(tx: Tx, tenantId: number, id: number): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .limit(1);
  return row;
}

/** Changes a customer's fields and recomputes what the search looks through. */
export async function updateCustomerRow(
  tx: Tx,
  tenantId: number,
  current: CustomerRow,
  patch: Partial<NewCustomer>,
): Promise<CustomerRow> {
  const [row] = await tx
    .update(customers)
    .set({ ...patch, searchText: customerSearchText({ ...current, ...patch }) })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, current.id)))
    .returning();
  return row!;
}

/**
 * Locks the customer until the transaction ends: a ticket being opened for it waits (its foreign
 * key check needs the row), so nothing can come to refer to it between the check and the delete.
 */
export async function lockCustomer(tx: Tx, tenantId: number, id: number): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .for('update');
  return row;
}

export async function deleteCustomerRow(tx: Tx, tenantId: number, id: number) {
  await tx.delete(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
}

export async function findCustomerByPhoneAndName(tx: Tx, tenantId: number, phone: string, fullName: string) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.phone, phone),
        eq(sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`, fullName.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

function listFilter(tenantId: number, search: string | undefined): SQL | undefined {
  const tenant = eq(customers.tenantId, tenantId);
  return search ? and(tenant, containsText(customers.searchText, search)) : tenant;
}

export async function listCustomers(
  tx: Tx,
  tenantId: number,
  query: { search?: string; limit: number; offset: number },
) {
  const where = listFilter(tenantId, query.search);
  const [items, [total]] = await inTurn([
    tx
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(customers).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** The ticket form's lookup: an exact phone match, or a name containing what was typed. */
export async function searchCustomers(tx: Tx, tenantId: number, phone: string, name: string, limit = 10) {
  const matches: SQL[] = [];
  if (phone) matches.push(eq(customers.phone, phone));
  if (name) matches.push(containsText(customers.searchText, name));
  if (matches.length === 0) return [];
  return tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), or(...matches)))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit);
}
