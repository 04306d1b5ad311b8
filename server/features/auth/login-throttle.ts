import { LOGIN_MAX_ACCOUNT_FAILURES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../../../domain/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  lockLoginAccount,
  markAttemptSucceeded,
  purgeLoginAttempts,
  recentFailures,
  recordLoginAttempt,
} from './auth.queries';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

function refusal(failures: Date[], max: number, now: Date): AppError | undefined {
  if (failures.length < max) return undefined;
  const oldestCounted = failures[max - 1]!;
  const retryAfterSeconds = (oldestCounted.getTime() + WINDOW_MS - now.getTime()) / 1000;
  return new AppError(
    'RATE_LIMITED',
    'Too many failed sign-in attempts. Please wait before trying again.',
    undefined,
    Math.max(1, retryAfterSeconds),
  );
}

let attemptsSincePurge = 0;

/**
 * Takes one attempt before any hashing, recorded as a failure until `attemptSucceeded`: 5 failures
 * for one account from one address (IPv6 by /64) or 20 from all addresses within 15 minutes
 * answer 429 with Retry-After. Attempts on one account are taken one at a time (an advisory lock),
 * so parallel guesses cannot all pass the count before any is recorded. Answers the attempt's id.
 */
export async function reserveLoginAttempt(db: Db, account: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const id = await db.transaction(async (tx) => {
    await lockLoginAccount(tx, account);
    const fromAddress = await recentFailures(tx, account, ip, since, LOGIN_MAX_FAILURES);
    const fromAnywhere = await recentFailures(tx, account, null, since, LOGIN_MAX_ACCOUNT_FAILURES);
    const refused =
      refusal(fromAddress, LOGIN_MAX_FAILURES, now) ?? refusal(fromAnywhere, LOGIN_MAX_ACCOUNT_FAILURES, now);
    if (refused) throw refused;
    return recordLoginAttempt(tx, { account, ip, succeeded: false, createdAt: now });
  });
  attemptsSincePurge += 1;
  if (attemptsSincePurge >= 500) {
    attemptsSincePurge = 0;
    await purgeLoginAttempts(db, new Date(now.getTime() - 24 * 3600_000));
  }
  return id;
}

export async function attemptSucceeded(db: Db, attemptId: number) {
  await markAttemptSucceeded(db, attemptId);
}
