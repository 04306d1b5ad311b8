import type { MergeCountKind } from '../../../domain/ticket-merge';

/**
 * Every column that names a ticket, and what a merge does with it (decision 092). A merge moves the
 * rows of each listed column from the merged ticket to the kept one; `stays` keeps the rows it
 * matches where they are. ticket-references.api.test.ts compares this list with the foreign keys
 * to tickets in the database, so a new table naming a ticket cannot be forgotten by a merge.
 */
export type TicketReference = {
  table: string;
  column: string;
  /** Which count of the preview and the answer the moved rows add to. */
  counts: MergeCountKind;
  /**
   * A condition (SQL over the table's own columns, given the kept ticket's id) for the rows that
   * stay with the merged ticket.
   */
  stays?: (keptId: number) => string;
};

export const TICKET_REFERENCES: readonly TicketReference[] = [
  { table: 'notes', column: 'ticket_id', counts: 'notes' },
  { table: 'transcripts', column: 'ticket_id', counts: 'calls' },
  { table: 'warranty_claims', column: 'ticket_id', counts: 'claims' },
  { table: 'claim_messages', column: 'ticket_id', counts: 'claimMessages' },
  { table: 'attachments', column: 'ticket_id', counts: 'files' },
  { table: 'outgoing_messages', column: 'ticket_id', counts: 'mail' },
  { table: 'incoming_messages', column: 'ticket_id', counts: 'mail' },
  { table: 'notifications', column: 'ticket_id', counts: 'notifications' },
  // The merged ticket keeps the entry of its own opening and the one saying where it went.
  {
    table: 'ticket_events',
    column: 'ticket_id',
    counts: 'history',
    stays: () => `kind in ('created', 'merged_into')`,
  },
  // Tags unite: a tag the kept ticket carries already stays on the merged one (one row per pair).
  {
    table: 'ticket_tags',
    column: 'ticket_id',
    counts: 'tags',
    stays: (keptId) => `tag_id in (select k.tag_id from ticket_tags k where k.ticket_id = ${Number(keptId)})`,
  },
  // Tickets merged into this one earlier now lead to the kept ticket, one step, never a chain.
  { table: 'tickets', column: 'merged_into_id', counts: 'mergedTickets' },
];

/** Columns naming a ticket that a merge leaves alone, and why. */
export const KEPT_TICKET_REFERENCES: readonly { table: string; column: string; why: string }[] = [
  {
    table: 'satisfaction_surveys',
    column: 'ticket_id',
    why: 'a rating answers the close that asked for it, and that close stays the merged ticket’s own',
  },
];
