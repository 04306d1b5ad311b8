import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_MS = 30 * 60_000;

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** ELEVENLABS_WEBHOOK_SECRET may list several secrets (new,old) while one is being rotated. */
export function webhookSecrets(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
}

/**
 * Verifies `ElevenLabs-Signature: t=<unix>,v0=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` in
 * constant time, accepting timestamps within 30 minutes either side of now.
 */
export function verifyElevenLabsSignature(
  header: string | undefined,
  rawBody: string,
  secrets: string[],
  nowMs: number,
): SignatureCheck {
  if (!header?.trim()) return { ok: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim());
  const timestamp = parts.find((part) => part.startsWith('t='))?.slice(2);
  const signatures = parts.filter((part) => part.startsWith('v0=')).map((part) => part.slice(3));
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0)
    return { ok: false, reason: 'malformed' };
  if (Math.abs(nowMs - Number(timestamp) * 1000) > SIGNATURE_TOLERANCE_MS)
    return { ok: false, reason: 'stale' };
  for (const secret of secrets) {
    const expected = Buffer.from(
      createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'),
    );
    for (const signature of signatures) {
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
    }
  }
  return { ok: false, reason: 'mismatch' };
}
