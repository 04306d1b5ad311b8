import { expect, test, type Page } from '@playwright/test';
import { LANDING_PAGES, VIEWPORTS } from './landing-pages';

/** Pages with a typewriter headline are shot once it has typed a few letters; others at once. */
async function typedSomeLetters(tab: Page) {
  const typewriter = tab.getByTestId('typewriter');
  if ((await typewriter.count()) > 0) await expect(typewriter).toHaveText(/\S{4}/);
}

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
      await typedSomeLetters(tab);
      await tab.screenshot({ path: `e2e/screenshots/landing/${page.name}-${viewport.name}-fold.png` });
      // The whole page as a returning visitor sees it, without the cookie banner on top.
      await tab.evaluate(() => localStorage.setItem('cookieAccepted', 'true'));
      await tab.reload();
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await typedSomeLetters(tab);
      await tab.screenshot({
        path: `e2e/screenshots/landing/${page.name}-${viewport.name}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
}
