import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './a11y';

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** e2e/screenshots/<name>-<width>.png (gitignored; a name may start with a folder), to look at by eye. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `e2e/screenshots/${name}-${width}.png`,
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

/** Looks at a back-office screen once it is still: no serious accessibility issue, and a screenshot. */
export async function review(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await expectNoSeriousA11yIssues(page, name);
  await saveScreenshot(page, `back-office/${name}`, options);
}
