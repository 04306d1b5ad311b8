import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { tenants, users } from './platform';

/**
 * Each tenant's service targets (migration 0037, decision 090), owned by `tickets`. The policy is
 * kept whole as JSON and checked with its zod schema on every read: a stored policy that no longer
 * parses counts as none, never as an error.
 */
export const serviceTargetPolicies = pgTable('service_target_policies', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'restrict' }),
  policy: jsonb('policy').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
