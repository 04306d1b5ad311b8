import { expect, test, type Page } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import { apiJson, apiPost, uniqueToken } from '../support/api';
import { AGENT, expectToast, signIn } from '../support/session';

function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

async function ticketsMatching(page: Page, search: string) {
  return apiJson<Ticket[]>(page.request, `/api/tickets?search=${encodeURIComponent(search)}`);
}

test('New Ticket: messages, a new customer inline, then the same customer picked from the matches', async ({
  page,
}) => {
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'New Ticket' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  for (const message of [
    'Phone number is required',
    'Customer name is required',
    'Subject is required',
    'Description is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  const token = uniqueToken('Cust');
  const phone = `1 (555) ${digits(3)}-${digits(4)}`;
  const name = `Robin ${token}`;
  await dialog.getByLabel('Customer Phone').fill(phone);
  await dialog.getByLabel('Customer Name').fill(name);
  await expect(
    dialog.getByText('No customer selected: a new customer is created from the name and phone.'),
  ).toBeVisible();
  await dialog.getByLabel('Subject').fill(`${token} slow leak`);
  await dialog.getByLabel('Description').fill('Slow leak from the bead on the front left tyre.');
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveText('Medium');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Billing' }).click();
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expectToast(page, 'Success', 'Ticket created successfully');
  await expect(dialog).toBeHidden();

  const [created] = await ticketsMatching(page, `${token} slow leak`);
  expect(created).toMatchObject({ priority: 'medium', category: 'billing', status: 'open' });
  expect(created!.customer).toMatchObject({
    firstName: 'Robin',
    lastName: token,
    phone: phone.replace(/\D/g, '').slice(1),
  });
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(token);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  // The second ticket finds the customer by name (2+ characters) and links to it.
  await page.getByRole('button', { name: 'New Ticket' }).click();
  dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
  await dialog.getByLabel('Customer Name').fill(token.slice(0, 1));
  await expect(dialog.getByText('Matching customers')).toHaveCount(0);
  await dialog.getByLabel('Customer Name').fill(token);
  const match = dialog.getByRole('button', { name: new RegExp(`Robin ${token}`) });
  await match.click();
  await expect(match).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('The ticket will be linked to the selected customer.')).toBeVisible();
  await expect(dialog.getByLabel('Customer Name')).toHaveValue(name);
  await dialog.getByLabel('Subject').fill(`${token} second visit`);
  await dialog.getByLabel('Description').fill('Leak is back after the repair.');
  await dialog.getByRole('button', { name: 'Create Ticket' }).press('Enter');
  // The first ticket's toast may still be showing: the dialog closing is what marks this one saved.
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Success', 'Ticket created successfully');
  const [second] = await ticketsMatching(page, `${token} second visit`);
  expect(second!.customerId).toBe(created!.customerId);
});

test('on a phone the matching customers fit the dialog, a long e-mail cut short', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, AGENT);
  const token = uniqueToken('Fit');
  await apiPost(page.request, '/api/customers', {
    firstName: 'Alexandrina',
    lastName: token,
    phone: `617555${digits(4)}`,
    email: `alexandrina.${token.toLowerCase()}@a-rather-long-fleet-domain.example.com`,
  });
  await page.getByRole('button', { name: 'New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
  await dialog.getByLabel('Customer Name').fill(token);
  const match = dialog.getByRole('button', { name: new RegExp(`Alexandrina ${token}`) });
  await expect(match).toBeVisible();
  // The match ends where the fields above it end, not past the dialog's edge.
  const button = await match.boundingBox();
  const field = await dialog.getByLabel('Customer Name').boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(field!.x + field!.width + 0.5);
});
