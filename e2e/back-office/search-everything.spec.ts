import { expect, test, type Page } from '@playwright/test';
import type { Customer, Ticket } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiPost, uniqueToken } from '../support/api';
import { review } from '../support/screenshots';
import { AGENT, signIn } from '../support/session';

/** A ticket whose note holds `token`, and a customer named after it. */
async function seedMatches(page: Page, token: string) {
  const ticket = await apiPost<Ticket>(page.request, '/api/tickets', {
    subject: 'Sidewall bulge after a pothole',
    description: 'Customer reports a bulge on the outer sidewall.',
    priority: 'medium',
    category: 'technical',
    customer: { name: 'Pat Searcher', phone: '5550107788', email: null, company: null },
  });
  await apiPost(page.request, '/api/notes', {
    ticketId: ticket.id,
    content: `Dealer confirmed the ${token} casing was replaced`,
    authorName: 'Support Team',
  });
  const customer = await apiPost<Customer>(page.request, '/api/customers', {
    firstName: 'Robin',
    lastName: token,
    phone: '5550102233',
  });
  return { ticket, customer };
}

test('"/" opens the search from any page; the ranked results open the ticket or the customer', async ({
  page,
}) => {
  await signIn(page, AGENT, '/dealers');
  const token = uniqueToken('Srch').toLowerCase();
  const { ticket, customer } = await seedMatches(page, token);

  const box = page.getByRole('combobox', { name: 'Search everything' });
  // Under a full run's load the first key can come before the header has settled: press again.
  await expect(async () => {
    await page.locator('body').press('/');
    await expect(box).toBeFocused({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.type(token);
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  const ticketOption = listbox.getByRole('option', { name: new RegExp(ticketLabel(ticket)) });
  await expect(ticketOption).toContainText('Note');
  await expect(ticketOption.locator('mark')).toHaveText(token);
  await expect(listbox.getByRole('option', { name: new RegExp(`Robin ${token}`, 'i') })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await review(page, 'search-everything');

  // The customer's name (weight A) outranks the ticket's note (weight C): Customers come first.
  await expect(listbox.getByRole('group').first()).toContainText('Customers');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(ticketOption).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  await expect(page.getByRole('dialog', { name: new RegExp(`^${ticketLabel(ticket)} - `) })).toBeVisible();
  await page.keyboard.press('Escape');

  await box.fill(token.slice(2));
  await listbox.getByRole('option', { name: new RegExp(`Robin ${token}`, 'i') }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
});

test.describe('on a phone at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the header button opens the search across the page', async ({ page }) => {
    await signIn(page, AGENT, '/tickets');
    const token = uniqueToken('Srch').toLowerCase();
    const { ticket } = await seedMatches(page, token);
    await page.getByRole('button', { name: 'Search everything' }).tap();
    const box = page.getByRole('combobox', { name: 'Search everything' });
    await expect(box).toBeFocused();
    await page.keyboard.type(token);
    const option = page.getByRole('option', { name: new RegExp(ticketLabel(ticket)) });
    await expect(option).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await review(page, 'search-everything-phone');
    await option.tap();
    await expect(page.getByRole('dialog', { name: new RegExp(`^${ticketLabel(ticket)} - `) })).toBeVisible();
  });
});
