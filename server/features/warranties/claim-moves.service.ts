import type { ClaimChange } from '../../../domain/claim-changes';
import { AUTHORIZATION_NAME_FOR, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { StaffContext } from '../../lib/request-context';
import { notifyClaimDealerIn, notifyStaffIn } from '../notifications';
import { creditClaim, reverseCredit } from './claim-credits.service';
import { decisionWaitOf } from './claim-due';
import { insertClaimEvents, setWorkflowStatus } from './claim-workflow.queries';
import type { WarrantyRow } from './warranty-dto';
import type { WarrantyValues } from './warranties.queries';

export type ClaimMove = { to: ClaimWorkflowStatus; reason: string | null; goodwill?: boolean };

/**
 * What a move sets besides the status: an authorization's date and amount (and goodwill), cleared
 * when the claim leaves it for anything but its credit; the credit's date.
 */
function recordsOf(ctx: StaffContext, claim: WarrantyRow, move: ClaimMove) {
  const values: Partial<WarrantyValues> = {};
  const changes: ClaimChange[] = [];
  if (move.to === 'authorized') {
    Object.assign(values, { authorizedAt: ctx.now, authorizedCents: claim.creditCents });
    if (move.goodwill && !claim.goodwill) {
      values.goodwill = true;
      changes.push({ field: 'goodwill', from: false, to: true });
    }
  }
  if (claim.workflowStatus === 'authorized' && move.to !== 'credited')
    Object.assign(values, { authorizedAt: null, authorizedCents: null });
  if (move.to === 'credited') values.creditedAt = ctx.now;
  return { values, changes };
}

/**
 * Moves one claim (locked, and allowed to make the move) along the workflow: the status, its
 * authorization due time (decision 096), the ledger row a credit or reversal writes, the history
 * step, the audit entry and the notice to the claim's dealer accounts, in the caller's transaction.
 */
export async function moveClaim(tx: Tx, ctx: StaffContext, claim: WarrantyRow, move: ClaimMove) {
  const { to, reason } = move;
  const { values, changes } = recordsOf(ctx, claim, move);
  let creditId: number | null = null;
  if (to === 'credited') creditId = await creditClaim(tx, ctx, claim);
  if (to === 'reversed') creditId = await reverseCredit(tx, ctx, claim, reason ?? '');
  const authorizationStatusName = AUTHORIZATION_NAME_FOR[to];
  await setWorkflowStatus(tx, ctx.tenantId, [claim.id], {
    ...values,
    ...(await decisionWaitOf(tx, ctx.tenantId, to, ctx.now)),
    workflowStatus: to,
    ...(authorizationStatusName ? { authorizationStatusName } : {}),
    updatedAt: ctx.now,
  });
  await insertClaimEvents(tx, ctx.tenantId, [
    {
      claimId: claim.id,
      kind: to === 'reversed' ? 'reversal' : 'status',
      fromStatus: claim.workflowStatus,
      toStatus: to,
      reason,
      changes,
      creditId,
      userId: ctx.user.id,
      userName: ctx.user.username,
      createdAt: ctx.now,
    },
  ]);
  await recordAudit(tx, {
    tenantId: ctx.tenantId,
    userId: ctx.user.id,
    action: 'update',
    entity: 'warranty',
    entityId: claim.id,
    changes: {
      workflowStatus: { from: claim.workflowStatus, to },
      ...(reason ? { reason } : {}),
      ...(changes.length ? { fields: changes } : {}),
      ...(creditId ? { creditId } : {}),
    },
  });
  await notifyClaimDealerIn(
    tx,
    ctx,
    claim.id,
    { kind: 'claim_status', status: to, reason },
    claim.workflowStatus,
  );
  if (DECISIONS.includes(to))
    await notifyStaffIn(tx, ctx, {
      kind: 'claim_decided',
      // Its owner, else whoever filed it (a dealer account is told by the notice above instead).
      userIds: [claim.ownerUserId ?? claim.filedByUserId].filter((id): id is number => id !== null),
      ticketIds: [claim.ticketId],
      claimId: claim.id,
      status: to,
      detail: reason,
    });
}

/** The moves that tell a claim's owner (or filer) on the staff, when someone else makes them. */
const DECISIONS: readonly ClaimWorkflowStatus[] = ['authorized', 'denied', 'credited', 'reversed'];
