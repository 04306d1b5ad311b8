import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { CreditEntry, CreditKind } from '../../../domain/claim-credits';
import type { Tx } from '../../db/client';
import { claimCredits, warrantyClaims } from '../../db/schema';

export type NewCredit = {
  claimId: number;
  dealerId: number | null;
  kind: CreditKind;
  number: string;
  amountCents: number;
  creditedAt: Date;
  userId: number | null;
  userName: string | null;
  reason: string | null;
};

/** Adds a ledger row (the only write the ledger takes) and answers its id. */
export async function insertCredit(tx: Tx, tenantId: number, credit: NewCredit): Promise<number> {
  const [row] = await tx
    .insert(claimCredits)
    .values({ ...credit, tenantId })
    .returning({ id: claimCredits.id });
  return row!.id;
}

/** A claim's credit row (not its reversal). */
export async function findCredit(tx: Tx, tenantId: number, claimId: number) {
  const [row] = await tx
    .select()
    .from(claimCredits)
    .where(
      and(
        eq(claimCredits.tenantId, tenantId),
        eq(claimCredits.claimId, claimId),
        eq(claimCredits.kind, 'credit'),
      ),
    );
  return row;
}

/** A claim's ledger rows, oldest first. */
export async function listClaimCredits(tx: Tx, tenantId: number, claimId: number): Promise<CreditEntry[]> {
  const rows = await tx
    .select()
    .from(claimCredits)
    .where(and(eq(claimCredits.tenantId, tenantId), eq(claimCredits.claimId, claimId)))
    .orderBy(asc(claimCredits.id));
  return rows.map((row) => ({
    id: row.id,
    claimId: row.claimId,
    dealerId: row.dealerId,
    kind: row.kind,
    number: row.number,
    amountCents: row.amountCents,
    creditedAt: row.creditedAt.toISOString(),
    userName: row.userName,
    reason: row.reason,
  }));
}

/**
 * Claims that credit the dealer, whichever dealer's ticket they are on, and claims whose ledger
 * rows name it (a ticket may have moved to another dealer since it was credited).
 */
export async function countCreditedClaims(tx: Tx, tenantId: number, dealerId: number): Promise<number> {
  const ledger = tx
    .select({ claimId: claimCredits.claimId })
    .from(claimCredits)
    .where(and(eq(claimCredits.tenantId, tenantId), eq(claimCredits.dealerId, dealerId)));
  const [row] = await tx
    .select({ value: count() })
    .from(warrantyClaims)
    .where(
      and(
        eq(warrantyClaims.tenantId, tenantId),
        or(eq(warrantyClaims.creditedDealerId, dealerId), sql`${warrantyClaims.id} in (${ledger})`),
      ),
    );
  return row?.value ?? 0;
}
