import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../../../domain/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { purgeLoginAttempts, recentFailures, recordLoginAttempt } from './auth.queries';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/**
 * After 5 failed logins for one account from one IP within 15 minutes, refuse with 429 and
 * Retry-After until the oldest of those failures leaves the window. Runs before any hashing.
 */
export async function assertLoginAllowed(db: Db, account: string, ip: string, now: Date) {
  const failures = await recentFailures(
    db,
    account,
    ip,
    new Date(now.getTime() - WINDOW_MS),
    LOGIN_MAX_FAILURES,
  );
  if (failures.length < LOGIN_MAX_FAILURES) return;
  const oldestCounted = failures[LOGIN_MAX_FAILURES - 1]!;
  const retryAfterSeconds = (oldestCounted.getTime() + WINDOW_MS - now.getTime()) / 1000;
  throw new AppError(
    'RATE_LIMITED',
    'Too many failed sign-in attempts. Please wait before trying again.',
    undefined,
    Math.max(1, retryAfterSeconds),
  );
}

let attemptsSincePurge = 0;

export async function recordAttempt(db: Db, account: string, ip: string, succeeded: boolean, now: Date) {
  await recordLoginAttempt(db, { account, ip, succeeded, createdAt: now });
  attemptsSincePurge += 1;
  if (attemptsSincePurge >= 500) {
    attemptsSincePurge = 0;
    await purgeLoginAttempts(db, new Date(now.getTime() - 24 * 3600_000));
  }
}
