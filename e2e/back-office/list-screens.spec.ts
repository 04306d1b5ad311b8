import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/screenshots';
import { ADMIN, AGENT, signIn, watchConsole } from '../support/session';
import { card, cards, footer, review, search } from './list-page-support';

for (const viewport of VIEWPORTS) {
  test.describe(`list pages at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('customers, dealers, warranties and reports', async ({ page }) => {
      const problems = watchConsole(page);
      await signIn(page, ADMIN, '/customers');
      await expect(cards(page).first()).toBeVisible();
      await review(page, 'customers');
      await search(page, 'Search customers', 'zzqx-nobody');
      await expect(page.getByText('No customers found')).toBeVisible();
      await review(page, 'customers-empty');
      await page.getByRole('button', { name: 'New Customer' }).click();
      await review(page, 'customers-create');
      await page.keyboard.press('Escape');

      await page.goto('/dealers');
      await expect(cards(page).first()).toBeVisible();
      await review(page, 'dealers');
      await page.getByRole('button', { name: 'New Dealer' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create Dealer' }).click();
      await review(page, 'dealers-create-errors');
      await page.keyboard.press('Escape');

      await page.goto('/warranties');
      await expect(page.getByTestId('claim-row').first()).toBeVisible();
      await review(page, 'warranties', { fullPage: true });
      await page.goto('/reports');
      await expect(footer(page)).toHaveCount(0);
      await expect(page.getByText('Total Tickets')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await review(page, 'reports', { fullPage: true });
      expect(problems).toEqual([]);
    });

    test('tenant and user management', async ({ page }) => {
      const problems = watchConsole(page);
      await signIn(page, ADMIN, '/admin/tenants');
      await expect(card(page, 'Coastal Tire & Auto')).toBeVisible();
      await review(page, 'tenants');
      await page.getByRole('button', { name: 'New Tenant' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create Tenant' }).click();
      await expect(page.getByText('Tenant name is required')).toBeVisible();
      await review(page, 'tenant-create-errors');
      await page.keyboard.press('Escape');
      await card(page, 'Coastal Tire & Auto').getByRole('button', { name: 'Manage' }).click();
      await review(page, 'tenant-manage');
      await page.getByRole('button', { name: 'Delete Tenant' }).click();
      await review(page, 'tenant-delete');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/admin/users');
      await expect(card(page, 'sam.carter')).toBeVisible();
      await review(page, 'users');
      await page.getByRole('button', { name: 'New User' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText('Email, username, and password are required')).toBeVisible();
      await review(page, 'user-create-errors');
      await page.keyboard.press('Escape');
      await card(page, 'sam.carter').getByRole('button', { name: 'Edit' }).click();
      await review(page, 'user-edit');
      await page.getByRole('button', { name: 'Delete User' }).click();
      await review(page, 'user-delete');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await card(page, 'sam.carter').getByRole('button', { name: 'Disable' }).click();
      await review(page, 'user-disable');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      expect(problems).toEqual([]);
    });

    test('a plain user is refused on the admin pages', async ({ page }) => {
      const problems = watchConsole(page);
      await signIn(page, AGENT, '/admin/tenants');
      await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
      await review(page, 'tenants-denied');
      expect(problems).toEqual([]);
    });
  });
}
