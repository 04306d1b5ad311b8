import { and, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voiceSessions } from '../../db/schema';

export type VoiceSessionRow = typeof voiceSessions.$inferSelect;

export async function insertVoiceSession(db: Db, values: typeof voiceSessions.$inferInsert) {
  const [row] = await db.insert(voiceSessions).values(values).returning();
  return row!;
}

export async function findVoiceSession(db: Db, id: string) {
  const [row] = await db.select().from(voiceSessions).where(eq(voiceSessions.id, id)).limit(1);
  return row;
}

/**
 * Sessions from one address that still hold a slot: not ended, and either waiting to connect
 * (inside the connect window) or connected and inside their time limit plus that window.
 */
export async function countLiveSessionsFrom(db: Db, ip: string, now: Date, connectWindowMs: number) {
  const waitingSince = new Date(now.getTime() - connectWindowMs);
  const [row] = await db
    .select({ live: count() })
    .from(voiceSessions)
    .where(
      and(
        eq(voiceSessions.ip, ip),
        isNull(voiceSessions.endedAt),
        or(
          and(isNull(voiceSessions.conversationId), gt(voiceSessions.startedAt, waitingSince)),
          and(
            isNotNull(voiceSessions.conversationId),
            sql`${voiceSessions.startedAt} + make_interval(secs => ${voiceSessions.timeLimitSeconds}) > ${waitingSince}`,
          ),
        ),
      ),
    );
  return row?.live ?? 0;
}

export async function markSessionConnected(db: Db, id: string, conversationId: string) {
  await db.update(voiceSessions).set({ conversationId }).where(eq(voiceSessions.id, id));
}

/** Ends a session once; answers whether this call was the one that ended it. */
export async function markSessionEnded(db: Db, id: string, endedAt: Date) {
  const rows = await db
    .update(voiceSessions)
    .set({ endedAt })
    .where(and(eq(voiceSessions.id, id), isNull(voiceSessions.endedAt)))
    .returning({ id: voiceSessions.id });
  return rows.length > 0;
}
