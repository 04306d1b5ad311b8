import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { ADMIN, AGENT, expectToast, signIn, watchConsole } from '../support/session';

test('a signed-out visitor to a protected route is sent to the sign-in page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcustomers$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Sign in to go back to where you were.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yIssues(page, 'sign-in');
  expect(problems).toEqual([]);
});

test('sign-in shows the required-field messages and the server refusal', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing in greets the user, opens /tickets, and /auth then forwards to /tickets', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/auth');
  await page.getByLabel('Email').fill('sam.carter@demo.example.com');
  await page.getByLabel('Password').fill(AGENT.password);
  const login = page.waitForResponse('**/api/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await login).ok()).toBe(true);
  await expectToast(page, 'Login successful', 'Welcome back, sam.carter');
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/tickets$/);
  expect(problems).toEqual([]);
});

test('logout ends the session, says so and returns to the home page', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out', 'You have been logged out successfully');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/auth\?next=%2Ftickets$/);
});

test('an unknown path shows the finished 404 page with a way home', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '404');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});
