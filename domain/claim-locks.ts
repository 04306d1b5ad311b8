import { LOCKED_CLAIM_FIELDS } from './claim-fields';
import type { ClaimChangeField } from './claim-changes';
import { isMoneyLocked, WORKFLOW_LABELS, type ClaimWorkflowStatus } from './claim-workflow';

/**
 * What a submitted claim keeps fixed (docs/decisions/068-locked-claim-money.md): its money and tyre
 * facts, and the ticket it belongs to. Handling fields stay open to staff.
 */
export const LOCKED_CHANGE_FIELDS: readonly ClaimChangeField[] = [...LOCKED_CLAIM_FIELDS, 'ticketNumber'];

export const isLockedField = (field: ClaimChangeField) => LOCKED_CHANGE_FIELDS.includes(field);

/** A decided claim a tenant admin changes by adjustment; a credited one only by reversal. */
const ADJUSTABLE: readonly ClaimWorkflowStatus[] = ['pending_authorization', 'authorized', 'denied'];
export const isAdjustable = (status: ClaimWorkflowStatus) => ADJUSTABLE.includes(status);

const label = (status: ClaimWorkflowStatus) => WORKFLOW_LABELS[status].toLowerCase();

/** What the screens say on a locked claim, and the message an agent's refused edit carries. */
export function lockNotice(status: ClaimWorkflowStatus): string | null {
  if (!isMoneyLocked(status)) return null;
  if (isAdjustable(status)) return `Locked: ${label(status)}. A tenant admin can adjust it.`;
  if (status === 'credited') return 'Locked: credited. A tenant admin can reverse the credit.';
  return `Locked: ${label(status)}. It stays on record as it is.`;
}

/** Why an admin's plain edit or adjustment of a locked claim is refused: where its change belongs instead. */
export function adjustmentRefusal(status: ClaimWorkflowStatus): string | null {
  if (isAdjustable(status)) return null;
  if (!isMoneyLocked(status)) return 'A claim being prepared is edited, not adjusted';
  if (status === 'credited') return 'A credited claim is not adjusted: reverse its credit instead';
  return `A ${label(status)} claim stays on record as it is`;
}

export const DELETE_REFUSAL =
  'A claim that reached pending authorization is never deleted: withdraw it, adjust it or reverse its credit';
