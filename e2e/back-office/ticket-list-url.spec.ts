import { expect, test, type Page } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiPost, uniqueToken } from '../support/api';
import { review } from '../support/screenshots';
import { AGENT, signIn } from '../support/session';

/** Three tickets of the test's own, one per priority, found together by their shared token. */
async function createTrio(page: Page) {
  const token = uniqueToken('Trio');
  const make = (priority: string) =>
    apiPost<Ticket>(page.request, '/api/tickets', {
      subject: `${token} ${priority} priority bead leak`,
      description: `Sorting check (${token}).`,
      priority,
      category: 'technical',
      customer: { name: `Robin ${token}`, phone: '5550104455', email: null, company: null },
    });
  const medium = await make('medium');
  const high = await make('high');
  const low = await make('low');
  return { token, high, medium, low };
}

/** The ticket labels of the table's rows, top to bottom. */
function labelsInOrder(page: Page) {
  return page
    .getByRole('table', { name: 'Support Tickets' })
    .getByRole('button', { name: /^#TK-\d+$/ })
    .allTextContents();
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

test('search, filter and sort live in the address: reload keeps them, Back and Forward step through them', async ({
  page,
}) => {
  await signIn(page, AGENT);
  const { token, high, medium, low } = await createTrio(page);
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(token);
  await expect(page).toHaveURL(new RegExp(`/tickets\\?search=${token}$`, 'i'));
  await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  expect(await labelsInOrder(page)).toEqual([low, high, medium].map((t) => ticketLabel(t)));
  await expect(header(page, 'Created')).toHaveAttribute('aria-sort', 'descending');

  await header(page, 'Priority').getByRole('button').click();
  await expect(page).toHaveURL(/sort=priority/);
  await expect(header(page, 'Priority')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => labelsInOrder(page)).toEqual([high, medium, low].map((t) => ticketLabel(t)));
  await header(page, 'Priority').getByRole('button').click();
  await expect(page).toHaveURL(/sort=priority&direction=asc/);
  await expect.poll(() => labelsInOrder(page)).toEqual([low, medium, high].map((t) => ticketLabel(t)));

  await page.getByRole('combobox', { name: 'Priority filter' }).click();
  await page.getByRole('option', { name: 'High', exact: true }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(page).toHaveURL(/priority=high/);

  await page.reload();
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue(token);
  await expect(page.getByRole('combobox', { name: 'Priority filter' })).toHaveText('High');
  await expect(header(page, 'Priority')).toHaveAttribute('aria-sort', 'ascending');

  await page.goBack();
  await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Priority filter' })).toHaveText('All Priority');
  expect(await labelsInOrder(page)).toEqual([low, medium, high].map((t) => ticketLabel(t)));
  await page.goBack();
  await expect(header(page, 'Priority')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => labelsInOrder(page)).toEqual([high, medium, low].map((t) => ticketLabel(t)));
  await page.goForward();
  await expect(header(page, 'Priority')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => labelsInOrder(page)).toEqual([low, medium, high].map((t) => ticketLabel(t)));
  await review(page, 'tickets-sorted');
});

test('a page number in the address is the page shown, and Next adds one to it', async ({ page }) => {
  await signIn(page, AGENT, '/tickets?status=closed&page=2');
  await expect(page.getByText(/^Showing 11 to 20 of \d+ results$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status filter' })).toHaveText('Closed');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/tickets\?status=closed&page=3$/);
  await expect(page.getByText(/^Showing 21 to \d+ of \d+ results$/)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/^Showing 11 to 20 of \d+ results$/)).toBeVisible();
});

test("the agent's last filters and sort come back when they open the tickets list again", async ({
  page,
}) => {
  await signIn(page, AGENT);
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'In Progress', exact: true }).click();
  await header(page, 'Updated').getByRole('button').click();
  await expect(page).toHaveURL(/\/tickets\?status=in-progress&sort=updated$/);

  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await page.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(page).toHaveURL(/\/tickets\?status=in-progress&sort=updated$/);
  await expect(page.getByRole('combobox', { name: 'Status filter' })).toHaveText('In Progress');
  await expect(header(page, 'Updated')).toHaveAttribute('aria-sort', 'descending');

  // Someone else signing in on this browser gets their own list, not this agent's.
  await page.getByRole('button', { name: 'Logout' }).click();
  // The next sign-in waits for the logout to finish: its answer would otherwise clear the new session's cookie.
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, { username: 'maria.lopez', password: AGENT.password });
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('combobox', { name: 'Status filter' })).toHaveText('All Status');
});
