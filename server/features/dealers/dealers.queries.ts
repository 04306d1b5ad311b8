import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dealers } from '../../db/schema';
import { containsText, searchTextOf } from '../../lib/search';
import type { DealerRow } from './dealer-dto';
import { inTurn } from '../../db/in-turn';

export type NewDealer = Omit<typeof dealers.$inferInsert, 'searchText' | 'tenantId'>;

/** What the dealers search looks through: every identifying field a row shows. */
export function dealerSearchText(dealer: NewDealer): string {
  return searchTextOf(
    dealer.dealerName,
    dealer.dealerCode,
    dealer.email,
    dealer.contactName,
    dealer.phone,
    dealer.city,
    dealer.state,
  );
}

export async function insertDealer(tx: Tx, tenantId: number, dealer: NewDealer): Promise<DealerRow> {
  const searchText = dealerSearchText(dealer);
  const [row] = await tx
    .insert(dealers)
    .values({ ...dealer, tenantId, searchText })
    .returning();
  return row!;
}

export async function findDealer(tx: Tx, tenantId: number, id: number): Promise<DealerRow | undefined> {
  const [row] = await tx
    .select()
    .from(dealers)
    .where(and(eq(dealers.tenantId, tenantId), eq(dealers.id, id)))
    .limit(1);
  return row;
}

/** Whether another dealer of the tenant (not `exceptId`, the one being edited) has this code. */
export async function dealerCodeTaken(
  tx: Tx,
  tenantId: number,
  dealerCode: string,
  exceptId?: number,
): Promise<boolean> {
  const sameCode = and(eq(dealers.tenantId, tenantId), eq(dealers.dealerCode, dealerCode));
  const [row] = await tx
    .select({ id: dealers.id })
    .from(dealers)
    .where(exceptId === undefined ? sameCode : and(sameCode, ne(dealers.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Changes a dealer's fields and recomputes what the search looks through. */
export async function updateDealerRow(
  tx: Tx,
  tenantId: number,
  current: DealerRow,
  patch: Partial<NewDealer>,
): Promise<DealerRow> {
  const [row] = await tx
    .update(dealers)
    .set({ ...patch, searchText: dealerSearchText({ ...current, ...patch }) })
    .where(and(eq(dealers.tenantId, tenantId), eq(dealers.id, current.id)))
    .returning();
  return row!;
}

/** Locks the dealer until the transaction ends, so nothing comes to refer to it before a delete. */
export async function lockDealer(tx: Tx, tenantId: number, id: number): Promise<DealerRow | undefined> {
  const [row] = await tx
    .select()
    .from(dealers)
    .where(and(eq(dealers.tenantId, tenantId), eq(dealers.id, id)))
    .for('update');
  return row;
}

export async function deleteDealerRow(tx: Tx, tenantId: number, id: number) {
  await tx.delete(dealers).where(and(eq(dealers.tenantId, tenantId), eq(dealers.id, id)));
}

export async function listDealers(
  tx: Tx,
  tenantId: number,
  query: { search?: string; limit: number; offset: number },
) {
  const tenant = eq(dealers.tenantId, tenantId);
  const where: SQL | undefined = query.search
    ? and(tenant, containsText(dealers.searchText, query.search))
    : tenant;
  const [items, [total]] = await inTurn([
    tx
      .select()
      .from(dealers)
      .where(where)
      .orderBy(desc(dealers.createdAt), desc(dealers.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(dealers).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
