import { ticketLabel } from '../../../domain/tickets';
import type { WarrantyFields } from '../../../domain/warranties';
import type { Tx } from '../../db/client';
import { searchTextOf } from '../../lib/search';
import { ticketContactOf, type TicketContact } from './claims-queue.queries';
import { listTicketClaims, updateClaim } from './warranties.queries';

/** What the queue's search looks through: the claim's own identifiers and its ticket's contact. */
export function claimSearchText(claim: Partial<WarrantyFields>, contact: TicketContact | undefined) {
  return searchTextOf(
    claim.claimTicketAdjustmentNumber,
    claim.authorizationCode,
    claim.dotSerial,
    claim.tireBrand,
    claim.tireModel,
    claim.tireSize,
    contact && ticketLabel({ number: contact.ticketNumber }).slice(1),
    contact?.customerFirstName,
    contact?.customerLastName,
    contact?.dealerName,
    contact?.dealerCode,
  );
}

/**
 * Writes again the search text of the ticket's claims that no longer read as their ticket does:
 * claims a merge moved onto it name the merged ticket's number and contact until then.
 */
export async function refreshTicketClaimsSearch(tx: Tx, tenantId: number, ticketId: number) {
  const contact = await ticketContactOf(tx, tenantId, ticketId);
  for (const claim of await listTicketClaims(tx, tenantId, ticketId)) {
    const searchText = claimSearchText(claim, contact);
    if (searchText !== claim.searchText) await updateClaim(tx, tenantId, claim.id, { searchText });
  }
}
