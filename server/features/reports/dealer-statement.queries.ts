import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { StatementLine } from '../../../domain/dealer-statement';
import type { Tx } from '../../db/client';
import { claimCredits, ticketReference, tickets, warrantyClaims } from '../../db/schema';

/** The dealer's ledger rows credited in [from, to), oldest first (index claim_credits_dealer_idx). */
export async function statementLines(
  tx: Tx,
  tenantId: number,
  dealerId: number,
  range: { from: Date; to: Date },
): Promise<StatementLine[]> {
  const rows = await tx
    .select({
      id: claimCredits.id,
      claimId: claimCredits.claimId,
      ...ticketReference,
      kind: claimCredits.kind,
      number: claimCredits.number,
      adjustmentNumber: warrantyClaims.claimTicketAdjustmentNumber,
      amountCents: claimCredits.amountCents,
      creditedAt: claimCredits.creditedAt,
      userName: claimCredits.userName,
      reason: claimCredits.reason,
    })
    .from(claimCredits)
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, claimCredits.claimId))
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .where(
      and(
        eq(claimCredits.tenantId, tenantId),
        eq(claimCredits.dealerId, dealerId),
        gte(claimCredits.creditedAt, range.from),
        lt(claimCredits.creditedAt, range.to),
      ),
    )
    .orderBy(asc(claimCredits.creditedAt), asc(claimCredits.id));
  return rows.map((row) => ({ ...row, creditedAt: row.creditedAt.toISOString() }));
}
