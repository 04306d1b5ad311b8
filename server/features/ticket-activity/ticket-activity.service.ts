import type { ClaimEvent } from '../../../domain/claim-workflow';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import { notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { ticketAttachmentsIn } from '../attachments';
import { ticketNotesIn } from '../notes';
import { ticketRatingsIn } from '../satisfaction';
import { findTicketIn, ticketEventsIn } from '../tickets';
import { ticketTranscriptsIn } from '../transcripts';
import { ticketClaimsIn } from '../warranties';
import {
  fromAttachment,
  fromClaimEvent,
  fromNote,
  fromRating,
  fromTicketEvent,
  fromTranscript,
} from './activity-entries';

const isWorkflowStep = (event: ClaimEvent) => event.kind === 'status' || event.kind === 'reversal';

/** Newest first; entries made in the same instant keep a stable order by kind and id. */
function newestFirst(a: ActivityEntry, b: ActivityEntry) {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * A ticket's whole history in one list: its own events, notes, claim workflow steps, calls, files and ratings,
 * each with who and when (docs/decisions/045-ticket-activity.md).
 */
export async function ticketActivity(ctx: StaffContext, ticketId: number): Promise<ActivityEntry[]> {
  return ctx.inTenant(async (tx) => {
    if (!(await findTicketIn(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    const events = await ticketEventsIn(tx, ctx.tenantId, ticketId);
    const notes = await ticketNotesIn(tx, ctx.tenantId, ticketId);
    const claims = await ticketClaimsIn(tx, ctx.tenantId, ticketId);
    const calls = await ticketTranscriptsIn(tx, ctx.tenantId, ticketId);
    const files = await ticketAttachmentsIn(tx, ctx, ticketId);
    const ratings = await ticketRatingsIn(tx, ctx.tenantId, ticketId);
    return [
      ...events.map(fromTicketEvent),
      ...notes.map(fromNote),
      // Edits and adjustments are on the ticket's own events, which outlive a deleted draft.
      ...claims.flatMap((claim) => claim.history.filter(isWorkflowStep).map(fromClaimEvent)),
      ...calls.map(fromTranscript),
      ...files.map(fromAttachment),
      ...ratings.map(fromRating),
    ].sort(newestFirst);
  });
}
