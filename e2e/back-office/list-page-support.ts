import { expect, type Locator, type Page } from '@playwright/test';
export { review } from '../support/screenshots';

export function footer(page: Page) {
  return page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
}

/** The value of a stat card, found by its label. */
export function statValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=../following-sibling::p');
}

/** The record cards of the list (each an article named by its title). */
export function cards(page: Page): Locator {
  return page.getByRole('article');
}

export function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

export async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

/** The list has settled on `total` results (first page shown). */
export async function expectTotal(page: Page, total: number, options: { timeout?: number } = {}) {
  const shown = Math.min(12, total);
  await expect(footer(page)).toHaveText(
    `Showing ${total === 0 ? 0 : 1} to ${shown} of ${total} results`,
    options,
  );
}

export async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
