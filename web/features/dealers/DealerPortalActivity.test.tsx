import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalActivity } from '@domain/dealer-portal';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { DealerPortalActivity } from './DealerPortalActivity';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("a dealer's portal activity", () => {
  it('says who did what on which ticket, newest first, with the words or the file', async () => {
    const activity: PortalActivity[] = [
      {
        kind: 'file',
        at: minutesAgo(2),
        username: 'marisol.counter',
        claimId: 88,
        ticketId: 640,
        ticketNumber: 3120,
        detail: 'IMG_20261202_0931.heic',
      },
      {
        kind: 'message',
        at: minutesAgo(9),
        username: 'marisol.counter',
        claimId: 88,
        ticketId: 640,
        ticketNumber: 3120,
        detail: '¿Necesitan la llanta de vuelta? The customer wants it back.',
      },
      {
        kind: 'claim_filed',
        at: minutesAgo(60 * 26),
        username: 'teodor.back-office',
        claimId: 87,
        ticketId: 611,
        ticketNumber: 7,
        detail: null,
      },
    ];
    mockApi({ 'GET /api/dealers/12/portal-activity': () => ({ body: activity }) });
    renderWithApp(<DealerPortalActivity dealerId={12} />);
    const panel = await screen.findByRole('region', { name: /Portal Activity/ });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'marisol.counter added a file to #TK-3120 · 2 minutes ago',
      'marisol.counter wrote on #TK-3120 · 9 minutes ago',
      'teodor.back-office filed a claim on #TK-007 · 1 day ago',
    ]);
    expect(within(items[0]!).getByText('IMG_20261202_0931.heic')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: '#TK-007' })).toHaveAttribute('href', '/tickets/611');
    expect(within(panel).getByText('3 events')).toBeInTheDocument();
  });

  it('says so when the accounts have done nothing yet', async () => {
    mockApi({ 'GET /api/dealers/12/portal-activity': () => ({ body: [] }) });
    renderWithApp(<DealerPortalActivity dealerId={12} />);
    expect(await screen.findByText("Nothing from this dealer's portal accounts yet.")).toBeInTheDocument();
  });
});
