import { z } from 'zod';
import type { UserRole } from './admin';
import { ROUNDING_POLICIES } from './proration';
import { rowId, timestamp } from './responses';

/** A claim's way through the desk (docs/decisions/028-claim-workflow.md). */
export const CLAIM_WORKFLOW_STATUSES = [
  'draft',
  'needs_review',
  'pending_authorization',
  'authorized',
  'denied',
  'credited',
] as const;
export type ClaimWorkflowStatus = (typeof CLAIM_WORKFLOW_STATUSES)[number];

export const CLAIM_SOURCES = ['staff', 'voice_agent'] as const;
export type ClaimSource = (typeof CLAIM_SOURCES)[number];

export const WORKFLOW_LABELS: Record<ClaimWorkflowStatus, string> = {
  draft: 'Draft',
  needs_review: 'Needs review',
  pending_authorization: 'Pending authorization',
  authorized: 'Authorized',
  denied: 'Denied',
  credited: 'Credited',
};

export const ALLOWED_TRANSITIONS: Record<ClaimWorkflowStatus, readonly ClaimWorkflowStatus[]> = {
  draft: ['needs_review', 'pending_authorization'],
  needs_review: ['draft', 'pending_authorization', 'denied'],
  pending_authorization: ['needs_review', 'authorized', 'denied'],
  authorized: ['credited', 'pending_authorization'],
  denied: ['pending_authorization'],
  credited: [],
};

const ADMINS: readonly UserRole[] = ['tenant_admin', 'global_admin'];

/** Decisions that move money or undo one belong to tenant admins; preparing a claim is anyone's. */
const ADMIN_ONLY_TARGETS: readonly ClaimWorkflowStatus[] = ['authorized', 'denied', 'credited'];

export function canTransition(from: ClaimWorkflowStatus, to: ClaimWorkflowStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

const isReopening = (from: ClaimWorkflowStatus, to: ClaimWorkflowStatus) =>
  (from === 'authorized' || from === 'denied') && to === 'pending_authorization';

/** Who may make a change: reopening a decided claim is as much a decision as making it. */
export function roleMayTransition(
  role: UserRole,
  from: ClaimWorkflowStatus,
  to: ClaimWorkflowStatus,
): boolean {
  if (ADMINS.includes(role)) return true;
  return !ADMIN_ONLY_TARGETS.includes(to) && !isReopening(from, to);
}

export const mayBulkChange = (role: UserRole) => ADMINS.includes(role);

/** A denial, and reopening a decided claim, must say why. */
export function reasonRequired(from: ClaimWorkflowStatus, to: ClaimWorkflowStatus): boolean {
  return to === 'denied' || isReopening(from, to);
}

/** The status the old free authorization field shows for a workflow status. */
export const AUTHORIZATION_NAME_FOR: Partial<Record<ClaimWorkflowStatus, string>> = {
  pending_authorization: 'Pending',
  authorized: 'Authorized',
  denied: 'Denied',
  credited: 'Paid',
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

/** One step of a claim's history. */
export const claimEventResponseSchema = z.object({
  id: rowId,
  claimId: rowId,
  fromStatus: workflowStatus.nullable(),
  toStatus: workflowStatus,
  reason: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: timestamp,
});
export type ClaimEvent = z.output<typeof claimEventResponseSchema>;

export const bulkTransitionResultSchema = z.object({
  changed: z.array(rowId),
  skipped: z.array(z.object({ id: rowId, reason: z.string() })),
});
export type BulkTransitionResult = z.output<typeof bulkTransitionResultSchema>;

export const roundingSettingsSchema = z.object({
  tread: z.enum(ROUNDING_POLICIES, { error: 'Rounding is nearest, up, down or exact' }),
  mileage: z.enum(ROUNDING_POLICIES, { error: 'Rounding is nearest, up, down or exact' }),
});
