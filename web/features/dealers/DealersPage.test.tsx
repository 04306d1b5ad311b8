import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DealersPage } from '../../pages/DealersPage';
import { mockApi } from '../../test/fetch-mock';
import { aDealer, aPage } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

describe('/dealers', () => {
  it('shows dealer cards with their dealer ID badge and searches by dealer ID on the server', async () => {
    const calls = mockApi({
      'GET /api/dealers': ({ url }) =>
        url.searchParams.get('limit') === '1'
          ? aPage([aDealer()], 8)
          : aPage([aDealer()], url.searchParams.get('search') ? 1 : 8),
    });
    const { location } = renderWithApp(<DealersPage />, { path: '/dealers' });
    const card = await screen.findByRole('article', { name: 'Gulf Coast Tire Depot' });
    for (const text of ['FL4450', 'Contact: Brenda Fox', '(590) 555-2511', '8751 Calle Loíza', 'ID: 5']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('Tampa, FL 33602, United States')).toBeInTheDocument();
    expect(within(card).getByText('No email')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Total Dealers').parentElement!.parentElement!).toHaveTextContent('8'),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search dealers' }), 'FL4450');
    await waitFor(() =>
      expect(calls.some((call) => call.search === '?search=FL4450&limit=12&offset=0')).toBe(true),
    );
    expect(location.history?.at(-1)).toBe('/dealers?q=FL4450');
    const details = within(card).getByRole('link', { name: 'View Details' });
    expect(details).toHaveAttribute('href', '/dealers/5?q=FL4450');
  });

  it('New Dealer and the empty state’s Add Dealer open the create dialog', async () => {
    mockApi({ 'GET /api/dealers': () => aPage([], 0) });
    renderWithApp(<DealersPage />, { path: '/dealers' });
    expect(await screen.findByText('No dealers yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Dealer' }));
    expect(screen.getByRole('dialog', { name: 'Add New Dealer' })).toBeInTheDocument();
  });
});
