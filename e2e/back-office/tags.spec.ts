import { expect, test } from '@playwright/test';
import type { Tag, TicketView } from '../../domain/tags';
import { ticketLabel } from '../../domain/tickets';
import { apiJson, apiPost, uniqueToken } from '../support/api';
import { expectToast, signIn, TENANT_ADMIN } from '../support/session';
import { createOwnTicket, openTicket } from '../support/tickets';

test('staff tag a ticket from its dialog, filter the list by the tag and save that list as a view', async ({
  page,
}) => {
  await signIn(page, TENANT_ADMIN);
  const name = uniqueToken('Tag');
  const tag = await apiPost<Tag>(page.request, '/api/tags', { name, colour: 'teal' });
  const ticket = await createOwnTicket(page, 'Tagged');
  const label = ticketLabel(ticket);

  const dialog = await openTicket(page, ticket);
  await dialog.getByRole('combobox', { name: 'Add a tag' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  const tags = dialog.getByRole('region', { name: 'Ticket tags' });
  await expect(tags.getByRole('button', { name: `Remove tag ${name}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search tickets' }).fill('');
  await page.getByRole('combobox', { name: 'Tag filter' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${tag.id}`));
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(row.getByRole('list', { name: 'Tags' })).toContainText(name);

  const viewName = `${name} queue`;
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill(viewName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'View saved');
  const views = await apiJson<TicketView[]>(page.request, '/api/ticket-views');
  expect(views.find((view) => view.name === viewName)).toMatchObject({
    shared: false,
    query: { tag: String(tag.id) },
  });
});
