import { z } from 'zod';
import { positiveId } from './fields';
import { rowId, timestamp } from './responses';

export const NOTE_AUTHOR = 'Support Team';
export const NOTE_MAX = 5000;

export const noteContent = z
  .string({ error: 'Please enter note content' })
  .trim()
  .min(1, 'Please enter note content')
  .max(NOTE_MAX, `Notes are limited to ${NOTE_MAX} characters`);

export const createNoteSchema = z.object({
  ticketId: positiveId,
  content: noteContent,
  authorName: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((value) => value || NOTE_AUTHOR),
  /** The note records a reply given to the customer by phone: it counts as a first response. */
  phoneReply: z.boolean({ error: 'Phone reply must be true or false' }).default(false),
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

export const noteListQuerySchema = z.object({
  ticketId: z.coerce.number({ error: 'ticketId is required' }).int().positive().max(2_147_483_647),
});

export const noteResponseSchema = z.object({
  id: rowId,
  ticketId: rowId,
  content: z.string(),
  authorName: z.string(),
  phoneReply: z.boolean(),
  createdAt: timestamp,
});
