import { expect, test } from '@playwright/test';
import type { TicketStats } from '../../domain/api-types';
import { apiJson } from '../support/api';
import { AGENT, signIn, watchConsole } from '../support/session';
import { statValue } from './list-page-support';

const COMING_SOON = [
  'Average Resolution Time',
  'Customer Satisfaction',
  'First Response Time',
  'Active Agents',
  'Tickets per Agent',
  'Resolution Rate',
  'Top Dealers',
  'Issue Categories',
  'Regional Performance',
  'Volume Trends',
  'Seasonal Patterns',
  'Escalation Rate',
];

test('/warranties is the static placeholder; View Tickets goes to /tickets', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, AGENT, '/warranties');
  for (const label of ['Total Warranties', 'Active Claims', 'Expired', 'Processing']) {
    await expect(statValue(page, label)).toHaveText('0');
  }
  await expect(page.getByRole('heading', { name: 'No warranties found' })).toBeVisible();
  await expect(page.getByText(/normally created from tickets/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search warranties' }).fill('anything');
  const create = page.getByRole('button', { name: /^Create Warranty/ });
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  await create.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/warranties$/);
  await page.getByRole('link', { name: 'View Tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('/reports shows the server’s ticket figures, the Coming Soon analytics and unavailable actions', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signIn(page, AGENT, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports and Analytics' })).toBeVisible();
  // Other tests change tickets meanwhile: compare one load with the figures read right after it.
  await expect(async () => {
    await page.reload();
    await expect(statValue(page, 'Total Tickets')).toHaveText(/^\d+$/, { timeout: 2000 });
    const stats = await apiJson<TicketStats>(page.request, '/api/tickets/stats');
    await expect(statValue(page, 'Total Tickets')).toHaveText(String(stats.totalTickets), { timeout: 500 });
    await expect(statValue(page, 'Open Tickets')).toHaveText(String(stats.openTickets), { timeout: 500 });
    await expect(statValue(page, 'In Progress')).toHaveText(String(stats.inProgressTickets), {
      timeout: 500,
    });
    await expect(statValue(page, 'Resolved Today')).toHaveText(String(stats.resolvedToday), { timeout: 500 });
  }).toPass();
  for (const item of COMING_SOON) {
    await expect(page.getByRole('listitem').filter({ hasText: item })).toContainText('Coming Soon');
  }
  for (const action of ['Export Data', 'Generate Report', 'Schedule Report', 'Configure Alerts']) {
    const button = page.getByRole('button', { name: `${action} (Coming soon)` });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  }
  await page.getByRole('button', { name: 'Export Data (Coming soon)' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Coming soon');
  await page.getByRole('button', { name: 'Export Data (Coming soon)' }).click({ force: true });
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems).toEqual([]);
});
