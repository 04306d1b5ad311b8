import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ClaimChange } from '../../../domain/claim-changes';
import type { ClaimEvent, ClaimEventKind, ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import type { Tx } from '../../db/client';
import { claimCredits, claimEvents, warrantyClaims } from '../../db/schema';
import type { WarrantyValues } from './warranties.queries';

export type NewClaimEvent = {
  claimId: number;
  kind?: ClaimEventKind;
  fromStatus: ClaimWorkflowStatus | null;
  toStatus: ClaimWorkflowStatus;
  reason: string | null;
  changes?: ClaimChange[];
  creditId?: number | null;
  userId: number | null;
  userName: string | null;
  createdAt: Date;
};

export async function insertClaimEvents(tx: Tx, tenantId: number, events: NewClaimEvent[]) {
  if (events.length === 0) return;
  await tx.insert(claimEvents).values(
    events.map((event) => ({
      ...event,
      changes: event.changes?.length ? event.changes : null,
      tenantId,
    })),
  );
}

/** A claim's history, oldest first, each step with the ledger row it wrote. */
export async function listClaimEvents(tx: Tx, tenantId: number, claimId: number): Promise<ClaimEvent[]> {
  const rows = await tx
    .select({
      event: claimEvents,
      credit: { kind: claimCredits.kind, number: claimCredits.number, amountCents: claimCredits.amountCents },
    })
    .from(claimEvents)
    .leftJoin(claimCredits, eq(claimCredits.id, claimEvents.creditId))
    .where(and(eq(claimEvents.tenantId, tenantId), eq(claimEvents.claimId, claimId)))
    .orderBy(asc(claimEvents.createdAt), asc(claimEvents.id));
  return rows.map(({ event, credit }) => ({
    id: event.id,
    claimId: event.claimId,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    changes: event.changes ?? [],
    credit: credit?.kind ? credit : null,
    userName: event.userName,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** Locks the claims being moved, so two decisions on one claim cannot both apply. */
export async function lockClaims(tx: Tx, tenantId: number, ids: number[]) {
  return tx
    .select()
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), inArray(warrantyClaims.id, ids)))
    .orderBy(asc(warrantyClaims.id))
    .for('update');
}

export async function setWorkflowStatus(
  tx: Tx,
  tenantId: number,
  ids: number[],
  values: Partial<WarrantyValues> & { workflowStatus: ClaimWorkflowStatus; updatedAt: Date },
) {
  await tx
    .update(warrantyClaims)
    .set(values)
    .where(and(eq(warrantyClaims.tenantId, tenantId), inArray(warrantyClaims.id, ids)));
}

/** Whether the claim was ever submitted: any step of its history past draft and review. */
export async function reachedSubmission(tx: Tx, tenantId: number, claimId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: claimEvents.id })
    .from(claimEvents)
    .where(
      and(
        eq(claimEvents.tenantId, tenantId),
        eq(claimEvents.claimId, claimId),
        notInArray(claimEvents.toStatus, ['draft', 'needs_review']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
