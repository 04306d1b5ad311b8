import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Dealer } from '../../domain/api-types';
import { apiJson, apiPost, apiTotal, uniqueToken } from '../support/api';
import { AGENT, expectToast, signIn } from '../support/session';
import { card, cards, expectTotal, footer, pick, search, statValue } from './list-page-support';

function dealerCode(): string {
  return Array.from(
    { length: 6 },
    () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(Math.random() * 34)],
  ).join('');
}

function createDealer(request: APIRequestContext, name: string) {
  return apiPost<Dealer>(request, '/api/dealers', {
    dealerId: dealerCode(),
    dealerName: name,
    contactName: 'Jordan Reyes',
    phone: '3055550188',
    email: `${name.replace(/\W/g, '').toLowerCase()}@dealers.example.com`,
    country: 'United States',
    address: '400 Ocean Drive',
    city: 'Miami',
    state: 'FL',
    zipCode: '33139',
  });
}

test('search by name, dealer ID or email on the server; paging past 12 dealers', async ({ page }) => {
  await signIn(page, AGENT, '/dealers');
  const token = uniqueToken('Dlr');
  // Five of our own, so the list holds more than one page of 12.
  const own = await Promise.all(
    Array.from({ length: 5 }, (_, index) => createDealer(page.request, `Tread ${token} ${index}`)),
  );
  await search(page, 'Search dealers', token);
  await expectTotal(page, 5);
  await expect(statValue(page, 'Filtered Results')).toHaveText('5');
  for (const dealer of own) {
    const found = card(page, dealer.name);
    await expect(found.getByText(dealer.dealerId, { exact: true })).toBeVisible();
    await expect(found.getByText(`ID: ${dealer.id}`)).toBeVisible();
  }
  await search(page, 'Search dealers', own[2]!.dealerId);
  await expectTotal(page, 1);
  await expect(card(page, own[2]!.name)).toBeVisible();
  await search(page, 'Search dealers', own[3]!.email!);
  await expectTotal(page, 1);
  await expect(card(page, own[3]!.name)).toBeVisible();
  await search(page, 'Search dealers', `${token}-none`);
  await expect(page.getByText('No dealers found')).toBeVisible();

  await search(page, 'Search dealers', '');
  const total = await apiTotal(page.request, '/api/dealers?limit=1');
  expect(total).toBeGreaterThan(12);
  await expect(footer(page)).toHaveText(/^Showing 1 to 12 of \d+ results$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(footer(page)).toHaveText(/^Showing 13 to \d+ of \d+ results$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
});

test('the stat cards match the server’s totals', async ({ page }) => {
  await signIn(page, AGENT, '/dealers');
  await expect(async () => {
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    const total = await apiTotal(page.request, '/api/dealers?limit=1');
    await expect(statValue(page, 'Total Dealers')).toHaveText(String(total), { timeout: 1000 });
    await expect(statValue(page, 'Active Dealers')).toHaveText(String(total), { timeout: 1000 });
    await expect(statValue(page, 'Filtered Results')).toHaveText(String(total), { timeout: 1000 });
  }).toPass();
});

test('New Dealer creates through the dialog; View Details opens its page', async ({ page }) => {
  await signIn(page, AGENT, '/dealers');
  const name = `Keys Tyres ${uniqueToken('')}`;
  const code = dealerCode();
  await page.getByRole('button', { name: 'New Dealer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Dealer' });
  await dialog.getByLabel('Dealer ID').fill(code);
  await dialog.getByLabel('Dealer Name').fill(name);
  await dialog.getByLabel('Contact Name').fill('Ana Rivera');
  await dialog.getByLabel('Phone').fill('305-555-0199');
  await pick(page, dialog.getByRole('combobox', { name: 'Country/Territory' }), 'United States');
  await dialog.getByLabel('Address').fill('1 Overseas Highway');
  await dialog.getByLabel('City').fill('Key West');
  await dialog.getByLabel('State').fill('FL');
  await dialog.getByLabel('Zip Code').fill('33040');
  await dialog.getByRole('button', { name: 'Create Dealer' }).click();
  await expectToast(page, 'Success', 'Dealer created successfully');
  const [stored] = await apiJson<Dealer[]>(page.request, `/api/dealers?search=${code}`);
  expect(stored).toMatchObject({ dealerId: code, dealerName: name, city: 'Key West', phone: '3055550199' });
  await search(page, 'Search dealers', code);
  await expectTotal(page, 1);
  await card(page, name).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Key West')).toBeVisible();
  await expect(page.getByText('Ana Rivera', { exact: true })).toBeVisible();
});
