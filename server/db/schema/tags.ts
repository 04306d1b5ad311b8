import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TAG_COLOUR_NAMES } from '../../../domain/tag-colours';
import type { TicketViewQuery } from '../../../domain/tags';
import { createdAt, updatedAt } from './columns';
import { tenantRef, users } from './platform';
import { tickets } from './tickets';

/** The `tags` feature's tables (migration 0036, decision 089): tags, the tags on tickets, saved views. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    colour: text('colour', { enum: TAG_COLOUR_NAMES }).notNull().default('grey'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tags_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('tags_tenant_id_id_idx').on(t.tenantId, t.id),
  ],
);

export const ticketTags = pgTable(
  'ticket_tags',
  {
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'ticket_tags_pk', columns: [t.ticketId, t.tagId] }),
    index('ticket_tags_tag_idx').on(t.tenantId, t.tagId, t.ticketId),
  ],
);

export const ticketViews = pgTable(
  'ticket_views',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Null for a view shared with the whole team. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<TicketViewQuery>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ticket_views_owner_name_idx').on(
      t.tenantId,
      sql`coalesce(${t.ownerUserId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('ticket_views_owner_idx').on(t.ownerUserId),
  ],
);
