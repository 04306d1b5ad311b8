import { expect, test, type Page } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiJson, apiTotal } from '../support/api';
import { AGENT, expectToast, signIn, watchConsole } from '../support/session';
import { createOwnTicket, findTicketRow } from '../support/tickets';

async function pickFilter(page: Page, filter: 'Status filter' | 'Priority filter', option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function footer(page: Page) {
  return page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
}

test('the dashboard shows quick actions, today’s figures and the tickets table', async ({ page }) => {
  const problems = watchConsole(page);
  const stats = page.waitForResponse('**/api/tickets/stats');
  await signIn(page, AGENT);
  const figures = (await (await stats).json()) as { openTickets: number; inProgressTickets: number };
  for (const action of ['New Ticket', 'Add Customer', 'Add Dealer', 'Reports']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toBeVisible();
  }
  const overview = page.getByRole('definition');
  await expect(page.getByText('Open Tickets', { exact: true })).toBeVisible();
  await expect(overview.nth(0)).toHaveText(String(figures.openTickets));
  await expect(overview.nth(1)).toHaveText(String(figures.inProgressTickets));
  for (const column of ['Ticket', 'Customer', 'Status', 'Priority', 'Created', 'Claim Package', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('status and priority filters ask the server and every row matches', async ({ page }) => {
  await signIn(page, AGENT);
  await pickFilter(page, 'Status filter', 'Closed');
  await pickFilter(page, 'Priority filter', 'High');
  const total = await apiTotal(page.request, '/api/tickets?status=closed&priority=high&limit=1');
  await expect(footer(page)).toHaveText(`Showing 1 to ${Math.min(10, total)} of ${total} results`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(Math.min(10, total));
  for (const row of await rows.all()) {
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();
    await expect(row.getByText('High', { exact: true })).toBeVisible();
  }
  await pickFilter(page, 'Status filter', 'All Status');
  await pickFilter(page, 'Priority filter', 'All Priority');
  await expect(footer(page)).toHaveText(/of (6\d|[7-9]\d|\d{3,}) results$/);
});

test('Previous and Next page through the results', async ({ page }) => {
  await signIn(page, AGENT);
  await pickFilter(page, 'Status filter', 'Closed');
  const total = await apiTotal(page.request, '/api/tickets?status=closed&limit=1');
  expect(total).toBeGreaterThan(20);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(footer(page)).toHaveText(`Showing 1 to 10 of ${total} results`);
  await expect(previous).toBeDisabled();
  const firstPageTop = await page.getByRole('row').nth(1).getByRole('button').first().textContent();
  await next.click();
  await expect(footer(page)).toHaveText(`Showing 11 to 20 of ${total} results`);
  await expect(page.getByRole('row').nth(1).getByRole('button').first()).not.toHaveText(firstPageTop ?? '');
  await next.click();
  await expect(footer(page)).toHaveText(`Showing 21 to ${Math.min(30, total)} of ${total} results`);
  if (total <= 30) await expect(next).toBeDisabled();
  await previous.click();
  await previous.click();
  await expect(footer(page)).toHaveText(`Showing 1 to 10 of ${total} results`);
});

test('search runs on the server, by text and by ticket label, with an empty state', async ({ page }) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Srch');
  const token = ticket.subject.split(' ')[0]!;
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(token);
  await expect(footer(page)).toHaveText('Showing 1 to 1 of 1 results');
  await expect(page.getByRole('button', { name: ticketLabel(ticket), exact: true })).toBeVisible();
  await findTicketRow(page, ticket);
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill('zzqx-no-such-ticket');
  await expect(page.getByText('No tickets found. Create your first ticket to get started.')).toBeVisible();
  await expect(footer(page)).toHaveText('Showing 0 to 0 of 0 results');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the pencil opens the ticket in edit mode; saving updates the server and the table', async ({
  page,
}) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Edit');
  const row = await findTicketRow(page, ticket);
  await row.getByRole('button', { name: `Edit ${ticketLabel(ticket)}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await dialog.getByLabel('Subject').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();

  const subject = `${ticket.subject} (updated)`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill('Bulge confirmed on inspection.');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Low' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Ticket updated', 'Ticket has been updated successfully');
  await expect(dialog.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: `${ticketLabel(ticket)} - ${subject}` })).toBeVisible();

  const saved = await apiJson<Ticket>(page.request, `/api/tickets/${ticket.id}`);
  expect(saved).toMatchObject({
    subject,
    description: 'Bulge confirmed on inspection.',
    status: 'in-progress',
    priority: 'low',
  });
  await expect(dialog.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  // Escape first dismisses the toast (the top layer), then the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(row.getByText('Low', { exact: true })).toBeVisible();
});

test('a row click opens the details; Edit then Cancel goes back without saving', async ({ page }) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'View');
  const row = await findTicketRow(page, ticket);
  await row.getByRole('cell').nth(4).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `${ticketLabel(ticket)} - ${ticket.subject}` }),
  ).toBeVisible();
  const details = dialog.getByRole('region', { name: 'Ticket details' });
  await expect(details.getByText('Technical', { exact: true })).toBeVisible();
  await expect(details.getByText(`Pat ${ticket.subject.split(' ')[0]}`)).toBeVisible();
  await expect(details.getByText('Open', { exact: true })).toBeVisible();
  await expect(details.getByText('Medium', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
  await dialog.getByLabel('Subject').fill('Not saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(details.getByText(ticket.subject, { exact: true })).toBeVisible();
  expect((await apiJson<Ticket>(page.request, `/api/tickets/${ticket.id}`)).subject).toBe(ticket.subject);
});
