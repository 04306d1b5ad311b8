import type { AppDeps } from '../../lib/deps';
import { findCallTicketId } from '../transcripts';
import { CallClaim, claimFilerFor } from './claims/call-claim';

/**
 * A claim from a provider's post-call data collection (the same fields the client tools record).
 * A call that went through the gateway took its claim live, so only calls it never saw (a
 * provider's own phone line) are filed here. Answers the claim's ticket, if one was filed.
 */
export async function fileCollectedClaim(
  deps: AppDeps,
  call: { callSid: string; conversationId: string },
  collected: Record<string, unknown>,
): Promise<number | undefined> {
  const claim = new CallClaim(claimFilerFor(deps));
  claim.recordAll(collected);
  if (!claim.hasFields) return undefined;
  if ((await findCallTicketId(deps, call.callSid, call.conversationId)) !== null) return undefined;
  return (await claim.file()).ticketId;
}
