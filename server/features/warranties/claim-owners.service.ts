import type { z } from 'zod';
import {
  OWNER_REFUSED,
  UNKNOWN_CLAIMS,
  type claimAssignSchema,
  type ClaimAssignResult,
} from '../../../domain/claim-ownership';
import type { Assignee } from '../../../domain/ticket-ownership';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { findAssignableStaff, staffNames } from '../tickets';
import { lockClaimOwners, setClaimOwner } from './claim-owners.queries';
import { insertClaimEvents } from './claim-workflow.queries';

type ClaimAssignment = z.output<typeof claimAssignSchema>;

/**
 * The new owner, an active staff member of the tenant: another tenant's user, a disabled one and
 * an id that does not exist get the same answer, so it tells nothing about other tenants.
 */
async function assignableOwner(tx: Tx, ownerId: number | null): Promise<Assignee | null> {
  if (ownerId === null) return null;
  const owner = await findAssignableStaff(tx, ownerId);
  if (!owner) throw new AppError('VALIDATION_ERROR', OWNER_REFUSED, { ownerId: [OWNER_REFUSED] });
  return owner;
}

const unknownClaims = () => new AppError('VALIDATION_ERROR', UNKNOWN_CLAIMS, { ids: [UNKNOWN_CLAIMS] });

/**
 * Gives the selected claims one owner, or none, all or nothing: a claim the tenant does not have
 * (unknown, or another tenant's) refuses the whole request. Each change is a step of the claim's
 * history (from whom to whom, by name) and an audit entry; claims that already had the owner are
 * left as they are.
 */
export async function assignClaims(ctx: StaffContext, input: ClaimAssignment): Promise<ClaimAssignResult> {
  const ids = [...new Set(input.ids)];
  return ctx.inTenant(async (tx) => {
    const owner = await assignableOwner(tx, input.ownerId);
    const locked = await lockClaimOwners(tx, ctx.tenantId, ids);
    if (locked.length !== ids.length) throw unknownClaims();
    const ownerId = owner?.id ?? null;
    const moving = locked.filter((claim) => claim.ownerUserId !== ownerId);
    const unchanged = locked.filter((claim) => claim.ownerUserId === ownerId).map((claim) => claim.id);
    if (moving.length === 0) return { changed: [], unchanged };
    await setClaimOwner(
      tx,
      ctx.tenantId,
      moving.map((claim) => claim.id),
      { ownerUserId: ownerId, updatedAt: ctx.now },
    );
    await recordOwnerChanges(tx, ctx, moving, owner);
    return { changed: moving.map((claim) => claim.id), unchanged };
  });
}

type OwnerBefore = Awaited<ReturnType<typeof lockClaimOwners>>[number];

async function recordOwnerChanges(tx: Tx, ctx: StaffContext, moving: OwnerBefore[], owner: Assignee | null) {
  const previous = await staffNames(
    tx,
    moving.flatMap((claim) => (claim.ownerUserId === null ? [] : [claim.ownerUserId])),
  );
  await insertClaimEvents(
    tx,
    ctx.tenantId,
    moving.map((claim) => {
      const from = claim.ownerUserId === null ? null : (previous.get(claim.ownerUserId) ?? null);
      return {
        claimId: claim.id,
        kind: 'owner' as const,
        fromStatus: claim.workflowStatus,
        toStatus: claim.workflowStatus,
        reason: null,
        changes: [{ field: 'owner' as const, from, to: owner?.name ?? null }],
        userId: ctx.user.id,
        userName: ctx.user.username,
        createdAt: ctx.now,
      };
    }),
  );
  for (const claim of moving)
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'warranty',
      entityId: claim.id,
      changes: { ownerUserId: { from: claim.ownerUserId, to: owner?.id ?? null } },
    });
}
