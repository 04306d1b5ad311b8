import { expect, test, type Page } from '@playwright/test';
import { review, VIEWPORTS } from '../support/screenshots';
import { ADMIN, signIn, watchConsole } from '../support/session';
import { createOwnTicket, findTicketRow, openTicket } from '../support/tickets';
import { ticketLabel } from '../../domain/tickets';

async function closeDialog(page: Page) {
  await page.getByRole('dialog').last().getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('public screens', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await review(page, 'auth');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      await review(page, 'auth-errors');
      await page.goto('/missing-page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await review(page, 'not-found');
      expect(problems).toEqual([]);
    });

    test('signed-in pages and the sidebar', async ({ page }) => {
      const problems = watchConsole(page);
      await signIn(page, ADMIN);
      await expect(page.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
      await review(page, 'tickets', { fullPage: true });
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await review(page, 'sidebar-expanded');
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      for (const [path, name] of [
        ['/customers', 'customers'],
        ['/dealers', 'dealers'],
        ['/warranties', 'warranties'],
        ['/reports', 'reports'],
        ['/admin/tenants', 'tenants'],
        ['/admin/users', 'users'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await review(page, `page-${name}`);
      }
      expect(problems).toEqual([]);
    });

    test('ticket dialogs', async ({ page }) => {
      const problems = watchConsole(page);
      await signIn(page, ADMIN);
      // The demo tenant's newest sample ticket, its sixtieth.
      const dialog = await openTicket(page, { id: 60, number: 60 });
      await review(page, 'ticket-detail');
      await dialog.getByRole('region', { name: 'Warranty Claims' }).scrollIntoViewIfNeeded();
      await review(page, 'ticket-detail-claims');
      await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
      await review(page, 'ticket-edit');
      await closeDialog(page);

      const own = await createOwnTicket(page, 'Shot');
      const row = await findTicketRow(page, own);
      await row.getByRole('button', { name: `Claims for ${ticketLabel(own)}` }).click();
      await review(page, 'claims-empty');
      await page.getByRole('button', { name: 'Create Warranty Claim' }).click();
      const form = page.getByRole('dialog', { name: 'Create New Warranty Claim' });
      await form.getByLabel('Original Tread', { exact: true }).fill('11');
      await form
        .getByRole('group', { name: 'Notes & Tread Depth' })
        .getByLabel('Remaining Tread Depth')
        .fill('5');
      await review(page, 'warranty-form');
      await form.getByRole('button', { name: 'Create Warranty' }).click();
      await expect(form).toBeHidden();
      await page.getByRole('button', { name: /^Delete warranty claim/ }).click();
      await review(page, 'warranty-delete');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await review(page, 'claims-one');
      await closeDialog(page);
      expect(problems).toEqual([]);
    });

    test('quick action dialogs', async ({ page }) => {
      const problems = watchConsole(page);
      await signIn(page, ADMIN);
      const dialogs: [string, string, string][] = [
        ['New Ticket', 'Create Ticket', 'create-ticket'],
        ['Add Customer', 'Create Customer', 'add-customer'],
        ['Add Dealer', 'Create Dealer', 'add-dealer'],
      ];
      for (const [action, submit, name] of dialogs) {
        await page.getByRole('button', { name: action, exact: true }).click();
        await review(page, name);
        await page.getByRole('dialog').getByRole('button', { name: submit }).click();
        await review(page, `${name}-errors`);
        await closeDialog(page);
      }
      await page.getByRole('button', { name: 'Reports', exact: true }).click();
      const reports = page.getByRole('dialog', { name: 'Warranty Claims Reports & Analytics' });
      for (const tab of ['Overview', 'Tickets', 'Claims', 'Activity']) {
        await reports.getByRole('tab', { name: tab }).click();
        await review(page, `reports-${tab.toLowerCase()}`);
      }
      await closeDialog(page);
      expect(problems).toEqual([]);
    });
  });
}
