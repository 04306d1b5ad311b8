import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { aDealer, aPage, aTicket } from '../test/fixtures';
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
});
