import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoticeMailSettings } from '@domain/notifications';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { NoticeMailDialog } from './NoticeMailDialog';

const NONE: NoticeMailSettings = { kinds: [], email: 'ines.ferreira@alpha.test', mailSetUp: true };

describe("a staff member's notices by e-mail", () => {
  it('starts with every kind off, and saves the ones turned on', async () => {
    const calls = mockApi({
      'GET /api/notifications/email': () => ({ body: NONE }),
      'PUT /api/notifications/email': ({ body }) => ({ body: { ...NONE, ...(body as object) } }),
    });
    let closed = false;
    renderWithApp(<NoticeMailDialog onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail notices' });
    expect(await within(dialog).findByText(/to ines\.ferreira@alpha\.test/)).toBeInTheDocument();
    const switches = within(dialog).getAllByRole('switch');
    expect(switches).toHaveLength(5);
    for (const control of switches) expect(control).not.toBeChecked();
    expect(within(dialog).queryByRole('note')).toBeNull();

    await userEvent.click(within(dialog).getByRole('switch', { name: 'A note mentions me (@name)' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'A ticket is assigned to me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kinds: ['ticket_assigned', 'note_mention'],
    });
  });

  it("says the desk cannot send mail yet before anything is chosen, and shows the server's refusal", async () => {
    mockApi({
      'GET /api/notifications/email': () => ({ body: { ...NONE, kinds: ['due_soon'], mailSetUp: false } }),
      'PUT /api/notifications/email': () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'Invalid input',
          fieldErrors: { kinds: ['Name each kind once'] },
        },
      }),
    });
    renderWithApp(<NoticeMailDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail notices' });
    const note = await within(dialog).findByRole('note');
    expect(note).toHaveTextContent('Mail is not set up for this tenant: your choices are kept');
    const first = within(dialog).getAllByRole('switch')[0]!;
    // The note comes first in the dialog, before the switches.
    expect(note.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'My ticket or claim is due soon' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name each kind once')).toBeInTheDocument();
  });
});
