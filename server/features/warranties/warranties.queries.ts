import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ticketReference, tickets, warrantyClaims } from '../../db/schema';
import type { WarrantyRow } from './warranty-dto';
import { inTurn } from '../../db/in-turn';

export type WarrantyValues = Omit<typeof warrantyClaims.$inferInsert, 'id' | 'tenantId'>;

export async function listClaims(
  tx: Tx,
  tenantId: number,
  query: { ticketId?: number; limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(warrantyClaims.tenantId, tenantId)];
  if (query.ticketId) conditions.push(eq(warrantyClaims.ticketId, query.ticketId));
  const where = and(...conditions);
  const [items, [total]] = await inTurn([
    tx
      .select({ ...getTableColumns(warrantyClaims), ...ticketReference })
      .from(warrantyClaims)
      .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
      .where(where)
      .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(warrantyClaims).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** A ticket's claims, oldest first. */
export function listTicketClaims(tx: Tx, tenantId: number, ticketId: number) {
  return tx
    .select()
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.ticketId, ticketId)))
    .orderBy(asc(warrantyClaims.createdAt), asc(warrantyClaims.id));
}

export async function findClaim(tx: Tx, tenantId: number, id: number): Promise<WarrantyRow | undefined> {
  const [row] = await tx
    .select()
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.id, id)))
    .limit(1);
  return row;
}

export async function insertClaim(tx: Tx, tenantId: number, values: WarrantyValues) {
  const [row] = await tx
    .insert(warrantyClaims)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateClaim(tx: Tx, tenantId: number, id: number, values: Partial<WarrantyValues>) {
  const [row] = await tx
    .update(warrantyClaims)
    .set(values)
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.id, id)))
    .returning();
  return row!;
}

export async function deleteClaim(tx: Tx, tenantId: number, id: number) {
  await tx
    .delete(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.id, id)));
}
