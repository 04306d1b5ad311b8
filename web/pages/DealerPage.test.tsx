import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { aDealer, aPage, aTicket, aUser } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { DealerPage } from './DealerPage';

describe('/dealers/:id', () => {
  it('starts a dealer-raised ticket whose customer may be left out', async () => {
    const calls = mockApi({
      'GET /api/dealers/5': () => ({ body: aDealer() }),
      'GET /api/dealers/5/tickets': () => aPage([]),
      'GET /api/dealers/5/claims': () => aPage([]),
      'POST /api/tickets': ({ body }) => ({ status: 201, body: aTicket(body as object) }),
    });
    renderWithApp(<Route path="/dealers/:id" component={DealerPage} />, { path: '/dealers/5' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gulf Coast Tire Depot' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No tickets yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Ticket' });
    expect(dialog).toHaveTextContent(
      'Raised by dealer Gulf Coast Tire Depot (FL4450). The customer is optional.',
    );
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Tread separation on a fleet tyre');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Reported by the dealer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      subject: 'Tread separation on a fleet tyre',
      dealerId: 5,
      customerId: null,
      customer: null,
    });
  });

  it('refuses a customer name without a phone on a dealer-raised ticket', async () => {
    mockApi({
      'GET /api/dealers/5': () => ({ body: aDealer() }),
      'POST /api/customers/search': () => ({ body: [] }),
    });
    renderWithApp(<Route path="/dealers/:id" component={DealerPage} />, { path: '/dealers/5' });
    await userEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Ticket' });
    await userEvent.type(within(dialog).getByLabelText('Customer Name (optional)'), 'Lee Park');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await within(dialog).findByText('Phone number is required')).toBeInTheDocument();
  });

  it("lets an admin add, deactivate and reset the dealer's portal accounts", async () => {
    const account = aUser({
      id: 41,
      username: 'gulf.counter',
      email: 'counter@gulfcoast.example',
      role: 'dealer',
      dealerId: 5,
    });
    const calls = mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ role: 'tenant_admin' }) }),
      'GET /api/dealers/5': () => ({ body: aDealer() }),
      'GET /api/admin/users': () => ({ body: [account] }),
      'GET /api/admin/dealers/5/invitations': () => ({ body: [] }),
      'POST /api/admin/users': ({ body }) => ({
        status: 201,
        body: { ...account, ...(body as object), id: 42 },
      }),
      'PATCH /api/admin/users/41': ({ body }) => ({ body: { ...account, ...(body as object) } }),
    });
    renderWithApp(<Route path="/dealers/:id" component={DealerPage} />, { path: '/dealers/5' });
    const panel = await screen.findByRole('region', { name: 'Portal Accounts' });
    expect(await within(panel).findByText('gulf.counter')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/users')?.search).toContain('dealerId=5');

    await userEvent.click(within(panel).getByRole('button', { name: 'Add Portal Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Portal Account' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'parts@gulfcoast.example');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'gulf.parts');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Retread-Counter-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'parts@gulfcoast.example',
      username: 'gulf.parts',
      password: 'Retread-Counter-77',
      role: 'dealer',
      tenantId: 1,
      dealerId: 5,
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        email: 'counter@gulfcoast.example',
        username: 'gulf.counter',
        isDisabled: true,
      }),
    );
  });

  it('shows no portal accounts to an agent', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ role: 'user' }) }),
      'GET /api/dealers/5': () => ({ body: aDealer() }),
    });
    renderWithApp(<Route path="/dealers/:id" component={DealerPage} />, { path: '/dealers/5' });
    await screen.findByRole('heading', { level: 1, name: 'Gulf Coast Tire Depot' });
    expect(screen.queryByRole('region', { name: 'Portal Accounts' })).not.toBeInTheDocument();
  });
});
