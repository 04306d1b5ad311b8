import { z } from 'zod';
import { TICKET_STATUSES } from './ticket-labels';
import { timestamp } from './responses';
import { ticketReferenceShape } from './tickets';

/** How long apart two tickets of one customer may be opened and still look like one matter. */
export const DUPLICATE_WINDOW_DAYS = 7;

export const DUPLICATE_REASONS = ['customer', 'phone', 'email'] as const;
export const DUPLICATE_REASON_LABELS: Record<(typeof DUPLICATE_REASONS)[number], string> = {
  customer: 'same customer',
  phone: 'same phone',
  email: 'same e-mail',
};

/** GET /api/tickets/:id/duplicates: other tickets of the same caller within the window, newest first. */
export const possibleDuplicateSchema = z.object({
  ...ticketReferenceShape,
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: timestamp,
  reason: z.enum(DUPLICATE_REASONS),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;
