import { lockUntilCommit } from '../../lib/advisory-locks';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { transcripts } from '../../db/schema';

export type TranscriptRow = typeof transcripts.$inferSelect;

export function listForTicket(tx: Tx, tenantId: number, ticketId: number) {
  return tx
    .select()
    .from(transcripts)
    .where(and(eq(transcripts.tenantId, tenantId), eq(transcripts.ticketId, ticketId)))
    .orderBy(desc(transcripts.createdAt), desc(transcripts.id));
}

/**
 * Holds the call's keys (call SID, conversation id) until the transaction ends, so the gateway,
 * the phone demo and a webhook that deliver the same call at once enrich one transcript instead
 * of each inserting one. Sorted, so two deliveries never wait for each other's second key.
 */
export async function lockCallKeys(tx: Tx, tenantId: number, keys: Array<string | null | undefined>) {
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))].sort();
  for (const key of unique) {
    await lockUntilCommit(tx, 'callKeys', `${tenantId}:${key}`);
  }
}

/** A call is known by its call SID or its conversation id, whichever arrives first. */
export async function findByCallKeys(
  tx: Tx,
  tenantId: number,
  callSid: string,
  conversationId: string | null,
) {
  // A phone call's agent leg has a CallSid of its own, stored as the conversation id of the call.
  const keys: SQL[] = [eq(transcripts.callSid, callSid), eq(transcripts.conversationId, callSid)];
  if (conversationId)
    keys.push(eq(transcripts.conversationId, conversationId), eq(transcripts.callSid, conversationId));
  const [row] = await tx
    .select()
    .from(transcripts)
    .where(and(eq(transcripts.tenantId, tenantId), or(...keys)))
    .limit(1);
  return row;
}

export async function insertTranscript(tx: Tx, values: typeof transcripts.$inferInsert) {
  const [row] = await tx.insert(transcripts).values(values).returning();
  return row!;
}

export async function updateTranscript(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof transcripts.$inferInsert>,
) {
  await tx
    .update(transcripts)
    .set(values)
    .where(and(eq(transcripts.tenantId, tenantId), eq(transcripts.id, id)));
}
