import { expect, test, type Page } from '@playwright/test';
import type { Tenant, User } from '../../domain/api-types';
import { apiJson, apiTotal, uniqueToken } from '../support/api';
import { ADMIN, expectToast, signIn } from '../support/session';
import { card, cards, expectTotal, pick, search, statValue } from './list-page-support';

const PASSWORD = 'e2e-user-password-1';

async function userNamed(page: Page, username: string): Promise<User | undefined> {
  const users = await apiJson<User[]>(
    page.request,
    `/api/admin/users?search=${encodeURIComponent(username)}`,
  );
  return users.find((user) => user.username === username);
}

test('the stat cards are the server’s per-role totals; search and the role filter ask the server', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/admin/users');
  await expect(async () => {
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    for (const [label, query] of [
      ['Total Users', ''],
      ['Global Admins', '&role=global_admin'],
      ['Tenant Admins', '&role=tenant_admin'],
      ['Regular Users', '&role=user'],
    ]) {
      const total = await apiTotal(page.request, `/api/admin/users?limit=1${query}`);
      await expect(statValue(page, label!)).toHaveText(String(total), { timeout: 1000 });
    }
  }).toPass();

  await search(page, 'Search users', 'lee.park@coastal');
  await expectTotal(page, 1);
  const lee = card(page, 'lee.park');
  await expect(lee.getByText('Coastal Tire & Auto')).toBeVisible();
  await expect(lee.getByText('User', { exact: true })).toBeVisible();
  // Other tests add users meanwhile: compare one filtered load with the total read right after it.
  await expect(async () => {
    await page.reload();
    const sent = page.waitForRequest((request) => request.url().includes('role=tenant_admin&limit=12'));
    await pick(page, page.getByRole('combobox', { name: 'Role filter' }), 'Tenant Admin');
    await sent;
    const total = await apiTotal(page.request, '/api/admin/users?role=tenant_admin&limit=1');
    await expectTotal(page, total, { timeout: 1000 });
  }).toPass();
  for (const one of await cards(page).all()) {
    await expect(one.getByText('Tenant Admin', { exact: true })).toBeVisible();
  }
  // Your own account can be neither disabled nor deleted.
  await pick(page, page.getByRole('combobox', { name: 'Role filter' }), 'Global Admin');
  const own = card(page, 'admin');
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  await own.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Delete User' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Role' })).toBeDisabled();
});

test('create, edit (with a new password), disable, enable and delete a user through the UI', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN, '/admin/users');
  const username = uniqueToken('zu');
  const email = `${username}@coastal.example.com`;
  const [coastal] = await apiJson<Tenant[]>(page.request, '/api/admin/tenants?search=coastal');

  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Email, username, and password are required')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await pick(page, dialog.getByRole('combobox', { name: 'Role' }), 'Tenant Admin');
  await pick(page, dialog.getByRole('combobox', { name: 'Tenant' }), 'Coastal Tire & Auto');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'Success', 'User created successfully');
  expect(await userNamed(page, username)).toMatchObject({
    email,
    role: 'tenant_admin',
    tenantId: coastal!.id,
  });

  await search(page, 'Search users', username);
  await expectTotal(page, 1);
  await card(page, username).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Username').fill(`${username}-b`);
  await pick(page, edit.getByRole('combobox', { name: 'Role' }), 'User');
  await edit.getByLabel('New Password (optional)').fill(`${PASSWORD}-new`);
  await edit.getByRole('button', { name: 'Update User' }).click();
  await expectToast(page, 'Success', 'User updated successfully');
  const renamed = `${username}-b`;
  expect(await userNamed(page, renamed)).toMatchObject({ email, role: 'user', tenantId: coastal!.id });
  // The new password works (in a separate session, so the admin stays signed in here).
  const login = await request.post('/api/auth/login', {
    data: { username: renamed, password: `${PASSWORD}-new` },
  });
  expect(login.ok()).toBe(true);

  const row = card(page, renamed);
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Disable user "${renamed}"?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, 'Success', 'User disabled successfully');
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  expect((await userNamed(page, renamed))?.isDisabled).toBe(true);
  // Disabling ended that session and blocks a new sign-in.
  expect((await request.get('/api/auth/user')).status()).toBe(401);
  const refused = await request.post('/api/auth/login', {
    data: { username: renamed, password: `${PASSWORD}-new` },
  });
  expect(refused.ok()).toBe(false);
  await row.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, 'Success', 'User enabled successfully');
  expect((await userNamed(page, renamed))?.isDisabled).toBe(false);

  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `Are you sure you want to delete user "${renamed}"? This action cannot be undone.`,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'User deleted successfully');
  expect(await userNamed(page, renamed)).toBeUndefined();
  await expect(page.getByText('No users found')).toBeVisible();
});
