import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@domain/notifications';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { PortalNotifications } from './PortalNotifications';

function aNotice(patch: Partial<Notification>): Notification {
  return {
    id: 1,
    kind: 'claim_status',
    claimId: 301,
    ticketId: 90,
    ticketNumber: 48,
    status: 'denied',
    title: 'Claim denied',
    detail: 'Run flat: the sidewall shows driving without air',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...patch,
  };
}

describe("the portal's updates", () => {
  it('counts the unread, lists what the team did, and marks one or all read', async () => {
    let list: NotificationList = {
      unread: 2,
      items: [
        aNotice({ id: 12 }),
        aNotice({
          id: 11,
          kind: 'claim_message',
          status: null,
          ticketNumber: 1207,
          title: 'New message from the warranty team',
          detail: 'Could you send a photo of the tread gauge on rib 2?',
        }),
        aNotice({
          id: 4,
          status: 'credited',
          title: 'Claim credited',
          detail: null,
          readAt: '2026-11-30T10:00:00.000Z',
        }),
      ],
    };
    const calls = mockApi({
      'GET /api/portal/notifications': () => ({ body: list }),
      'POST /api/portal/notifications/read': ({ body }) => {
        const ids = (body as { ids?: number[] }).ids;
        const items = list.items.map((item) =>
          !ids || ids.includes(item.id)
            ? { ...item, readAt: item.readAt ?? '2026-12-02T09:00:00.000Z' }
            : item,
        );
        list = { unread: items.filter((item) => item.readAt === null).length, items };
        return { body: list };
      },
    });
    renderWithApp(<PortalNotifications />);
    const toggle = await screen.findByRole('button', { name: /^Updates\s*2\s*unread$/ });
    await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Updates' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '#TK-048 · Claim denied (new)',
      '#TK-1207 · New message from the warranty team (new)',
      '#TK-048 · Claim credited',
    ]);
    expect(
      within(items[0]!).getByText('Run flat: the sidewall shows driving without air'),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByRole('button', { name: /^Updates\s*1\s*unread$/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/portal/notifications/read').at(-1)?.body).toEqual({
      ids: [11],
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Updates' })).toHaveAttribute('aria-expanded', 'true');
    expect(calls.filter((call) => call.path === '/api/portal/notifications/read').at(-1)?.body).toEqual({});
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says what will appear when there is nothing yet', async () => {
    mockApi({ 'GET /api/portal/notifications': () => ({ body: { unread: 0, items: [] } }) });
    renderWithApp(<PortalNotifications />);
    await userEvent.click(await screen.findByRole('button', { name: 'Updates' }));
    expect(
      await screen.findByText(/You will see here when the warranty team decides a claim/),
    ).toBeInTheDocument();
  });
});
