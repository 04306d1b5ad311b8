import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@domain/notifications';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { HeaderNotifications } from './HeaderNotifications';

const notice = (patch: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'ticket_assigned',
  claimId: null,
  ticketId: 230,
  ticketNumber: 4,
  status: null,
  title: 'Assigned to you',
  detail: 'Uneven wear on a 2021 Tacoma',
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  readAt: null,
  ...patch,
});

describe('the staff notification bell', () => {
  it('counts the unread, leads to the ticket or the claim, and marks what was opened read', async () => {
    let list: NotificationList = {
      unread: 2,
      items: [
        notice({
          id: 31,
          kind: 'claim_decided',
          claimId: 77,
          ticketNumber: 5120,
          status: 'authorized',
          title: 'Claim authorized',
          detail: null,
        }),
        notice({ id: 30 }),
      ],
    };
    const calls = mockApi({
      'GET /api/notifications': () => ({ body: list }),
      'POST /api/notifications/read': ({ body }) => {
        const ids = (body as { ids?: number[] }).ids ?? [];
        const items = list.items.map((item) => (ids.includes(item.id) ? { ...item, readAt: 'now' } : item));
        list = { unread: items.filter((item) => item.readAt === null).length, items };
        return { body: list };
      },
    });
    const view = renderWithApp(<HeaderNotifications />);
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications\s*2\s*unread$/ }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const claimLink = within(panel).getByRole('link', { name: /^#TK-5120 · Claim authorized\s*\(new\)$/ });
    expect(claimLink).toHaveAttribute('href', '/warranties/77');
    expect(
      within(panel).getByRole('link', { name: /^#TK-004 · Assigned to you\s*\(new\)$/ }),
    ).toHaveAttribute('href', '/tickets/230');
    expect(within(panel).getAllByText('about 3 hours ago')).toHaveLength(2);
    await userEvent.click(claimLink);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/notifications/read')?.body).toEqual({ ids: [31] }),
    );
    expect(view.location.history?.at(-1)).toBe('/warranties/77');
    expect(await screen.findByRole('button', { name: /^Notifications\s*1\s*unread$/ })).toBeInTheDocument();
  });

  it("opens the person's e-mail choices from the panel, closing the panel", async () => {
    mockApi({
      'GET /api/notifications': () => ({ body: { unread: 0, items: [] } }),
      'GET /api/notifications/email': () => ({
        body: { kinds: [], email: 'ines.ferreira@alpha.test', mailSetUp: false },
      }),
    });
    renderWithApp(<HeaderNotifications />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: 'E-mail settings' }));
    expect(await screen.findByRole('dialog', { name: 'E-mail notices' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
