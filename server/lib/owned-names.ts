import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** A tenant's named rows that are either shared (no owner) or one user's own: macros, saved views. */
type OwnedNamedTable = PgTable & Record<'id' | 'tenantId' | 'ownerUserId' | 'name', PgColumn>;

/**
 * Whether another row of the same scope (the shared ones when `ownerUserId` is null, else that
 * owner's) has the name, whatever its case.
 */
export async function ownedNameTaken(
  tx: Tx,
  table: OwnedNamedTable,
  scope: { tenantId: number; ownerUserId: number | null },
  name: string,
  exceptId?: number,
) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.tenantId, scope.tenantId),
        scope.ownerUserId === null ? isNull(table.ownerUserId) : eq(table.ownerUserId, scope.ownerUserId),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
