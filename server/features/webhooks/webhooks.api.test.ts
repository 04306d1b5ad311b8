import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcript } from '../../../domain/api-types';
import {
  deliverWebhook,
  postCallTranscription,
  signElevenLabsWebhook,
} from '../../../fakes/elevenlabs/webhook-signer';
import { transcripts, webhookEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordCallTranscript } from '../transcripts';

async function transcriptsFor(t: TestApp, conversationId: string) {
  return t.database.db.select().from(transcripts).where(eq(transcripts.conversationId, conversationId));
}

describe('POST /api/webhooks/elevenlabs', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ELEVENLABS_WEBHOOK_SECRET: 'wsec_new,wsec_old', ELEVENLABS_AGENT_ID_SALES: 'agent_sales' },
    });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/elevenlabs`;
  });
  afterAll(() => t.close());

  it('stores a signed post_call_transcription on a ticket: summary, duration, call SID, agent type', async () => {
    const event = postCallTranscription({
      conversationId: 'conv_wh_1',
      callSid: 'CA0001',
      durationSeconds: 95,
      summary: 'Caller asked about a sidewall bulge.',
      dynamicVariables: { agent_type: 'technical' },
    });
    const response = await deliverWebhook(url, 'wsec_new', event);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; status: string; ticketId: number };
    expect(body).toMatchObject({ ok: true, status: 'stored' });
    const staff = await t.signIn('user');
    const list = await staff.get<Transcript[]>(`/api/tickets/${body.ticketId}/transcripts`);
    expect(list.body).toEqual([
      expect.objectContaining({
        callSid: 'CA0001',
        duration: 95,
        agentType: 'technical',
        summary: 'Caller asked about a sidewall bulge.',
        transcript: 'AI Technical Support: Hey there, how can I help?\nVisitor: I have a flat tyre.',
      }),
    ]);
  });

  it('applies an event once however often it is delivered', async () => {
    const event = postCallTranscription({ conversationId: 'conv_wh_dup', eventTimestamp: 1_739_600_000 });
    const first = await deliverWebhook(url, 'wsec_new', event);
    const again = await deliverWebhook(url, 'wsec_new', event);
    expect(await first.json()).toMatchObject({ status: 'stored' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, status: 'duplicate' });
    expect(await transcriptsFor(t, 'conv_wh_dup')).toHaveLength(1);
    const keys = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.provider, 'elevenlabs'));
    expect(keys.filter((row) => row.eventKey.includes('conv_wh_dup'))).toHaveLength(1);
  });

  it('enriches the transcript the voice gateway stored instead of adding a second one', async () => {
    await recordCallTranscript(t.deps, {
      callSid: 'conv_wh_live',
      conversationId: 'conv_wh_live',
      durationSeconds: 40,
      agentType: 'sales',
      lines: [{ role: 'agent', message: 'Hey there, how can I help?' }],
      source: 'browser',
    });
    const event = postCallTranscription({
      conversationId: 'conv_wh_live',
      agentId: 'agent_sales',
      summary: 'Visitor wants a quote for four winter tyres.',
      durationSeconds: 41,
    });
    expect((await deliverWebhook(url, 'wsec_new', event)).status).toBe(200);
    const rows = await transcriptsFor(t, 'conv_wh_live');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      summary: 'Visitor wants a quote for four winter tyres.',
      duration: 41,
      agentType: 'sales',
      transcript: 'AI Sales: Hey there, how can I help?\nVisitor: I have a flat tyre.',
    });
  });

  it('refuses wrong, stale and missing signatures with 401 and stores nothing', async () => {
    const event = postCallTranscription({ conversationId: 'conv_wh_refused' });
    const wrong = await deliverWebhook(url, 'wsec_someone_else', event);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      message: 'The webhook signature does not match',
      code: 'UNAUTHENTICATED',
    });
    const stale = await deliverWebhook(url, 'wsec_new', event, {
      timestampSeconds: Math.floor(Date.now() / 1000) - 31 * 60,
    });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { message: string }).message).toMatch(/30-minute window/);
    const missing = await deliverWebhook(url, 'wsec_new', event, { signature: null });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Missing ElevenLabs-Signature header',
    );
    const forged = await deliverWebhook(url, 'wsec_new', event, {
      signature: signElevenLabsWebhook('wsec_new', '{}'),
    });
    expect(forged.status).toBe(401);
    expect(await transcriptsFor(t, 'conv_wh_refused')).toEqual([]);
  });

  it('accepts the old secret during a rotation, and a provider request from a foreign origin', async () => {
    const event = postCallTranscription({ conversationId: 'conv_wh_rotated' });
    const body = JSON.stringify(event);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        origin: 'https://api.elevenlabs.io',
        'elevenlabs-signature': signElevenLabsWebhook('wsec_old', body),
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await transcriptsFor(t, 'conv_wh_rotated')).toHaveLength(1);
  });

  it('answers 400 to a signed body that is not an event, 415 to other content types, ignores other events', async () => {
    const notJson = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'elevenlabs-signature': signElevenLabsWebhook('wsec_new', 'nope'),
      },
      body: 'nope',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'VALIDATION_ERROR',
    });
    const form = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(form.status).toBe(415);
    const audio = await deliverWebhook(url, 'wsec_new', {
      type: 'post_call_audio',
      event_timestamp: Math.floor(Date.now() / 1000),
      data: {},
    });
    expect(await audio.json()).toEqual({ ok: true, status: 'ignored' });
  });
});

describe('ElevenLabs webhook without a configured secret', () => {
  it('refuses every delivery with 503 and says why', async () => {
    const t = await createTestApp();
    try {
      const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/elevenlabs`;
      const response = await deliverWebhook(url, 'anything', postCallTranscription());
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'ElevenLabs webhooks are not configured on this server',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await t.close();
    }
  });

  it('after a rotation is finished, the old secret no longer verifies', async () => {
    const t = await createTestApp({ env: { ELEVENLABS_WEBHOOK_SECRET: 'wsec_new' } });
    try {
      const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/elevenlabs`;
      expect(
        (await deliverWebhook(url, 'wsec_old', postCallTranscription({ conversationId: 'c_old' }))).status,
      ).toBe(401);
      expect(
        (await deliverWebhook(url, 'wsec_new', postCallTranscription({ conversationId: 'c_new' }))).status,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
