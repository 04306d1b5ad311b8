import { describe, expect, it } from 'vitest';
import { signElevenLabsWebhook } from '../../../fakes/elevenlabs/webhook-signer';
import { verifyElevenLabsSignature, webhookSecrets } from './elevenlabs-signature';

const body = '{"type":"post_call_transcription","event_timestamp":1739537297}';
const now = 1_739_537_297_000;
const t = now / 1000;

describe('ElevenLabs webhook signature', () => {
  it('accepts a signature made with the secret over "t.body"', () => {
    expect(
      verifyElevenLabsSignature(signElevenLabsWebhook('wsec_1', body, t), body, ['wsec_1'], now),
    ).toEqual({ ok: true });
  });

  it('refuses a wrong secret, a changed body and a missing or malformed header', () => {
    const header = signElevenLabsWebhook('wsec_1', body, t);
    expect(verifyElevenLabsSignature(header, body, ['wsec_2'], now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyElevenLabsSignature(header, `${body} `, ['wsec_1'], now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyElevenLabsSignature(undefined, body, ['wsec_1'], now)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyElevenLabsSignature('v0=abc', body, ['wsec_1'], now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyElevenLabsSignature(`t=${t}`, body, ['wsec_1'], now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyElevenLabsSignature(`t=${t},v0=short`, body, ['wsec_1'], now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('allows 30 minutes of clock difference either way, not more', () => {
    const at = (offsetSeconds: number) => signElevenLabsWebhook('wsec_1', body, t + offsetSeconds);
    expect(verifyElevenLabsSignature(at(-1800), body, ['wsec_1'], now).ok).toBe(true);
    expect(verifyElevenLabsSignature(at(1800), body, ['wsec_1'], now).ok).toBe(true);
    expect(verifyElevenLabsSignature(at(-1801), body, ['wsec_1'], now)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyElevenLabsSignature(at(1801), body, ['wsec_1'], now)).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('supports rotation: any listed secret verifies, and several v0 entries are tried', () => {
    const secrets = webhookSecrets(' wsec_new , wsec_old ,');
    expect(secrets).toEqual(['wsec_new', 'wsec_old']);
    expect(verifyElevenLabsSignature(signElevenLabsWebhook('wsec_old', body, t), body, secrets, now).ok).toBe(
      true,
    );
    const oldMac = signElevenLabsWebhook('wsec_old', body, t).split('v0=')[1];
    const newMac = signElevenLabsWebhook('wsec_new', body, t).split('v0=')[1];
    expect(verifyElevenLabsSignature(`t=${t},v0=${oldMac},v0=${newMac}`, body, ['wsec_new'], now).ok).toBe(
      true,
    );
    expect(webhookSecrets(undefined)).toEqual([]);
  });
});
