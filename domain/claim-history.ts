import { describeClaimChange } from './claim-changes';
import type { CreditRef } from './claim-credits';
import { WORKFLOW_LABELS, type ClaimEvent } from './claim-workflow';
import { formatMoney } from './display';

/**
 * A claim's history in words, for its page, its ticket's history and its claim package. The
 * package's PDF passes ' to ' for the arrow: its standard fonts cannot draw '→'.
 */

/** 'Pending authorization → Authorized', 'Filed as draft', 'Edited', 'Adjusted' or 'Owner changed'. */
export function historyStep(event: ClaimEvent, arrow = '→'): string {
  if (event.kind === 'edit') return 'Edited';
  if (event.kind === 'adjustment') return 'Adjusted';
  if (event.kind === 'owner') return 'Owner changed';
  return event.fromStatus
    ? `${WORKFLOW_LABELS[event.fromStatus]} ${arrow} ${WORKFLOW_LABELS[event.toStatus]}`
    : `Filed as ${WORKFLOW_LABELS[event.toStatus].toLowerCase()}`;
}

/** 'Credited ADJ-1001: $165.14' or 'Credit note CN-000001: -$165.14'. */
export const creditLine = (credit: CreditRef) =>
  `${credit.kind === 'credit' ? 'Credited' : 'Credit note'} ${credit.number}: ${formatMoney(credit.amountCents)}`;

/** Every field the step changed ('Selling Price $100.00 → $123.45'), then the ledger row it wrote. */
export function historyChanges(event: Pick<ClaimEvent, 'changes' | 'credit'>, arrow = '→'): string[] {
  return [
    ...event.changes.map((change) => describeClaimChange(change, arrow)),
    ...(event.credit ? [creditLine(event.credit)] : []),
  ];
}
