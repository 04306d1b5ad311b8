import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '@domain/api-types';
import { mockApi } from '../../test/fetch-mock';
import { aClaim, aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ReportsDialog } from './ReportsDialog';

const summary: ReportSummary = {
  totalTickets: 60,
  openTickets: 20,
  inProgressTickets: 17,
  closedTickets: 23,
  highPriorityTickets: 18,
  customerTickets: 48,
  dealerTickets: 9,
  resolvedToday: 2,
  totalClaims: 17,
  claimsWithAuthorization: 16,
  claimsWithTreadData: 8,
  claimsWithMileageData: 9,
  claimPercentSum: 1038,
  claimsWithPercent: 17,
  averageClaimPercent: 61,
  resolutionRate: 38,
  warrantyClaimRate: 28,
  highPriorityRate: 30,
  recentTickets: Array.from({ length: 7 }, (_, index) => aTicket({ id: 60 - index })),
  recentClaims: Array.from({ length: 6 }, (_, index) => ({
    ...aClaim({ id: 20 - index, calculatedPercent: '45' }),
    ticketNumber: 7,
  })),
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Reports</button>
      <ReportsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function tile(label: string) {
  return screen.getByText(label, { exact: true }).parentElement!.parentElement!;
}

describe('Warranty Claims Reports & Analytics', () => {
  it('shows the server’s figures on four tabs and the first 5 recent items', async () => {
    mockApi({ 'GET /api/reports/summary': () => ({ body: summary }) });
    renderWithApp(<ReportsDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Warranty Claims Reports & Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Loading reports...')).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Tickets',
      'Claims',
      'Activity',
    ]);
    expect(tile('Total Tickets')).toHaveTextContent('60');
    expect(tile('Average Claim %')).toHaveTextContent('61%');
    expect(screen.getByRole('progressbar', { name: 'Warranty Claim Rate' })).toHaveAttribute(
      'aria-valuenow',
      '28',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Tickets' }));
    expect(tile('Dealer Tickets')).toHaveTextContent('9');
    expect(tile('Closed')).toHaveTextContent('23');
    await userEvent.click(screen.getByRole('tab', { name: 'Claims' }));
    expect(tile('With Authorization')).toHaveTextContent('16');
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    const tickets = within(screen.getByRole('list', { name: 'Recent Tickets' })).getAllByRole('listitem');
    expect(tickets).toHaveLength(5);
    expect(tickets[0]).toHaveTextContent('#TK-060');
    expect(within(screen.getByRole('list', { name: 'Recent Claims' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
  });

  it('loads nothing while closed and says so when the figures fail', async () => {
    const calls = mockApi({ 'GET /api/reports/summary': () => ({ status: 500, body: {} }) });
    renderWithApp(<Harness />);
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reports' }));
    expect(await screen.findByText('Failed to load reports.')).toBeInTheDocument();
  });
});
