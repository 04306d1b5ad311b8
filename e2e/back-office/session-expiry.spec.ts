import { expect, test } from '@playwright/test';
import { AGENT, signIn } from '../support/session';
import { createOwnTicket, openTicket } from '../support/tickets';
import { ticketLabel } from '../../domain/tickets';

test('an expired session sends the agent to sign in and back, keeping the note they typed', async ({
  page,
  context,
}) => {
  await signIn(page, AGENT, '/tickets');
  const ticket = await createOwnTicket(page, 'Expiry');
  const dialog = await openTicket(page, ticket);
  const notes = dialog.getByRole('region', { name: 'Notes' });
  const text = 'Customer will bring the tyre in on Friday; keep the DOT photo.';
  await notes.getByPlaceholder('Enter your note here...').fill(text);

  await context.clearCookies();
  await notes.getByRole('button', { name: 'Add Note' }).click();
  // Back to the open ticket over the list as it was, searched down to it (both live in the address).
  const search = encodeURIComponent(encodeURIComponent(ticketLabel(ticket)));
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Ftickets%2F${ticket.id}%3Fsearch%3D${search}$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Sign in to go back to where you were.' }),
  ).toBeVisible();

  await page.getByLabel('Email').fill(AGENT.username);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}\\?search=`));
  const reopened = page.getByRole('dialog');
  await expect(
    reopened.getByRole('heading', { name: new RegExp(`^${ticketLabel(ticket)} - `) }),
  ).toBeVisible();
  await expect(reopened.getByPlaceholder('Enter your note here...')).toHaveValue(text);
});

test('a signed-out visitor to a deep link returns there after signing in', async ({ page }) => {
  await page.goto('/warranties?status=denied');
  await expect(page).toHaveURL(/\/auth\?next=%2Fwarranties%3Fstatus%3Ddenied$/);
  await page.getByLabel('Email').fill(AGENT.username);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/warranties\?status=denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Warranties' })).toBeVisible();
});
