import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { warrantyClaims } from '../../db/schema';
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

/** Claims that credit the dealer, whichever dealer's ticket they are on. */
export async function countCreditedClaims(tx: Tx, tenantId: number, dealerId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.creditedDealerId, dealerId)));
  return row?.value ?? 0;
}
