import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClaimEvent, ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import { DEFAULT_ROUNDING, type RoundingSettings } from '../../../domain/proration';
import type { Tx } from '../../db/client';
import { claimEvents, claimSettings, warrantyClaims } from '../../db/schema';

export type NewClaimEvent = {
  claimId: number;
  fromStatus: ClaimWorkflowStatus | null;
  toStatus: ClaimWorkflowStatus;
  reason: string | null;
  userId: number | null;
  userName: string | null;
  createdAt: Date;
};

export async function insertClaimEvents(tx: Tx, tenantId: number, events: NewClaimEvent[]) {
  if (events.length === 0) return;
  await tx.insert(claimEvents).values(events.map((event) => ({ ...event, tenantId })));
}

export async function listClaimEvents(tx: Tx, tenantId: number, claimId: number): Promise<ClaimEvent[]> {
  const rows = await tx
    .select()
    .from(claimEvents)
    .where(and(eq(claimEvents.tenantId, tenantId), eq(claimEvents.claimId, claimId)))
    .orderBy(asc(claimEvents.createdAt), asc(claimEvents.id));
  return rows.map((row) => ({
    id: row.id,
    claimId: row.claimId,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Locks the claims being moved, so two decisions on one claim cannot both apply. */
export async function lockClaims(tx: Tx, tenantId: number, ids: number[]) {
  return tx
    .select({ id: warrantyClaims.id, workflowStatus: warrantyClaims.workflowStatus })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), inArray(warrantyClaims.id, ids)))
    .orderBy(asc(warrantyClaims.id))
    .for('update');
}

export async function setWorkflowStatus(
  tx: Tx,
  tenantId: number,
  ids: number[],
  values: { workflowStatus: ClaimWorkflowStatus; authorizationStatusName?: string; updatedAt: Date },
) {
  await tx
    .update(warrantyClaims)
    .set(values)
    .where(and(eq(warrantyClaims.tenantId, tenantId), inArray(warrantyClaims.id, ids)));
}

export async function readRounding(tx: Tx, tenantId: number): Promise<RoundingSettings> {
  const [row] = await tx.select().from(claimSettings).where(eq(claimSettings.tenantId, tenantId)).limit(1);
  return row ? { tread: row.treadRounding, mileage: row.mileageRounding } : DEFAULT_ROUNDING;
}

export async function writeRounding(tx: Tx, tenantId: number, rounding: RoundingSettings, now: Date) {
  const values = { treadRounding: rounding.tread, mileageRounding: rounding.mileage, updatedAt: now };
  await tx
    .insert(claimSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: claimSettings.tenantId, set: values });
}
