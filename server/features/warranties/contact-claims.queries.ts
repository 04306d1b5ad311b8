import type { Tx } from '../../db/client';
import type { ContactRef } from '../tickets';
import { listQueuePage } from './claims-queue.queries';

/**
 * A page of the contact's claims, newest first, as the queue lists them: a customer's are those on
 * its tickets; a dealer's, those on its tickets and those credited to it (the queue's dealer filter).
 */
export function listContactClaims(
  tx: Tx,
  tenantId: number,
  contact: ContactRef,
  page: { limit: number; offset: number },
) {
  const filter = contact.kind === 'dealer' ? { dealerId: contact.id } : { customerId: contact.id };
  return listQueuePage(tx, tenantId, { ...filter, sort: 'newest', ...page });
}
