import { z } from 'zod';
import { idParam } from './fields';
import { PRESENCE_STATES } from './presence';
import { rowId } from './responses';

/**
 * The live desk (docs/decisions/093): one event stream per signed-in staff page carries new notices
 * and who else has a ticket open; presence is said by POST and forgotten when it is not renewed.
 */
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
