import { creditNoteNumber } from '../../../domain/claim-credits';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { findCredit, insertCredit } from './claim-credits.queries';
import { takeCreditNoteNumber } from './claim-settings.queries';
import { ticketContactOf } from './claims-queue.queries';
import type { WarrantyRow } from './warranty-dto';

/** Why an authorized claim cannot be credited yet, or null: the ledger needs an amount and a reference. */
export function creditRefusal(claim: WarrantyRow): string | null {
  if (claim.creditCents === null)
    return 'A claim is credited with its credit amount: give it prices and a percentage first (adjust it)';
  if (!claim.claimTicketAdjustmentNumber)
    return 'A claim is credited under its adjustment number: give it one first (adjust it)';
  return null;
}

/** The dealer a claim credits: the one it names, else its ticket's dealer (may be none). */
async function dealerCredited(tx: Tx, tenantId: number, claim: WarrantyRow) {
  if (claim.creditedDealerId) return claim.creditedDealerId;
  return (await ticketContactOf(tx, tenantId, claim.ticketId))?.dealerId ?? null;
}

/** The claim's credit as a ledger row, written with its move to credited; answers the row's id. */
export async function creditClaim(tx: Tx, ctx: StaffContext, claim: WarrantyRow): Promise<number> {
  return insertCredit(tx, ctx.tenantId, {
    claimId: claim.id,
    dealerId: await dealerCredited(tx, ctx.tenantId, claim),
    kind: 'credit',
    number: claim.claimTicketAdjustmentNumber!,
    amountCents: claim.creditCents!,
    creditedAt: ctx.now,
    userId: ctx.user.id,
    userName: ctx.user.username,
    reason: null,
  });
}

/**
 * A credit note cancelling the claim's credit: the same dealer, the negative amount, and the
 * tenant's next credit-note number. The credit row stays as it was.
 */
export async function reverseCredit(tx: Tx, ctx: StaffContext, claim: WarrantyRow, reason: string) {
  const credit = await findCredit(tx, ctx.tenantId, claim.id);
  if (!credit) throw conflict('This claim has no credit on record to reverse');
  return insertCredit(tx, ctx.tenantId, {
    claimId: claim.id,
    dealerId: credit.dealerId,
    kind: 'reversal',
    number: creditNoteNumber(await takeCreditNoteNumber(tx, ctx.tenantId)),
    amountCents: -credit.amountCents,
    creditedAt: ctx.now,
    userId: ctx.user.id,
    userName: ctx.user.username,
    reason,
  });
}
