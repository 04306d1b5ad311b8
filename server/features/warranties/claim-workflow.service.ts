import type { z } from 'zod';
import {
  AUTHORIZATION_NAME_FOR,
  canTransition,
  mayBulkChange,
  reasonRequired,
  roleMayTransition,
  WORKFLOW_LABELS,
  type bulkTransitionSchema,
  type BulkTransitionResult,
  type ClaimWorkflowStatus,
  type transitionSchema,
} from '../../../domain/claim-workflow';
import type { RoundingSettings } from '../../../domain/proration';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import {
  insertClaimEvents,
  listClaimEvents,
  lockClaims,
  readRounding,
  setWorkflowStatus,
  writeRounding,
} from './claim-workflow.queries';
import { findClaim } from './warranties.queries';

type Transition = z.output<typeof transitionSchema>;
type BulkTransition = z.output<typeof bulkTransitionSchema>;

const reasonMissing = () =>
  new AppError('VALIDATION_ERROR', 'Please give a reason', {
    reason: ['A reason is required for this change'],
  });

/** Why a claim cannot make the change, or null when it can. */
function refusal(ctx: StaffContext, from: ClaimWorkflowStatus, to: ClaimWorkflowStatus): string | null {
  if (!canTransition(from, to))
    return `A claim that is ${WORKFLOW_LABELS[from].toLowerCase()} cannot become ${WORKFLOW_LABELS[to].toLowerCase()}`;
  if (!roleMayTransition(ctx.user.role, from, to)) return 'forbidden';
  return null;
}

async function applyTransition(
  tx: Tx,
  ctx: StaffContext,
  ids: number[],
  moves: Map<number, ClaimWorkflowStatus>,
  to: ClaimWorkflowStatus,
  reason: string | null,
) {
  const authorizationStatusName = AUTHORIZATION_NAME_FOR[to];
  await setWorkflowStatus(tx, ctx.tenantId, ids, {
    workflowStatus: to,
    ...(authorizationStatusName ? { authorizationStatusName } : {}),
    updatedAt: ctx.now,
  });
  await insertClaimEvents(
    tx,
    ctx.tenantId,
    ids.map((claimId) => ({
      claimId,
      fromStatus: moves.get(claimId)!,
      toStatus: to,
      reason,
      userId: ctx.user.id,
      userName: ctx.user.username,
      createdAt: ctx.now,
    })),
  );
  for (const claimId of ids)
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'warranty',
      entityId: claimId,
      changes: { workflowStatus: { from: moves.get(claimId), to }, ...(reason ? { reason } : {}) },
    });
}

/** Moves one claim along the workflow: 404 unknown, 403 not the role's to make, 409 not allowed from here. */
export async function transitionClaim(ctx: StaffContext, id: number, input: Transition) {
  return ctx.inTenant(async (tx) => {
    const [claim] = await lockClaims(tx, ctx.tenantId, [id]);
    if (!claim) throw notFound('Warranty claim');
    const from = claim.workflowStatus;
    const why = refusal(ctx, from, input.to);
    if (why === 'forbidden') throw forbidden('Only a tenant admin may make this change');
    if (why) throw conflict(why);
    if (reasonRequired(from, input.to) && !input.reason) throw reasonMissing();
    await applyTransition(tx, ctx, [id], new Map([[id, from]]), input.to, input.reason);
    return listClaimEvents(tx, ctx.tenantId, id);
  });
}

/** Approves or denies many claims at once; claims that cannot make the change are reported, not changed. */
export async function bulkTransition(
  ctx: StaffContext,
  input: BulkTransition,
): Promise<BulkTransitionResult> {
  if (!mayBulkChange(ctx.user.role)) throw forbidden('Only a tenant admin may approve or deny in bulk');
  if (reasonRequired('pending_authorization', input.to) && !input.reason) throw reasonMissing();
  const ids = [...new Set(input.ids)];
  return ctx.inTenant(async (tx) => {
    const locked = await lockClaims(tx, ctx.tenantId, ids);
    const found = new Map(locked.map((claim) => [claim.id, claim.workflowStatus]));
    const changed: number[] = [];
    const skipped: BulkTransitionResult['skipped'] = [];
    for (const id of ids) {
      const from = found.get(id);
      const why = from === undefined ? 'Warranty claim not found' : refusal(ctx, from, input.to);
      if (why) skipped.push({ id, reason: why });
      else changed.push(id);
    }
    if (changed.length) await applyTransition(tx, ctx, changed, found, input.to, input.reason);
    return { changed, skipped };
  });
}

export async function claimHistory(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    if (!(await findClaim(tx, ctx.tenantId, id))) throw notFound('Warranty claim');
    return listClaimEvents(tx, ctx.tenantId, id);
  });
}

export const claimRounding = (ctx: StaffContext) => ctx.inTenant((tx) => readRounding(tx, ctx.tenantId));

export async function changeClaimRounding(ctx: StaffContext, rounding: RoundingSettings) {
  return ctx.inTenant(async (tx) => {
    const before = await readRounding(tx, ctx.tenantId);
    await writeRounding(tx, ctx.tenantId, rounding, ctx.now);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'claim_settings',
      entityId: ctx.tenantId,
      changes: { rounding: { from: before, to: rounding } },
    });
    return rounding;
  });
}
