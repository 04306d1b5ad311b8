import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealerStatement } from '@domain/dealer-statement';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { DealerStatementPanel } from './DealerStatementPanel';
import { lastMonthOf } from './use-dealer-statement';

function statement(month: string): DealerStatement {
  return {
    dealer: { id: 31, dealerName: 'Pinecrest Tyre & Lube', dealerCode: 'PT4417' },
    from: `${month}-01`,
    to: `${month}-28`,
    lines: [
      {
        id: 501,
        claimId: 77,
        ticketId: 1412,
        ticketNumber: 412,
        kind: 'credit',
        number: 'BF-88213',
        adjustmentNumber: 'BF-88213',
        amountCents: 24_319,
        creditedAt: `${month}-03T14:00:00.000Z`,
        userName: 'priya.admin',
        reason: null,
      },
      {
        id: 502,
        claimId: 64,
        ticketId: 1398,
        ticketNumber: 398,
        kind: 'reversal',
        number: 'CN-000017',
        adjustmentNumber: 'BF-87020',
        amountCents: -9_106,
        creditedAt: `${month}-09T10:30:00.000Z`,
        userName: 'priya.admin',
        reason: 'Tyre returned unused',
      },
    ],
    totals: { credits: 1, creditedCents: 24_319, reversals: 1, reversedCents: -9_106, netCents: 15_213 },
  };
}

describe('the dealer statement panel', () => {
  it("shows last month's credits and credit notes with totals, and links the PDF and CSV", async () => {
    const calls = mockApi({
      'GET /api/reports/dealer-statement': ({ url }) => ({
        body: statement(url.searchParams.get('month')!),
      }),
    });
    renderWithApp(<DealerStatementPanel dealerId={31} />);
    const lastMonth = lastMonthOf(new Date());
    const totals = await screen.findByLabelText('Statement totals');
    expect(totals).toHaveTextContent('Credits$243.19 1 credit');
    expect(totals).toHaveTextContent('Credit notes-$91.06 1 reversal');
    expect(totals).toHaveTextContent('Net credited$152.13');
    const panel = within(screen.getByRole('region', { name: 'Dealer Statement' }));
    expect(panel.getByRole('row', { name: /CN-000017/ })).toHaveTextContent(
      `${lastMonth}-09CN-000017Credit note of BF-87020#TK-398-$91.06`,
    );
    expect(panel.getByRole('link', { name: '#TK-398' })).toHaveAttribute('href', '/tickets/1398');
    expect(calls[0]!.search).toBe(`?dealerId=31&month=${lastMonth}`);
    expect(panel.getByRole('link', { name: 'Statement PDF' })).toHaveAttribute(
      'href',
      `/api/reports/dealer-statement.pdf?dealerId=31&month=${lastMonth}`,
    );
    expect(panel.getByRole('link', { name: 'Statement CSV' })).toHaveAttribute(
      'href',
      `/api/reports/dealer-statement.csv?dealerId=31&month=${lastMonth}`,
    );

    fireEvent.change(panel.getByLabelText('Month'), { target: { value: '2025-07' } });
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?dealerId=31&month=2025-07'));
    expect(await panel.findByRole('row', { name: /BF-88213/ })).toHaveTextContent('2025-07-03');
  });

  it('asks for a dealer before loading anything, and says so when loading fails', async () => {
    const calls = mockApi({ 'GET /api/reports/dealer-statement': () => ({ status: 500, body: {} }) });
    const { unmount } = renderWithApp(<DealerStatementPanel dealerId={null} />);
    expect(screen.getByText('Choose a dealer and a month.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    unmount();
    renderWithApp(<DealerStatementPanel dealerId={9} />);
    expect(await screen.findByText('Failed to load the statement.')).toBeInTheDocument();
  });
});
