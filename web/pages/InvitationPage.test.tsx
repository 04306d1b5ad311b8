import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITATION_NOT_FOUND } from '@domain/account-invitations';
import { PASSWORD_COMMON } from '@domain/admin';
import { mockApi } from '../test/fetch-mock';
import { aUser } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { InvitationPage } from './InvitationPage';

const TOKEN = 'k7P2qX9vLm4Rt8Wn3Yb6Zc1Df5Gh0Jk2Lp4Mq6Ns8T';
const URL = `/api/auth/invitations/${TOKEN}`;
const INVITATION = {
  username: 'gulf.counter',
  dealerName: 'Gulf Coast Tire Depot',
  tenantName: 'Demo Tyre Centre',
  expiresAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
};

/** Opens the page the way the e-mailed link does: the token in the address's fragment. */
function openLink(token = TOKEN) {
  window.history.replaceState(null, '', `/auth/invite${token ? `#${token}` : ''}`);
  return renderWithApp(<InvitationPage />, { path: '/auth/invite' });
}

describe('/auth/invite', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows whose account it is, sets the password and sends the dealer to the portal signed in', async () => {
    const calls = mockApi({
      [`GET ${URL}`]: () => ({ body: INVITATION }),
      [`POST ${URL}/accept`]: () => ({
        body: aUser({ username: 'gulf.counter', role: 'dealer', dealerId: 5 }),
      }),
    });
    const { location } = openLink();
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText('gulf.counter')).toBeInTheDocument();
    expect(screen.getByText('Gulf Coast Tire Depot')).toBeInTheDocument();
    expect(screen.getByText('Demo Tyre Centre')).toBeInTheDocument();
    expect(screen.getByText(`At least 12 characters.`)).toBeInTheDocument();
    expect(screen.getByText(/expires in 7 days/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Kerbside-Retread-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/portal'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'Kerbside-Retread-2026' });
  });

  it("shows the server's message beside the password when it refuses one", async () => {
    mockApi({
      [`GET ${URL}`]: () => ({ body: INVITATION }),
      [`POST ${URL}/accept`]: () => ({
        status: 400,
        body: {
          message: PASSWORD_COMMON,
          code: 'VALIDATION_ERROR',
          fieldErrors: { password: [PASSWORD_COMMON] },
        },
      }),
    });
    openLink();
    await userEvent.type(await screen.findByLabelText('New password'), 'Password2024!');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    expect(await screen.findByText(PASSWORD_COMMON)).toBeInTheDocument();
  });

  it('says a used, expired or unknown link cannot be used, and leads to sign-in', async () => {
    mockApi({
      [`GET ${URL}`]: () => ({ status: 404, body: { message: INVITATION_NOT_FOUND, code: 'NOT_FOUND' } }),
    });
    openLink();
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVITATION_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('asks nothing of the server for an address without a token', async () => {
    const calls = mockApi({});
    openLink('');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('turns to the same message when the link is used up while the form is open', async () => {
    mockApi({
      [`GET ${URL}`]: () => ({ body: INVITATION }),
      [`POST ${URL}/accept`]: () => ({
        status: 404,
        body: { message: INVITATION_NOT_FOUND, code: 'NOT_FOUND' },
      }),
    });
    openLink();
    await userEvent.type(await screen.findByLabelText('New password'), 'Kerbside-Retread-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  });
});
