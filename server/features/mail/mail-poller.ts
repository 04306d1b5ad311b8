import type { ImapFlow } from 'imapflow';
import type { Database } from '../../db/client';
import { withTenant } from '../../db/client';
import type { Tx } from '../../db/client';
import { AlreadyTaken, fileMessage, parseMessage, type IntakeOutcome } from './mail-intake';
import { sharedSecret } from '../../lib/app-settings';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { imapClient, mailFailureText, type MailNetwork } from './mail-connection';
import { REPLY_TOKEN_SECRET } from './reply-token';
import { imapAccountOf, readMailSettings, recordPoll } from './mail-settings';

export type PollOptions = {
  database: Database;
  secretKey: string | undefined;
  maxMessageBytes: number;
  now: () => Date;
  /** Called inside the intake transaction, before it commits (crash tests stop the process here). */
  beforeCommit?: (tx: Tx) => Promise<void>;
  network: MailNetwork;
};

export type PollResult = {
  fetched: number;
  tickets: number;
  replies: number;
  duplicates: number;
  ignored: number;
};

function pollSummary(result: PollResult) {
  return `${result.fetched} fetched: ${result.tickets} new tickets, ${result.replies} replies, ${result.duplicates} already filed, ${result.ignored} automatic messages ignored`;
}

/** The size of each unseen message, in one round trip. */
async function sizesOf(client: ImapFlow, uids: number[]) {
  const sizes = new Map<number, number>();
  if (uids.length === 0) return sizes;
  for await (const message of client.fetch(uids.join(','), { size: true }, { uid: true })) {
    sizes.set(message.uid, message.size ?? 0);
  }
  return sizes;
}

const BATCH_MESSAGES = 100;
const BATCH_BYTES = 16 * 1_048_576;

/** Groups uids so a batch holds at most 100 messages and 16 MB (a bigger message goes alone). */
function batchesOf(uids: number[], sizes: Map<number, number>, maxBytes: number) {
  const batches: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  for (const uid of uids) {
    const size = Math.min(sizes.get(uid) ?? 0, maxBytes);
    if (current.length > 0 && (current.length >= BATCH_MESSAGES || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(uid);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The sources of a batch in one FETCH; a message over the limit brings only its headers. */
async function downloadBatch(
  client: ImapFlow,
  batch: number[],
  sizes: Map<number, number>,
  maxBytes: number,
) {
  const sources = new Map<number, Buffer>();
  const whole = batch.filter((uid) => (sizes.get(uid) ?? 0) <= maxBytes);
  const headersOnly = batch.filter((uid) => (sizes.get(uid) ?? 0) > maxBytes);
  if (whole.length > 0) {
    for await (const message of client.fetch(whole.join(','), { source: true }, { uid: true })) {
      if (message.source) sources.set(message.uid, message.source);
    }
  }
  if (headersOnly.length > 0) {
    for await (const message of client.fetch(headersOnly.join(','), { headers: true }, { uid: true })) {
      if (message.headers) sources.set(message.uid, message.headers);
    }
  }
  return sources;
}

const COUNTER = { ticket: 'tickets', reply: 'replies', duplicate: 'duplicates', ignored: 'ignored' } as const;

/**
 * Files every unseen message of one tenant's mailbox. Messages are read and flagged \\Seen in
 * batches, the flag only after every message of the batch has committed, so a crash in between
 * re-reads them (and the message id check keeps them from being filed twice).
 */
export async function pollMailbox(options: PollOptions, tenantId: number): Promise<PollResult | null> {
  const settings = await withTenant(options.database, tenantId, (tx) => readMailSettings(tx, tenantId));
  const account = imapAccountOf(settings, options.secretKey);
  if (!account) return null;
  const result: PollResult = { fetched: 0, tickets: 0, replies: 0, duplicates: 0, ignored: 0 };
  const replyKey = await sharedSecret(options.database.db, REPLY_TOKEN_SECRET);
  let client: ImapFlow | undefined;
  try {
    client = await imapClient(account, options.network);
    await client.connect();
    const lock = await client.getMailboxLock(account.mailbox);
    try {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      const sizes = await sizesOf(client, uids);
      for (const batch of batchesOf(uids, sizes, options.maxMessageBytes)) {
        const sources = await downloadBatch(client, batch, sizes, options.maxMessageBytes);
        for (const uid of batch) {
          const size = sizes.get(uid) ?? 0;
          const message = await parseMessage(
            sources.get(uid) ?? Buffer.alloc(0),
            options.maxMessageBytes,
            size,
          );
          result.fetched += 1;
          if (message.fromAddress && message.fromAddress === account.supportAddress)
            message.automatic = 'sent from the support address itself';
          result[COUNTER[(await fileOnce(options, tenantId, message, replyKey)).kind]] += 1;
        }
        // Every message of the batch is committed by now: only then are they flagged seen.
        await client.messageFlagsAdd(batch.join(','), ['\\Seen'], { uid: true });
      }
    } finally {
      lock.release();
    }
    await client.logout();
    await withTenant(options.database, tenantId, (tx) =>
      recordPoll(tx, tenantId, options.now(), pollSummary(result), null),
    );
    return result;
  } catch (error) {
    client?.close();
    await withTenant(options.database, tenantId, (tx) =>
      recordPoll(tx, tenantId, options.now(), pollSummary(result), mailFailureText(error)),
    );
    throw error;
  }
}

async function fileOnce(
  options: PollOptions,
  tenantId: number,
  message: Awaited<ReturnType<typeof parseMessage>>,
  replyKey: string,
): Promise<IntakeOutcome> {
  try {
    return await withTenant(options.database, tenantId, async (tx) => {
      const outcome = await fileMessage(tx, tenantId, message, options.now(), replyKey);
      await options.beforeCommit?.(tx);
      return outcome;
    });
  } catch (error) {
    if (error instanceof AlreadyTaken) return { kind: 'duplicate' };
    if (sqlState(error) === UNIQUE_VIOLATION) return { kind: 'duplicate' };
    throw error;
  }
}
