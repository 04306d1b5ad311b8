import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomersPage } from '../../pages/CustomersPage';
import { mockApi } from '../../test/fetch-mock';
import { aCustomer, aPage } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

const jane = aCustomer();
const bare = aCustomer({
  id: 12,
  firstName: 'Omar',
  lastName: 'Haddad',
  email: null,
  address: null,
  zipCode: null,
});

/** 30 customers in all; a search finds Jane only; 'nobody' finds none. */
function customersApi(all = 30) {
  return mockApi({
    'GET /api/customers': ({ url }) => {
      const search = url.searchParams.get('search');
      if (url.searchParams.get('limit') === '1') return aPage([jane], all);
      if (search === 'nobody') return aPage([], 0);
      if (search) return aPage([jane], 1);
      return aPage(all === 0 ? [] : [jane, bare], all);
    },
  });
}

function stat(label: string) {
  return within(screen.getByRole('region', { name: 'Summary' })).getByText(label).parentElement!
    .parentElement!;
}

describe('/customers', () => {
  it('shows the stat cards and a card per customer', async () => {
    customersApi();
    renderWithApp(<CustomersPage />, { path: '/customers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByText('Loading customers...')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    await waitFor(() => expect(stat('Total Customers')).toHaveTextContent('30'));
    expect(stat('Active Customers')).toHaveTextContent('30');
    expect(stat('Filtered Results')).toHaveTextContent('30');
    for (const text of ['jane@example.com', '(555) 123-4567', '1 Main St 33602', 'ID: 11']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    const omar = screen.getByRole('article', { name: 'Omar Haddad' });
    expect(within(omar).getByText('No email')).toBeInTheDocument();
    expect(within(omar).getByText('No address')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 30 results')).toBeInTheDocument();
  });

  it('searches on the server once typing settles, phone numbers as digits', async () => {
    const calls = customersApi();
    renderWithApp(<CustomersPage />, { path: '/customers' });
    await screen.findByRole('article', { name: 'Omar Haddad' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), '(555) 123');
    await waitFor(() => expect(stat('Filtered Results')).toHaveTextContent('1'));
    expect(stat('Total Customers')).toHaveTextContent('30');
    const searches = calls.filter((call) => call.search.includes('search='));
    expect(searches.map((call) => call.search)).toEqual(['?search=555123&limit=12&offset=0']);
    expect(screen.queryByRole('article', { name: 'Omar Haddad' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search customers' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'nobody');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Customer' })).not.toBeInTheDocument();
  });

  it('asks the server again for a list it comes back to, and its totals when they moved: others add meanwhile', async () => {
    let all = 30;
    const calls = mockApi({
      'GET /api/customers': ({ url }) => {
        if (url.searchParams.get('limit') === '1') return aPage([jane], all);
        return url.searchParams.get('search') ? aPage([jane], 1) : aPage([jane, bare], all);
      },
    });
    renderWithApp(<CustomersPage />, { path: '/customers' });
    await screen.findByText('Showing 1 to 2 of 30 results');
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(box, 'jane');
    await screen.findByText('Showing 1 to 1 of 1 results');
    all = 31;
    await userEvent.clear(box);
    expect(await screen.findByText('Showing 1 to 2 of 31 results')).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Customers')).toHaveTextContent('31'));
    const unsearched = calls.filter((call) => call.search === '?limit=12&offset=0');
    expect(unsearched).toHaveLength(2);
  });

  it('pages with limit 12 and offset', async () => {
    const calls = customersApi();
    renderWithApp(<CustomersPage />, { path: '/customers' });
    await screen.findByText('Showing 1 to 2 of 30 results');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13 to 14 of 30 results')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?limit=12&offset=12');
  });

  it('says “No customers yet” and opens the create dialog from Add Customer and New Customer', async () => {
    customersApi(0);
    renderWithApp(<CustomersPage />, { path: '/customers' });
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(screen.getByRole('dialog', { name: 'Add New Customer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'New Customer' }));
    expect(screen.getByRole('dialog', { name: 'Add New Customer' })).toBeInTheDocument();
  });

  it("View Details links to the customer's page, carrying the list's search", async () => {
    customersApi();
    const { location } = renderWithApp(<CustomersPage />, { path: '/customers?q=jane' });
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('jane');
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    await userEvent.click(within(card).getByRole('link', { name: 'View Details' }));
    expect(location.history?.at(-1)).toBe('/customers/11?q=jane');
  });
});
