import { expect, test, type Page } from '@playwright/test';
import { visitorFrom } from '../support/addresses';

test.use(visitorFrom('198.51.100.61'));

/** Each landing page's call dialog, titled as its business, connected at a laptop's and a phone's size. */
const PAGES = [
  { path: '/bloomjoy', button: 'Talk to our AI florist', title: 'BloomJoy Flowers' },
  { path: '/consumerportfolio', button: 'Talk to the AI loan assistant', title: 'TreadDesk Auto Finance' },
  { path: '/political', button: 'Try Campaign AI Demo', title: 'Campaign AI' },
];

async function isInsideViewport(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize()!;
  return Boolean(box && box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const landing of PAGES) {
    test(`${landing.path}: the connected call dialog fits ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => localStorage.setItem('cookieAccepted', 'true'));
      await page.goto(landing.path);
      await page.getByRole('button', { name: landing.button }).first().click();
      const dialog = page.getByRole('dialog', { name: landing.title });
      await dialog.getByRole('button', { name: 'Start Call' }).click();
      await expect(dialog.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
      await expect(dialog.getByTestId('captions').locator('p').first()).toBeVisible({ timeout: 20_000 });
      expect(await isInsideViewport(page, 'privacy-note')).toBe(true);
      expect(await isInsideViewport(page, 'captions')).toBe(true);
      // The captions take the room the dialog has left: several exchanges, not one and a half. Polled:
      // on a busy machine the box was once measured at 80 px while the dialog was still laying out.
      const captions = dialog.getByTestId('captions');
      await expect.poll(async () => (await captions.boundingBox())?.height ?? 0).toBeGreaterThan(200);
      await dialog.getByRole('button', { name: 'End Call' }).click();
    });
  }
}
