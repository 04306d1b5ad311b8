import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Runs fn inside the open transaction so that, if it throws, what it wrote is undone and the
 * transaction goes on: a savepoint by hand, since a tenant scope on PostgreSQL is one connection's
 * own BEGIN, not a drizzle transaction that could nest (client.ts).
 */
export async function inSavepoint<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql.raw('savepoint step'));
  try {
    const result = await fn();
    await tx.execute(sql.raw('release savepoint step'));
    return result;
  } catch (error) {
    await tx.execute(sql.raw('rollback to savepoint step'));
    throw error;
  }
}
