import { expect, test, type Page } from '@playwright/test';
import type { TicketRef } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { animationsSettled, expectNoSeriousA11yIssues } from '../support/a11y';
import { AGENT, expectToast, signIn, visibleToast } from '../support/session';
import { createOwnTicket, findTicketRow } from '../support/tickets';

const ticketDialog = (page: Page, ticket: TicketRef) =>
  page.getByRole('dialog', { name: new RegExp(`^${ticketLabel(ticket)} - `) });

test("a ticket's link survives signing in, and Back and Forward move between the list and the ticket", async ({
  page,
}) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Link');
  await page.request.post('/api/auth/logout');

  await page.goto(`/tickets/${ticket.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Ftickets%2F${ticket.id}$`));
  await page.getByLabel('Email').fill(AGENT.username);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  await expect(ticketDialog(page, ticket).getByRole('heading', { name: 'Ticket Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ticketDialog(page, ticket)).toBeHidden();
  await expect(page).toHaveURL(/\/tickets$/);

  const row = await findTicketRow(page, ticket);
  await row.getByRole('button', { name: ticketLabel(ticket), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}(\\?search=[^&]+)?$`));
  await expect(ticketDialog(page, ticket)).toBeVisible();
  await page.goBack();
  await expect(ticketDialog(page, ticket)).toBeHidden();
  await expect(page).toHaveURL(/\/tickets(\?search=[^&]+)?$/);
  // The list kept its search: the same single row is still shown.
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page.goForward();
  await expect(ticketDialog(page, ticket)).toBeVisible();

  await page.goto('/tickets/987654321');
  const missing = page.getByRole('dialog', { name: 'Ticket not found' });
  await expect(missing).toContainText('It may have been deleted');
});

test('the common path from the keyboard: next ticket, open, take it, write a note, change status', async ({
  page,
}) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Keys');
  const row = await findTicketRow(page, ticket);
  await page.getByRole('heading', { level: 1 }).click(); // out of the search box

  await page.keyboard.press('j');
  await expect(row).toBeFocused();
  await expectNoSeriousA11yIssues(page, 'tickets list with a row under the cursor');
  await page.keyboard.press('Enter');
  const dialog = ticketDialog(page, ticket);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}(\\?search=[^&]+)?$`));

  await page.keyboard.press('a');
  await expectToast(page, 'Ticket assigned', `${ticketLabel(ticket)} is assigned to you.`);
  await expect(dialog.getByRole('combobox', { name: `Assignee of ${ticketLabel(ticket)}` })).toHaveText(
    'sam.carter',
  );

  await page.keyboard.press('n');
  const note = dialog.getByLabel('Add New Note');
  await expect(note).toBeFocused();
  await page.keyboard.type('Called the customer back about the bulge.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Success', 'Note added successfully');
  await expect(dialog.getByText('Called the customer back about the bulge.').first()).toBeVisible();

  await page.keyboard.press('s');
  await expect(page.getByRole('option', { name: 'Open' })).toBeFocused();
  await animationsSettled(page); // the choices are placed and focus the current one once they are
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'In Progress' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Ticket updated', 'Ticket has been updated successfully');
  await expect(dialog.getByRole('combobox', { name: `Status of ${ticketLabel(ticket)}` })).toHaveText(
    'In Progress',
  );
  await expectNoSeriousA11yIssues(page, 'ticket dialog after the shortcuts');

  await page.keyboard.press('Escape'); // the toast first, being the newest layer
  await expect(visibleToast(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Assign the ticket to me')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'keyboard shortcuts overlay');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
