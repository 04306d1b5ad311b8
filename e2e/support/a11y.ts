import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

type AxeWindow = { axe?: typeof axe };

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation. axe is
 * loaded once per document (a navigation clears it) and run in the page with every rule. The app
 * has no frames, so nothing needs axe's cross-frame merging, which opened a blank page for each
 * check; together with loading axe's 550 KB source only once, a check takes about a quarter of
 * the time it did. Colours are measured once the page has stopped moving: an overlay that is
 * still fading in has text of too little contrast for a moment.
 */
export async function expectNoSeriousA11yIssues(page: Page, screen: string) {
  await animationsSettled(page);
  const loaded = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async () => (await (window as AxeWindow).axe!.run(document, { resultTypes: ['violations'] })).violations,
  );
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `${screen}: serious or critical accessibility issues`).toEqual([]);
}

/** Waits until every finite animation (dialogs opening, toasts sliding in) has finished. */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
