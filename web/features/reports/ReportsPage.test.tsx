import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportFigures } from '@domain/report-figures';
import { ReportsPage } from '../../pages/ReportsPage';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';

const STILL_COMING = ['Customer Satisfaction', 'Active Agents', 'Tickets per Agent', 'Seasonal Patterns'];

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
      creditCents: 123_456,
      averagePercentCredit: 45.5,
      byStatus: [{ status: 'authorized', count: 9, creditCents: 123_456 }],
      byDealer: [
        { dealerId: 7, dealerName: 'Lone Star Tyres', dealerCode: 'LST001', count: 9, creditCents: 123_456 },
      ],
      ...overrides,
    },
  };
}

describe('/reports', () => {
  it('shows the figures of the chosen period and keeps the unbuilt analytics Coming Soon', async () => {
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
                      count: 2,
                      creditCents: 5_040,
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
    for (const item of STILL_COMING) {
      expect(screen.getByText(item).closest('li')).toHaveTextContent(`${item}Coming Soon`);
    }
    expect(screen.getAllByText('Coming Soon')).toHaveLength(STILL_COMING.length);
    expect(screen.getByRole('img', { name: /Tickets per week, 2 weeks, at most 30/ })).toBeInTheDocument();
    expect(screen.getByText(/^Figures counted at \d{1,2}:05 (AM|PM)\.$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Claims by Status' })).toHaveTextContent(
      'Authorized9$1,234.56',
    );
    const credit = within(screen.getByRole('region', { name: 'Credit by Dealer' }));
    expect(credit.getByRole('row', { name: /Lone Star Tyres/ })).toHaveTextContent('$1,234.56');

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
