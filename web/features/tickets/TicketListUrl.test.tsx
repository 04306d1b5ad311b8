import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aPage, aTicket, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TicketTable } from './TicketTable';

const SAVED_VIEW = 'treaddesk:tickets-view:2:1';

function renderList(path = '/tickets') {
  const requests = mockApi({
    'GET /api/tickets': () => aPage([aTicket({ id: 7 }), aTicket({ id: 8 })], 35),
    'GET /api/tickets/assignees': () => ({ body: [] }),
    'GET /api/auth/user': () => ({ body: aUser() }),
  });
  const view = renderWithApp(<TicketTable onOpen={vi.fn()} onOpenClaims={vi.fn()} />, { path });
  const lastList = () => requests.filter((call) => call.path === '/api/tickets').at(-1)?.search;
  /** The address as it is now: the last entry of the recorded history. */
  const address = () => view.location.history!.at(-1);
  return { ...view, lastList, address };
}

const header = (name: string) => screen.getByRole('columnheader', { name });

afterEach(() => localStorage.clear());

describe('the tickets list in the address', () => {
  it('shows what a shared link asks for: search, filters, sort and page', async () => {
    const { lastList } = renderList('/tickets?search=bulge&status=closed&sort=priority&direction=asc&page=3');
    await screen.findByRole('button', { name: '#TK-007' });
    expect(lastList()).toBe('?search=bulge&status=closed&sort=priority&direction=asc&limit=10&offset=20');
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('bulge');
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toHaveTextContent('Closed');
    expect(header('Priority')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created')).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('Showing 21 to 22 of 35 results')).toBeInTheDocument();
  });

  it('ignores what it does not know and shows the default list', async () => {
    const { lastList } = renderList('/tickets?status=lost&sort=colour&direction=up&page=-2&assignee=x');
    await screen.findByRole('button', { name: '#TK-007' });
    expect(lastList()).toBe('?limit=10&offset=0');
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
  });

  it('makes each filter, sort and page a history entry, and follows the address back', async () => {
    const { address, lastList, location } = renderList();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    expect(address()).toBe('/tickets?status=open');

    await userEvent.click(screen.getByRole('button', { name: 'Updated' }));
    expect(address()).toBe('/tickets?status=open&sort=updated');
    expect(header('Updated')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Updated' }));
    expect(address()).toBe('/tickets?status=open&sort=updated&direction=asc');
    expect(header('Updated')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    expect(address()).toBe('/tickets?status=open&sort=status&direction=asc');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/tickets?status=open&sort=status&direction=asc&page=2');
    await waitFor(() => expect(lastList()).toBe('?status=open&sort=status&direction=asc&limit=10&offset=10'));
    expect(location.history).toHaveLength(6);

    // Back: the browser puts the earlier address back, and the list follows it (from the cache here).
    act(() => location.navigate('/tickets?status=open&sort=updated', { replace: true }));
    await waitFor(() => expect(header('Updated')).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toHaveTextContent('Open');
    expect(screen.getByText('Showing 1 to 2 of 35 results')).toBeInTheDocument();
  });

  it('puts the search in the address once typing pauses, and takes it back from the address', async () => {
    const { address, location } = renderList();
    await screen.findByRole('button', { name: '#TK-007' });
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    await userEvent.type(box, 'tread wear');
    await waitFor(() => expect(address()).toBe('/tickets?search=tread+wear'));
    expect(location.history).toEqual(['/tickets', '/tickets?search=tread+wear']);
    expect(box).toHaveValue('tread wear');
    act(() => location.navigate('/tickets', { replace: true }));
    await waitFor(() => expect(box).toHaveValue(''));
  });
});

describe("each agent's last view", () => {
  it('comes back when the list opens with no query, without a history entry of its own', async () => {
    localStorage.setItem(SAVED_VIEW, 'priority=high&sort=updated');
    const { address, lastList, location } = renderList();
    await waitFor(() => expect(address()).toBe('/tickets?priority=high&sort=updated'));
    expect(location.history).toHaveLength(1);
    await waitFor(() =>
      expect(lastList()).toBe('?priority=high&sort=updated&direction=desc&limit=10&offset=0'),
    );
    expect(screen.getByRole('combobox', { name: 'Priority filter' })).toHaveTextContent('High');
  });

  it('is kept as the filters and sort change, but not the search or the page', async () => {
    const { address } = renderList();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.click(screen.getByRole('button', { name: 'Priority' }));
    await waitFor(() => expect(localStorage.getItem(SAVED_VIEW)).toBe('sort=priority'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'bulge');
    await waitFor(() => expect(address()).toBe('/tickets?search=bulge&sort=priority'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('/tickets?search=bulge&sort=priority&page=2'));
    expect(localStorage.getItem(SAVED_VIEW)).toBe('sort=priority');
    await userEvent.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(localStorage.getItem(SAVED_VIEW)).toBeNull());
  });

  it('gives way to a link that names its own list', async () => {
    localStorage.setItem(SAVED_VIEW, 'priority=high');
    const { lastList } = renderList('/tickets?status=closed');
    await screen.findByRole('button', { name: '#TK-007' });
    expect(lastList()).toBe('?status=closed&limit=10&offset=0');
    await waitFor(() => expect(localStorage.getItem(SAVED_VIEW)).toBe('status=closed'));
  });
});
