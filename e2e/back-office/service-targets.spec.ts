import { expect, test } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import { apiJson } from '../support/api';
import { review, VIEWPORTS } from '../support/screenshots';
import { AGENT, expectToast, signIn, signedInPage, TENANT_ADMIN } from '../support/session';
import { createOwnTicket, findTicketRow, openTicket } from '../support/tickets';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test('an administrator sets service targets; agents see what is due in the list, the ticket and the overview', async ({
  page,
  browser,
}) => {
  await signIn(page, TENANT_ADMIN);
  await page.getByRole('link', { name: 'Service Targets' }).first().click();
  await expect(page).toHaveURL(/\/admin\/service-targets$/);
  await expect(page.getByRole('heading', { name: 'Service Targets' })).toBeVisible();

  // A time zone Intl does not know is refused with the field's message, and nothing is stored.
  const zone = page.getByRole('textbox', { name: 'Time zone' });
  await zone.fill('Nowhere/Atlantis');
  await page.getByRole('button', { name: 'Save Targets' }).click();
  await expect(page.getByText('Time zone must be an IANA name such as Europe/London').first()).toBeVisible();

  // Round the clock, every day, so the test's due times do not depend on when it runs.
  await zone.fill('UTC');
  for (const day of DAYS) {
    const open = page.getByRole('checkbox', { name: day, exact: true });
    if (!(await open.isChecked())) await open.check();
    await page.getByLabel(`${day} opens`).fill('00:00');
    await page.getByLabel(`${day} closes`).fill('23:59');
  }
  const medium = page.getByRole('textbox', { name: 'Medium: First response' });
  await medium.fill('30');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await review(page, 'service-targets-form', { fullPage: true });
  }
  await page.getByRole('button', { name: 'Save Targets' }).click();
  await expectToast(page, 'Saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Medium: First response' })).toHaveValue('30');

  // An agent's new medium ticket is due within the half hour: "Due soon".
  const agent = await signedInPage(browser, AGENT);
  const ticket = await createOwnTicket(agent, 'Due');
  const stored = await apiJson<Ticket>(agent.request, `/api/tickets/${ticket.id}`);
  expect(stored.dueKind).toBe('first_response');
  await agent.reload();
  // Today's Overview counts it among the tickets due soon.
  const dueSoon = agent.locator('dt', { hasText: 'Due Soon' }).locator('xpath=following-sibling::dd');
  await expect(dueSoon).toHaveText(/^[1-9]\d*$/);
  const row = await findTicketRow(agent, ticket);
  await expect(row.getByText('Due soon').filter({ visible: true })).toBeVisible();

  await agent.getByRole('combobox', { name: 'Due filter' }).click();
  await agent.getByRole('option', { name: 'Due Soon', exact: true }).click();
  await expect(agent).toHaveURL(/due=due_soon/);
  await expect(row).toHaveCount(1);
  await agent.getByRole('combobox', { name: 'Due filter' }).click();
  await agent.getByRole('option', { name: 'Breached', exact: true }).click();
  await expect(agent.getByText('Showing 0 to 0 of 0 results')).toBeVisible();
  await agent.getByRole('combobox', { name: 'Due filter' }).click();
  await agent.getByRole('option', { name: 'Any Due Time', exact: true }).click();

  const dialog = await openTicket(agent, ticket);
  await expect(dialog.getByText(/^First response by /)).toBeVisible();
  await expect(dialog.getByText('Waiting since', { exact: true })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await agent.setViewportSize(viewport);
    await review(agent, 'ticket-due');
  }
});
