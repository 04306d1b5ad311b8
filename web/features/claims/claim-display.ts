import type { ClaimWorkflowStatus } from '@domain/claim-workflow';
import { formatMoney } from '@domain/display';
import type { BadgeVariant } from '../../components/ui/Badge';

export const WORKFLOW_BADGE: Record<ClaimWorkflowStatus, BadgeVariant> = {
  draft: 'grey',
  needs_review: 'orange',
  pending_authorization: 'yellow',
  authorized: 'green',
  denied: 'red',
  credited: 'blue',
  withdrawn: 'outline',
  reversed: 'secondary',
};

/** 5040 → '$50.40'; null stays empty. */
export const formatCents = (cents: number | null | undefined) => formatMoney(cents ?? null);

/** '50.4' or '$1,050.40' → cents; empty → null; anything else → undefined (not an amount). */
export function centsFromText(text: string): number | null | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as the text an amount input shows: 5040 → '50.40'. */
export const centsToText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
