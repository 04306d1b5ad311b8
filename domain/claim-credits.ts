import { z } from 'zod';
import { rowId, timestamp } from './responses';

/**
 * The credit ledger (docs/decisions/069-credit-ledger.md): every amount credited to a dealer is a
 * row, and a reversal is another row with the negative amount and its own credit-note number.
 * Rows are only ever added, so a dealer's statement always adds up.
 */
export const CREDIT_KINDS = ['credit', 'reversal'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const creditEntrySchema = z.object({
  id: rowId,
  claimId: rowId,
  dealerId: rowId.nullable(),
  kind: z.enum(CREDIT_KINDS),
  /** A credit's reference is the claim's adjustment number; a reversal's, its credit note. */
  number: z.string(),
  /** Positive for a credit, negative for a reversal. */
  amountCents: z.number().int(),
  creditedAt: timestamp,
  userName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CreditEntry = z.output<typeof creditEntrySchema>;

/** What a history step says of the ledger row it wrote. */
export const creditRefSchema = creditEntrySchema.pick({ kind: true, number: true, amountCents: true });
export type CreditRef = z.output<typeof creditRefSchema>;

/** A tenant's credit notes are numbered from 1, never reused: 1 → 'CN-000001'. */
export const creditNoteNumber = (sequence: number) => `CN-${String(sequence).padStart(6, '0')}`;
