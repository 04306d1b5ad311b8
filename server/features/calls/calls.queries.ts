import { and, between, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { callLimits, callLogs } from '../../db/schema';

export type CallLogRow = typeof callLogs.$inferSelect;
export type LimitScope = 'device' | 'ip' | 'demo_ticket';

/** Today's counts for one device and one address (0 when no call was made yet). */
export async function readDailyCounts(db: Db, day: string, deviceId: string, ip: string) {
  const rows = await db
    .select({ scope: callLimits.scope, count: callLimits.count })
    .from(callLimits)
    .where(
      and(
        eq(callLimits.day, day),
        or(
          and(eq(callLimits.scope, 'device'), eq(callLimits.key, deviceId)),
          and(eq(callLimits.scope, 'ip'), eq(callLimits.key, ip)),
        ),
      ),
    );
  const countOf = (scope: LimitScope) => rows.find((row) => row.scope === scope)?.count ?? 0;
  return { device: countOf('device'), ip: countOf('ip') };
}

/** Adds one call to a counter and answers the new count: one atomic statement per counter. */
export async function bumpDailyCount(tx: Tx, scope: LimitScope, key: string, day: string) {
  const [row] = await tx
    .insert(callLimits)
    .values({ scope, key, day, count: 1 })
    .onConflictDoUpdate({
      target: [callLimits.scope, callLimits.key, callLimits.day],
      set: { count: sql`${callLimits.count} + 1` },
    })
    .returning({ count: callLimits.count });
  return row!.count;
}

/** Adds one to a counter unless it already reached `cap`; false when it had. */
export async function bumpDailyCountBelow(tx: Tx, scope: LimitScope, key: string, day: string, cap: number) {
  const rows = await tx
    .insert(callLimits)
    .values({ scope, key, day, count: 1 })
    .onConflictDoUpdate({
      target: [callLimits.scope, callLimits.key, callLimits.day],
      set: { count: sql`${callLimits.count} + 1` },
      setWhere: sql`${callLimits.count} < ${cap}`,
    })
    .returning({ count: callLimits.count });
  return rows.length > 0;
}

/** Inserts the call's log row; false when this call SID was logged before. */
export async function insertCallLog(tx: Tx, values: typeof callLogs.$inferInsert) {
  const rows = await tx
    .insert(callLogs)
    .values(values)
    .onConflictDoNothing({ target: [callLogs.tenantId, callLogs.callSid] })
    .returning({ id: callLogs.id });
  return rows.length > 0;
}

export async function findCallLog(tx: Tx, tenantId: number, callSid: string) {
  const [row] = await tx
    .select()
    .from(callLogs)
    .where(and(eq(callLogs.tenantId, tenantId), eq(callLogs.callSid, callSid)))
    .limit(1);
  return row;
}

/** Ends a call once; answers the updated row, or undefined when it had already ended. */
export async function markCallEnded(
  tx: Tx,
  tenantId: number,
  id: number,
  ended: { endedAt: Date; durationSeconds: number },
) {
  const [row] = await tx
    .update(callLogs)
    .set(ended)
    .where(and(eq(callLogs.tenantId, tenantId), eq(callLogs.id, id), isNull(callLogs.endedAt)))
    .returning();
  return row;
}

/** Gives a logged call the id the browser knows it by; false when no such call of this device. */
export async function renameCallLog(
  tx: Tx,
  tenantId: number,
  from: { callSid: string; deviceId: string },
  toCallSid: string,
) {
  const rows = await tx
    .update(callLogs)
    .set({ callSid: toCallSid })
    .where(
      and(
        eq(callLogs.tenantId, tenantId),
        eq(callLogs.callSid, from.callSid),
        eq(callLogs.deviceId, from.deviceId),
      ),
    )
    .returning({ id: callLogs.id });
  return rows.length > 0;
}

/**
 * Twilio calls the demo placed to these agent types, started inside [from, to]: the latest placed
 * before `around` first (a call is placed before the agent answers it), then the nearest after.
 */
export async function findPlacedCallsBetween(
  tx: Tx,
  tenantId: number,
  window: { agentTypes: string[]; from: Date; to: Date; around: Date },
) {
  return tx
    .select({ callSid: callLogs.callSid })
    .from(callLogs)
    .where(
      and(
        eq(callLogs.tenantId, tenantId),
        inArray(callLogs.agentType, window.agentTypes),
        like(callLogs.callSid, 'CA%'),
        between(callLogs.startedAt, window.from, window.to),
      ),
    )
    .orderBy(
      sql`${callLogs.startedAt} > ${window.around.toISOString()}::timestamptz`,
      sql`abs(extract(epoch from ${callLogs.startedAt} - ${window.around.toISOString()}::timestamptz))`,
    )
    .limit(1);
}
