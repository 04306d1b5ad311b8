import { expect, test, type Page } from '@playwright/test';
import type { Tenant } from '../../domain/api-types';
import { apiJson, apiTotal, uniqueToken } from '../support/api';
import { ADMIN, expectToast, signIn } from '../support/session';
import { card, cards, expectTotal, search, statValue } from './list-page-support';

const HAS_DATA = 'This tenant still has users or records. Deactivate it instead of deleting it.';

/**
 * Opens the delete confirmation of the tenant being managed. On a busy machine the click can land
 * while the dialog still zooms in: the button takes the press but not the release, gets the focus
 * and is not clicked. The click is made again until the confirmation shows.
 */
async function askToDelete(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Delete Tenant' }).click({ timeout: 2_000 });
    await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return page.getByRole('alertdialog');
}

function tenantsMatching(page: Page, text: string) {
  return apiJson<Tenant[]>(page.request, `/api/admin/tenants?search=${encodeURIComponent(text)}`);
}

test('the stat cards match the server: total, active and the search’s results', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/tenants');
  await expect(async () => {
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    const all = await apiJson<Tenant[]>(page.request, '/api/admin/tenants?limit=200');
    const total = await apiTotal(page.request, '/api/admin/tenants?limit=1');
    const active = all.filter((tenant) => tenant.isActive).length;
    await expect(statValue(page, 'Total Tenants')).toHaveText(String(total), { timeout: 1000 });
    await expect(statValue(page, 'Active Tenants')).toHaveText(String(active), { timeout: 1000 });
    await expect(statValue(page, 'Filtered Results')).toHaveText(String(total), { timeout: 1000 });
  }).toPass();
  await search(page, 'Search tenants', 'coastal');
  await expectTotal(page, 1);
  await expect(statValue(page, 'Filtered Results')).toHaveText('1');
  const coastal = card(page, 'Coastal Tire & Auto');
  for (const text of ['Active', 'coastal', 'Users: Coming Soon']) {
    await expect(coastal.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(coastal.getByRole('switch')).toBeDisabled();
  await expect(coastal.getByRole('switch')).toBeChecked();
  await search(page, 'Search tenants', 'demo tyre');
  await expectTotal(page, 1);
  await expect(card(page, 'Demo Tyre Centre')).toBeVisible();
});

test('create, edit, deactivate and delete a tenant through the UI', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/tenants');
  const token = uniqueToken('zt').toLowerCase();
  const name = `Zephyr Tyres ${token}`;

  await page.getByRole('button', { name: 'New Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Tenant' });
  await dialog.getByRole('button', { name: 'Create Tenant' }).click();
  await expect(dialog.getByText('Tenant name is required')).toBeVisible();
  await dialog.getByLabel('Tenant Name').fill(name);
  await dialog.getByLabel('Subdomain (optional)').fill('coastal');
  await dialog.getByRole('button', { name: 'Create Tenant' }).click();
  await expectToast(page, 'Error', 'That subdomain is already in use');
  await dialog.getByLabel('Subdomain (optional)').fill(token);
  await dialog.getByRole('button', { name: 'Create Tenant' }).click();
  await expectToast(page, 'Success', 'Tenant created successfully');
  await expect(dialog).toBeHidden();
  const [created] = await tenantsMatching(page, token);
  expect(created).toMatchObject({ name, subdomain: token, isActive: true });

  await search(page, 'Search tenants', token);
  await expectTotal(page, 1);
  await card(page, name).getByRole('button', { name: 'Manage' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Tenant' });
  await manage.getByLabel('Tenant Name').fill(`${name} Renamed`);
  await manage.getByRole('switch', { name: 'Active' }).click();
  await manage.getByRole('button', { name: 'Update Tenant' }).click();
  await expectToast(page, 'Success', 'Tenant updated successfully');
  expect((await tenantsMatching(page, token))[0]).toMatchObject({ name: `${name} Renamed`, isActive: false });
  const renamed = card(page, `${name} Renamed`);
  await expect(renamed.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(renamed.getByRole('switch')).not.toBeChecked();

  await renamed.getByRole('button', { name: 'Manage' }).click();
  const confirm = await askToDelete(page);
  await expect(confirm).toContainText(
    `Are you sure you want to delete tenant "${name} Renamed"? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Tenant deleted successfully');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await tenantsMatching(page, token)).toEqual([]);
  await expect(page.getByText('No tenants found')).toBeVisible();
});

test('a tenant with users or records is not deleted: the toast says to deactivate it', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/tenants');
  await card(page, 'Coastal Tire & Auto').getByRole('button', { name: 'Manage' }).click();
  await (await askToDelete(page)).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error', HAS_DATA);
  await expect(page.getByRole('dialog', { name: 'Manage Tenant' })).toBeVisible();
  expect(await tenantsMatching(page, 'coastal')).toHaveLength(1);
});
