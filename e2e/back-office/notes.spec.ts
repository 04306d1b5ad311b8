import { expect, test } from '@playwright/test';
import type { Note } from '../../domain/api-types';
import { apiJson } from '../support/api';
import { AGENT, expectToast, signIn } from '../support/session';
import { createOwnTicket, openTicket } from '../support/tickets';

test('staff add a note: empty is refused, the text is trimmed and authored by the signed-in user', async ({
  page,
}) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Note');
  const dialog = await openTicket(page, ticket);
  const panel = dialog.getByRole('region', { name: 'Notes' });
  await expect(panel.getByText('0 notes')).toBeVisible();
  await expect(panel.getByText('No notes yet. Add your first note above.')).toBeVisible();

  await panel.getByRole('button', { name: 'Add Note' }).click();
  await expectToast(page, 'Error', 'Please enter note content');
  await expect(panel.getByText('Please enter note content')).toBeVisible();

  const box = panel.getByPlaceholder('Enter your note here...');
  await box.fill('   Measured 4/32" on the inner groove.   ');
  await panel.getByRole('button', { name: 'Add Note' }).click();
  await expectToast(page, 'Success', 'Note added successfully');
  await expect(box).toHaveValue('');
  await expect(panel.getByText('1 note', { exact: true })).toBeVisible();
  const list = panel.getByRole('region', { name: 'All Notes' });
  await expect(list.getByText(AGENT.username)).toBeVisible();
  await expect(list.getByText('Measured 4/32" on the inner groove.')).toBeVisible();
  await expect(list.getByText('less than a minute ago')).toBeVisible();

  const notes = await apiJson<Note[]>(page.request, `/api/notes?ticketId=${ticket.id}`);
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatchObject({
    ticketId: ticket.id,
    content: 'Measured 4/32" on the inner groove.',
    authorName: AGENT.username,
  });

  await box.fill('Second note');
  await box.press('Tab');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('2 notes', { exact: true })).toBeVisible();
});
