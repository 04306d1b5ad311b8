import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountInvitations } from '../../db/schema';

type NewToken = { tokenHash: string; createdAt: Date; expiresAt: Date };

export async function insertInvitation(tx: Tx, values: typeof accountInvitations.$inferInsert) {
  await tx.insert(accountInvitations).values(values);
}

/** The account's invitation, while it is not accepted (expired or not). */
export async function findPendingInvitation(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: accountInvitations.id })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.userId, userId), isNull(accountInvitations.acceptedAt)))
    .limit(1);
  return row;
}

/** A new token for a pending invitation, so the old link stops working; undefined once accepted. */
export async function renewInvitation(tx: Tx, userId: number, token: NewToken) {
  const [row] = await tx
    .update(accountInvitations)
    .set(token)
    .where(and(eq(accountInvitations.userId, userId), isNull(accountInvitations.acceptedAt)))
    .returning({ id: accountInvitations.id });
  return row;
}

export async function findInvitationByToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(accountInvitations)
    .where(eq(accountInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a live invitation accepted and answers its account. The condition is the lock: of two
 * accepts at once, the second waits for the first's row and then no longer matches.
 */
export async function claimInvitation(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(accountInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(accountInvitations.tokenHash, tokenHash),
        isNull(accountInvitations.acceptedAt),
        gt(accountInvitations.expiresAt, now),
      ),
    )
    .returning({ userId: accountInvitations.userId });
  return row;
}

export function listPendingInvitations(tx: Tx, tenantId: number, dealerId: number) {
  return tx
    .select({
      userId: accountInvitations.userId,
      invitedAt: accountInvitations.createdAt,
      expiresAt: accountInvitations.expiresAt,
    })
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.tenantId, tenantId),
        eq(accountInvitations.dealerId, dealerId),
        isNull(accountInvitations.acceptedAt),
      ),
    )
    .orderBy(asc(accountInvitations.userId));
}
