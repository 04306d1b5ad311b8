import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { macros } from '../../db/schema';
import { ownedNameTaken } from '../../lib/owned-names';

export type MacroRow = typeof macros.$inferSelect;

/** The tenant's shared macros and the user's own: all anyone sees of the table. */
const visibleTo = (tenantId: number, userId: number) =>
  and(eq(macros.tenantId, tenantId), or(isNull(macros.ownerUserId), eq(macros.ownerUserId, userId)));

export function listVisibleMacros(tx: Tx, tenantId: number, userId: number) {
  return tx
    .select()
    .from(macros)
    .where(visibleTo(tenantId, userId))
    .orderBy(sql`lower(${macros.name})`, asc(macros.id));
}

export async function findVisibleMacro(tx: Tx, tenantId: number, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(macros)
    .where(and(visibleTo(tenantId, userId), eq(macros.id, id)))
    .limit(1);
  return row;
}

/** Whether another macro of the same scope (shared, or this owner's) has the name, in any case. */
export const nameTaken = (
  tx: Tx,
  tenantId: number,
  ownerUserId: number | null,
  name: string,
  exceptId?: number,
) => ownedNameTaken(tx, macros, { tenantId, ownerUserId }, name, exceptId);

export async function insertMacro(tx: Tx, values: typeof macros.$inferInsert) {
  const [row] = await tx.insert(macros).values(values).returning();
  return row!;
}

export async function updateMacro(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<Pick<MacroRow, 'name' | 'actions' | 'updatedAt'>>,
) {
  const [row] = await tx
    .update(macros)
    .set(values)
    .where(and(eq(macros.tenantId, tenantId), eq(macros.id, id)))
    .returning();
  return row!;
}

export async function deleteMacroRow(tx: Tx, tenantId: number, id: number) {
  await tx.delete(macros).where(and(eq(macros.tenantId, tenantId), eq(macros.id, id)));
}
