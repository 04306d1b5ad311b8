import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@domain/notifications';
import { FakeEventSource, stubEventSource } from '../../test/event-source-fake';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { HeaderNotifications } from './HeaderNotifications';

const notice = (id: number, patch: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'note_mention',
  claimId: null,
  ticketId: 400 + id,
  ticketNumber: id,
  status: null,
  title: 'You were mentioned in a note',
  detail: 'sam.carter: can you take this one?',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  readAt: null,
  ...patch,
});

describe('the bell on the live stream (decision 093)', () => {
  it('shows a notice as the stream pushes it, and polls only while the stream is down', async () => {
    stubEventSource();
    const calls = mockApi({
      'GET /api/notifications': () => ({
        body: { unread: 1, items: [notice(1)] } satisfies NotificationList,
      }),
    });
    const view = renderWithApp(<HeaderNotifications />);
    // The first answer, on a machine however busy.
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    expect(
      await screen.findByRole('button', { name: /^Notifications\s*1\s*unread$/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const stream = FakeEventSource.current()!;
    expect(stream.url).toBe('/api/events');
    const query = () => view.queryClient.getQueryCache().find({ queryKey: ['notifications'] });
    // Down until the server answers: the list is polled.
    expect(query()?.observers[0]?.options.refetchInterval).toBeGreaterThan(0);

    act(() => stream.open());
    await waitFor(() => expect(query()?.observers[0]?.options.refetchInterval).toBe(false));
    act(() => stream.emit('notices', { unread: 2, items: [notice(2)] }));
    expect(await screen.findByRole('button', { name: /^Notifications\s*2\s*unread$/ })).toBeInTheDocument();
    // The whole list, as a mark read on another page sends it, replaces the one held.
    act(() =>
      stream.emit('notifications', {
        unread: 0,
        items: [notice(2, { readAt: 'now' }), notice(1, { readAt: 'now' })],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/notifications')).toHaveLength(1);

    act(() => stream.drop());
    await waitFor(() => expect(query()?.observers[0]?.options.refetchInterval).toBeGreaterThan(0));
  });

  it('closes the stream when nothing listens any more', async () => {
    stubEventSource();
    mockApi({ 'GET /api/notifications': () => ({ body: { unread: 0, items: [] } }) });
    const view = renderWithApp(<HeaderNotifications />);
    await screen.findByRole('button', { name: 'Notifications' });
    const stream = FakeEventSource.current()!;
    view.unmount();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });
});
