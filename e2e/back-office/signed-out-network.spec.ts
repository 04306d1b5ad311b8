import { expect, test } from '@playwright/test';

test('a signed-out visit settles: the 401 from /api/auth/user is read to the end, then /auth shows', async ({
  page,
}) => {
  await page.goto('/customers', { waitUntil: 'networkidle', timeout: 10_000 });
  await expect(page).toHaveURL(/\/auth\?next=%2Fcustomers$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
