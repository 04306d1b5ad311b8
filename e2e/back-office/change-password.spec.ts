import { expect, test } from '@playwright/test';
import { apiPost, uniqueToken } from '../support/api';
import { expectToast, signIn, TENANT_ADMIN } from '../support/session';

test('a signed-in user changes their own password from the header, then signs in with it', async ({
  page,
  browser,
}) => {
  // A fresh account, so parallel tests keep their sample accounts' passwords.
  const username = uniqueToken('pw.');
  const first = 'first-passphrase-for-e2e';
  const second = 'second-passphrase-for-e2e';
  const admin = await browser.newContext();
  const login = await admin.request.post('/api/auth/login', { data: TENANT_ADMIN });
  expect(login.ok()).toBe(true);
  await apiPost(admin.request, '/api/admin/users', {
    email: `${username}@demo.example.com`,
    username,
    password: first,
  });
  await admin.close();

  await signIn(page, { username, password: first });
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('not-the-current-one');
  await dialog.getByLabel('New password').fill(second);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('The current password is not correct')).toBeVisible();

  await dialog.getByLabel('Current password').fill(first);
  await dialog.getByLabel('New password').fill('password1234');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('This password is too common. Please choose another.')).toBeVisible();

  await dialog.getByLabel('New password').fill(second);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed');
  await expect(dialog).toHaveCount(0);

  const old = await page.request.post('/api/auth/login', { data: { username, password: first } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/login', { data: { username, password: second } });
  expect(fresh.status()).toBe(200);
});
