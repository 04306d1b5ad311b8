import type { AppDeps } from '../../lib/deps';
import { CallClaim, claimFilerFor } from './claims/call-claim';
import { fileCallClaimOnTicket } from './claims/claim-filing';

/**
 * A claim from a provider's post-call data collection (the same fields the client tools record),
 * filed onto the call's own ticket (decision 079). A call that went through the gateway took its
 * claim live, so its ticket already holds it and nothing more is filed. Answers the claim's
 * ticket, if one was filed.
 */
export async function fileCollectedClaim(
  deps: AppDeps,
  call: { callSid: string; ticketId: number },
  collected: Record<string, unknown>,
): Promise<number | undefined> {
  const claim = new CallClaim(claimFilerFor(deps), () => deps.clock.now());
  claim.recordAll(collected);
  if (!claim.hasFields && claim.valuesNotTaken.length === 0) return undefined;
  return (await fileCallClaimOnTicket(deps, claim.fields, call, claim.valuesNotTaken))?.ticketId;
}
