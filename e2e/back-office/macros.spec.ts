import { expect, test } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import { apiJson, uniqueToken } from '../support/api';
import { AGENT, expectToast, signIn } from '../support/session';
import { createOwnTicket, openTicket } from '../support/tickets';

test('an agent makes a personal macro on the Macros page and applies it from a ticket after a preview', async ({
  page,
}) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Macro');
  const name = uniqueToken('Take it on');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Macros' })
    .click();
  await expect(page).toHaveURL(/\/macros$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Macros' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My canned replies' })).toBeVisible();
  await page.getByRole('tab', { name: /Mine/ }).click();
  await page.getByRole('button', { name: 'New Personal Macro' }).click();
  const form = page.getByRole('dialog', { name: 'New personal macro' });
  await form.getByRole('button', { name: 'Save Macro' }).click();
  await expect(form.getByText('Please enter a name')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Status').selectOption('in-progress');
  await form.getByLabel('Priority').selectOption('high');
  await form.getByLabel('Owner').selectOption('me');
  await form.getByRole('button', { name: 'Save Macro' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('Status: In Progress · Priority: High · Owner: me').first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Tickets' })
    .click();
  const dialog = await openTicket(page, ticket);
  await dialog.getByLabel('Macros').selectOption({ label: `${name} (mine)` });
  const preview = dialog.getByRole('region', { name: `Preview of ${name}` });
  await expect(preview.getByText('Status: open →')).toBeVisible();
  await expect(preview.getByText('Priority: medium →')).toBeVisible();
  await expect(preview.getByText(`Owner: Unassigned → ${AGENT.username}`)).toBeVisible();
  // Nothing is written by the preview.
  expect(await apiJson<Ticket>(page.request, `/api/tickets/${ticket.id}`)).toMatchObject({
    status: 'open',
    priority: 'medium',
    assignee: null,
  });
  await preview.getByRole('button', { name: 'Apply Macro' }).click();
  await expectToast(page, 'Macro applied');
  await expect(preview).toBeHidden();
  await expect
    .poll(async () => apiJson<Ticket>(page.request, `/api/tickets/${ticket.id}`))
    .toMatchObject({ status: 'in-progress', priority: 'high', assignee: { name: AGENT.username } });
});
