import type { RawData } from 'ws';
import { z } from 'zod';
import { MAX_USER_MESSAGE_CHARS } from '../../../domain/voice';
import { base64PcmByteLength } from '../speech';
import type { AgentClientMessage, UserAudio } from './providers/provider';

/** A frame from the browser, checked: PCM16 JSON, webm/opus binary, another message, or junk. */
export type BrowserFrame =
  | { kind: 'pcm'; audio: UserAudio }
  | { kind: 'webm'; bytes: Buffer }
  | { kind: 'message'; message: AgentClientMessage }
  | { kind: 'invalid'; reason: string };

const AUDIO_PREFIX = Buffer.from('{"user_audio_chunk":"');
const BASE64_CHARS = new Uint8Array(256);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') {
  BASE64_CHARS[char.charCodeAt(0)] = 1;
}
const EQUALS = 0x3d;

/**
 * The browser sends ten audio frames a second, exactly `{"user_audio_chunk":"<base64>"}`: checked
 * here on the bytes, without decoding or parsing, so they can be relayed as they are. Any other
 * spelling takes the JSON path below.
 */
function readAudioFrame(bytes: Buffer): UserAudio | undefined {
  const start = AUDIO_PREFIX.length;
  const end = bytes.length - 2;
  if (end < start || bytes[end] !== 0x22 || bytes[end + 1] !== 0x7d) return undefined;
  if (!bytes.subarray(0, start).equals(AUDIO_PREFIX) || (end - start) % 4 !== 0) return undefined;
  let padding = 0;
  if (end > start && bytes[end - 1] === EQUALS) padding = bytes[end - 2] === EQUALS ? 2 : 1;
  for (let i = start; i < end - padding; i += 1) if (!BASE64_CHARS[bytes[i]!]) return undefined;
  if ((((end - start) / 4) * 3 - padding) % 2 !== 0) return undefined;
  return { base64: () => bytes.toString('latin1', start, end), json: bytes };
}

const text = z.string().trim().min(1).max(MAX_USER_MESSAGE_CHARS);
const eventId = z.number().int().nonnegative();

const MESSAGES = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user_message'), text }),
  z.object({ type: z.literal('pong'), event_id: eventId }),
  z.object({ type: z.literal('user_activity') }),
  z.object({ type: z.literal('feedback'), score: z.enum(['like', 'dislike']).nullable(), event_id: eventId }),
  z.object({ type: z.literal('contextual_update'), text }),
]);

export function byteLengthOf(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? Buffer.from(data) : data;
}

export function readBrowserFrame(data: RawData, isBinary: boolean): BrowserFrame {
  const bytes = toBuffer(data);
  if (isBinary)
    return bytes.length > 0 ? { kind: 'webm', bytes } : { kind: 'invalid', reason: 'empty audio frame' };
  const audio = readAudioFrame(bytes);
  if (audio) return { kind: 'pcm', audio };
  const raw = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'invalid', reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', reason: 'not a JSON object' };
  }
  const chunk = (value as { user_audio_chunk?: unknown }).user_audio_chunk;
  if (chunk !== undefined) {
    if (typeof chunk !== 'string' || base64PcmByteLength(chunk) === undefined) {
      return { kind: 'invalid', reason: 'user_audio_chunk is not base64 PCM16' };
    }
    // Relayed as sent only when the frame holds nothing but the audio.
    const onlyAudio = Object.keys(value).length === 1;
    return { kind: 'pcm', audio: { base64: () => chunk, json: onlyAudio ? bytes : undefined } };
  }
  const parsed = MESSAGES.safeParse(value);
  if (!parsed.success) return { kind: 'invalid', reason: 'unsupported or incomplete message' };
  return { kind: 'message', message: parsed.data };
}
