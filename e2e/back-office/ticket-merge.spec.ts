import { expect, test, type Page } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import type { Note } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiJson, apiPost, uniqueToken } from '../support/api';
import { AGENT, expectToast, signIn } from '../support/session';
import { openTicket } from '../support/tickets';

/** Tickets of one caller of the test's own: a phone no other test uses, so only they look alike. */
async function oneCallersTickets(page: Page, count: number): Promise<Ticket[]> {
  const token = uniqueToken('Merge');
  const phone = `555${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-7)}`;
  const tickets: Ticket[] = [];
  for (let n = 1; n <= count; n += 1)
    tickets.push(
      await apiPost<Ticket>(page.request, '/api/tickets', {
        subject: `${token} puncture ${n}`,
        description: `Caller rang about a puncture (${token}).`,
        priority: 'medium',
        category: 'technical',
        customer: { name: `Rua ${token}`, phone, email: null, company: null },
      }),
    );
  return tickets;
}

test('a duplicate is merged here from the possible duplicates, and its number leads to the kept ticket', async ({
  page,
}) => {
  await signIn(page, AGENT);
  const [called, wrote] = (await oneCallersTickets(page, 2)) as [Ticket, Ticket];
  await apiPost<Note>(page.request, '/api/notes', { ticketId: called.id, content: 'Rang from the roadside' });

  const dialog = await openTicket(page, wrote);
  const duplicates = dialog.getByRole('region', { name: 'Possible duplicates' });
  await duplicates
    .getByRole('button', { name: new RegExp(`^Merge here\\W+${ticketLabel(called)}\\W*$`) })
    .click();
  const preview = duplicates.getByRole('group', { name: 'Merge preview' });
  await expect(preview).toContainText('1 note');
  await preview.getByRole('button', { name: `Merge into ${ticketLabel(wrote)}` }).click();
  await expectToast(page, `${ticketLabel(called)} merged into ${ticketLabel(wrote)}`);
  await expect(
    dialog.getByRole('region', { name: 'Notes' }).getByText('Rang from the roadside'),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Possible duplicates' })).toHaveCount(0);

  // The merged ticket's address opens the kept ticket, which says where the reader came from.
  await page.goto(`/tickets/${called.id}`);
  await expect(page).toHaveURL(new RegExp(`/tickets/${wrote.id}$`));
  await expect(
    page.getByRole('dialog').getByRole('status').filter({ hasText: 'was merged into this ticket' }),
  ).toHaveText(`${ticketLabel(called)} was merged into this ticket.`);
  const merged = await apiJson<Ticket>(page.request, `/api/tickets/${called.id}`);
  expect(merged).toMatchObject({ status: 'closed', mergedInto: { id: wrote.id, number: wrote.number } });
});

test('Merge picks the ticket to keep by its number and shows what moves first', async ({ page }) => {
  await signIn(page, AGENT);
  const [kept, duplicate] = (await oneCallersTickets(page, 2)) as [Ticket, Ticket];
  const dialog = await openTicket(page, duplicate);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  const panel = dialog.getByRole('region', { name: 'Merge this ticket' });
  await panel.getByLabel('Ticket to keep').fill(ticketLabel(duplicate));
  await panel.getByRole('button', { name: 'Show what moves' }).click();
  await expect(panel.getByRole('alert')).toHaveText('A ticket cannot be merged into itself');

  await panel.getByLabel('Ticket to keep').fill(ticketLabel(kept));
  await panel.getByRole('button', { name: 'Show what moves' }).click();
  await expect(panel.getByRole('group', { name: 'Merge preview' })).toContainText(
    `Merge ${ticketLabel(duplicate)}`,
  );
  await panel.getByRole('button', { name: `Merge into ${ticketLabel(kept)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${kept.id}`));
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: new RegExp(`^${ticketLabel(kept)} - `) }),
  ).toBeVisible();
  const history = await apiJson<{ kind: string }[]>(page.request, `/api/tickets/${kept.id}/activity`);
  expect(history.map((entry) => entry.kind)).toContain('merged_from');
});
