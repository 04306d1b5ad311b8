import {
  KNOWN_DEVICE_SPACING_SECONDS,
  LOGIN_MAX_ACCOUNT_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
} from '../../../domain/auth';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  lastDeviceAttempt,
  lockLoginAccount,
  markAttemptSucceeded,
  purgeLoginAttempts,
  recentFailures,
  recordLoginAttempt,
} from './auth.queries';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

function tooMany(retryAfterSeconds: number) {
  return new AppError(
    'RATE_LIMITED',
    'Too many failed sign-in attempts. Please wait before trying again.',
    undefined,
    Math.max(1, retryAfterSeconds),
  );
}

function refusal(failures: Date[], max: number, now: Date): AppError | undefined {
  if (failures.length < max) return undefined;
  const oldestCounted = failures[max - 1]!;
  return tooMany((oldestCounted.getTime() + WINDOW_MS - now.getTime()) / 1000);
}

/**
 * A known device has its own 5 tries. When the account as a whole has met its cap (someone is
 * guessing from elsewhere), the device is slowed, never refused: one try per spacing.
 */
async function knownDeviceRefusal(tx: Tx, account: string, device: string, since: Date, now: Date) {
  const own = await recentFailures(tx, account, { device }, since, LOGIN_MAX_FAILURES);
  const refused = refusal(own, LOGIN_MAX_FAILURES, now);
  if (refused) return refused;
  const all = await recentFailures(tx, account, {}, since, LOGIN_MAX_ACCOUNT_FAILURES);
  if (all.length < LOGIN_MAX_ACCOUNT_FAILURES) return undefined;
  const last = await lastDeviceAttempt(tx, account, device, since);
  const waitMs = last ? last.getTime() + KNOWN_DEVICE_SPACING_SECONDS * 1000 - now.getTime() : 0;
  return waitMs > 0 ? tooMany(waitMs / 1000) : undefined;
}

/** Anyone else: 5 tries per address (IPv6 by /64), 20 per account from all addresses together. */
async function addressRefusal(tx: Tx, account: string, ip: string, since: Date, now: Date) {
  const fromAddress = await recentFailures(tx, account, { ip }, since, LOGIN_MAX_FAILURES);
  const fromAnywhere = await recentFailures(tx, account, {}, since, LOGIN_MAX_ACCOUNT_FAILURES);
  return (
    refusal(fromAddress, LOGIN_MAX_FAILURES, now) ?? refusal(fromAnywhere, LOGIN_MAX_ACCOUNT_FAILURES, now)
  );
}

let attemptsSincePurge = 0;

/**
 * Takes one attempt before any hashing, recorded as a failure until `attemptSucceeded`, or
 * answers 429 with Retry-After (limits above, within 15 minutes). Attempts on one account are
 * taken one at a time (an advisory lock), so parallel guesses cannot all pass the count before any
 * is recorded: at most 5 from one source reach the password check. Answers the attempt's id.
 */
export async function reserveLoginAttempt(
  db: Db,
  account: string,
  ip: string,
  now: Date,
  device: string | null = null,
): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const id = await db.transaction(async (tx) => {
    await lockLoginAccount(tx, account);
    const refused = device
      ? await knownDeviceRefusal(tx, account, device, since, now)
      : await addressRefusal(tx, account, ip, since, now);
    if (refused) throw refused;
    return recordLoginAttempt(tx, { account, ip, device, succeeded: false, createdAt: now });
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
