import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportsPage } from '../../pages/ReportsPage';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';

const COMING_SOON = [
  'Average Resolution Time',
  'Customer Satisfaction',
  'First Response Time',
  'Active Agents',
  'Tickets per Agent',
  'Resolution Rate',
  'Top Dealers',
  'Issue Categories',
  'Regional Performance',
  'Volume Trends',
  'Seasonal Patterns',
  'Escalation Rate',
];

describe('/reports', () => {
  it('shows the server’s ticket figures and marks the unbuilt analytics Coming Soon', async () => {
    mockApi({
      'GET /api/tickets/stats': () => ({
        body: { totalTickets: 64, openTickets: 21, inProgressTickets: 17, resolvedToday: 3 },
      }),
    });
    renderWithApp(<ReportsPage />, { path: '/reports' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports and Analytics' })).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label, { exact: true }).parentElement!.parentElement!;
    await waitFor(() => expect(tile('Total Tickets')).toHaveTextContent('64'));
    expect(tile('Open Tickets')).toHaveTextContent('21');
    expect(tile('In Progress')).toHaveTextContent('17');
    expect(tile('Resolved Today')).toHaveTextContent('3');
    for (const item of COMING_SOON) {
      expect(screen.getByText(item).closest('li')).toHaveTextContent(`${item}Coming Soon`);
    }
    expect(screen.getAllByText('Coming Soon')).toHaveLength(COMING_SOON.length);
  });

  it('shows the quick actions as unavailable, and clicking them does nothing', async () => {
    const calls = mockApi({ 'GET /api/tickets/stats': () => ({ status: 500, body: {} }) });
    renderWithApp(<ReportsPage />, { path: '/reports' });
    expect(await screen.findByText('Failed to load ticket statistics.')).toBeInTheDocument();
    const actions = within(screen.getByRole('complementary', { name: 'Report actions' }));
    for (const label of ['Export Data', 'Generate Report', 'Schedule Report', 'Configure Alerts']) {
      const button = actions.getByRole('button', { name: `${label} (Coming soon)` });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
