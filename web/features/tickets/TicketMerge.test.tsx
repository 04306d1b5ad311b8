import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PossibleDuplicate } from '@domain/ticket-duplicates';
import type { MergePreview, MergeResult } from '@domain/ticket-merge';
import { mockApi } from '../../test/fetch-mock';
import { aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { PossibleDuplicates } from './PossibleDuplicates';
import { describeMoves, MergedIntoBadge, MergeTicketPanel } from './TicketMerge';

const noMoves: MergePreview['moves'] = {
  notes: 0,
  calls: 0,
  claims: 0,
  claimMessages: 0,
  files: 0,
  mail: 0,
  notifications: 0,
  tags: 0,
  history: 0,
  mergedTickets: 0,
};

describe('merging a ticket into another', () => {
  it('says what moves in words', () => {
    expect(describeMoves(noMoves)).toBe('Nothing else is on it yet.');
    expect(describeMoves({ ...noMoves, notes: 2, calls: 1 })).toBe('2 notes and 1 call will move.');
    expect(describeMoves({ ...noMoves, notes: 1, claims: 3, history: 1 })).toBe(
      '1 note, 3 claims and 1 history entry will move.',
    );
  });

  it('finds the ticket to keep by number, previews what moves and opens the kept ticket', async () => {
    const preview: MergePreview = {
      from: { id: 431, number: 77, subject: 'Rang about a puncture' },
      into: { id: 512, number: 81, subject: 'Puncture, written in' },
      moves: { ...noMoves, notes: 2, mail: 1 },
    };
    const calls = mockApi({
      'GET /api/tickets': () => ({
        body: [aTicket({ id: 900, number: 810 }), aTicket({ id: 512, number: 81 })],
      }),
      'GET /api/tickets/431/merge-preview': () => ({ body: preview }),
      'POST /api/tickets/431/merge': () => ({
        body: { from: preview.from, into: preview.into, moved: preview.moves } satisfies MergeResult,
      }),
    });
    const user = userEvent.setup();
    const { location } = renderWithApp(<MergeTicketPanel ticket={aTicket({ id: 431, number: 77 })} />, {
      path: '/tickets/431',
    });
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    await user.type(screen.getByLabelText('Ticket to keep'), 'TK-081');
    await user.click(screen.getByRole('button', { name: 'Show what moves' }));
    const group = await screen.findByRole('group', { name: 'Merge preview' });
    expect(group).toHaveTextContent(
      'Merge #TK-077 (Rang about a puncture) into #TK-081 (Puncture, written in)? 2 notes and 1 e-mail will move.',
    );
    expect(calls.find((call) => call.path === '/api/tickets/431/merge-preview')?.search).toBe('?into=512');
    await user.click(within(group).getByRole('button', { name: 'Merge into #TK-081' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/512'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ intoTicketId: 512 });
  });

  it('refuses its own number and an unknown one before asking for a preview', async () => {
    const calls = mockApi({ 'GET /api/tickets': () => ({ body: [] }) });
    const user = userEvent.setup();
    renderWithApp(<MergeTicketPanel ticket={aTicket({ id: 431, number: 77 })} />);
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    const field = screen.getByLabelText('Ticket to keep');
    await user.type(field, '#TK-77');
    await user.click(screen.getByRole('button', { name: 'Show what moves' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A ticket cannot be merged into itself');
    await user.clear(field);
    await user.type(field, '5012');
    await user.click(screen.getByRole('button', { name: 'Show what moves' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no ticket #TK-5012');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path.endsWith('/merge-preview'))).toBe(false);
  });

  it("shows the server's refusal of a merge", async () => {
    mockApi({
      'GET /api/tickets/300/merge-preview': () => ({
        status: 409,
        body: { code: 'CONFLICT', message: '#TK-030 was already merged into #TK-031' },
      }),
      'GET /api/tickets/800/duplicates': () => ({
        body: [
          {
            ticketId: 300,
            ticketNumber: 30,
            subject: 'Called first',
            status: 'open',
            createdAt: new Date().toISOString(),
            reason: 'phone',
          } satisfies PossibleDuplicate,
        ],
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PossibleDuplicates ticketId={800} />);
    await user.click(await screen.findByRole('button', { name: /^Merge here\W+#TK-030\W*$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('#TK-030 was already merged into #TK-031');
  });

  it('"Merge here" on a possible duplicate merges that ticket into the open one', async () => {
    const calls = mockApi({
      'GET /api/tickets/800/duplicates': () => ({
        body: [
          {
            ticketId: 790,
            ticketNumber: 1031,
            subject: 'Called about a slow leak',
            status: 'open',
            createdAt: new Date().toISOString(),
            reason: 'customer',
          } satisfies PossibleDuplicate,
        ],
      }),
      'GET /api/tickets/790/merge-preview': () => ({
        body: {
          from: { id: 790, number: 1031, subject: 'Called about a slow leak' },
          into: { id: 800, number: 1044, subject: 'Re: slow leak' },
          moves: { ...noMoves, calls: 1 },
        } satisfies MergePreview,
      }),
      'POST /api/tickets/790/merge': () => ({
        body: {
          from: { id: 790, number: 1031, subject: 'Called about a slow leak' },
          into: { id: 800, number: 1044, subject: 'Re: slow leak' },
          moved: { ...noMoves, calls: 1 },
        } satisfies MergeResult,
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PossibleDuplicates ticketId={800} />, { path: '/tickets/800' });
    await user.click(await screen.findByRole('button', { name: /^Merge here\W+#TK-1031\W*$/ }));
    const group = await screen.findByRole('group', { name: 'Merge preview' });
    expect(group).toHaveTextContent('1 call will move.');
    await user.click(within(group).getByRole('button', { name: 'Merge into #TK-1044' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ intoTicketId: 800 });
  });

  it('names the kept ticket of a merged one as a link', () => {
    renderWithApp(<MergedIntoBadge mergedInto={{ id: 512, number: 81 }} />);
    expect(screen.getByText(/Merged into/)).toHaveTextContent('Merged into #TK-081');
    expect(screen.getByRole('link', { name: '#TK-081' })).toHaveAttribute('href', '/tickets/512');
  });
});
