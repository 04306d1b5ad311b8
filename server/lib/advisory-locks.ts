import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * The first key of every two-key advisory lock the app takes, one namespace per purpose: two
 * purposes sharing one would make unrelated work wait whenever their second keys collide.
 */
export const LOCK_NAMESPACES = {
  /** Sign-in attempts on one account (the second key hashes the account). */
  signInAccount: 7_274_205,
  /** Recording one call (the second key hashes the tenant and the call's key). */
  callKeys: 7_274_202,
  /** Filing a claim onto a call's ticket (the second key is the ticket id). */
  callTicketClaim: 7_274_203,
  /** Counting and adding tags or saved views of one scope (the second key hashes the scope). */
  ownedCreations: 7_274_204,
} as const;

export type LockNamespace = keyof typeof LOCK_NAMESPACES;

/** Held until the transaction ends; a text key is hashed to the lock's second key. */
export async function lockUntilCommit(tx: Db | Tx, namespace: LockNamespace, key: number | string) {
  const second = typeof key === 'number' ? sql`${key}::int` : sql`hashtext(${key})`;
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACES[namespace]}, ${second})`);
}
