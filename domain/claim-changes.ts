import { z } from 'zod';
import { CLAIM_FIELD_NAMES, CLAIM_FIELDS, type ClaimFieldName } from './claim-fields';
import { formatMoney, formatThousands } from './display';
import { ticketLabel } from './ticket-labels';

/**
 * What changed in a claim, field by field, with the raw values before and after (cents, 32nds,
 * miles, text): stored as such in its history and the ticket's, and worded only when shown, by
 * describeClaimChange, so a screen, the claim package and the ticket's history read alike.
 */

/**
 * A claim's own fields, the ticket it belongs to (recorded by its number, as people know it) and
 * its owner (recorded by name, as the ticket's history records its assignee).
 */
export const CLAIM_CHANGE_FIELDS = [...CLAIM_FIELD_NAMES, 'ticketNumber', 'owner'] as const;
export type ClaimChangeField = (typeof CLAIM_CHANGE_FIELDS)[number];

const claimValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ClaimValue = z.output<typeof claimValue>;

export const claimChangeSchema = z.object({
  field: z.enum(CLAIM_CHANGE_FIELDS),
  from: claimValue,
  to: claimValue,
});
export type ClaimChange = z.output<typeof claimChangeSchema>;

/** A value as JSON keeps it: dates as their ISO text, absent as null. */
function storable(value: unknown): ClaimValue {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** The fields whose values differ between two states of a claim, in catalog order. */
export function claimChanges(
  before: Partial<Record<ClaimChangeField, unknown>>,
  after: Partial<Record<ClaimChangeField, unknown>>,
  fields: readonly ClaimChangeField[] = CLAIM_CHANGE_FIELDS,
): ClaimChange[] {
  return fields.flatMap((field) => {
    const from = storable(before[field]);
    const to = storable(after[field]);
    return from === to ? [] : [{ field, from, to }];
  });
}

/** Every value a claim holds, as a change to nothing: what a deleted claim was. */
export function claimSnapshot(claim: Partial<Record<ClaimChangeField, unknown>>): ClaimChange[] {
  return claimChanges(claim, {}).filter((change) => change.from !== false);
}

const OTHER_LABELS = { ticketNumber: 'Ticket', owner: 'Owner' } as const;

export function claimFieldLabel(field: ClaimChangeField): string {
  return field === 'ticketNumber' || field === 'owner' ? OTHER_LABELS[field] : CLAIM_FIELDS[field].label;
}

const timestampText = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** One value as people read it: money in dollars, mileage with separators, tread as typed in 32nds. */
export function formatClaimValue(field: ClaimChangeField, value: ClaimValue): string {
  if (field === 'owner') return value === null ? 'Unassigned' : String(value);
  if (value === null || value === '') return 'none';
  if (field === 'ticketNumber') return ticketLabel({ number: Number(value) });
  const entry: { kind: string; unit?: string } = CLAIM_FIELDS[field as ClaimFieldName];
  switch (entry.kind) {
    case 'cents':
      return formatMoney(Number(value));
    case 'count':
      return formatThousands(Number(value));
    case 'flag':
      return value ? 'Yes' : 'No';
    case 'dateTime':
      return timestampText(String(value));
    case 'id':
      return `#${String(value)}`;
    default:
      return entry.unit === 'percent' ? `${String(value)}%` : String(value);
  }
}

/**
 * 'Selling Price $100.00 → $123.45'. The claim package passes ' to ' instead of the arrow: its
 * PDF fonts cannot draw '→'.
 */
export function describeClaimChange(change: ClaimChange, arrow = '→'): string {
  const from = formatClaimValue(change.field, change.from);
  const to = formatClaimValue(change.field, change.to);
  return `${claimFieldLabel(change.field)} ${from} ${arrow} ${to}`;
}

/** 'Selling Price $100.00' for what a deleted claim held. */
export const describeClaimValue = (change: ClaimChange) =>
  `${claimFieldLabel(change.field)} ${formatClaimValue(change.field, change.from)}`;
