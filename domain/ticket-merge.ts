import { z } from 'zod';
import { idParam, positiveId } from './fields';
import { ATTACHMENT_LIMITS } from './attachments';
import { count, rowId } from './responses';
import { ticketLabel } from './ticket-labels';

/**
 * Merging a duplicate ticket into the one kept (decision 092): its notes, calls, claims, claim
 * messages, files, mail, notices and history move; it is closed and its number leads to the kept one.
 */

export const MERGE_INTO_ITSELF = 'A ticket cannot be merged into itself';
/** Why a merge is refused when the kept ticket would hold more files than an upload may leave on it. */
export const mergeExceedsFiles = (into: { number: number }, files: number) =>
  `A ticket can hold at most ${ATTACHMENT_LIMITS.filesPerTicket} files; merged, ${ticketLabel(into)} would hold ${files}. Delete some before merging.`;
/** Why a bulk action leaves out a merged ticket: its writes belong on the ticket the merge kept. */
export const MERGED_TICKET_SKIPPED = 'Merged into another ticket';

/** POST /api/tickets/:id/merge */
export const mergeTicketSchema = z.object({ intoTicketId: positiveId });
export type MergeTicketInput = z.input<typeof mergeTicketSchema>;

/** GET /api/tickets/:id/merge-preview?into= */
export const mergePreviewQuerySchema = z.object({ into: idParam });

/** What moves, by kind, as the preview counts it and the merge moved it. */
export const MERGE_COUNT_KINDS = [
  'notes',
  'calls',
  'claims',
  'claimMessages',
  'files',
  'mail',
  'notifications',
  'tags',
  'history',
  'mergedTickets',
] as const;
export type MergeCountKind = (typeof MERGE_COUNT_KINDS)[number];

export const MERGE_COUNT_LABELS: Record<MergeCountKind, [string, string]> = {
  notes: ['note', 'notes'],
  calls: ['call', 'calls'],
  claims: ['claim', 'claims'],
  claimMessages: ['claim message', 'claim messages'],
  files: ['file', 'files'],
  mail: ['e-mail', 'e-mails'],
  notifications: ['notice', 'notices'],
  tags: ['tag', 'tags'],
  history: ['history entry', 'history entries'],
  mergedTickets: ['ticket merged earlier', 'tickets merged earlier'],
};

const mergeCounts = z.object(
  Object.fromEntries(MERGE_COUNT_KINDS.map((kind) => [kind, count])) as Record<MergeCountKind, typeof count>,
);
export type MergeCounts = z.infer<typeof mergeCounts>;

const mergeSide = z.object({ id: rowId, number: rowId, subject: z.string() });

export const mergePreviewSchema = z.object({
  from: mergeSide,
  into: mergeSide,
  moves: mergeCounts,
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;

export const mergeResultSchema = z.object({
  from: mergeSide,
  into: mergeSide,
  moved: mergeCounts,
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
