import { expect, test, type Page } from '@playwright/test';
import type { Customer, Dealer, Ticket } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiPost, uniqueToken } from '../support/api';
import { VIEWPORTS } from '../support/screenshots';
import { AGENT, expectToast, signIn, watchConsole } from '../support/session';
import { card, expectTotal, review, search } from './list-page-support';

const phoneDigits = () => `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const dealerCode = () => `E${Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, '0')}`;

/** A customer with two tickets, a claim on the older one. */
async function customerWithTickets(page: Page, token: string) {
  const customer = await apiPost<Customer>(page.request, '/api/customers', {
    firstName: 'Marisol',
    lastName: token,
    phone: phoneDigits(),
    email: `${token.toLowerCase()}@example.com`,
    address: '48 Ridge Road',
    zipCode: '80202',
  });
  const ticket = (subject: string) =>
    apiPost<Ticket>(page.request, '/api/tickets', {
      subject,
      description: 'Raised from the customer page test.',
      priority: 'high',
      customerId: customer.id,
    });
  const older = await ticket('Slow leak on the rear left tyre');
  const newer = await ticket('Vibration above 60 mph');
  await apiPost(page.request, '/api/warranties', {
    ticketId: older.id,
    claimTicketAdjustmentNumber: `ADJ-${token}`,
  });
  return { customer, older, newer };
}

function createDealer(page: Page, name: string) {
  return apiPost<Dealer>(page.request, '/api/dealers', {
    dealerId: dealerCode(),
    dealerName: name,
    contactName: 'Dana Whitfield',
    phone: '303-555-0142',
    country: 'United States',
    address: '900 Colfax Avenue',
    city: 'Denver',
    state: 'CO',
    zipCode: '80204',
  });
}

const panel = (page: Page, name: string) => page.getByRole('region', { name });

test('a customer from the list: its tickets and claims, an edit, a refused delete, and Back to the search', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signIn(page, AGENT, '/customers');
  const token = uniqueToken('Cp');
  const { customer, older, newer } = await customerWithTickets(page, token);

  await search(page, 'Search customers', token);
  await expectTotal(page, 1);
  await card(page, `Marisol ${token}`).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}\\?q=${token}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Marisol ${token}` })).toBeVisible();

  const tickets = panel(page, 'Tickets');
  await expect(tickets.getByText('2 tickets')).toBeVisible();
  await expect(tickets.getByRole('listitem')).toHaveText([
    new RegExp(`${ticketLabel(newer)}.*Vibration above 60 mph`),
    new RegExp(`${ticketLabel(older)}.*Slow leak`),
  ]);
  const claims = panel(page, 'Warranty Claims');
  await expect(claims.getByText('1 claim', { exact: true })).toBeVisible();
  await expect(claims.getByRole('link', { name: new RegExp(`ADJ-${token}`) })).toHaveAttribute(
    'href',
    /\/warranties\/\d+$/,
  );

  await tickets.getByRole('link', { name: /Slow leak/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${older.id}$`));
  const ticketDialog = page.getByRole('dialog', { name: /Slow leak on the rear left tyre/ });
  await expect(ticketDialog.getByRole('heading', { name: 'Ticket Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ticketDialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}\\?q=${token}$`));

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await expect(edit.getByLabel('Address (optional)')).toHaveValue('48 Ridge Road');
  await edit.getByLabel('First Name').fill('Marisela');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Customer updated successfully');
  await expect(page.getByRole('heading', { level: 1, name: `Marisela ${token}` })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete customer?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const refusal = `Marisela ${token} has 2 tickets: move them to another customer first`;
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Marisela ${token}` })).toBeVisible();

  await page.getByRole('link', { name: 'All Customers' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers\\?q=${token}$`));
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toHaveValue(token);
  await expect(card(page, `Marisela ${token}`)).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
});

test('a dealer from the list: New Ticket raises a ticket for the dealer', async ({ page }) => {
  await signIn(page, AGENT, '/dealers');
  const name = `Summit Tire ${uniqueToken('')}`;
  const dealer = await createDealer(page, name);
  await search(page, 'Search dealers', dealer.dealerId);
  await expectTotal(page, 1);
  await card(page, name).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(panel(page, 'Tickets').getByText('No tickets yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New Ticket' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Ticket' });
  await expect(create.getByText(`Raised by dealer ${name} (${dealer.dealerId})`)).toBeVisible();
  await create.getByLabel('Subject').fill('Fleet tyres returned with tread separation');
  await create.getByLabel('Description').fill('Six tyres from the same batch.');
  await create.getByRole('button', { name: 'Create Ticket' }).click();
  await expectToast(page, 'Success', 'Ticket created successfully');
  const tickets = panel(page, 'Tickets');
  await expect(tickets.getByText('1 ticket', { exact: true })).toBeVisible();
  await expect(tickets.getByRole('listitem')).toHaveText([/Fleet tyres returned with tread separation/]);
});

for (const viewport of VIEWPORTS) {
  test(`customer and dealer pages at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, AGENT, '/customers');
    const token = uniqueToken('Shot');
    const { customer } = await customerWithTickets(page, token);
    await page.goto(`/customers/${customer.id}`);
    await expect(panel(page, 'Tickets').getByText('2 tickets')).toBeVisible();
    await expect(panel(page, 'Warranty Claims').getByText('1 claim', { exact: true })).toBeVisible();
    await review(page, 'customer-page', { fullPage: true });

    const dealer = await createDealer(page, `Front Range Tyres ${token}`);
    await apiPost(page.request, '/api/tickets', {
      subject: 'Dealer-raised: sidewall cracking on a delivery van',
      description: 'Raised from the dealer page test.',
      dealerId: dealer.id,
    });
    await page.goto(`/dealers/${dealer.id}`);
    await expect(panel(page, 'Tickets').getByText('1 ticket', { exact: true })).toBeVisible();
    await expect(panel(page, 'Warranty Claims').getByText('0 claims')).toBeVisible();
    await review(page, 'dealer-page', { fullPage: true });
  });
}
