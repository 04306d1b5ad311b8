import { expect, test } from '@playwright/test';
import type { TicketStats } from '../../domain/api-types';
import { apiJson } from '../support/api';
import { AGENT, signIn, watchConsole } from '../support/session';
import { statValue } from './list-page-support';

/** The spec's analytics that once were Coming Soon, now real figures (customer ratings: decision 091). */
const MADE_REAL = ['Active Agents', 'Tickets per Agent', 'Seasonal Patterns', 'Customer Satisfaction'];

test('/reports shows the server’s figures, real exports and a PDF, agents, months, customer ratings and a dealer statement', async ({
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
  await expect(page.getByText('Coming Soon', { exact: true })).toHaveCount(0);
  for (const item of MADE_REAL) {
    await expect(page.getByRole('listitem').filter({ hasText: item })).not.toContainText('Coming Soon');
  }
  await expect(
    page.getByRole('img', { name: /Tickets and claims per month over the last 12 months/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Claim Money' })).toContainText('Net credited');
  await expect(page.getByRole('region', { name: 'Customer Satisfaction by Agent' })).toBeVisible();
  const statement = page.getByRole('region', { name: 'Dealer Statement' });
  await statement.getByRole('combobox', { name: 'Dealer' }).click();
  await page.getByRole('option').first().click();
  await expect(statement.getByLabel('Statement totals')).toContainText('Net credited');
  for (const action of ['Schedule Report', 'Configure Alerts']) {
    const button = page.getByRole('button', { name: `${action} (Coming soon)` });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  }
  for (const [link, type] of [
    ['Tickets CSV', 'text/csv'],
    ['Claims CSV', 'text/csv'],
    ['Generate Report', 'application/pdf'],
    ['Statement PDF', 'application/pdf'],
    ['Statement CSV', 'text/csv'],
  ] as const) {
    const href = await page.getByRole('link', { name: link }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status(), link).toBe(200);
    expect(response.headers()['content-type'], link).toContain(type);
  }
  expect(problems).toEqual([]);
});
