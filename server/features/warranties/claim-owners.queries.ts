import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { warrantyClaims } from '../../db/schema';

/** The selected claims' owners, locked in id order so two bulk assignments cannot deadlock. */
export function lockClaimOwners(tx: Tx, tenantId: number, ids: number[]) {
  return tx
    .select({
      id: warrantyClaims.id,
      ownerUserId: warrantyClaims.ownerUserId,
      workflowStatus: warrantyClaims.workflowStatus,
    })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), inArray(warrantyClaims.id, ids)))
    .orderBy(asc(warrantyClaims.id))
    .for('update');
}

export async function setClaimOwner(
  tx: Tx,
  tenantId: number,
  ids: number[],
  values: { ownerUserId: number | null; updatedAt: Date },
) {
  await tx
    .update(warrantyClaims)
    .set(values)
    .where(and(eq(warrantyClaims.tenantId, tenantId), inArray(warrantyClaims.id, ids)));
}
