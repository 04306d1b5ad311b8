import { expect, test } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiJson } from '../support/api';
import { review, VIEWPORTS } from '../support/screenshots';
import { AGENT, expectToast, signIn } from '../support/session';
import { createOwnTicket, findTicketRow } from '../support/tickets';

test('staff take a ticket, find it under Mine, move it on, and read both in its history', async ({
  page,
}) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Owner');
  const label = ticketLabel(ticket);
  const row = await findTicketRow(page, ticket);

  const owner = row.getByRole('combobox', { name: `Assignee of ${label}` });
  await expect(owner).toHaveText('Unassigned');
  await owner.click();
  await page.getByRole('option', { name: AGENT.username, exact: true }).click();
  await expect(owner).toHaveText(AGENT.username);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('combobox', { name: 'Assignee filter' }).click();
  await page.getByRole('option', { name: 'Mine', exact: true }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(row).toHaveCount(1);
  expect((await apiJson<Ticket>(page.request, `/api/tickets/${ticket.id}`)).assignee?.name).toBe(
    AGENT.username,
  );

  await row.getByRole('button', { name: `Edit ${label}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Ticket updated', 'Ticket has been updated successfully');

  const history = dialog.getByRole('list', { name: 'Ticket history' });
  const entries = history.getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Status: Open → In Progress');
  await expect(entries.nth(0)).toContainText(AGENT.username);
  await expect(entries.nth(1)).toContainText(`Assignee: Unassigned → ${AGENT.username}`);
  await expect(entries.nth(1)).toContainText(AGENT.username);
  await expect(entries.last()).toContainText('Created the ticket');

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await history.scrollIntoViewIfNeeded();
    await review(page, 'ticket-history');
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(row).toHaveCount(1);
    await review(page, 'tickets-mine', { fullPage: true });
  }
});
