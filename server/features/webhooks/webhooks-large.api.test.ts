import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, postCallTranscription } from '../../../fakes/elevenlabs/webhook-signer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WEBHOOK_BODY_LIMIT } from './webhook-body';

/** A post_call_audio event whose base64 MP3 is larger than the body limit. */
function largeCallAudio(conversationId: string) {
  return {
    type: 'post_call_audio',
    event_timestamp: Math.floor(Date.now() / 1000),
    data: {
      agent_id: 'agent_fake',
      conversation_id: conversationId,
      full_audio: 'A'.repeat(WEBHOOK_BODY_LIMIT + 1024),
    },
  };
}

describe('large ElevenLabs webhook deliveries', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ELEVENLABS_WEBHOOK_SECRET: 'wsec_large' } });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/elevenlabs`;
  });
  afterAll(() => t.close());

  it('acknowledges a post_call_audio larger than the body limit instead of answering 413', async () => {
    const response = await deliverWebhook(url, 'wsec_large', largeCallAudio('conv_big_audio'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, status: 'ignored' });
  });

  it('still answers 413 to any other event past the limit, and reads one below it', async () => {
    const huge = postCallTranscription({
      conversationId: 'conv_big_transcript',
      turns: [{ role: 'user', message: 'x'.repeat(WEBHOOK_BODY_LIMIT), time_in_call_secs: 1 }],
    });
    expect((await deliverWebhook(url, 'wsec_large', huge)).status).toBe(413);
    const small = await deliverWebhook(
      url,
      'wsec_large',
      postCallTranscription({ conversationId: 'conv_ok' }),
    );
    expect(small.status).toBe(200);
  });
});
