import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { claimMessages, tickets, warrantyClaims } from '../../db/schema';

export type ClaimMessageRow = typeof claimMessages.$inferSelect;

/** A claim's conversation, oldest first. */
export function listClaimMessages(tx: Tx, tenantId: number, claimId: number): Promise<ClaimMessageRow[]> {
  return tx
    .select()
    .from(claimMessages)
    .where(and(eq(claimMessages.tenantId, tenantId), eq(claimMessages.claimId, claimId)))
    .orderBy(asc(claimMessages.createdAt), asc(claimMessages.id));
}

export async function insertClaimMessage(tx: Tx, values: typeof claimMessages.$inferInsert) {
  const [row] = await tx.insert(claimMessages).values(values).returning();
  return row!;
}

/** A claim with its ticket and that ticket's dealer (read model: claims and tickets). */
export async function claimWithDealer(tx: Tx, tenantId: number, claimId: number) {
  const [row] = await tx
    .select({ claimId: warrantyClaims.id, ticketId: tickets.id, dealerId: tickets.dealerId })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.id, claimId)))
    .limit(1);
  return row;
}
