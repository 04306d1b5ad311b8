import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { aPage, aTicket, aUser } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { TicketsPage } from './TicketsPage';
import { loadShortcutsHelpDialog, loadTicketDetailDialog } from '../features/tickets';

// The address carries a ticket's id; people read its number within the tenant.
const tickets = [
  aTicket({ id: 7, subject: 'Sidewall bulge after pothole' }),
  aTicket({ id: 42, number: 5, subject: 'Slow leak on the rear tyre' }),
  aTicket({ id: 43, subject: 'Vibration above 60 mph' }),
];

function renderPage(path = '/tickets') {
  const calls = mockApi({
    'GET /api/auth/user': () => ({ body: aUser({ id: 2 }) }),
    'GET /api/tickets': () => aPage(tickets),
    'GET /api/tickets/stats': () => ({ body: { openTickets: 3, inProgressTickets: 0, resolvedToday: 0 } }),
    'GET /api/tickets/assignees': () => ({ body: [] }),
    'GET /api/tickets/42': () => ({ body: tickets[1] }),
    'PATCH /api/tickets/7': ({ body }) => ({ body: { ...tickets[0], ...(body as object) } }),
    'PATCH /api/tickets/42': ({ body }) => ({ body: { ...tickets[1], ...(body as object) } }),
    'GET /api/notes': () => ({ body: [] }),
  });
  const view = renderWithApp(
    <Switch>
      <Route path="/tickets" component={TicketsPage} />
      <Route path="/tickets/:id" component={TicketsPage} />
    </Switch>,
    { path },
  );
  const row = (id: number) => document.querySelector(`[data-ticket-row="${id}"]`);
  return { ...view, calls, row };
}

// The page loads its dialogs' code on demand: having it ready, as a browser's cache would, keeps
// the first test that opens one from spending its wait on compiling that code.
beforeAll(() => Promise.all([loadTicketDetailDialog(), loadShortcutsHelpDialog()]));

const ticketDialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('a ticket’s own address', () => {
  it('opens the ticket over the list from the address, and closing keeps the list’s query', async () => {
    const { location } = renderPage('/tickets/42?status=open');
    const dialog = await ticketDialog('#TK-005 - Slow leak on the rear tyre');
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // The list is there beneath it (hidden from assistive technology while the dialog is modal).
    expect(await screen.findByRole('button', { name: '#TK-007', hidden: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history.at(-1)).toBe('/tickets?status=open');
  });

  it('says clearly when the ticket is not there', async () => {
    renderPage('/tickets/999');
    const dialog = await ticketDialog('Ticket not found');
    expect(dialog).toHaveAccessibleDescription(
      'There is no such ticket here. It may have been deleted, or the link belongs to another tenant.',
    );
  });

  it('pushes the ticket’s address when a row is clicked', async () => {
    const { location } = renderPage('/tickets?priority=high');
    await userEvent.click(await screen.findByText('Slow leak on the rear tyre'));
    expect(location.history.at(-1)).toBe('/tickets/42?priority=high');
    expect(await ticketDialog('#TK-005 - Slow leak on the rear tyre')).toBeInTheDocument();
  });
});

describe('keyboard shortcuts on the tickets page', () => {
  it('j and k (or the arrows) move a focused row through the list; Enter and o open it', async () => {
    const { row, location } = renderPage();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.keyboard('j');
    expect(row(7)).toHaveFocus();
    await userEvent.keyboard('jj');
    expect(row(43)).toHaveFocus();
    await userEvent.keyboard('j');
    expect(row(43)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(row(42)).toHaveFocus();
    await userEvent.keyboard('k{ArrowDown}');
    expect(row(42)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/tickets/42');
    expect(await ticketDialog('#TK-005 - Slow leak on the rear tyre')).toBeInTheDocument();
  });

  it('o opens the current ticket and j moves the open dialog to the next one', async () => {
    const { row, location } = renderPage();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.keyboard('jo');
    expect(await ticketDialog('#TK-007 - Sidewall bulge after pothole')).toBeInTheDocument();
    await userEvent.keyboard('j');
    expect(await ticketDialog('#TK-005 - Slow leak on the rear tyre')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/tickets/42');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(row(42)).toHaveFocus());
  });

  it('a assigns the current ticket to the signed-in user', async () => {
    const { calls } = renderPage();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.keyboard('ja');
    expect(await screen.findByText('#TK-007 is assigned to you.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: '/api/tickets/7', body: { assigneeId: 2 } }),
    ]);
  });

  it('n opens the current ticket with the cursor in the new-note box', async () => {
    renderPage();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.keyboard('jn');
    await ticketDialog('#TK-007 - Sidewall bulge after pothole');
    await waitFor(() => expect(screen.getByLabelText('Add New Note')).toHaveFocus());
  });

  it('s opens the status choices of the open ticket and saves the one picked', async () => {
    const { calls } = renderPage('/tickets/42');
    await ticketDialog('#TK-005 - Slow leak on the rear tyre');
    await userEvent.keyboard('s');
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(await screen.findByText('Ticket has been updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'closed' });
  });

  it('? shows the shortcuts in a dialog that Escape closes', async () => {
    renderPage();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Assign the ticket to me')).toBeInTheDocument();
    expect(within(help).getByRole('switch', { name: 'Single-key shortcuts' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never fire while typing, with Ctrl, Alt or Meta held, or once switched off', async () => {
    const { row, calls } = renderPage();
    await screen.findByRole('button', { name: '#TK-007' });
    await userEvent.type(screen.getByPlaceholderText(/search/i), 'jka');
    expect(row(7)).not.toHaveFocus();
    await userEvent.click(document.body);
    await userEvent.keyboard('{Control>}j{/Control}{Alt>}j{/Alt}{Meta>}j{/Meta}');
    expect(document.activeElement).toBe(document.body);

    await userEvent.keyboard('?');
    await userEvent.click(await screen.findByRole('switch', { name: 'Single-key shortcuts' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('jo?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    localStorage.clear();
  });

  it('leave the note being typed alone in the open ticket', async () => {
    const { calls } = renderPage('/tickets/42');
    await ticketDialog('#TK-005 - Slow leak on the rear tyre');
    await userEvent.type(screen.getByLabelText('Add New Note'), 'a jolly note');
    expect(screen.getByLabelText('Add New Note')).toHaveValue('a jolly note');
    expect(screen.getByText('Ticket Details')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
