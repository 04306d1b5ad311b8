import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { aClaim, aCustomer, aPage, aTicket } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { CustomerPage } from './CustomerPage';

const jane = aCustomer({ company: 'Doe Haulage' });

function customerApi(deleteAnswer: { status: number; body?: unknown }) {
  return mockApi({
    'GET /api/customers/11': () => ({ body: jane }),
    'GET /api/customers/11/tickets': () =>
      aPage([aTicket({ id: 12, subject: 'Slow leak' }), aTicket({ id: 7 })], 2),
    'GET /api/customers/11/claims': () =>
      aPage(
        [
          {
            ...aClaim({ id: 3, ticketId: 7 }),
            ticketNumber: 7,
            customerName: 'Jane Doe',
            dealerName: null,
            dealerId: null,
          },
        ],
        1,
      ),
    'DELETE /api/customers/11': () => deleteAnswer,
    'POST /api/customers/search': () => ({ body: [jane] }),
  });
}

const renderPage = (path = '/customers/11?q=jane') =>
  renderWithApp(<Route path="/customers/:id" component={CustomerPage} />, { path });

describe('/customers/:id', () => {
  it("shows the customer's fields, its tickets and claims with their counts, and a Back to the searched list", async () => {
    customerApi({ status: 204 });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Customers' })).toHaveAttribute('href', '/customers?q=jane');
    const tickets = await screen.findByRole('region', { name: 'Tickets' });
    expect(await within(tickets).findByText('2 tickets')).toBeInTheDocument();
    const rows = within(tickets).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('#TK-012Slow leak'),
      expect.stringContaining('#TK-007Sidewall bulge'),
    ]);
    const claims = screen.getByRole('region', { name: 'Warranty Claims' });
    expect(await within(claims).findByText('1 claim')).toBeInTheDocument();
    expect(within(claims).getByRole('link', { name: /#TK-007/ })).toHaveAttribute('href', '/warranties/3');

    expect(within(tickets).getByRole('link', { name: /Slow leak/ })).toHaveAttribute('href', '/tickets/12');
  });

  it('asks before deleting and shows why the server refused', async () => {
    const calls = customerApi({
      status: 409,
      body: { code: 'CONFLICT', message: 'Jane Doe has 2 tickets: move them to another customer first' },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete customer?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete customer "Jane Doe"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const alerts = await screen.findAllByText('Jane Doe has 2 tickets: move them to another customer first');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
  });

  it('goes back to the list once deleted', async () => {
    customerApi({ status: 204 });
    const { location } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/customers?q=jane'));
  });

  it('opens New Ticket with the customer selected, and edits with the create form', async () => {
    customerApi({ status: 204 });
    renderPage('/customers/11');
    expect(await screen.findByRole('link', { name: 'All Customers' })).toHaveAttribute('href', '/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const create = screen.getByRole('dialog', { name: 'Create New Ticket' });
    expect(within(create).getByLabelText('Customer Name')).toHaveValue('Jane Doe');
    expect(within(create).getByLabelText('Customer Phone')).toHaveValue('(555) 123-4567');
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Customer' });
    expect(within(edit).getByLabelText('First Name')).toHaveValue('Jane');
  });
});
