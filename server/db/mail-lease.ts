import { and, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** A table of the desk's own e-mails waiting to go: which rows wait, and the columns a lease moves. */
export type MailQueue = {
  table: PgTable;
  id: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  /** The tenant's rows still to send. */
  waiting: SQL;
};

/**
 * Takes up to `limit` rows due by `now` for this sender: each counts one more attempt and is held
 * for `leaseSeconds`, so another instance skips it (locked rows are skipped too) and a crash
 * mid-send frees it again later. Answers the ids taken, oldest due first.
 */
export async function leaseDueMail(
  tx: Tx,
  queue: MailQueue,
  now: Date,
  leaseSeconds: number,
  limit: number,
): Promise<number[]> {
  const due = await tx
    .select({ id: queue.id })
    .from(queue.table)
    .where(and(queue.waiting, lte(queue.nextAttemptAt, now)))
    .orderBy(queue.nextAttemptAt, queue.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((row) => Number(row.id));
  const until = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  await tx.execute(
    sql`update ${queue.table} set ${sql.identifier(queue.attempts.name)} = ${queue.attempts} + 1,
      ${sql.identifier(queue.nextAttemptAt.name)} = ${until}::timestamptz
      where ${inArray(queue.id, ids)}`,
  );
  return ids;
}

/** A failed attempt's next try, doubling from `retryBaseSeconds`, or null once `maxAttempts` are spent. */
export function retryAt(
  options: { retryBaseSeconds: number; maxAttempts: number },
  attempts: number,
  now: Date,
): Date | null {
  if (attempts >= options.maxAttempts) return null;
  const wait = options.retryBaseSeconds * 2 ** Math.max(0, attempts - 1);
  return new Date(now.getTime() + wait * 1000);
}
