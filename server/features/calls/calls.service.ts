import {
  DAILY_CALLS_PER_DEVICE,
  DAILY_CALLS_PER_IP,
  DEVICE_LIMIT_DETAIL,
  IP_LIMIT_DETAIL,
  type CheckLimitsResponse,
} from '../../../domain/call-limits';
import { CALL_LIMIT_REACHED } from '../../../domain/telephony-errors';
import { findDemoTenantId } from '../../db/demo-tenant';
import { leaveTenantRole, returnToTenantRole, withTenant, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { startOfUtcDay } from '../../lib/time';
import type { Caller } from './calls.device-cookie';
import {
  bumpDailyCount,
  bumpDailyCountBelow,
  findCallLog,
  findPlacedCallsBetween,
  insertCallLog,
  markCallEnded,
  readDailyCounts,
  renameCallLog,
  type CallLogRow,
} from './calls.queries';

/** 429 with the detail the dialog shows in its 'Call Limit Reached' box. */
export class CallLimitError extends AppError {
  constructor(
    readonly details: string,
    retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', CALL_LIMIT_REACHED, undefined, retryAfterSeconds);
  }
}

const DAY_MS = 24 * 3600 * 1000;

function dayOf(now: Date): string {
  return startOfUtcDay(now).toISOString().slice(0, 10);
}

function secondsToNextUtcDay(now: Date): number {
  return Math.max(1, Math.ceil((startOfUtcDay(now).getTime() + DAY_MS - now.getTime()) / 1000));
}

/** The detail when one more call would go over a limit, given the calls already made today. */
function limitDetail(made: { device: number; ip: number }): string | null {
  if (made.device >= DAILY_CALLS_PER_DEVICE) return DEVICE_LIMIT_DETAIL;
  if (made.ip >= DAILY_CALLS_PER_IP) return IP_LIMIT_DETAIL;
  return null;
}

/** check-limits: whether one more call may start today. It reads only; starting a call spends. */
export async function checkCallAllowance(deps: AppDeps, caller: Caller): Promise<CheckLimitsResponse> {
  const now = deps.clock.now();
  const made = await readDailyCounts(deps.database.db, dayOf(now), caller.deviceId, caller.ip);
  const detail = limitDetail(made);
  if (detail) throw new CallLimitError(detail, secondsToNextUtcDay(now));
  return {
    allowed: true,
    callsLeftToday: Math.min(DAILY_CALLS_PER_DEVICE - made.device, DAILY_CALLS_PER_IP - made.ip),
  };
}

export type CallStart = { callSid: string; agentType: string; caller: Caller };

/**
 * A call has started: its log row and one call off the day's allowance of its device and its
 * address, in one transaction. A call SID logged before changes nothing (browser retries, Twilio
 * replays). Over a limit the transaction rolls back, so a refused call is never counted.
 */
export async function startCall(deps: AppDeps, call: CallStart): Promise<{ counted: boolean }> {
  const now = deps.clock.now();
  const day = dayOf(now);
  const tenantId = await findDemoTenantId(deps.database);
  // Counts only grow during a day, so a committed count at the limit refuses without taking row
  // locks (abusive retries stay cheap); a call already logged is still a harmless retry.
  const made = await readDailyCounts(deps.database.db, day, call.caller.deviceId, call.caller.ip);
  const spent = limitDetail(made);
  if (spent) {
    const logged = await withTenant(deps.database, tenantId, (tx) => findCallLog(tx, tenantId, call.callSid));
    if (logged) return { counted: false };
    throw new CallLimitError(spent, secondsToNextUtcDay(now));
  }
  return withTenant(deps.database, tenantId, async (tx) => {
    const isNew = await insertCallLog(tx, {
      tenantId,
      callSid: call.callSid,
      agentType: call.agentType,
      deviceId: call.caller.deviceId,
      ip: call.caller.ip,
      startedAt: now,
    });
    if (!isNew) return { counted: false };
    // call_limits is not a tenant table: the counters are written in the call log's transaction.
    await leaveTenantRole(tx);
    // Always device first, then address: concurrent calls take the row locks in one order.
    const device = await bumpDailyCount(tx, 'device', call.caller.deviceId, day);
    const ip = await bumpDailyCount(tx, 'ip', call.caller.ip, day);
    const detail = limitDetail({ device: device - 1, ip: ip - 1 });
    if (detail) throw new CallLimitError(detail, secondsToNextUtcDay(now));
    return { counted: true };
  });
}

/**
 * One demo ticket off the tenant's daily cap (DEMO_TICKETS_PER_DAY), inside the tenant transaction
 * that opens the ticket, so a rolled-back ticket gives its place back. False when the cap is reached.
 */
export async function reserveDemoTicket(deps: AppDeps, tx: Tx, tenantId: number): Promise<boolean> {
  await leaveTenantRole(tx);
  const day = dayOf(deps.clock.now());
  const reserved = await bumpDailyCountBelow(
    tx,
    'demo_ticket',
    String(tenantId),
    day,
    deps.config.DEMO_TICKETS_PER_DAY,
  );
  await returnToTenantRole(tx);
  return reserved;
}

/**
 * A browser voice session spends one of the day's calls of its device and address, like a phone
 * call: refused with the same 429 once either is spent.
 */
export async function startBrowserVoiceCall<Session extends { sessionId: string }>(
  deps: AppDeps,
  caller: Caller,
  agentType: string,
  createSession: () => Promise<Session>,
): Promise<Session> {
  await checkCallAllowance(deps, caller);
  const session = await createSession();
  await startCall(deps, { callSid: session.sessionId, agentType, caller });
  return session;
}

/**
 * log-start of a simulated phone call: it was counted when placed, under its session id; its log
 * takes the conversation id the browser knows it by, and nothing more is counted. False when
 * this device placed no such call (or it was adopted already).
 */
export async function adoptPlacedCall(deps: AppDeps, sessionId: string, callSid: string, deviceId: string) {
  const tenantId = await findDemoTenantId(deps.database);
  return withTenant(deps.database, tenantId, async (tx) => {
    if (await findCallLog(tx, tenantId, callSid)) return false;
    return renameCallLog(tx, tenantId, { callSid: sessionId, deviceId }, callSid);
  });
}

/** A call this device started; any other call, or no device, is "not found" (never "forbidden"). */
export async function findOwnCall(deps: AppDeps, callSid: string, deviceId: string | null) {
  const tenantId = await findDemoTenantId(deps.database);
  const row = await withTenant(deps.database, tenantId, (tx) => findCallLog(tx, tenantId, callSid));
  if (!row || !deviceId || row.deviceId !== deviceId) throw notFound('Call');
  return row;
}

export type EndedCall = { call: CallLogRow; isFirstEnd: boolean };

/** log-end: stamps the end and the duration once; later calls answer the stored values. */
export async function endCall(deps: AppDeps, callSid: string, deviceId: string | null): Promise<EndedCall> {
  const row = await findOwnCall(deps, callSid, deviceId);
  if (row.endedAt) return { call: row, isFirstEnd: false };
  const endedAt = deps.clock.now();
  const durationSeconds = Math.max(0, Math.round((endedAt.getTime() - row.startedAt.getTime()) / 1000));
  return withTenant(deps.database, row.tenantId, async (tx) => {
    const marked = await markCallEnded(tx, row.tenantId, row.id, { endedAt, durationSeconds });
    if (marked) return { call: marked, isFirstEnd: true };
    // Ended concurrently by another request: answer what that one stored.
    return { call: (await findCallLog(tx, row.tenantId, callSid)) ?? row, isFirstEnd: false };
  });
}

/** How far from a provider's conversation start the call that reached it may have been placed. */
const PLACED_BEFORE_MS = 120_000;
const PLACED_AFTER_MS = 60_000;

export type PlacedCallMatch = {
  /** The SID a provider reports; a demo call known by it is the one. */
  callSid?: string | null;
  /** Agent types whose demo line the provider's call reached (from its numbers). */
  agentTypes: string[];
  /** When the provider's conversation started. */
  startedAt: Date;
};

/**
 * The Twilio call of the phone demo a provider's conversation belongs to: the one logged under the
 * SID it reports, else the call placed to the line it answered nearest to the conversation's start
 * (a real inbound leg has a CallSid of its own; decision 079). Null when none fits.
 */
export async function findPlacedPhoneCall(deps: AppDeps, match: PlacedCallMatch): Promise<string | null> {
  const tenantId = await findDemoTenantId(deps.database);
  return withTenant(deps.database, tenantId, async (tx) => {
    if (match.callSid && (await findCallLog(tx, tenantId, match.callSid))) return match.callSid;
    if (match.agentTypes.length === 0) return null;
    const [nearest] = await findPlacedCallsBetween(tx, tenantId, {
      agentTypes: match.agentTypes,
      from: new Date(match.startedAt.getTime() - PLACED_BEFORE_MS),
      to: new Date(match.startedAt.getTime() + PLACED_AFTER_MS),
      around: match.startedAt,
    });
    return nearest?.callSid ?? null;
  });
}
