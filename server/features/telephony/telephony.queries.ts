import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { callTargets, voiceSessions } from '../../db/schema';

/** set-target-number: the line this identity's next call goes to (one row per identity). */
export async function saveCallTarget(db: Db, target: typeof callTargets.$inferInsert) {
  await db
    .insert(callTargets)
    .values(target)
    .onConflictDoUpdate({
      target: callTargets.identity,
      set: { phoneNumber: target.phoneNumber, agentType: target.agentType, createdAt: target.createdAt },
    });
}

export async function findCallTarget(db: Db, identity: string) {
  const [row] = await db.select().from(callTargets).where(eq(callTargets.identity, identity)).limit(1);
  return row;
}

/** The phone-channel voice session whose agent conversation is this simulated call. */
export async function findPhoneSessionId(db: Db, conversationId: string) {
  const [row] = await db
    .select({ id: voiceSessions.id })
    .from(voiceSessions)
    .where(and(eq(voiceSessions.conversationId, conversationId), eq(voiceSessions.channel, 'phone')))
    .limit(1);
  return row?.id;
}
