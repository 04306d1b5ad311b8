import type { z } from 'zod';
import { adjustmentRefusal } from '../../../domain/claim-locks';
import { isAdminRole } from '../../../domain/claim-workflow';
import type { adjustmentSchema } from '../../../domain/warranties';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { moveClaim } from './claim-moves.service';
import { claimChangesOf, saveClaimChange } from './claim-records.service';
import { lockClaims } from './claim-workflow.queries';
import { toWarrantyDto } from './warranty-dto';
import { patchedClaim } from './warranties.service';

const REAUTHORIZE = 'The adjustment changed the credit: it needs authorizing again';

/**
 * A tenant admin's change of a decided claim (pending authorization, authorized or denied): the
 * claim is recomputed as when it was filed, and its history keeps who, when, why and every value
 * before and after. An authorized claim whose credit changes goes back to pending authorization,
 * so what is authorized is always what someone authorized (docs/decisions/068-locked-claim-money.md).
 */
export async function adjustClaim(ctx: StaffContext, id: number, input: z.output<typeof adjustmentSchema>) {
  const { reason, ...patch } = input;
  return ctx.inTenant(async (tx) => {
    const [existing] = await lockClaims(tx, ctx.tenantId, [id]);
    if (!existing) throw notFound('Warranty claim');
    if (!isAdminRole(ctx.user.role)) throw forbidden('Only a tenant admin may adjust a claim');
    const refusal = adjustmentRefusal(existing.workflowStatus);
    if (refusal) throw conflict(refusal);
    const next = await patchedClaim(tx, ctx, existing, patch);
    const changes = await claimChangesOf(tx, ctx.tenantId, existing, next, patch);
    if (changes.all.length === 0) throw new AppError('VALIDATION_ERROR', 'The adjustment changes nothing');
    const row = await saveClaimChange(tx, ctx, { existing, next, changes, kind: 'adjustment', reason });
    if (existing.workflowStatus !== 'authorized' || row.creditCents === existing.creditCents)
      return toWarrantyDto(row);
    await moveClaim(tx, ctx, row, { to: 'pending_authorization', reason: REAUTHORIZE });
    const [moved] = await lockClaims(tx, ctx.tenantId, [id]);
    return toWarrantyDto(moved!);
  });
}
