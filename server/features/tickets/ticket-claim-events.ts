import type { Tx } from '../../db/client';
import type { TenantActor } from '../../lib/request-context';
import { actorOf } from './ticket-assignment.service';
import { insertTicketEvents } from './ticket-events.queries';

/**
 * A claim edited (which fields) or deleted, on its ticket's history. Workflow steps are the claim's
 * own history (claim_events); a deleted claim takes those with it, so its deletion is kept here.
 */
export async function recordClaimChange(
  tx: Tx,
  ctx: TenantActor,
  change: { ticketId: number; claimId: number; kind: 'claim_edited' | 'claim_deleted'; fields?: string[] },
) {
  await insertTicketEvents(tx, ctx.tenantId, [
    {
      ticketId: change.ticketId,
      kind: change.kind,
      changes: { claimId: change.claimId, ...(change.fields ? { claimFields: change.fields } : {}) },
      ...actorOf(ctx),
      createdAt: ctx.now,
    },
  ]);
}
