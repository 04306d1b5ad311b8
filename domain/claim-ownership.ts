import { z } from 'zod';
import { positiveId } from './fields';
import { assigneeFilter, ASSIGNEE_REFUSED, BULK_ASSIGN_MAX } from './ticket-ownership';
import { rowId } from './responses';

/**
 * Claim owners (docs/decisions/080-claim-owners.md): any staff member of the tenant gives claims
 * to a colleague, to themselves or to nobody, as tickets are assigned (decision 046).
 */
export const OWNER_REFUSED = ASSIGNEE_REFUSED;
export const UNKNOWN_CLAIMS = 'Some of the selected claims were not found: reload the queue and select again';

/** The queue's owner filter: mine, nobody's, or one staff member's. */
export const claimOwnerFilter = assigneeFilter;
export type ClaimOwnerFilter = z.output<typeof claimOwnerFilter>;

/** The owner filter as the server reads it: "Mine" is the caller. */
export const ownerFilterFor = (filter: ClaimOwnerFilter | undefined, userId: number) =>
  filter === 'me' ? userId : filter;

/** POST /api/warranties/assign: one owner (or none) for the selected claims, all or none of them. */
export const claimAssignSchema = z.object({
  ids: z
    .array(positiveId, { error: 'Select at least one claim' })
    .min(1, 'Select at least one claim')
    .max(BULK_ASSIGN_MAX, `At most ${BULK_ASSIGN_MAX} claims at once`),
  ownerId: positiveId.nullable(),
});
export type ClaimAssignInput = z.input<typeof claimAssignSchema>;

/** Which claims changed owner, and which already had that owner (no history step for those). */
export const claimAssignResultSchema = z.object({
  changed: z.array(rowId),
  unchanged: z.array(rowId),
});
export type ClaimAssignResult = z.output<typeof claimAssignResultSchema>;
