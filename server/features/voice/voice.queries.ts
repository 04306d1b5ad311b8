import { and, count, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
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
          and(isNull(voiceSessions.connectedAt), gt(voiceSessions.startedAt, waitingSince)),
          and(
            isNotNull(voiceSessions.connectedAt),
            sql`${voiceSessions.startedAt} + make_interval(secs => ${voiceSessions.timeLimitSeconds}) > ${waitingSince}`,
          ),
        ),
      ),
    );
  return row?.live ?? 0;
}

/**
 * Takes the session for one call: only the first socket, on any instance, gets it; false for every
 * later one (a reconnect, or a second socket trying to get another call out of a counted session).
 */
export async function takeSessionForCall(db: Db, id: string, now: Date) {
  const rows = await db
    .update(voiceSessions)
    .set({ connectedAt: now })
    .where(
      and(
        eq(voiceSessions.id, id),
        isNull(voiceSessions.connectedAt),
        isNull(voiceSessions.conversationId),
        isNull(voiceSessions.endedAt),
      ),
    )
    .returning({ id: voiceSessions.id });
  return rows.length > 0;
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

/** Which call each session now belongs to, and whether it was ended: for the calls live here. */
export async function findSessionOwners(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: voiceSessions.id,
      conversationId: voiceSessions.conversationId,
      endedAt: voiceSessions.endedAt,
    })
    .from(voiceSessions)
    .where(inArray(voiceSessions.id, ids));
}
