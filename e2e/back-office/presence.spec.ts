import { expect, test } from '@playwright/test';
import { ticketLabel } from '../../domain/tickets';
import { apiPost } from '../support/api';
import { review } from '../support/screenshots';
import { AGENT, signedInPage, signIn, TENANT_ADMIN } from '../support/session';
import { createOwnTicket } from '../support/tickets';

/** Decision 093: two people on one ticket see each other, and who is typing, live. */
test('two people on one ticket see each other viewing and typing, and a mention rings the bell', async ({
  page,
  browser,
}) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Presence');
  const label = ticketLabel(ticket);
  await page.goto(`/tickets/${ticket.id}`);
  const samDialog = page.getByRole('dialog');
  await expect(samDialog.getByRole('heading', { name: new RegExp(`^${label} - `) })).toBeVisible();

  const maria = await signedInPage(browser, TENANT_ADMIN, `/tickets/${ticket.id}`);
  const mariaDialog = maria.getByRole('dialog');
  const mariaSees = mariaDialog.getByRole('status', { name: 'Also on this ticket' });
  const samSees = samDialog.getByRole('status', { name: 'Also on this ticket' });
  await expect(mariaSees).toHaveText(`${AGENT.username} is viewing`);
  await expect(samSees).toHaveText(`${TENANT_ADMIN.username} is viewing`);

  await samDialog.getByRole('textbox', { name: 'Reply to customer' }).fill('Hello Pat, the dealer');
  await expect(mariaSees).toHaveText(`${AGENT.username} is typing…`);
  await review(maria, 'ticket-presence-typing');
  await samDialog.getByRole('textbox', { name: 'Reply to customer' }).fill('');
  await expect(mariaSees).toHaveText(`${AGENT.username} is viewing`);

  await samDialog.getByRole('button', { name: 'Close' }).click();
  await expect(samDialog).toBeHidden();
  await expect(mariaSees).toBeEmpty();

  // With the dialog closed, a note that mentions Sam reaches Sam's bell on the stream, the page left as it is.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const unreadBefore = Number((await bell.textContent())?.match(/\d+/)?.[0] ?? 0);
  await apiPost(maria.request, '/api/notes', {
    ticketId: ticket.id,
    content: `@${AGENT.username} can you call the customer back?`,
  });
  await expect(bell).toHaveAccessibleName(new RegExp(`^Notifications\\s*${unreadBefore + 1}\\s*unread$`));

  await maria.context().close();
});
