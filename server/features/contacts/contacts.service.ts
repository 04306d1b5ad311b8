import { pluralise } from '../../../domain/display';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { deleteCustomerIn, findCustomer, lockCustomer } from '../customers';
import { deleteDealerIn, findDealer, lockDealer } from '../dealers';
import { countContactTickets, listContactTickets, type ContactRef } from '../tickets';
import { countCreditedClaims, listContactClaims } from '../warranties';

type Page = { limit: number; offset: number };

const finders = { customer: findCustomer, dealer: findDealer };
const labels = { customer: 'Customer', dealer: 'Dealer' };

async function assertContact(tx: Tx, tenantId: number, contact: ContactRef) {
  if (!(await finders[contact.kind](tx, tenantId, contact.id))) throw notFound(labels[contact.kind]);
}

/** The contact's tickets, newest first, as JSON text with the total (404 when not the tenant's). */
export function contactTickets(ctx: StaffContext, contact: ContactRef, page: Page) {
  return ctx.inTenant(async (tx) => {
    await assertContact(tx, ctx.tenantId, contact);
    return listContactTickets(tx, ctx.tenantId, contact, page);
  });
}

/** The contact's warranty claims, newest first, as JSON text with the total (404 when not the tenant's). */
export function contactClaims(ctx: StaffContext, contact: ContactRef, page: Page) {
  return ctx.inTenant(async (tx) => {
    await assertContact(tx, ctx.tenantId, contact);
    return listContactClaims(tx, ctx.tenantId, contact, page);
  });
}

/** "3 tickets", "2 tickets and 1 claim credited": what still refers to a contact, or '' for nothing. */
function referencesOf(ticketCount: number, creditedClaimCount = 0): string {
  const parts = [
    ticketCount > 0 ? pluralise(ticketCount, 'ticket') : '',
    creditedClaimCount > 0 ? `${pluralise(creditedClaimCount, 'claim')} credited` : '',
  ];
  return parts.filter(Boolean).join(' and ');
}

/**
 * Deletes a customer nothing refers to. The row is locked first, so a ticket being opened for it
 * meanwhile waits and then fails its foreign key check instead of losing its customer.
 */
export function removeCustomer(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    const customer = await lockCustomer(tx, ctx.tenantId, id);
    if (!customer) throw notFound('Customer');
    const references = referencesOf(await countContactTickets(tx, ctx.tenantId, { kind: 'customer', id }));
    if (references) {
      const name = `${customer.firstName} ${customer.lastName}`.trim();
      throw conflict(`${name} has ${references}: move them to another customer first`);
    }
    await deleteCustomerIn(tx, ctx, customer);
  });
}

/** Deletes a dealer no ticket names and no claim credits (locked first, as customers are). */
export function removeDealer(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    const dealer = await lockDealer(tx, ctx.tenantId, id);
    if (!dealer) throw notFound('Dealer');
    const references = referencesOf(
      await countContactTickets(tx, ctx.tenantId, { kind: 'dealer', id }),
      await countCreditedClaims(tx, ctx.tenantId, id),
    );
    if (references) {
      throw conflict(`${dealer.dealerName} has ${references}: move them to another dealer first`);
    }
    await deleteDealerIn(tx, ctx, dealer);
  });
}
