import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/session';
import { createOwnTicket } from '../support/tickets';

test('at 1280×800 with the sidebar collapsed all seven ticket columns fit, Created on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  // A fresh ticket puts the longest relative time ('less than a minute ago') on the first page.
  await createOwnTicket(page, 'Fit');
  await page.reload();
  const table = page.getByRole('table', { name: 'Support Tickets' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const scroller = table.locator('xpath=..');
  const overflow = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'the table needs no horizontal scrolling').toBeLessThanOrEqual(0);
  const actions = table.getByRole('button', { name: /^Edit #TK-/ }).first();
  const box = await actions.boundingBox();
  const frame = await scroller.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  for (const time of await table.locator('time').all()) {
    const lines = await time.evaluate((element) => element.getClientRects().length);
    expect(lines, `"${await time.textContent()}" stays on one line`).toBe(1);
  }
});

test('at 390×844 the ticket table scrolls sideways inside its card and every action stays reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  const table = page.getByRole('table', { name: 'Support Tickets' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow, 'the page itself does not scroll sideways').toBeLessThanOrEqual(0);
  const edit = table.getByRole('button', { name: /^Edit #TK-/ }).first();
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
});
