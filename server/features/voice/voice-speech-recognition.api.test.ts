import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkPcm, concatPcm, pcmToBase64, silencePcm } from '../../../fakes/audio/pcm-signals';
import { espeakSpeech } from '../../test/speech/espeak';
import { understood, VISITOR_UTTERANCES } from '../../test/speech/visitor-utterances';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOT_UNDERSTOOD_REPLY } from './providers/simulated/simulated.provider';
import { sharedSpeechEngines } from '../speech';
import { listenForVoice, storedTranscript } from '../../test/voice/voice-test-setup';

describe('the simulated agent hears what visitors say', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  beforeAll(async () => {
    expect(await sharedSpeechEngines().ready()).toEqual({ available: true });
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    voice = await listenForVoice(t);
  }, 60_000);
  afterAll(() => t.close());

  it('recognizes at least 8 of 10 utterances made by espeak-ng, with their key words and numbers', async () => {
    const results: Array<{ said: string; heard: string; ok: boolean }> = [];
    for (const { say, means } of VISITOR_UTTERANCES) {
      const { socket } = await voice.call('customer');
      await socket.json('agent_response');
      // The browser's frames: 4096 samples of 16 kHz PCM each, then the pause that ends the turn.
      for (const chunk of chunkPcm(concatPcm(espeakSpeech(say), silencePcm(1000)), 4096)) {
        socket.send({ user_audio_chunk: pcmToBase64(chunk) });
      }
      const heard = (await socket.json('user_transcript')).user_transcription_event.user_transcript;
      results.push({ said: say, heard, ok: understood(heard, means) });
      await socket.close();
    }
    console.log(results.map((r) => `${r.ok ? 'ok  ' : 'MISS'} ${r.said} → ${r.heard}`).join('\n'));
    expect(results.filter((result) => result.ok).length).toBeGreaterThanOrEqual(8);
  }, 120_000);

  it('answers the words it heard, and they are what the transcript stores', async () => {
    const { socket, conversationId } = await voice.call('floral-services');
    await socket.json('agent_response');
    for (const chunk of chunkPcm(
      concatPcm(espeakSpeech('I would like to order roses.'), silencePcm(1000)),
      4096,
    )) {
      socket.send({ user_audio_chunk: pcmToBase64(chunk) });
    }
    const heard = (await socket.json('user_transcript')).user_transcription_event.user_transcript;
    expect(heard).toMatch(/order roses/);
    const reply = (await socket.json('agent_response')).agent_response_event.agent_response;
    expect(reply).not.toBe(NOT_UNDERSTOOD_REPLY);
    await socket.close();
    const stored = await storedTranscript(t, conversationId);
    expect(JSON.stringify(stored)).toContain(heard);
  }, 60_000);
});
