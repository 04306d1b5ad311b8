import { z } from 'zod';
import { NOTHING_TO_UPDATE, positiveId, requiredText } from './fields';
import { count, rowId, timestamp } from './responses';
import { TAG_COLOUR_NAMES } from './tag-colours';
import { ticketListQuerySchema, ticketTagSchema } from './tickets';

/**
 * Ticket tags and saved views (docs/decisions/089-tags-and-saved-views.md): a tenant's tags with
 * their colours (domain/tag-colours.ts), put on tickets one by one or in bulk, and the list's
 * filters and sort kept under a name, for one person or the whole team.
 */
export const TAG_NAME_MAX = 40;
/** Tickets in one bulk change. */
export const BULK_TAG_MAX = 200;
/** Tags a tenant may keep. */
export const TAGS_PER_TENANT = 200;
/** Saved views a person may keep for themselves, and shared views a team may keep. */
export const PERSONAL_VIEWS_PER_USER = 50;
export const SHARED_VIEWS_PER_TENANT = 50;

export const TAG_CAP_REACHED = `A team can keep at most ${TAGS_PER_TENANT} tags. Delete one before adding another.`;
export const viewCapReached = (shared: boolean) =>
  shared
    ? `A team can keep at most ${SHARED_VIEWS_PER_TENANT} shared views. Delete one before saving another.`
    : `You can keep at most ${PERSONAL_VIEWS_PER_USER} views of your own. Delete one before saving another.`;

const colour = z.enum(TAG_COLOUR_NAMES, { error: `Colour must be one of ${TAG_COLOUR_NAMES.join(', ')}` });
/** A character a tag name cannot hold: a control character, or a comma (the export's separator). */
const refusedInName = (name: string) => [...name].some((char) => char === ',' || char.charCodeAt(0) < 0x20);
const tagName = requiredText('Tag name is required', TAG_NAME_MAX).refine(
  (name) => !refusedInName(name),
  'A tag name cannot hold a comma or a control character',
);

/** POST /api/tags */
export const createTagSchema = z.object({ name: tagName, colour: colour.default('grey') });
export type CreateTagInput = z.input<typeof createTagSchema>;

/** PATCH /api/tags/{id}: a new name, a new colour, or both. */
export const updateTagSchema = z
  .object({ name: tagName.optional(), colour: colour.optional() })
  .refine(NOTHING_TO_UPDATE.check, NOTHING_TO_UPDATE.message);
export type UpdateTagInput = z.input<typeof updateTagSchema>;

export const tagResponseSchema = ticketTagSchema.extend({
  /** Tickets carrying the tag. */
  ticketCount: count,
  createdAt: timestamp,
});
export type Tag = z.infer<typeof tagResponseSchema>;

/** POST /api/tickets/{id}/tags: one more tag on the ticket (a tag it has already is no change). */
export const addTicketTagSchema = z.object({ tagId: positiveId });
export type AddTicketTagInput = z.input<typeof addTicketTagSchema>;

/** POST /api/tickets/tags: one tag put on, or taken off, many tickets at once. */
export const bulkTagSchema = z.object({
  ids: z
    .array(positiveId, { error: 'Select at least one ticket' })
    .min(1, 'Select at least one ticket')
    .max(BULK_TAG_MAX, `At most ${BULK_TAG_MAX} tickets at once`),
  tagId: positiveId,
  action: z.enum(['add', 'remove'], { error: 'Action must be add or remove' }),
});
export type BulkTagInput = z.input<typeof bulkTagSchema>;

export const bulkTagResultSchema = z.object({
  /** Tickets that gained (or lost) the tag; the others had it (or lacked it) already, or are not found. */
  changed: z.array(rowId),
  skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type BulkTagResult = z.infer<typeof bulkTagResultSchema>;

/**
 * What a saved view keeps: the ticket list's filters and sort, as GET /api/tickets takes them,
 * without the page. Unknown keys are refused, so a view never holds what the list would ignore.
 */
export const ticketViewQuerySchema = ticketListQuerySchema
  .pick({ search: true, status: true, priority: true, assignee: true, tag: true })
  .extend({
    sort: ticketListQuerySchema.shape.sort.removeDefault().optional(),
    direction: ticketListQuerySchema.shape.direction.removeDefault().optional(),
  })
  .strict();
export type TicketViewQuery = z.infer<typeof ticketViewQuerySchema>;

const viewName = requiredText('View name is required', 60);

/** POST /api/ticket-views: personal unless `shared` (tenant admins only). */
export const createTicketViewSchema = z.object({
  name: viewName,
  shared: z.boolean({ error: 'Expected true or false' }).default(false),
  query: ticketViewQuerySchema,
});
export type CreateTicketViewInput = z.input<typeof createTicketViewSchema>;

/** PATCH /api/ticket-views/{id}: rename, or keep the list's current filters and sort. */
export const updateTicketViewSchema = z
  .object({ name: viewName.optional(), query: ticketViewQuerySchema.optional() })
  .refine(NOTHING_TO_UPDATE.check, NOTHING_TO_UPDATE.message);
export type UpdateTicketViewInput = z.input<typeof updateTicketViewSchema>;

export const ticketViewResponseSchema = z.object({
  id: rowId,
  name: z.string(),
  /** Shared with the whole team (made by a tenant admin), or the caller's own. */
  shared: z.boolean(),
  query: ticketViewQuerySchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TicketView = z.infer<typeof ticketViewResponseSchema>;
