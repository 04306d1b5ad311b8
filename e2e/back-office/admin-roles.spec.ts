import { expect, test, type Page } from '@playwright/test';
import type { User } from '../../domain/api-types';
import { apiJson, uniqueToken } from '../support/api';
import { AGENT, expectToast, signIn, TENANT_ADMIN, watchConsole } from '../support/session';
import { card, cards, expectTotal, review, search } from './list-page-support';

const DENIED = "You don't have access to this page";
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a plain user sees no admin items, the admin API answers 403 and the pages say so', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, AGENT);
  await expect(nav(page).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Tenant Management' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/tenants')).status()).toBe(403);
  for (const [path, title] of [
    ['/admin/users', 'User Management'],
    ['/admin/tenants', 'Tenant Management'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: DENIED })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Tickets' }).click();
    await expect(page).toHaveURL(/\/tickets$/);
  }
  expect(problems).toEqual([]);
});

test('a tenant admin opening /admin/users directly manages only their own tenant’s users', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signIn(page, TENANT_ADMIN, '/admin/users');
  await expect(nav(page).getByRole('link', { name: 'User Management' })).toHaveCount(0);
  const scoped = await apiJson<User[]>(page.request, '/api/admin/users?limit=200');
  expect(
    scoped.every((user) => user.tenant?.name === 'Demo Tyre Centre' && user.role !== 'global_admin'),
  ).toBe(true);
  await expect(card(page, 'sam.carter')).toBeVisible();
  await expect(card(page, 'lee.park')).toHaveCount(0);
  await expect(card(page, 'admin')).toHaveCount(0);
  await expect(page.getByText('Global Admins')).toHaveCount(0);
  await expectTotal(page, scoped.length);
  for (const one of await cards(page).all()) await expect(one.getByText('Demo Tyre Centre')).toBeVisible();

  await page.getByRole('combobox', { name: 'Role filter' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Roles', 'Tenant Admin', 'User', 'Dealer']);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await expect(dialog.getByRole('combobox', { name: 'Tenant' })).toHaveText('Demo Tyre Centre');
  await expect(dialog.getByRole('combobox', { name: 'Tenant' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(['User', 'Tenant Admin']);
  await page.keyboard.press('Escape');
  await review(page, 'users-tenant-admin-create');
  const username = uniqueToken('zm');
  await dialog.getByLabel('Email').fill(`${username}@demo.example.com`);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('tenant-admin-made-1');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'Success', 'User created successfully');
  const [made] = await apiJson<User[]>(page.request, `/api/admin/users?search=${username}`);
  expect(made).toMatchObject({ username, role: 'user', tenant: { name: 'Demo Tyre Centre' } });

  await search(page, 'Search users', username);
  // The list settles on the search first: an Edit clicked before it opened a dialog the new list closed.
  await expectTotal(page, 1);
  await card(page, username).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete User' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'User deleted successfully');

  await page.goto('/admin/tenants');
  await expect(page.getByRole('heading', { name: DENIED })).toBeVisible();
  expect((await page.request.get('/api/admin/tenants')).status()).toBe(403);
  expect(problems).toEqual([]);
});
