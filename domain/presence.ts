/**
 * Who else has a ticket open (docs/decisions/093), without zod, for the browser's first load: the
 * states a page says, how long a mark lasts, and how it reads.
 */
export const PRESENCE_STATES = ['viewing', 'typing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** A page with a ticket open says so again this often; a mark not renewed for `VIEWING_TTL_MS` is gone. */
export const PRESENCE_RENEW_MS = 15_000;
export const PRESENCE_VIEWING_TTL_MS = 40_000;
/** Typing is said at most this often while the reply box has words, and lapses back to viewing. */
export const TYPING_THROTTLE_MS = 2_000;
export const PRESENCE_TYPING_TTL_MS = 6_000;

/** "Maria Lopez is viewing", "Sam Carter is typing…". */
export function presenceLine(person: { name: string; state: 'viewing' | 'typing' }): string {
  return person.state === 'typing' ? `${person.name} is typing…` : `${person.name} is viewing`;
}
