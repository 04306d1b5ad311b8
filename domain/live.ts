import { z } from 'zod';
import { idParam } from './fields';
import { rowId } from './responses';

/**
 * The live desk (docs/decisions/093): one event stream per signed-in staff page carries new notices
 * and who else has a ticket open; presence is said by POST and forgotten when it is not renewed.
 */
export const PRESENCE_STATES = ['viewing', 'typing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** A page with a ticket open says so again this often; a mark not renewed for `VIEWING_TTL_MS` is gone. */
export const PRESENCE_RENEW_MS = 15_000;
export const PRESENCE_VIEWING_TTL_MS = 40_000;
/** Typing is said at most this often while the reply box has words, and lapses back to viewing. */
export const TYPING_THROTTLE_MS = 2_000;
export const PRESENCE_TYPING_TTL_MS = 6_000;

export const presenceParams = z.object({ id: idParam });

export const presenceInputSchema = z.object({
  state: z.enum(PRESENCE_STATES, { error: 'State must be viewing, typing or left' }),
});
export type PresenceInput = z.output<typeof presenceInputSchema>;

export const presentPersonSchema = z.object({
  userId: rowId,
  name: z.string(),
  state: z.enum(['viewing', 'typing']),
});
export type PresentPerson = z.infer<typeof presentPersonSchema>;

/** Who else has the ticket open, as the `presence` event and the POST's answer carry it. */
export const ticketPresenceSchema = z.object({
  ticketId: rowId,
  people: z.array(presentPersonSchema),
});
export type TicketPresence = z.infer<typeof ticketPresenceSchema>;

/** The names of the stream's events: `notifications` carries a NotificationList, `presence` a TicketPresence. */
export const LIVE_EVENTS = ['notifications', 'presence'] as const;

/** "Maria Lopez is viewing", "Sam Carter is typing…", and for several, one line each. */
export function presenceLine(person: Pick<PresentPerson, 'name' | 'state'>): string {
  return person.state === 'typing' ? `${person.name} is typing…` : `${person.name} is viewing`;
}
