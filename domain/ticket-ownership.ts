import { z } from 'zod';
import { positiveId } from './fields';

export const ASSIGNEE_REFUSED = 'Choose a member of your team';
export const BULK_ASSIGN_MAX = 200;

/** null unassigns; any other value must name an active staff member of the ticket's tenant. */
export const assigneeIdField = positiveId.nullable();

/** The tickets list's owner filter: mine, nobody's, or one staff member's. */
export const assigneeFilter = z.union(
  [z.enum(['me', 'none']), z.coerce.number().int().positive().max(2_147_483_647)],
  {
    error: "Assignee must be 'me', 'none' or a user id",
  },
);
export type AssigneeFilter = z.infer<typeof assigneeFilter>;

/** POST /api/tickets/assign: one owner (or none) for many tickets at once. */
export const bulkAssignSchema = z.object({
  ids: z
    .array(positiveId, { error: 'Select at least one ticket' })
    .min(1, 'Select at least one ticket')
    .max(BULK_ASSIGN_MAX, `At most ${BULK_ASSIGN_MAX} tickets at once`),
  assigneeId: assigneeIdField,
});
export type BulkAssignInput = z.input<typeof bulkAssignSchema>;

export const bulkAssignResultSchema = z.object({
  changed: z.array(z.number()),
  skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type BulkAssignResult = z.infer<typeof bulkAssignResultSchema>;

/** A staff member tickets can be assigned to (GET /api/tickets/assignees). */
export const assigneeSchema = z.object({ id: z.number(), name: z.string() });
export const assigneeListSchema = z.array(assigneeSchema);
export type Assignee = z.infer<typeof assigneeSchema>;
