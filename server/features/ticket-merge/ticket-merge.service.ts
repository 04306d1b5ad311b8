import { MERGE_INTO_ITSELF, type MergePreview, type MergeResult } from '../../../domain/ticket-merge';
import { AppError } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { lockMergePair, markMerged, type MergeSide } from '../tickets';
import { countReferences, moveReferences } from './ticket-merge.queries';

/** Merging a duplicate ticket into the one kept (docs/decisions/092-ticket-merge.md). */

const intoItself = () =>
  new AppError('VALIDATION_ERROR', MERGE_INTO_ITSELF, { intoTicketId: [MERGE_INTO_ITSELF] });

const sideOf = ({ id, number, subject }: MergeSide) => ({ id, number, subject });

/** What a merge would move, refused as the merge itself would be. */
export async function previewMerge(ctx: StaffContext, fromId: number, intoId: number): Promise<MergePreview> {
  if (fromId === intoId) throw intoItself();
  return ctx.inTenant(async (tx) => {
    const { from, into } = await lockMergePair(tx, ctx.tenantId, fromId, intoId, false);
    return {
      from: sideOf(from),
      into: sideOf(into),
      moves: await countReferences(tx, ctx.tenantId, from.id, into.id),
    };
  });
}

/**
 * One transaction: both tickets locked in id order, the merged one closed and pointed at the kept
 * one, then every row naming it moved (TICKET_REFERENCES). Of two crossed merges one waits for
 * the other's lock and is then refused with 409.
 */
export async function mergeTicket(ctx: StaffContext, fromId: number, intoId: number): Promise<MergeResult> {
  if (fromId === intoId) throw intoItself();
  return ctx.inTenant(async (tx) => {
    const { from, into } = await lockMergePair(tx, ctx.tenantId, fromId, intoId, true);
    await markMerged(tx, ctx, from, into);
    const moved = await moveReferences(tx, ctx.tenantId, from.id, into.id);
    return { from: sideOf(from), into: sideOf(into), moved };
  });
}
