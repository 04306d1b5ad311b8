import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/** Records a provider's event (ElevenLabs, Twilio) as taken; false when it was already processed (or is being processed). */
export async function claimWebhookEvent(db: Db, provider: string, eventKey: string) {
  const rows = await db
    .insert(webhookEvents)
    .values({ provider, eventKey })
    .onConflictDoNothing()
    .returning({ eventKey: webhookEvents.eventKey });
  return rows.length > 0;
}

/** Gives an event back when processing failed, so the provider's retry is applied. */
export async function releaseWebhookEvent(db: Db, provider: string, eventKey: string) {
  await db
    .delete(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventKey, eventKey)));
}
