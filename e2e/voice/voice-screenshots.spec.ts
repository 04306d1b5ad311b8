import { expect, test } from '@playwright/test';
import { visitorFrom } from '../support/addresses';

test.use(visitorFrom('198.51.100.13'));

// The voice chat dialog in a live call and in an error state, for a person to look at.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`screenshot the voice chat dialog at ${viewport.width}x${viewport.height}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cookieAccepted', 'true'));
    await page.getByRole('button', { name: 'Talk to our AI sales agent' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'AI Sales' });
    await page.screenshot({ path: `e2e/screenshots/voice/idle-${viewport.name}.png` });
    await dialog.getByRole('button', { name: 'Start Call' }).click();
    await expect(dialog.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
    // A message typed before the greeting is spoken cancels it, as speaking would: wait for it.
    await expect(dialog.getByTestId('captions').getByText('AI Sales:')).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel('Type a message to the agent').fill('How much does it cost for three stores?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => dialog.getByTestId('captions').locator('p').count(), { timeout: 20_000 })
      .toBeGreaterThan(2);
    await page.screenshot({ path: `e2e/screenshots/voice/connected-${viewport.name}.png` });
    await dialog.getByRole('button', { name: 'End Call' }).click();
    await context.close();
  });
}

test('screenshot the voice chat error box', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    localStorage.setItem('cookieAccepted', 'true');
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Start demo call with Insurance' }).click();
  await page.getByRole('button', { name: 'Start Call' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/voice/error-desktop.png' });
});
