import { ATTACHMENT_LIMITS } from '../../../domain/attachments';
import {
  MERGE_INTO_ITSELF,
  mergeExceedsFiles,
  type MergePreview,
  type MergeResult,
} from '../../../domain/ticket-merge';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { countTicketAttachments } from '../attachments';
import { lockMergePair, markMerged, type MergeSide } from '../tickets';
import { refreshTicketClaimsSearch } from '../warranties';
import { countReferences, moveReferences } from './ticket-merge.queries';

/** Merging a duplicate ticket into the one kept (docs/decisions/092-ticket-merge.md). */

const intoItself = () =>
  new AppError('VALIDATION_ERROR', MERGE_INTO_ITSELF, { intoTicketId: [MERGE_INTO_ITSELF] });

/**
 * The kept ticket must stay within the per-ticket file limit (decision 033) as an upload would:
 * both tickets are locked, so no upload can add a file between this count and the move.
 */
async function assertFilesFit(tx: Tx, tenantId: number, from: MergeSide, into: MergeSide) {
  const files =
    (await countTicketAttachments(tx, tenantId, from.id)) +
    (await countTicketAttachments(tx, tenantId, into.id));
  if (files > ATTACHMENT_LIMITS.filesPerTicket)
    throw new AppError('CONFLICT', mergeExceedsFiles(into, files));
}

const sideOf = ({ id, number, subject }: MergeSide) => ({ id, number, subject });

/** What a merge would move, refused as the merge itself would be. */
export async function previewMerge(ctx: StaffContext, fromId: number, intoId: number): Promise<MergePreview> {
  if (fromId === intoId) throw intoItself();
  return ctx.inTenant(async (tx) => {
    const { from, into } = await lockMergePair(tx, ctx.tenantId, fromId, intoId, false);
    await assertFilesFit(tx, ctx.tenantId, from, into);
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
    await assertFilesFit(tx, ctx.tenantId, from, into);
    await markMerged(tx, ctx, from, into);
    const moved = await moveReferences(tx, ctx.tenantId, from.id, into.id);
    // The moved claims' queue search still reads the merged ticket's number and contact.
    await refreshTicketClaimsSearch(tx, ctx.tenantId, into.id);
    return { from: sideOf(from), into: sideOf(into), moved };
  });
}
