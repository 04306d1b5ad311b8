import { z } from 'zod';
import { idParam } from './fields';
import { PRESENCE_STATES } from './presence';
import { rowId } from './responses';

/**
 * The live desk (docs/decisions/093): one event stream per signed-in staff page carries new notices
 * and who else has a ticket open; presence is said by POST and forgotten when it is not renewed.
 * Its events: `notifications`, the whole NotificationList (on opening, after a mark read);
 * `notices`, a NotificationList of the new notices only with the unread count, to put in front of
 * the list held; `presence`, a TicketPresence.
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
