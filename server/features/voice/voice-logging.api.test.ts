import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startFakeElevenLabs } from '../../../fakes/elevenlabs/fake-elevenlabs';
import { step } from '../../../fakes/elevenlabs/scenario';
import { deliverWebhook, postCallTranscription } from '../../../fakes/elevenlabs/webhook-signer';
import { createTestApp } from '../../test/test-app';
import { listenForVoice } from '../../test/voice/voice-test-setup';

describe('voice and webhook logs', () => {
  it('never contain the API key, signed URLs or the webhook secret', async () => {
    const fake = await startFakeElevenLabs({ apiKey: 'xi_SECRET_KEY_123' });
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({
      logStream,
      env: {
        ELEVENLABS_API_KEY: fake.apiKey,
        ELEVENLABS_API_BASE: fake.baseUrl,
        ELEVENLABS_AGENT_ID_CUSTOMER: 'agent_customer',
        ELEVENLABS_WEBHOOK_SECRET: 'wsec_SECRET_456',
        // Long enough for a healthy agent to answer on a busy machine; the stalled call waits it out.
        VOICE_PROVIDER_TIMEOUT_MS: '3000',
      },
    });
    try {
      const voice = await listenForVoice(t);
      fake.useScenario([step.metadata(), step.say('Hi'), step.drop()]);
      const dropped = await voice.call('customer');
      await dropped.socket.closed;
      fake.useScenario([]);
      const stalled = await voice.connect(await voice.startSession('customer'));
      await stalled.closed;
      fake.failSignedUrls(500);
      const refused = await voice.connect(await voice.startSession('customer'));
      await refused.closed;
      const url = `${voice.address}/api/webhooks/elevenlabs`;
      await deliverWebhook(url, 'wsec_SECRET_456', postCallTranscription());
      await deliverWebhook(url, 'wrong', postCallTranscription());
      const log = lines.join('');
      expect(log).toMatch(/voice agent unavailable/);
      expect(log).toMatch(/ElevenLabs webhook refused/);
      for (const secret of ['xi_SECRET_KEY_123', 'conversation_signature', 'wsec_SECRET_456', '/ws/voice?']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
