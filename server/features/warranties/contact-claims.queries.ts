import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tickets, warrantyClaims } from '../../db/schema';
import type { ContactRef } from '../tickets';
import { claimFilterOf, pageOfClaims } from './claims-queue.queries';

/**
 * A customer's claims are those on its tickets; a dealer's, those on its tickets and those
 * credited to it (the claims queue's dealer filter).
 */
async function claimsOfContact(tx: Tx, tenantId: number, contact: ContactRef) {
  if (contact.kind === 'dealer') return claimFilterOf(tx, tenantId, { dealerId: contact.id });
  const customerTickets = tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.customerId, contact.id)));
  return and(eq(warrantyClaims.tenantId, tenantId), inArray(warrantyClaims.ticketId, customerTickets))!;
}

/** A page of the contact's claims, newest first, each with its ticket's contact. */
export async function listContactClaims(
  tx: Tx,
  tenantId: number,
  contact: ContactRef,
  page: { limit: number; offset: number },
) {
  return pageOfClaims(tx, await claimsOfContact(tx, tenantId, contact), { sort: 'newest', ...page });
}

/** Claims that credit the dealer, whichever dealer's ticket they are on. */
export async function countCreditedClaims(tx: Tx, tenantId: number, dealerId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.creditedDealerId, dealerId)));
  return row?.value ?? 0;
}
