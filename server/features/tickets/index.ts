/**
 * Tickets, and the one place a ticket is opened (`openTicket` inside a tenant transaction, or
 * `createTicketIn` from a staff-style input): its search text and audit entry are made there.
 */
import type { Ticket } from '../../../domain/api-types';
import type { Tx } from '../../db/client';
import { ticketJsonById } from './ticket-list.queries';

export { openTicket } from './tickets.create';
export { createTicketIn, editTicketsIn } from './tickets.service';
export { describeCallClaimOnTicketIn } from './tickets.call-ticket';
export {
  findTicket,
  lockTicketRow,
  lockTicketsWithContacts,
  lockWritableTicket,
  ticketExists,
  touchTicket,
  type TicketWithContacts,
} from './tickets.queries';
export {
  listTickets,
  searchTickets,
  taggedTicketIds,
  ticketFigures,
  ticketListStatement,
} from './ticket-list.queries';
export { ticketJson } from './ticket-json';
export { listTicketEvents as ticketEventsIn, type TicketEventRow } from './ticket-events.queries';
export { recordClaimChange } from './ticket-claim-events';
export { recomputeDueBatch } from './ticket-clock';
export { readServiceTargets, writeServiceTargets } from './service-targets.queries';
export { takeTicketDueWarnings } from './ticket-due-warnings.queries';
export { countContactTickets, listContactTickets, type ContactRef } from './contact-tickets.queries';

/** One ticket with its customer and dealer, as the API answers it; undefined when not the tenant's. */
export async function findTicketIn(tx: Tx, tenantId: number, id: number): Promise<Ticket | undefined> {
  const json = await ticketJsonById(tx, tenantId, id);
  return json === undefined ? undefined : (JSON.parse(json) as Ticket);
}
export { findAssignableStaff, staffNames } from './tenant-staff.queries';
export { clearNewReply, recordCustomerReply, recordStaffResponse } from './ticket-replies';
export { lockMergePair, markMerged, type MergeSide } from './ticket-merge-marks';
