import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aCustomer, aDealer, aPage, aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TicketEditForm } from './TicketEditForm';

describe("the ticket edit form's customer and dealer", () => {
  it('moves the ticket to a customer found by name and adds a dealer, sending only what changed', async () => {
    const calls = mockApi({
      'GET /api/customers': ({ url }) =>
        aPage(
          url.searchParams.get('search') === 'rosa'
            ? [aCustomer({ id: 21, firstName: 'Rosa', lastName: 'Delgado' })]
            : [],
        ),
      'GET /api/dealers': () => aPage([aDealer()]),
      'PATCH /api/tickets/7': ({ body }) => ({ body: aTicket(body as object) }),
    });
    const onDone = vi.fn();
    renderWithApp(<TicketEditForm ticket={aTicket()} onDone={onDone} />);
    expect(screen.getByText('Jane Doe · (555) 123-4567')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Customer' }), 'rosa');
    const customers = await screen.findByRole('list', { name: 'Customer matches' });
    await userEvent.click(within(customers).getByRole('button', { name: 'Rosa Delgado · (555) 123-4567' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Dealer' }), 'gulf');
    const dealers = await screen.findByRole('list', { name: 'Dealer matches' });
    await userEvent.click(within(dealers).getByRole('button', { name: 'Gulf Coast Tire Depot (FL4450)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      subject: 'Sidewall bulge after pothole',
      description: 'Bulge on the front left tyre.',
      status: 'open',
      priority: 'medium',
      customerId: 21,
      dealerId: 5,
    });
  });

  it('removes the customer, leaving the dealer', async () => {
    const calls = mockApi({ 'PATCH /api/tickets/7': ({ body }) => ({ body: aTicket(body as object) }) });
    const ticket = aTicket({ dealerId: 5, dealer: aDealer() });
    renderWithApp(<TicketEditForm ticket={ticket} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove customer' }));
    expect(screen.queryByText('Jane Doe · (555) 123-4567')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ customerId: null });
    expect(calls.find((call) => call.method === 'PATCH')?.body).not.toHaveProperty('dealerId');
  });
});
