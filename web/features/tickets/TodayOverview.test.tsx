import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { TodayOverview } from './TodayOverview';

describe("Today's Overview", () => {
  it('counts the tickets due soon beside the day’s figures', async () => {
    mockApi({
      'GET /api/tickets/stats': () => ({
        body: {
          totalTickets: 40,
          openTickets: 12,
          inProgressTickets: 5,
          resolvedToday: 3,
          dueSoonTickets: 4,
        },
      }),
    });
    renderWithApp(<TodayOverview />);
    const dueSoon = (await screen.findByText('Due Soon')).closest('div')!;
    await waitFor(() => expect(dueSoon).toHaveTextContent('Due Soon4'));
    expect(screen.getByText('Open Tickets').closest('div')).toHaveTextContent('Open Tickets12');
  });
});
