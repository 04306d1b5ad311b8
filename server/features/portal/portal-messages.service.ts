import type { ClaimMessage } from '../../../domain/claim-messages';
import { withTenant } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import type { DealerContext } from '../../lib/request-context';
import { addClaimMessageIn, claimMessagesIn } from '../claim-messages';
import { ownClaim } from './portal.service';

/** The conversation on the dealer's own claim, read as the dealer. */
export async function portalClaimMessages(ctx: DealerContext, claimId: number): Promise<ClaimMessage[]> {
  await ownClaim(ctx, claimId);
  return ctx.inTenant((tx) => claimMessagesIn(tx, ctx.tenantId, claimId, 'dealer'));
}

/** The dealer writes to the team on its own claim; the row is written as the tenant (decision 086). */
export async function postPortalClaimMessage(
  deps: AppDeps,
  ctx: DealerContext,
  claimId: number,
  body: string,
): Promise<ClaimMessage> {
  const claim = await ownClaim(ctx, claimId);
  const actor = {
    tenantId: ctx.tenantId,
    user: { id: ctx.user.id, username: ctx.user.username },
    now: ctx.now,
  };
  return withTenant(deps.database, ctx.tenantId, (tx) =>
    addClaimMessageIn(tx, actor, { claimId, ticketId: claim.ticketId }, 'dealer', body),
  );
}
