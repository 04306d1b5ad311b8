import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * The channel every instance listens on for the live desk (decision 093). A message names ids
 * only; whoever hears it reads what it needs under the tenant's row policy.
 */
export const LIVE_CHANNEL = 'treaddesk_live';

/** New notices for these accounts of the tenant. */
type NoticesMessage = { k: 'n'; t: number; u: number[] };
/** An account's presence on a ticket of the tenant. */
type PresenceMessage = { k: 'p'; t: number; i: number; u: number; s: 'viewing' | 'typing' | 'left' };
export type LiveMessage = NoticesMessage | PresenceMessage;

/** Ids per message: far below PostgreSQL's 8000-byte limit on a payload. */
const IDS_PER_MESSAGE = 400;

/** Sent when the caller's transaction commits, so a rolled-back write tells nobody. */
export async function publishLiveIn(tx: Tx, message: LiveMessage) {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}

/** Tells every instance that these accounts of the tenant have new notices. */
export async function publishNoticesIn(tx: Tx, tenantId: number, userIds: number[]) {
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += IDS_PER_MESSAGE) {
    await publishLiveIn(tx, { k: 'n', t: tenantId, u: unique.slice(start, start + IDS_PER_MESSAGE) });
  }
}

/** A message as heard, or undefined for anything else. */
export function readLiveMessage(payload: string | undefined): LiveMessage | undefined {
  try {
    const message = JSON.parse(payload ?? '') as LiveMessage;
    if (message.k === 'n' && Number.isSafeInteger(message.t) && Array.isArray(message.u)) return message;
    if (message.k === 'p' && Number.isSafeInteger(message.t) && Number.isSafeInteger(message.i))
      return message;
  } catch {
    // Not ours.
  }
  return undefined;
}
