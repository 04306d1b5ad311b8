import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketPresence as Presence } from '@domain/live';
import { FakeEventSource, stubEventSource } from '../../test/event-source-fake';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { useTypingPresence } from '../../lib/ticket-presence';
import { TicketPresence } from './TicketPresence';

describe('who else is on the ticket (decision 093)', () => {
  it('says this page is viewing, shows the others live, and says it left on closing', async () => {
    stubEventSource();
    const calls = mockApi({
      'POST /api/tickets/7/presence': () => ({
        body: {
          ticketId: 7,
          people: [{ userId: 12, name: 'Maria Lopez', state: 'viewing' }],
        } satisfies Presence,
      }),
    });
    const view = renderWithApp(<TicketPresence ticketId={7} />);
    const status = screen.getByRole('status', { name: 'Also on this ticket' });
    expect(await screen.findByText('Maria Lopez is viewing')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/tickets/7/presence',
      body: { state: 'viewing' },
    });

    const stream = FakeEventSource.current()!;
    act(() => stream.open());
    act(() =>
      stream.emit('presence', {
        ticketId: 7,
        people: [
          { userId: 12, name: 'Maria Lopez', state: 'viewing' },
          { userId: 14, name: 'Sam Carter', state: 'typing' },
        ],
      } satisfies Presence),
    );
    expect(await screen.findByText('Sam Carter is typing…')).toBeInTheDocument();
    // Another ticket's presence is not this one's.
    act(() => stream.emit('presence', { ticketId: 8, people: [] } satisfies Presence));
    expect(status).toHaveTextContent('Maria Lopez is viewingSam Carter is typing…');
    act(() => stream.emit('presence', { ticketId: 7, people: [] } satisfies Presence));
    await waitFor(() => expect(status).toBeEmptyDOMElement());

    view.unmount();
    expect(calls.at(-1)).toMatchObject({ path: '/api/tickets/7/presence', body: { state: 'left' } });
  });

  it('says typing when the reply box changes, at most every few seconds, and viewing once emptied', () => {
    stubEventSource();
    const calls = mockApi({ 'POST /api/tickets/9/presence': () => ({ body: { ticketId: 9, people: [] } }) });
    const sent = () => calls.map((call) => (call.body as { state: string }).state);
    const hook = renderHook(({ text }) => useTypingPresence(9, text), {
      initialProps: { text: 'kept draft' },
    });
    // A draft already there when the box opens is not typing.
    expect(sent()).toEqual([]);
    hook.rerender({ text: 'kept draft, and' });
    hook.rerender({ text: 'kept draft, and more' });
    expect(sent()).toEqual(['typing']);
    hook.rerender({ text: '' });
    expect(sent()).toEqual(['typing', 'viewing']);
  });
});
