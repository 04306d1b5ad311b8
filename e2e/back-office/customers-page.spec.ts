import { expect, test } from '@playwright/test';
import type { Customer } from '../../domain/api-types';
import { apiJson, apiPost, apiTotal, uniqueToken } from '../support/api';
import { AGENT, expectToast, signIn, watchConsole } from '../support/session';
import { card, cards, expectTotal, footer, search, statValue } from './list-page-support';

function randomPhone(): string {
  return `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

test('the stat cards match the server’s totals', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, AGENT, '/customers');
  // Other tests add customers meanwhile: compare one load with the total read right after it.
  await expect(async () => {
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    const total = await apiTotal(page.request, '/api/customers?limit=1');
    await expect(statValue(page, 'Total Customers')).toHaveText(String(total), { timeout: 1000 });
    await expect(statValue(page, 'Active Customers')).toHaveText(String(total), { timeout: 1000 });
    await expect(statValue(page, 'Filtered Results')).toHaveText(String(total), { timeout: 1000 });
  }).toPass();
  expect(problems).toEqual([]);
});

test('search runs on the server by name, email or phone, with the empty state', async ({ page }) => {
  await signIn(page, AGENT, '/customers');
  const token = uniqueToken('Cust');
  const phone = randomPhone();
  const customer = await apiPost<Customer>(page.request, '/api/customers', {
    firstName: 'Robin',
    lastName: token,
    phone,
    email: `${token.toLowerCase()}@example.com`,
    zipCode: '33602',
    address: '12 Harbor Drive',
  });
  const sent = page.waitForRequest((request) => request.url().includes(`search=${token}`));
  await search(page, 'Search customers', token);
  await sent;
  await expectTotal(page, 1);
  await expect(statValue(page, 'Filtered Results')).toHaveText('1');
  const found = card(page, `Robin ${token}`);
  for (const text of [`${token.toLowerCase()}@example.com`, '12 Harbor Drive 33602', `ID: ${customer.id}`]) {
    await expect(found.getByText(text)).toBeVisible();
  }
  await search(page, 'Search customers', `${token.toLowerCase()}@example.com`);
  await expectTotal(page, 1);
  // A formatted phone number is searched as its digits.
  await search(page, 'Search customers', `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  await expect(found).toBeVisible();
  await expect(cards(page).filter({ hasText: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}` })).toHaveCount(
    await apiTotal(page.request, `/api/customers?search=${phone}&limit=1`),
  );
  await search(page, 'Search customers', `${token}-nobody`);
  await expect(page.getByText('No customers found')).toBeVisible();
  await expect(footer(page)).toHaveText('Showing 0 to 0 of 0 results');
});

test('Previous and Next page through 12 customers at a time', async ({ page }) => {
  await signIn(page, AGENT, '/customers');
  await expect(footer(page)).toHaveText(/^Showing 1 to 12 of \d+ results$/);
  const total = await apiTotal(page.request, '/api/customers?limit=1');
  expect(total).toBeGreaterThan(24);
  await expect(cards(page)).toHaveCount(12);
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  const firstOfPageOne = await cards(page).first().getByRole('heading').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(footer(page)).toHaveText(/^Showing 13 to 24 of \d+ results$/);
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOfPageOne ?? '');
  await previous.click();
  await expect(footer(page)).toHaveText(/^Showing 1 to 12 of \d+ results$/);
});

test('New Customer creates through the dialog; View Details opens its page', async ({ page }) => {
  await signIn(page, AGENT, '/customers');
  const token = uniqueToken('New');
  const phone = randomPhone();
  await page.getByRole('button', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Casey');
  await dialog.getByLabel('Last Name').fill(token);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Address (optional)').fill('7 Dock Road');
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expectToast(page, 'Success', 'Customer created successfully');
  await expect(dialog).toBeHidden();

  const [stored] = await apiJson<Customer[]>(page.request, `/api/customers?search=${token}`);
  expect(stored).toMatchObject({ firstName: 'Casey', lastName: token, phone, address: '7 Dock Road' });
  await search(page, 'Search customers', token);
  await expectTotal(page, 1);
  await card(page, `Casey ${token}`).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${stored!.id}\\?q=${token}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Casey ${token}` })).toBeVisible();
  await expect(page.getByText('7 Dock Road')).toBeVisible();
});
