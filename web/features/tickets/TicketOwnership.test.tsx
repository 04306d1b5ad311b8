import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@domain/ticket-activity';
import { mockApi } from '../../test/fetch-mock';
import { aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TicketActivity } from './TicketActivity';
import { TicketTable } from './TicketTable';

const STAFF = [
  { id: 2, name: 'alpha.admin' },
  { id: 3, name: 'alpha.agent' },
];
const tickets = [aTicket({ id: 7 }), aTicket({ id: 42, assignee: { id: 2, name: 'alpha.admin' } })];

function renderTable() {
  const requests = mockApi({
    'GET /api/tickets': () => ({ body: tickets, headers: { 'X-Total-Count': '2' } }),
    'GET /api/tickets/assignees': () => ({ body: STAFF }),
    'PATCH /api/tickets/7': ({ body }) => ({ body: { ...tickets[0], ...(body as object) } }),
    'POST /api/tickets/assign': () => ({
      body: { changed: [7], skipped: [{ id: 42, reason: 'Already assigned' }] },
    }),
  });
  const onOpen = vi.fn();
  renderWithApp(<TicketTable onOpen={onOpen} onOpenClaims={vi.fn()} />);
  const sent = (method: string, path: string) =>
    requests.filter((call) => call.method === method && call.path === path);
  return { sent, onOpen };
}

const pick = async (combobox: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('ticket ownership on the tickets list', () => {
  it('filters Mine, Unassigned and by one assignee on the server', async () => {
    const { sent } = renderTable();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee filter' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All Assignees',
      'Mine',
      'Unassigned',
      'alpha.admin',
      'alpha.agent',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Mine' }));
    await waitFor(() =>
      expect(sent('GET', '/api/tickets').at(-1)?.search).toBe('?assignee=me&limit=10&offset=0'),
    );
    await pick('Assignee filter', 'Unassigned');
    await waitFor(() => expect(sent('GET', '/api/tickets').at(-1)?.search).toContain('assignee=none'));
    await pick('Assignee filter', 'alpha.admin');
    await waitFor(() => expect(sent('GET', '/api/tickets').at(-1)?.search).toContain('assignee=2'));
  });

  it('assigns from the row without opening the ticket', async () => {
    const { sent, onOpen } = renderTable();
    const row = (await screen.findByRole('button', { name: '#TK-007' })).closest('tr')!;
    expect(within(row).getByRole('combobox', { name: 'Assignee of #TK-007' })).toHaveTextContent(
      'Unassigned',
    );
    expect(screen.getByRole('combobox', { name: 'Assignee of #TK-042' })).toHaveTextContent('alpha.admin');
    await pick('Assignee of #TK-007', 'alpha.agent');
    await waitFor(() => expect(sent('PATCH', '/api/tickets/7')).toHaveLength(1));
    expect(sent('PATCH', '/api/tickets/7')[0]!.body).toEqual({ assigneeId: 3 });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('assigns the selected rows in bulk and clears the selection', async () => {
    const { sent, onOpen } = renderTable();
    await screen.findByRole('button', { name: '#TK-007' });
    expect(screen.queryByRole('region', { name: 'Selected tickets' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select #TK-007' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select #TK-042' }));
    expect(onOpen).not.toHaveBeenCalled();
    const bar = screen.getByRole('region', { name: 'Selected tickets' });
    expect(within(bar).getByText('2 tickets selected')).toBeInTheDocument();
    await pick('Assign selected tickets to', 'alpha.agent');
    await waitFor(() => expect(sent('POST', '/api/tickets/assign')).toHaveLength(1));
    expect(sent('POST', '/api/tickets/assign')[0]!.body).toEqual({ ids: [7, 42], assigneeId: 3 });
    expect(await screen.findByText('1 ticket changed. 1 ticket unchanged.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected tickets' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select #TK-007' })).not.toBeChecked();
  });
});

describe('the ticket history', () => {
  const at = new Date(Date.now() - 2 * 60_000).toISOString();
  const entries: ActivityEntry[] = [
    {
      id: 'event-3',
      kind: 'changed',
      at,
      actor: 'alpha.admin',
      changes: [
        { field: 'status', from: 'open', to: 'in-progress' },
        { field: 'assignee', from: null, to: 'alpha.agent' },
      ],
    },
    { id: 'note-1', kind: 'note', at, actor: 'alpha.agent', text: 'Customer sent photos.' },
    { id: 'call-1', kind: 'call', at, actor: 'Support Team', callSid: 'CA12', duration: 95, summary: null },
    { id: 'event-1', kind: 'created', at, actor: 'Support Team' },
  ];

  it('says who did what and when, in the order the server gives (newest first)', async () => {
    mockApi({ 'GET /api/tickets/7/activity': () => ({ body: entries }) });
    renderWithApp(<TicketActivity ticketId={7} />);
    expect(screen.getByText('Loading history...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Ticket history' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'alpha.admin · 2 minutes agoStatus: Open → In ProgressAssignee: Unassigned → alpha.agent',
      'alpha.agent · 2 minutes agoAdded a note: Customer sent photos.',
      'Support Team · 2 minutes agoCall #CA12 (1:35)',
      'Support Team · 2 minutes agoCreated the ticket',
    ]);
  });

  it('says so when the history cannot be loaded', async () => {
    mockApi({
      'GET /api/tickets/7/activity': () => ({ status: 500, body: { message: 'x', code: 'INTERNAL_ERROR' } }),
    });
    renderWithApp(<TicketActivity ticketId={7} />);
    expect(await screen.findByText('Failed to load history.')).toBeInTheDocument();
  });
});
