import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type Handler } from '../../test/fetch-mock';
import { aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { DealerPortalAccounts } from './DealerPortalAccounts';

const INVITATIONS = '/api/admin/dealers/5/invitations';
const active = aUser({
  id: 41,
  username: 'gulf.counter',
  email: 'counter@gulf.example',
  role: 'dealer',
  dealerId: 5,
});
const invited = aUser({
  id: 42,
  username: 'gulf.parts',
  email: 'parts@gulf.example',
  role: 'dealer',
  dealerId: 5,
  isDisabled: true,
});
const pending = {
  userId: 42,
  invitedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
};

function renderPanel(handlers: Record<string, Handler> = {}, outgoing = true) {
  const calls = mockApi({
    'GET /api/admin/users': () => ({ body: [active, invited] }),
    [`GET ${INVITATIONS}`]: () => ({ body: [pending] }),
    'GET /api/mail-status': () => ({ body: { outgoing, incoming: outgoing } }),
    ...handlers,
  });
  renderWithApp(
    <DealerPortalAccounts dealer={{ id: 5, dealerName: 'Gulf Coast Tire Depot' }} tenantId={1} />,
    { path: '/dealers/5' },
  );
  return calls;
}

const sent = { status: 201, body: { ...pending, userId: 43 } };

describe('Portal Accounts: invitations by e-mail', () => {
  it('sends the e-mail and username, and closes with a confirmation', async () => {
    const calls = renderPanel({ [`POST ${INVITATIONS}`]: () => sent });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite by E-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite by E-mail' });
    expect(dialog).toHaveTextContent('The link works once, for 7 days.');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Service@Gulf.example');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'gulf.service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'service@gulf.example',
      username: 'gulf.service',
    });
    expect(
      await screen.findByText('A link to set a password was e-mailed to service@gulf.example.'),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    renderPanel({
      [`POST ${INVITATIONS}`]: () => ({
        status: 502,
        body: {
          message: 'The invitation could not be e-mailed (could not connect); nothing was saved.',
          code: 'BAD_GATEWAY',
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite by E-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite by E-mail' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'service@gulf.example');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'gulf.service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not connect');
  });

  it('says before anything is typed that mail is not set up, and links to the mail settings', async () => {
    const calls = renderPanel({}, false);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite by E-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite by E-mail' });
    const note = await within(dialog).findByRole('note');
    expect(note).toHaveTextContent('Mail is not set up for this tenant');
    expect(within(note).getByRole('link', { name: 'Set up mail' })).toHaveAttribute('href', '/admin/mail');
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows an invited account as invited, and sends it a new link', async () => {
    const calls = renderPanel({ [`POST ${INVITATIONS}`]: () => sent });
    const row = (await screen.findByText('gulf.parts')).closest('li')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByText('expires in 7 days')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
    const activeRow = screen.getByText('gulf.counter').closest('li')!;
    expect(within(activeRow).getByText('Active')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Send Again' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        email: 'parts@gulf.example',
        username: 'gulf.parts',
      }),
    );
    expect(await screen.findByText(/the earlier one no longer works/)).toBeInTheDocument();
  });
});
