import { expect, type Browser, type Page } from '@playwright/test';
import { ADMIN, AGENT, TENANT_ADMIN } from './accounts';

export type Account = { username: string; password: string };
export { ADMIN, AGENT, TENANT_ADMIN };

/** Signs in through the API (the page shares the cookie), then opens `path`. */
export async function signIn(page: Page, account: Account, path = '/tickets') {
  const response = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok(), `login as ${account.username}`).toBe(true);
  await page.goto(path);
}

/** A page of its own signed in as `account`, beside the test's page (a second person at work). */
export async function signedInPage(browser: Browser, account: Account, path = '/tickets') {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, path);
  return page;
}

/**
 * The visible toast. Not found by role: an open modal dialog hides the rest of the page from the
 * accessibility tree, and Radix announces the toast through a separate live region instead.
 */
export function visibleToast(page: Page) {
  return page.getByTestId('toast');
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = visibleToast(page);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** Console errors and uncaught exceptions; the signed-out 401 from /api/auth/user is expected. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.endsWith('/api/auth/user') && message.text().includes('401')) return;
    problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return problems;
}
