import { expect, type Page } from '@playwright/test';
import type { Ticket, TicketRef, Transcript } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiJson, apiPost, uniqueToken } from './api';
import { ADMIN, signIn } from './session';

/** A ticket of the test's own (open, medium, a new customer), so parallel tests never share one. */
export async function createOwnTicket(page: Page, label = 'E2E'): Promise<Ticket> {
  const token = uniqueToken(label);
  return apiPost<Ticket>(page.request, '/api/tickets', {
    subject: `${token} sidewall bulge`,
    description: `Customer reports a bulge (${token}).`,
    priority: 'medium',
    category: 'technical',
    customer: { name: `Pat ${token}`, phone: '5550107788', email: null, company: null },
  });
}

/**
 * Narrows the list to one ticket by searching its label, and returns its row, or its card where
 * the list shows cards (a phone); either one holds the same buttons and menus.
 */
export async function findTicketRow(page: Page, ticket: TicketRef) {
  const label = ticketLabel(ticket);
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(label);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  const row = page
    .getByRole('row')
    .or(page.getByRole('article'))
    .filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

export async function openTicket(page: Page, ticket: TicketRef) {
  const row = await findTicketRow(page, ticket);
  await row.getByRole('button', { name: ticketLabel(ticket), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: new RegExp(`^${ticketLabel(ticket)} - `) })).toBeVisible();
  return dialog;
}

/**
 * Signs staff in and waits for a finished demo call to land on a ticket of the demo tenant (it is
 * stored when the call ends, a moment after the dialog says so); answers the ticket and its transcripts.
 */
export async function ticketOfCall(page: Page, callKey: string) {
  await signIn(page, ADMIN, '/tickets');
  let ticket: Ticket | undefined;
  await expect
    .poll(
      async () => {
        ticket = (await apiJson<Ticket[]>(page.request, `/api/tickets?search=${callKey}`))[0];
        return ticket?.id;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  const transcripts = await apiJson<Transcript[]>(page.request, `/api/tickets/${ticket!.id}/transcripts`);
  return { ticket: ticket!, transcripts };
}
