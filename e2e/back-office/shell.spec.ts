import { expect, test, type Page } from '@playwright/test';
import type { SessionUser } from '../../domain/api-types';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { apiJson } from '../support/api';
import { ADMIN, AGENT, signIn, watchConsole } from '../support/session';

const STAFF_ITEMS = ['Tickets', 'Customers', 'Dealers', 'Warranties', 'Reports', 'Macros'];
const ADMIN_ITEMS = ['Tenant Management', 'User Management'];

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test('a global admin sees every item, the Admin badge and the pages behind them', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  const header = page.getByRole('banner');
  await expect(header.getByText('TreadDesk', { exact: true })).toBeVisible();
  await expect(header.getByText('Multi-Tenant Platform')).toBeVisible();
  await expect(header.getByText('admin', { exact: true })).toBeVisible();
  await expect(header.getByText('Admin', { exact: true })).toBeVisible();
  for (const item of [...STAFF_ITEMS, ...ADMIN_ITEMS]) {
    await expect(nav(page).getByRole('link', { name: item })).toBeVisible();
  }
  await expect(nav(page).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');

  const titles: [string, string, string][] = [
    ['Customers', '/customers', 'Customers'],
    ['Dealers', '/dealers', 'Dealers'],
    ['Warranties', '/warranties', 'Warranties'],
    ['Reports', '/reports', 'Reports and Analytics'],
    ['Macros', '/macros', 'Macros'],
    ['Tenant Management', '/admin/tenants', 'Tenant Management'],
    ['User Management', '/admin/users', 'User Management'],
  ];
  for (const [item, path, title] of titles) {
    await nav(page).getByRole('link', { name: item }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
  }
  await header.getByRole('link', { name: 'TreadDesk' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test("on a phone, a global admin's header keeps every control on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  const header = page.getByRole('banner');
  for (const name of ['Search all tenants', 'Change password', 'Logout']) {
    const box = await header.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a plain user sees no admin items and no Admin badge', async ({ page }) => {
  await signIn(page, AGENT);
  for (const item of STAFF_ITEMS) await expect(nav(page).getByRole('link', { name: item })).toBeVisible();
  for (const item of ADMIN_ITEMS) await expect(nav(page).getByRole('link', { name: item })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Active tenant' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('sam.carter')).toBeVisible();
});

test('the menu button expands the sidebar from 4rem to 16rem and back', async ({ page }) => {
  await signIn(page, AGENT);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => nav(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => nav(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(256);
  // Wide screens keep it open after a pick.
  await nav(page).getByRole('link', { name: 'Dealers' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yIssues(page, 'expanded sidebar');
  await toggle.click();
  await expect.poll(() => nav(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
});

test('on a narrow screen the sidebar closes after an item is picked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, AGENT);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await nav(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a global admin switches the active tenant and every list follows', async ({ page }) => {
  await signIn(page, ADMIN);
  const switcher = page.getByRole('combobox', { name: 'Active tenant' });
  await expect(switcher).toHaveText('Demo Tyre Centre');
  // Other tests add tickets to the demo tenant; the second tenant keeps its 18 sample tickets.
  const demoFooter = page.getByText(/^Showing 1 to 10 of (\d+) results$/);
  await expect(demoFooter).toBeVisible();
  expect(Number(/of (\d+)/.exec((await demoFooter.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(60);

  await switcher.click();
  await page.getByRole('option', { name: 'Coastal Tire & Auto' }).click();
  await expect(switcher).toHaveText('Coastal Tire & Auto');
  const user = await apiJson<SessionUser>(page.request, '/api/auth/user');
  expect(user.activeTenant?.name).toBe('Coastal Tire & Auto');
  await expect(page.getByText('Showing 1 to 10 of 18 results')).toBeVisible();

  await switcher.click();
  await page.getByRole('option', { name: 'Demo Tyre Centre' }).click();
  await expect(switcher).toHaveText('Demo Tyre Centre');
  await expect(page.getByText('Showing 1 to 10 of 18 results')).toHaveCount(0);
  await expect(demoFooter).toBeVisible();
});
