import { useEffect, useRef, useState } from 'react';
import type { PresentPerson, TicketPresence } from '@domain/live';
import { PRESENCE_RENEW_MS, TYPING_THROTTLE_MS, type PresenceState } from '@domain/presence';
import { useLiveEvent } from './live-events';

/**
 * Says where this page is on a ticket (decision 093). Best effort: a presence that does not
 * arrive only hides this page from the others for a while, so failures are dropped. `keepalive`
 * lets the last word leave with a closing page.
 */
export async function sayPresence(
  ticketId: number,
  state: PresenceState,
  keepalive = false,
): Promise<TicketPresence | undefined> {
  // A browser that cannot hear the stream would only be seen, never see: it says nothing.
  if (typeof EventSource === 'undefined') return undefined;
  try {
    const response = await fetch(`/api/tickets/${ticketId}/presence`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state }),
      keepalive,
    });
    return response.ok ? ((await response.json()) as TicketPresence) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who else has the ticket open, live: this page says it is viewing while mounted (renewed so a
 * closed tab lapses on its own), and that it left when unmounted or the page goes away.
 */
export function useTicketPresence(ticketId: number): PresentPerson[] {
  const [people, setPeople] = useState<PresentPerson[]>([]);
  useLiveEvent<TicketPresence>('presence', (presence) => {
    if (presence.ticketId === ticketId) setPeople(presence.people);
  });
  useEffect(() => {
    let current = true;
    const view = () =>
      void sayPresence(ticketId, 'viewing').then((answer) => {
        if (current && answer) setPeople(answer.people);
      });
    view();
    const renew = setInterval(view, PRESENCE_RENEW_MS);
    const leave = () => void sayPresence(ticketId, 'left', true);
    window.addEventListener('pagehide', leave);
    return () => {
      current = false;
      clearInterval(renew);
      window.removeEventListener('pagehide', leave);
      setPeople([]);
      leave();
    };
  }, [ticketId]);
  return people;
}

/**
 * Says "typing" while the reply box has words, at most every few seconds, and "viewing" once it is
 * emptied (sent or cleared), so the others see the typing stop.
 */
export function useTypingPresence(ticketId: number, text: string) {
  const lastTyping = useRef(0);
  // A draft kept from before is not typing: only a change is.
  const opened = useRef<string | undefined>(text);
  useEffect(() => {
    if (text === opened.current) return;
    opened.current = undefined;
    const now = Date.now();
    if (text.trim() !== '') {
      if (now - lastTyping.current < TYPING_THROTTLE_MS) return;
      lastTyping.current = now;
      void sayPresence(ticketId, 'typing');
    } else if (lastTyping.current !== 0) {
      lastTyping.current = 0;
      void sayPresence(ticketId, 'viewing');
    }
  }, [ticketId, text]);
}
