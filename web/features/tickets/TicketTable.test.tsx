import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aDealer, aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TicketTable } from './TicketTable';

const tickets = [
  aTicket({ id: 7, status: 'open', priority: 'high', claimCount: 2 }),
  aTicket({
    id: 42,
    status: 'in-progress',
    priority: 'medium',
    customer: null,
    customerId: null,
    dealer: aDealer(),
  }),
  aTicket({ id: 1234, status: 'closed', priority: 'low', customer: null, customerId: null }),
];

function renderTable(total = 23) {
  const requests = mockApi({
    'GET /api/tickets': ({ url }) => ({
      body: url.searchParams.get('search') === 'nothing' ? [] : tickets,
      headers: { 'X-Total-Count': url.searchParams.get('search') === 'nothing' ? '0' : String(total) },
    }),
    'GET /api/tickets/assignees': () => ({ body: [] }),
  });
  /** The list requests made so far (the assignee choices load beside them). */
  const calls = () => requests.filter((call) => call.path === '/api/tickets');
  const onOpen = vi.fn();
  const onOpenClaims = vi.fn();
  renderWithApp(<TicketTable onOpen={onOpen} onOpenClaims={onOpenClaims} />);
  return { calls, requests, onOpen, onOpenClaims };
}

describe('the Support Tickets table', () => {
  it('renders each row by the spec’s cell rules', async () => {
    renderTable();
    expect(screen.getByText('Loading tickets...')).toBeInTheDocument();
    const first = (await screen.findByRole('button', { name: '#TK-007' })).closest('tr')!;
    expect(within(first).getByText('Sidewall bulge after pothole')).toBeInTheDocument();
    expect(within(first).getByText('JD')).toBeInTheDocument();
    expect(within(first).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(first).getByText('(555) 123-4567')).toBeInTheDocument();
    expect(within(first).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toHaveClass('text-red-800');
    expect(within(first).getByText('High')).toHaveClass('text-red-800');

    const dealerRow = screen.getByRole('button', { name: '#TK-042' }).closest('tr')!;
    expect(within(dealerRow).getByText('Brenda Fox')).toBeInTheDocument();
    expect(within(dealerRow).getByText('Tampa, FL')).toBeInTheDocument();
    expect(within(dealerRow).getByText('In Progress')).toHaveClass('text-yellow-900');
    expect(within(dealerRow).getByText('Medium')).toHaveClass('text-orange-800');

    const bare = screen.getByRole('button', { name: '#TK-1234' }).closest('tr')!;
    expect(within(bare).getByText('Unknown')).toBeInTheDocument();
    expect(within(bare).getByText('No contact info')).toBeInTheDocument();
    expect(within(bare).getByText('Closed')).toHaveClass('text-green-800');
    expect(within(bare).getByText('Low')).toHaveClass('text-slate-700');
    expect(screen.getByText('Showing 1 to 3 of 23 results')).toBeInTheDocument();
  });

  it('shows a due time once, in the Due column', async () => {
    const dueAt = new Date(Date.now() + 125 * 60_000).toISOString();
    mockApi({
      'GET /api/tickets': () => ({
        body: [aTicket({ id: 8, dueAt, dueKind: 'resolution', waitingOn: 'staff' })],
        headers: { 'X-Total-Count': '1' },
      }),
      'GET /api/tickets/assignees': () => ({ body: [] }),
    });
    renderWithApp(<TicketTable onOpen={vi.fn()} onOpenClaims={vi.fn()} />);
    const row = (await screen.findByRole('button', { name: '#TK-008' })).closest('tr')!;
    const [badge, ...more] = within(row).getAllByText('Due in 2 h');
    expect(more).toHaveLength(0);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');
    const cells = within(row).getAllByRole('cell');
    expect(cells.indexOf(badge!.closest('td')!)).toBe(headers.findIndex((text) => text.startsWith('Due')));
  });

  it('opens a ticket from the row, the pencil (edit mode) and the Claims button', async () => {
    const { onOpen, onOpenClaims } = renderTable();
    const row = (await screen.findByRole('button', { name: '#TK-007' })).closest('tr')!;
    await userEvent.click(within(row).getByText('Jane Doe'));
    expect(onOpen).toHaveBeenLastCalledWith(tickets[0], false);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit #TK-007' }));
    expect(onOpen).toHaveBeenLastCalledWith(tickets[0], true);
    await userEvent.click(within(row).getByRole('button', { name: 'Claims for #TK-007' }));
    expect(onOpenClaims).toHaveBeenCalledWith(tickets[0]);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('links the claim package PDF in the Claim Package column of tickets with claims', async () => {
    const { onOpen } = renderTable();
    const row = (await screen.findByRole('button', { name: '#TK-007' })).closest('tr')!;
    const link = within(row).getByRole('link', { name: 'Claim package PDF for #TK-007' });
    expect(link).toHaveAttribute('href', '/api/tickets/7/claim-package.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpen).not.toHaveBeenCalled();
    expect(within(row).getByRole('button', { name: 'Claims for #TK-007' })).toBeInTheDocument();
    const withoutClaims = screen.getByRole('button', { name: '#TK-042' }).closest('tr')!;
    expect(within(withoutClaims).queryByRole('link')).toBeNull();
    expect(within(withoutClaims).getByRole('button', { name: 'Claims for #TK-042' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Claim Package' })).toBeInTheDocument();
  });

  it('pages with limit and offset, and filters on the server (omitting "all")', async () => {
    const { calls } = renderTable();
    await screen.findByText('Showing 1 to 3 of 23 results');
    expect(calls()[0]?.search).toBe('?limit=10&offset=0');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 13 of 23 results');
    expect(calls().at(-1)?.search).toBe('?limit=10&offset=10');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(calls().at(-1)?.search).toBe('?status=in-progress&limit=10&offset=0'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Priority filter' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Priority',
      'High',
      'Medium',
      'Low',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'High' }));
    await waitFor(() =>
      expect(calls().at(-1)?.search).toBe('?status=in-progress&priority=high&limit=10&offset=0'),
    );
  });

  it('debounces the search and shows the empty state', async () => {
    const { calls } = renderTable();
    await screen.findByText('Showing 1 to 3 of 23 results');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'nothing');
    expect(
      await screen.findByText('No tickets found. Create your first ticket to get started.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 results')).toBeInTheDocument();
    // One request for the settled text, none per keystroke.
    expect(calls().filter((call) => call.search.includes('search='))).toHaveLength(1);
  });
});
