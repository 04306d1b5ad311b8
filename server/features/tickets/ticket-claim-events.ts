import type { ClaimChange } from '../../../domain/claim-changes';
import type { Tx } from '../../db/client';
import type { TenantActor } from '../../lib/request-context';
import { actorOf } from './ticket-assignment.service';
import { insertTicketEvents } from './ticket-events.queries';

type ClaimChangeEntry = {
  ticketId: number;
  claimId: number;
  kind: 'claim_edited' | 'claim_deleted';
  /** What changed, old and new (an edit or adjustment), or what a deleted claim held. */
  changes: ClaimChange[];
  reason?: string | null;
};

/**
 * A claim edited or adjusted (every field from what to what) or deleted (with what it held), on
 * its ticket's history. Workflow steps are the claim's own history (claim_events); a deleted draft
 * takes those with it, so its edits and deletion are kept here.
 */
export async function recordClaimChange(tx: Tx, ctx: TenantActor, change: ClaimChangeEntry) {
  await insertTicketEvents(tx, ctx.tenantId, [
    {
      ticketId: change.ticketId,
      kind: change.kind,
      changes: {
        claimId: change.claimId,
        claimChanges: change.changes,
        ...(change.reason ? { claimReason: change.reason } : {}),
      },
      ...actorOf(ctx),
      createdAt: ctx.now,
    },
  ]);
}
