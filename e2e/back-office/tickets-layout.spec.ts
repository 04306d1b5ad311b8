import { expect, test, type Page } from '@playwright/test';
import { apiPost, uniqueToken } from '../support/api';
import { review } from '../support/screenshots';
import { ADMIN, signIn } from '../support/session';
import type { Ticket } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';

/** A fresh ticket whose subject and customer name are single words far wider than their columns. */
async function createLongWordTicket(page: Page): Promise<Ticket> {
  const token = uniqueToken('Wide');
  return apiPost<Ticket>(page.request, '/api/tickets', {
    subject: `${token}Sidewallseparationbeneaththeshoulderreportedafteraretreadwithoutanyroadhazard ${'tyre '.repeat(20)}`,
    description: 'Long words in the list.',
    priority: 'high',
    category: 'technical',
    customer: {
      name: 'Wolfeschlegelsteinhausenbergerdorff Maximiliana',
      phone: '5550107799',
      email: null,
      company: null,
    },
  });
}

/** How far the page and the table's scrolling container would scroll sideways (0 when they fit). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const document_ = document.scrollingElement!;
    const table = document.querySelector('table[aria-label="Support Tickets"]')?.parentElement;
    return {
      page: document_.scrollWidth - document_.clientWidth,
      table: table ? table.scrollWidth - table.clientWidth : null,
    };
  });
}

const LAPTOPS = [
  { width: 1024, height: 768, sidebar: 'closed' },
  { width: 1280, height: 800, sidebar: 'closed' },
  { width: 1280, height: 800, sidebar: 'open' },
  { width: 1440, height: 900, sidebar: 'closed' },
  { width: 1440, height: 900, sidebar: 'open' },
] as const;

for (const { width, height, sidebar } of LAPTOPS) {
  test(`at ${width}×${height} with the sidebar ${sidebar} every column fits and the subject wraps`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, ADMIN);
    const ticket = await createLongWordTicket(page);
    await page.reload();
    if (sidebar === 'open') await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const table = page.getByRole('table', { name: 'Support Tickets' });
    await expect(table.getByRole('row')).toHaveCount(11);
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });

    const frame = (await table.boundingBox())!;
    for (const edit of await table.getByRole('button', { name: /^Edit #TK-/ }).all()) {
      const box = (await edit.boundingBox())!;
      expect(box.x + box.width, 'Edit lies inside the table').toBeLessThanOrEqual(frame.x + frame.width);
    }
    // The subject has room: its cell is the widest of the row.
    const cells = table.getByRole('row').nth(1).getByRole('cell');
    const ticketCell = (await cells.nth(0).boundingBox())!;
    for (let index = 1; index < 8; index += 1)
      expect(ticketCell.width).toBeGreaterThan((await cells.nth(index).boundingBox())!.width);
    if (width === 1280) await review(page, `tickets-table-sidebar-${sidebar}`);

    // The ticket with the long words: they break inside its cells instead of widening the table.
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(ticketLabel(ticket));
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText(/^Wolfeschlegelsteinhausenbergerdorff/)).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
  });
}

test('at 390×844 tickets are cards with subject, customer, status, priority and age', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  const ticket = await createLongWordTicket(page);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await sidewaysOverflow(page)).page).toBe(0);
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(ticketLabel(ticket));
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article', { name: ticketLabel(ticket) });
  await expect(card).toBeVisible();
  await expect(card.getByText(ticket.subject.trim().slice(0, 40))).toBeVisible();
  await expect(card.getByText(/^Wolfeschlegelsteinhausenbergerdorff Maximiliana/)).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText('High', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Created (less than a minute|1 minute) ago$/)).toBeVisible();
  expect((await sidewaysOverflow(page)).page).toBe(0);
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);

  const edit = card.getByRole('button', { name: `Edit ${ticketLabel(ticket)}` });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  await expect(card.getByRole('combobox', { name: `Assignee of ${ticketLabel(ticket)}` })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await review(page, 'tickets-cards');
});
