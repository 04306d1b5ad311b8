import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aTicket, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TicketSearchDialog } from './TicketSearchDialog';

const DEMO = { id: 1, name: 'Demo Tyre Centre' };
const COASTAL = { id: 2, name: 'Coastal Tire & Auto' };

function renderSearch() {
  const calls = mockApi({
    'GET /api/admin/ticket-search': ({ url }) => ({
      body:
        url.searchParams.get('q') === 'leak'
          ? [
              { tenant: COASTAL, ticket: aTicket({ id: 12, subject: 'Slow leak, rear left' }) },
              { tenant: DEMO, ticket: aTicket({ id: 7, subject: 'Valve leak' }) },
            ]
          : [],
    }),
    'POST /api/auth/tenant': () => ({ body: aUser({ role: 'global_admin', activeTenant: COASTAL }) }),
  });
  const onClose = vi.fn();
  const view = renderWithApp(<TicketSearchDialog activeTenant={DEMO} onClose={onClose} />, {
    path: '/customers',
  });
  return { ...view, calls, onClose };
}

describe('the search across tenants', () => {
  it('lists the tickets found with their tenant, and says when there are none', async () => {
    renderSearch();
    const dialog = screen.getByRole('dialog', { name: 'Search all tenants' });
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Search tickets in every tenant' }),
      'leak',
    );
    const results = await within(dialog).findByRole('list', { name: 'Tickets found' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringMatching(/^#TK-012Slow leak, rear leftCoastal Tire & Auto/),
      expect.stringMatching(/^#TK-007Valve leakDemo Tyre Centre/),
    ]);
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzz');
    expect(await within(dialog).findByText('No tickets found in any tenant.')).toBeInTheDocument();
  });

  it("switches to the ticket's tenant before opening it", async () => {
    const { calls, location, onClose } = renderSearch();
    await userEvent.type(screen.getByRole('searchbox'), 'leak');
    await userEvent.click(await screen.findByRole('button', { name: /#TK-012/ }));
    expect(await screen.findByText('You are now working in Coastal Tire & Auto.')).toBeInTheDocument();
    expect(screen.getByText('Tenant switched')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ tenantId: COASTAL.id });
    await waitFor(() => expect(location.history.at(-1)).toBe('/tickets/12'));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a ticket of the tenant already shown without switching', async () => {
    const { calls, location } = renderSearch();
    await userEvent.type(screen.getByRole('searchbox'), 'leak');
    await userEvent.click(await screen.findByRole('button', { name: /#TK-007/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tickets/7'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
