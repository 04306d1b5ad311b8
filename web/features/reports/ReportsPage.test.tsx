import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportFigures } from '@domain/report-figures';
import { ReportsPage } from '../../pages/ReportsPage';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';

/** April 2025 to March 2026; November is the busiest. */
const SEASONAL = Array.from({ length: 12 }, (_, index) => ({
  month: `${index < 9 ? 2025 : 2026}-${String(((index + 3) % 12) + 1).padStart(2, '0')}`,
  tickets: index === 7 ? 93 : index,
  claims: index % 3,
}));

function figures(period: string, overrides: Partial<ReportFigures['claims']> = {}): ReportFigures {
  return {
    period: period as ReportFigures['period'],
    from: '2026-02-01T00:00:00.000Z',
    to: '2026-03-01T00:00:00.000Z',
    computedAt: '2026-03-01T14:05:00.000Z',
    tickets: {
      total: 40,
      closed: 30,
      highPriority: 6,
      resolutionRate: 75,
      escalationRate: 15,
      averageResolutionHours: 30.5,
      firstResponseHours: 2.5,
    },
    categories: [{ category: 'technical', count: 40 }],
    regions: [{ state: 'TX', tickets: 12, closed: 9, resolutionRate: 75 }],
    weeklyVolume: [
      { weekStart: '2026-02-02', count: 10 },
      { weekStart: '2026-02-09', count: 30 },
    ],
    topDealersByTickets: [{ dealerId: 7, dealerName: 'Lone Star Tyres', dealerCode: 'LST001', count: 12 }],
    claims: {
      total: 9,
      filedCents: 123_456,
      authorized: 4,
      authorizedCents: 88_000,
      credits: 3,
      creditedCents: 61_717,
      reversals: 1,
      reversedCents: -15_754,
      netCreditedCents: 45_963,
      averagePercentCredit: 45.5,
      byStatus: [
        { status: 'authorized', count: 8, creditCents: 123_456 },
        { status: 'denied', count: 1, creditCents: null },
      ],
      byDealer: [
        {
          dealerId: 7,
          dealerName: 'Lone Star Tyres',
          dealerCode: 'LST001',
          claims: 9,
          filedCents: 123_456,
          authorizedCents: 88_000,
          creditedCents: 45_963,
        },
      ],
      ...overrides,
    },
    agents: [
      {
        userId: 4,
        name: 'marisol.q',
        open: 5,
        closed: 8,
        medianFirstResponseHours: 1.5,
        medianResolutionHours: 52.8,
      },
      {
        userId: 5,
        name: 'devon.k',
        open: 2,
        closed: 0,
        medianFirstResponseHours: null,
        medianResolutionHours: null,
      },
    ],
    satisfaction: {
      responses: 12,
      averageScore: 4.3,
      satisfiedRate: 83.3,
      byAgent: [
        { userId: 4, name: 'marisol.q', responses: 9, averageScore: 4.6, satisfiedRate: 88.9 },
        { userId: 5, name: 'devon.k', responses: 3, averageScore: 3.3, satisfiedRate: 66.7 },
      ],
    },
    seasonal: SEASONAL,
  };
}

describe('/reports', () => {
  it('shows the figures of the chosen period, customer ratings too, and nothing Coming Soon', async () => {
    const calls = mockApi({
      'GET /api/tickets/stats': () => ({
        body: { totalTickets: 64, openTickets: 21, inProgressTickets: 17, resolvedToday: 3 },
      }),
      'GET /api/reports/figures': (request) => {
        const period = request.url.searchParams.get('period')!;
        return {
          body:
            period === 'last-month'
              ? figures(period, {
                  byDealer: [
                    {
                      dealerId: 7,
                      dealerName: 'Lone Star Tyres',
                      dealerCode: 'LST001',
                      claims: 2,
                      filedCents: 9_999,
                      authorizedCents: 7_777,
                      creditedCents: 5_040,
                    },
                  ],
                })
              : figures(period),
        };
      },
    });
    renderWithApp(<ReportsPage />, { path: '/reports' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports and Analytics' })).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label, { exact: true }).parentElement!.parentElement!;
    await waitFor(() => expect(tile('Total Tickets')).toHaveTextContent('64'));

    const performance = within(await screen.findByRole('region', { name: 'Performance Metrics' }));
    expect(performance.getByText('Average Resolution Time').closest('li')).toHaveTextContent('30.5 h');
    expect(performance.getByText('First Response Time').closest('li')).toHaveTextContent('2.5 h');
    expect(screen.getByText('Resolution Rate').closest('li')).toHaveTextContent('75%');
    expect(screen.getByText('Escalation Rate').closest('li')).toHaveTextContent('15%');
    expect(performance.getByText('Customer Satisfaction').closest('li')).toHaveTextContent(
      'Customer Satisfaction12 ratings, 83.3% rated 4 or 54.3 / 5',
    );
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    const byAgent = screen.getByRole('region', { name: 'Customer Satisfaction by Agent' });
    expect(byAgent).toHaveTextContent('marisol.q');
    expect(byAgent).toHaveTextContent('4.6 / 5');
    expect(byAgent).toHaveTextContent('3 ratings, 66.7% 4 or 5');
    expect(screen.getByRole('img', { name: /Tickets per week, 2 weeks, at most 30/ })).toBeInTheDocument();
    expect(screen.getByText(/^Figures counted at \d{1,2}:05 (AM|PM)\.$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Claims by Status' })).toHaveTextContent(
      'Authorized8$1,234.56',
    );
    expect(screen.getByRole('region', { name: 'Claims by Status' })).toHaveTextContent('Denied1no credit');
    const money = screen.getByRole('region', { name: 'Claim Money' });
    expect(money).toHaveTextContent('Filed$1,234.569 claims');
    expect(money).toHaveTextContent('Authorized$880.004 claims');
    expect(money).toHaveTextContent('Credited$617.173 credits');
    expect(money).toHaveTextContent('Reversed-$157.541 credit note');
    expect(money).toHaveTextContent('Net credited$459.63');

    expect(screen.getByText('Active Agents').closest('li')).toHaveTextContent('2');
    // (5 + 8 + 2 + 0) tickets over 2 agents
    expect(screen.getByText('Tickets per Agent').closest('li')).toHaveTextContent('7.5');
    const agents = within(screen.getByRole('region', { name: 'Agents' }));
    expect(agents.getByRole('row', { name: /marisol\.q/ })).toHaveTextContent('marisol.q581.5 h2.2 d');
    expect(agents.getByRole('row', { name: /devon\.k/ })).toHaveTextContent('devon.k20––');
    expect(screen.getByText('Seasonal Patterns').closest('li')).toHaveTextContent(
      'Busiest month of the last 12: 93 ticketsNov 2025',
    );
    expect(
      screen.getByRole('img', {
        name: 'Tickets and claims per month over the last 12 months, at most 93 in a month',
      }),
    ).toBeInTheDocument();
    const credit = within(screen.getByRole('region', { name: 'Credit by Dealer' }));
    expect(credit.getByRole('row', { name: /Lone Star Tyres/ })).toHaveTextContent(
      'Lone Star TyresLST001$1,234.569 claims$880.00$459.63',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Report period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last month' }));
    await waitFor(() =>
      expect(credit.getByRole('row', { name: /Lone Star Tyres/ })).toHaveTextContent('$50.40'),
    );
    expect(calls.map((call) => call.search)).toContain('?period=last-month');

    const actions = within(screen.getByRole('complementary', { name: 'Report actions' }));
    expect(actions.getByRole('link', { name: 'Tickets CSV' })).toHaveAttribute(
      'href',
      '/api/exports/tickets.csv?period=last-month',
    );
    expect(actions.getByRole('link', { name: 'Claims CSV' })).toHaveAttribute(
      'href',
      '/api/exports/claims.csv?period=last-month',
    );
    expect(actions.getByRole('link', { name: 'Generate Report' })).toHaveAttribute(
      'href',
      '/api/reports/figures.pdf?period=last-month',
    );
    for (const label of ['Schedule Report', 'Configure Alerts']) {
      expect(actions.getByRole('button', { name: `${label} (Coming soon)` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
  });

  it('says so when the figures fail to load', async () => {
    mockApi({
      'GET /api/tickets/stats': () => ({ status: 500, body: {} }),
      'GET /api/reports/figures': () => ({ status: 500, body: {} }),
    });
    renderWithApp(<ReportsPage />, { path: '/reports' });
    expect(await screen.findByText('Failed to load ticket statistics.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load report figures.')).toBeInTheDocument();
  });
});
