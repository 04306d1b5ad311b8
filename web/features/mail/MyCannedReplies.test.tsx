import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ConversationPanel } from './ConversationPanel';

const SHARED = { id: 5, title: 'Photo request', body: 'Please send a photo.', personal: false, filled: null };
const MINE = { id: 9, title: 'Valve check', body: 'We will check the valve.', personal: true, filled: null };

describe("an agent's own canned replies, from the reply box", () => {
  it('saves the reply being typed as one of mine, without sending it, and deletes one of mine', async () => {
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [SHARED, MINE] }),
      'POST /api/canned-replies': ({ body }) => ({
        status: 201,
        body: { id: 11, filled: null, ...(body as object) },
      }),
      'DELETE /api/canned-replies/9': () => ({ status: 204 }),
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reply to customer' }),
      'Your replacement Pirelli Scorpion is at the Tulsa counter from Friday, ask for Rosa.{enter}Thanks',
    );
    await userEvent.click(screen.getByRole('button', { name: 'My replies...' }));
    const dialog = await screen.findByRole('dialog', { name: 'My canned replies' });
    const mine = within(dialog).getByRole('list', { name: 'My canned replies' });
    expect(within(mine).getByText('Valve check')).toBeInTheDocument();
    expect(within(mine).queryByText('Photo request')).toBeNull();
    const title = within(dialog).getByLabelText('Save this reply as');
    expect(title).toHaveValue('Your replacement Pirelli Scorpion is at the Tulsa counter...');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Valve check' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));

    await userEvent.clear(title);
    await userEvent.type(title, 'Replacement ready');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as My Reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My canned replies' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Replacement ready',
      body: 'Your replacement Pirelli Scorpion is at the Tulsa counter from Friday, ask for Rosa.\nThanks',
      personal: true,
    });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/canned-replies',
    ]);
    expect(screen.getByRole('textbox', { name: 'Reply to customer' })).toHaveValue(
      'Your replacement Pirelli Scorpion is at the Tulsa counter from Friday, ask for Rosa.\nThanks',
    );
  });

  it('shows the refusal beside the title and says to type a reply first', async () => {
    mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [SHARED] }),
      'POST /api/canned-replies': () => ({
        status: 400,
        body: {
          message: 'Please enter a title',
          code: 'VALIDATION_ERROR',
          fieldErrors: { title: ['Please enter a title'] },
        },
      }),
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'My replies...' }));
    let dialog = await screen.findByRole('dialog', { name: 'My canned replies' });
    expect(within(dialog).getByText('None of your own yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('Type a reply in the reply box first.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My canned replies' })).toBeNull());

    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to customer' }), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'My replies...' }));
    dialog = await screen.findByRole('dialog', { name: 'My canned replies' });
    await userEvent.clear(within(dialog).getByLabelText('Save this reply as'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as My Reply' }));
    expect(await within(dialog).findAllByText('Please enter a title')).not.toHaveLength(0);
  });
});
