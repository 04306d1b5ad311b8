import type { z } from 'zod';
import { authorizationRefusal, type ClaimSettings } from '../../../domain/claim-policy';
import {
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
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import type { Tx } from '../../db/client';
import { authorizationNeeds } from './claim-eligibility.service';
import { creditRefusal } from './claim-credits.service';
import { moveClaim, type ClaimMove } from './claim-moves.service';
import { readClaimSettings } from './claim-settings.queries';
import { listClaimEvents, lockClaims } from './claim-workflow.queries';
import type { WarrantyRow } from './warranty-dto';
import { findClaim } from './warranties.queries';

type Transition = z.output<typeof transitionSchema>;
type BulkTransition = z.output<typeof bulkTransitionSchema>;
type Refusal = { status: 403 | 409; message: string };

const reasonMissing = () =>
  new AppError('VALIDATION_ERROR', 'Please give a reason', {
    reason: ['A reason is required for this change'],
  });

const label = (status: ClaimWorkflowStatus) => WORKFLOW_LABELS[status].toLowerCase();

/**
 * Why this person cannot make this move of this claim, or null when they can: the workflow's
 * table, the roles (decision 029), the tenant's authorization policy and four-eyes rule, and what
 * a credit needs on the ledger (decisions 068, 069).
 */
function refusal(ctx: StaffContext, claim: WarrantyRow, move: ClaimMove, settings: ClaimSettings) {
  const { to } = move;
  const from = claim.workflowStatus;
  const refuse = (status: Refusal['status'], message: string): Refusal => ({ status, message });
  if (!canTransition(from, to))
    return refuse(409, `A claim that is ${label(from)} cannot become ${label(to)}`);
  if (to === 'authorized') {
    const why = authorizationRefusal(ctx.user, claim, settings, move.goodwill);
    if (why) return refuse(403, why);
  } else if (!roleMayTransition(ctx.user.role, from, to))
    return refuse(403, 'Only a tenant admin may make this change');
  const uncreditable = to === 'credited' ? creditRefusal(claim) : null;
  return uncreditable ? refuse(409, uncreditable) : null;
}

function assertMoveInput(from: ClaimWorkflowStatus, input: Transition) {
  if (input.goodwill && input.to !== 'authorized')
    throw new AppError('VALIDATION_ERROR', 'Goodwill is given when authorizing', {
      goodwill: ['Goodwill is given when authorizing'],
    });
  if ((reasonRequired(from, input.to) || input.goodwill) && !input.reason) throw reasonMissing();
}

/** What an authorization needs from the claim's eligibility (goodwill, a photo), or null. */
const needsOf = (tx: Tx, ctx: StaffContext, claim: WarrantyRow, move: ClaimMove) =>
  move.to === 'authorized'
    ? authorizationNeeds(tx, ctx.tenantId, claim, Boolean(move.goodwill), ctx.now)
    : Promise.resolve(null);

/** Moves one claim along the workflow: 404 unknown, 403 not this person's to make, 409 not allowed from here. */
export async function transitionClaim(ctx: StaffContext, id: number, input: Transition) {
  return ctx.inTenant(async (tx) => {
    const [claim] = await lockClaims(tx, ctx.tenantId, [id]);
    if (!claim) throw notFound('Warranty claim');
    const why = refusal(ctx, claim, input, await readClaimSettings(tx, ctx.tenantId));
    if (why) throw why.status === 403 ? forbidden(why.message) : conflict(why.message);
    assertMoveInput(claim.workflowStatus, input);
    const needs = await needsOf(tx, ctx, claim, input);
    if (needs) throw conflict(needs);
    await moveClaim(tx, ctx, claim, input);
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
    const found = new Map((await lockClaims(tx, ctx.tenantId, ids)).map((claim) => [claim.id, claim]));
    const settings = await readClaimSettings(tx, ctx.tenantId);
    const changed: number[] = [];
    const skipped: BulkTransitionResult['skipped'] = [];
    for (const id of ids) {
      const claim = found.get(id);
      const why = claim
        ? (refusal(ctx, claim, input, settings)?.message ?? (await needsOf(tx, ctx, claim, input)))
        : 'Warranty claim not found';
      if (!claim || why) {
        skipped.push({ id, reason: why! });
        continue;
      }
      await moveClaim(tx, ctx, claim, { to: input.to, reason: input.reason });
      changed.push(id);
    }
    return { changed, skipped };
  });
}

export async function claimHistory(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    if (!(await findClaim(tx, ctx.tenantId, id))) throw notFound('Warranty claim');
    return listClaimEvents(tx, ctx.tenantId, id);
  });
}
