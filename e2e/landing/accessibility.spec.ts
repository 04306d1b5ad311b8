import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { LANDING_PAGES } from './landing-pages';

for (const landing of LANDING_PAGES) {
  test(`${landing.name}: no serious or critical axe violations`, async ({ page }) => {
    await page.goto(landing.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page, landing.path);
  });
}

test('the open dialogs have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Legal and Compliance' }).click();
  await expect(page.getByRole('dialog', { name: 'Legal and Compliance' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'legal dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start demo call with Insurance' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Insurance' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'voice chat dialog');
});
