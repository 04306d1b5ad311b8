import type { IncomingMessage } from 'node:http';

/** Post-call payloads carry whole transcripts; they may exceed the API's default body limit. */
export const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;
/** What the route lets through to the reader, which stops keeping bytes past WEBHOOK_BODY_LIMIT. */
export const WEBHOOK_STREAM_LIMIT = 1024 * 1024 * 1024;
const HEAD_BYTES = 1024;

/** A body past the limit: only its opening bytes are kept, to tell what kind of event it was. */
export type OversizedBody = { oversized: true; head: string; bytes: number };

/**
 * Reads a webhook body as raw text (the signature covers the exact bytes); past the limit it stops
 * keeping it but reads to the end, so a large delivery can still be answered rather than cut off.
 */
export function readWebhookBody(
  payload: IncomingMessage,
  done: (error: Error | null, body?: string | OversizedBody) => void,
) {
  const chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  let bytes = 0;
  payload.on('data', (chunk: Buffer) => {
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
    bytes += chunk.length;
    if (bytes <= WEBHOOK_BODY_LIMIT) chunks.push(chunk);
    else chunks.length = 0;
  });
  payload.on('end', () =>
    done(
      null,
      bytes > WEBHOOK_BODY_LIMIT
        ? { oversized: true, head: head.toString('utf8'), bytes }
        : Buffer.concat(chunks).toString('utf8'),
    ),
  );
  payload.on('error', (error) => done(error));
}

/** ElevenLabs sends the full call audio as `post_call_audio`; this server does not keep it. */
export function isCallAudioEvent(head: string): boolean {
  return /^\s*\{\s*"type"\s*:\s*"post_call_audio"/.test(head);
}
