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

/** A call is known by its call SID or its conversation id, whichever arrives first. */
export async function findByCallKeys(
  tx: Tx,
  tenantId: number,
  callSid: string,
  conversationId: string | null,
) {
  const keys: SQL[] = [eq(transcripts.callSid, callSid)];
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
