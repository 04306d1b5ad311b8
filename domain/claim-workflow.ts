import { z } from 'zod';
import type { UserRole } from './admin';
import { claimChangeSchema } from './claim-changes';
import { creditRefSchema } from './claim-credits';
import { CLAIM_WORKFLOW_STATUSES, type ClaimWorkflowStatus } from './claim-labels';
import { rowId, timestamp } from './responses';

export { CLAIM_WORKFLOW_STATUSES, WORKFLOW_LABELS, type ClaimWorkflowStatus } from './claim-labels';

export const CLAIM_SOURCES = ['staff', 'voice_agent', 'dealer'] as const;
export type ClaimSource = (typeof CLAIM_SOURCES)[number];

/** Credited leads only to its reversal; withdrawn and reversed are final (docs/decisions/068, 069). */
export const ALLOWED_TRANSITIONS: Record<ClaimWorkflowStatus, readonly ClaimWorkflowStatus[]> = {
  draft: ['needs_review', 'pending_authorization', 'withdrawn'],
  needs_review: ['draft', 'pending_authorization', 'denied', 'withdrawn'],
  pending_authorization: ['needs_review', 'authorized', 'denied', 'withdrawn'],
  authorized: ['credited', 'pending_authorization', 'withdrawn'],
  denied: ['pending_authorization'],
  credited: ['reversed'],
  withdrawn: [],
  reversed: [],
};

const ADMINS: readonly UserRole[] = ['tenant_admin', 'global_admin'];
export const isAdminRole = (role: UserRole) => ADMINS.includes(role);

/** Statuses in which staff still prepare a claim: its money and tyre facts are open to edits. */
const OPEN_STATUSES: readonly ClaimWorkflowStatus[] = ['draft', 'needs_review'];

/** From pending authorization on, a claim's money changes only by adjustment or reversal. */
export const isMoneyLocked = (status: ClaimWorkflowStatus) => !OPEN_STATUSES.includes(status);

/** Decisions that move money or undo one belong to tenant admins; preparing a claim is anyone's. */
const ADMIN_ONLY_TARGETS: readonly ClaimWorkflowStatus[] = ['authorized', 'denied', 'credited', 'reversed'];

export function canTransition(from: ClaimWorkflowStatus, to: ClaimWorkflowStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

const isReopening = (from: ClaimWorkflowStatus, to: ClaimWorkflowStatus) =>
  (from === 'authorized' || from === 'denied') && to === 'pending_authorization';

/**
 * Who may make a change. Agents prepare claims; once a claim is submitted, every move of it
 * (sending it back, reopening, withdrawing) is as much a decision as authorizing, so an admin's.
 * Whether agents may authorize is a tenant's policy: see authorizationRefusal in claim-policy.ts.
 */
export function roleMayTransition(
  role: UserRole,
  from: ClaimWorkflowStatus,
  to: ClaimWorkflowStatus,
): boolean {
  if (isAdminRole(role)) return true;
  return !ADMIN_ONLY_TARGETS.includes(to) && !isMoneyLocked(from);
}

/** The status in which a claim waits on the desk's authorization decision (its due time runs, decision 096). */
export const AWAITING_DECISION: ClaimWorkflowStatus = 'pending_authorization';

export const mayBulkChange = (role: UserRole) => isAdminRole(role);

/** A denial, a withdrawal, a reversal, and reopening a decided claim, must say why. */
export function reasonRequired(from: ClaimWorkflowStatus, to: ClaimWorkflowStatus): boolean {
  return to === 'denied' || to === 'withdrawn' || to === 'reversed' || isReopening(from, to);
}

/**
 * Whether a claim in this status carries credit in figures and lists: a denied, withdrawn or
 * reversed claim carries none, whatever its computed credit says.
 */
export const NO_CREDIT_STATUSES: readonly ClaimWorkflowStatus[] = ['denied', 'withdrawn', 'reversed'];
export const carriesCredit = (status: ClaimWorkflowStatus) => !NO_CREDIT_STATUSES.includes(status);

/** The status the old free authorization field shows for a workflow status. */
export const AUTHORIZATION_NAME_FOR: Partial<Record<ClaimWorkflowStatus, string>> = {
  pending_authorization: 'Pending',
  authorized: 'Authorized',
  denied: 'Denied',
  credited: 'Paid',
  withdrawn: 'Withdrawn',
  reversed: 'Reversed',
};

const reason = z
  .string()
  .trim()
  .max(1000, 'Reason must be at most 1,000 characters')
  .nullish()
  .transform((value) => (value ? value : null));

export const transitionSchema = z.object({
  to: z.enum(CLAIM_WORKFLOW_STATUSES, { error: 'Choose a workflow status' }),
  reason,
  /** Authorizing a claim the programme does not cover, as goodwill: a reason is then required. */
  goodwill: z.boolean({ error: 'Expected true or false' }).optional(),
});
export type TransitionInput = z.input<typeof transitionSchema>;

export const BULK_LIMIT = 200;
export const bulkTransitionSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'ids must be a list of claim ids' })
    .min(1, 'Choose at least one claim')
    .max(BULK_LIMIT, `At most ${BULK_LIMIT} claims at once`),
  to: z.enum(['authorized', 'denied'], { error: 'Bulk changes approve or deny' }),
  reason,
});
export type BulkTransitionInput = z.input<typeof bulkTransitionSchema>;

const workflowStatus = z.enum(CLAIM_WORKFLOW_STATUSES);

/**
 * What a history step is: a status change (filing included), an edit of a claim being prepared,
 * an admin's adjustment of a decided claim, the reversal of its credit, or a change of owner.
 */
export const CLAIM_EVENT_KINDS = ['status', 'edit', 'adjustment', 'reversal', 'owner'] as const;
export type ClaimEventKind = (typeof CLAIM_EVENT_KINDS)[number];

/** One step of a claim's history; an edit or adjustment keeps the status in both ends. */
export const claimEventResponseSchema = z.object({
  id: rowId,
  claimId: rowId,
  kind: z.enum(CLAIM_EVENT_KINDS),
  fromStatus: workflowStatus.nullable(),
  toStatus: workflowStatus,
  reason: z.string().nullable(),
  /** Every field the step changed, old and new raw values. */
  changes: z.array(claimChangeSchema),
  /** The ledger row the step wrote: the credit, or the reversal with its credit note. */
  credit: creditRefSchema.nullable(),
  userName: z.string().nullable(),
  createdAt: timestamp,
});
export type ClaimEvent = z.output<typeof claimEventResponseSchema>;

export const bulkTransitionResultSchema = z.object({
  changed: z.array(rowId),
  skipped: z.array(z.object({ id: rowId, reason: z.string() })),
});
export type BulkTransitionResult = z.output<typeof bulkTransitionResultSchema>;
