import { expect, test, type Page } from '@playwright/test';
import { ticketLabel } from '../../domain/tickets';
import { AGENT, signIn } from '../support/session';
import { createOwnTicket, findTicketRow } from '../support/tickets';

/** Tabs through the dialog `presses` times; focus must never leave it. */
async function expectFocusTrapped(page: Page, presses: number) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
      return dialog !== null && dialog.contains(document.activeElement);
    });
    expect(inside, `focus after ${press + 1} Tab presses`).toBe(true);
  }
}

test('quick action dialogs open, trap focus and close from the keyboard', async ({ page }) => {
  await signIn(page, AGENT);
  for (const [action, title] of [
    ['New Ticket', 'Create New Ticket'],
    ['Add Customer', 'Add New Customer'],
    ['Add Dealer', 'Add New Dealer'],
    ['Reports', 'Warranty Claims Reports & Analytics'],
  ]) {
    const trigger = page.getByRole('button', { name: action, exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, 14);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});

test('filters, ticket details and the warranty form work without a mouse', async ({ page }) => {
  await signIn(page, AGENT);
  const status = page.getByRole('combobox', { name: 'Status filter' });
  await status.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'All Status' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Open' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Open');
  await expect(status).toBeFocused();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();

  const ticket = await createOwnTicket(page, 'Keys');
  const row = await findTicketRow(page, ticket);
  const label = row.getByRole('button', { name: ticketLabel(ticket), exact: true });
  await label.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${ticketLabel(ticket)} - `) });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, 10);

  await dialog.getByRole('button', { name: 'Create Warranty Claim' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create New Warranty Claim' });
  await expect(form).toBeVisible();
  await form.getByLabel('Number of Tires').focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(label).toBeFocused();
});
