import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MacroActions } from '../../../domain/macros';
import { createdAt, updatedAt } from './columns';
import { tenantRef, users } from './platform';

/** Macros (migration 0040), owned by the `macros` feature: shared (no owner) or one user's own. */
export const macros = pgTable(
  'macros',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Null for the tenant's shared macros, else the one user's own. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Checked by `macroActionsSchema` on the way in, and again when read. */
    actions: jsonb('actions').$type<MacroActions>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('macros_name_idx').on(t.tenantId, sql`COALESCE("owner_user_id", 0)`, sql`lower("name")`),
    index('macros_owner_idx').on(t.ownerUserId),
  ],
);
