import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TicketCard } from './TicketCard';
import { TicketSortSelect } from './TicketSortSelect';

describe("a ticket's card on a phone", () => {
  const ticket = aTicket({
    id: 42,
    subject: 'Bulge on the Wolfeschlegelsteinhausenbergerdorff sidewall',
    status: 'in-progress',
    priority: 'high',
    claimCount: 1,
    updatedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
  });

  function renderCard() {
    mockApi({ 'GET /api/tickets/assignees': () => ({ body: [] }) });
    const actions = { onOpen: vi.fn(), onOpenClaims: vi.fn(), onToggleSelected: vi.fn() };
    renderWithApp(<TicketCard ticket={ticket} isSelected={false} {...actions} />);
    return { card: screen.getByRole('article', { name: '#TK-042' }), ...actions };
  }

  it("says when a customer's reply waits, and nothing when none does", () => {
    mockApi({ 'GET /api/tickets/assignees': () => ({ body: [] }) });
    const actions = { onOpen: vi.fn(), onOpenClaims: vi.fn(), onToggleSelected: vi.fn() };
    const waiting = aTicket({ id: 43, newReplyAt: new Date(Date.now() - 3 * 60_000).toISOString() });
    renderWithApp(
      <>
        <TicketCard ticket={waiting} isSelected={false} {...actions} />
        <TicketCard ticket={ticket} isSelected={false} {...actions} />
      </>,
    );
    const badge = within(screen.getByRole('article', { name: '#TK-043' })).getByText('New reply');
    expect(badge).toHaveAttribute('title', 'The customer replied 3 minutes ago');
    expect(within(screen.getByRole('article', { name: '#TK-042' })).queryByText('New reply')).toBeNull();
  });

  it('shows the number, subject, customer, status, priority and ages', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('button', { name: '#TK-042' })).toBeInTheDocument();
    expect(within(card).getByText(ticket.subject)).toBeInTheDocument();
    expect(within(card).getByText('Jane Doe · (555) 123-4567')).toBeInTheDocument();
    expect(within(card).getByText('In Progress')).toHaveClass('text-yellow-900');
    expect(within(card).getByText('High')).toHaveClass('text-red-800');
    expect(within(card).getByText('Created 5 minutes ago')).toHaveAttribute('dateTime', ticket.createdAt);
    expect(within(card).getByText('Updated 2 minutes ago')).toHaveAttribute(
      'title',
      new Date(ticket.updatedAt).toLocaleString(),
    );
  });

  it('opens the ticket from the card, in edit mode from the pencil, and its claims, assignee and selection stay apart', async () => {
    const { card, onOpen, onOpenClaims, onToggleSelected } = renderCard();
    await userEvent.click(within(card).getByText(ticket.subject));
    expect(onOpen).toHaveBeenLastCalledWith(ticket, false);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit #TK-042' }));
    expect(onOpen).toHaveBeenLastCalledWith(ticket, true);
    await userEvent.click(within(card).getByRole('button', { name: 'Claims for #TK-042' }));
    expect(onOpenClaims).toHaveBeenCalledWith(ticket);
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Select #TK-042' }));
    expect(onToggleSelected).toHaveBeenCalled();
    expect(within(card).getByRole('link', { name: 'Claim package PDF for #TK-042' })).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Assignee of #TK-042' })).toHaveTextContent(
      'Unassigned',
    );
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});

describe('the sort menu the cards show instead of column headers', () => {
  it('offers every sort both ways and answers the chosen one', async () => {
    const onChange = vi.fn();
    renderWithApp(<TicketSortSelect value={{ sort: 'created', direction: 'desc' }} onChange={onChange} />);
    const menu = screen.getByRole('combobox', { name: 'Sort tickets' });
    expect(menu).toHaveTextContent('Newest first');
    await userEvent.click(menu);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Newest first',
      'Oldest first',
      'Recently updated',
      'Least recently updated',
      'Priority: high first',
      'Priority: low first',
      'Status: open first',
      'Status: closed first',
      'Due: soonest first',
      'Due: latest first',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Status: open first' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'status', direction: 'asc' });
  });
});
