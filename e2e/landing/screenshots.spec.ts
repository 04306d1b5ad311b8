import { expect, test } from '@playwright/test';
import { LANDING_PAGES, VIEWPORTS } from './landing-pages';

// Full-page screenshots for a person to look at (e2e/screenshots/ is not committed).
for (const viewport of VIEWPORTS) {
  for (const page of LANDING_PAGES) {
    test(`screenshot ${page.name} at ${viewport.width}x${viewport.height}`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const tab = await context.newPage();
      await tab.goto(page.path);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await tab.waitForTimeout(1500); // let the typewriter type a few letters
      await tab.screenshot({ path: `e2e/screenshots/landing/${page.name}-${viewport.name}-fold.png` });
      // The whole page as a returning visitor sees it, without the cookie banner on top.
      await tab.evaluate(() => localStorage.setItem('cookieAccepted', 'true'));
      await tab.reload();
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await tab.waitForTimeout(1500);
      await tab.screenshot({
        path: `e2e/screenshots/landing/${page.name}-${viewport.name}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
}
