import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * The channel every instance listens on for the live desk (decision 093). A message names ids
 * only; whoever hears it reads what it needs under the tenant's row policy.
 */
export const LIVE_CHANNEL = 'treaddesk_live';

/** New notices (`i`) for these accounts (`u`) of the tenant; without `i`, an account's list changed. */
type NoticesMessage = { k: 'n'; t: number; u: number[]; i?: number[] };
/** An account's presence on a ticket of the tenant. */
type PresenceMessage = { k: 'p'; t: number; i: number; u: number; s: 'viewing' | 'typing' | 'left' };
export type LiveMessage = NoticesMessage | PresenceMessage;

/** Notices per message: far below PostgreSQL's 8000-byte limit on a payload. */
const NOTICES_PER_MESSAGE = 300;

/** Sent when the caller's transaction commits, so a rolled-back write tells nobody. */
export async function publishLiveIn(tx: Tx, message: LiveMessage) {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}

/** Tells every instance of these new notices of the tenant, and whom each tells. */
export async function publishNoticesIn(
  tx: Tx,
  tenantId: number,
  told: Array<{ id: number; userId: number }>,
) {
  for (let start = 0; start < told.length; start += NOTICES_PER_MESSAGE) {
    const part = told.slice(start, start + NOTICES_PER_MESSAGE);
    const u = [...new Set(part.map((notice) => notice.userId))];
    await publishLiveIn(tx, { k: 'n', t: tenantId, u, i: part.map((notice) => notice.id) });
  }
}

/** Tells every instance that an account's notices changed otherwise (marked read). */
export const publishListChangedIn = (tx: Tx, tenantId: number, userId: number) =>
  publishLiveIn(tx, { k: 'n', t: tenantId, u: [userId] });

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
