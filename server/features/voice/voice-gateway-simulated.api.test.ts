import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcript } from '../../../domain/api-types';
import {
  chunkPcm,
  concatPcm,
  pcmFromBuffer,
  pcmToBase64,
  silencePcm,
  tonePcm,
} from '../../../fakes/audio/pcm-signals';
import { loadToneWebmChunks } from '../../../fakes/audio/webm-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rmsLevel } from '../speech';
import { NOT_UNDERSTOOD_CAPTION, NOT_UNDERSTOOD_REPLY } from './providers/simulated/simulated.provider';
import { liveVoiceCallCount } from './voice.registry';
import { listenForVoice, storedTranscript } from '../../test/voice/voice-test-setup';
import type { VoiceTestSocket } from '../../test/voice/voice-test-client';

function speak(socket: VoiceTestSocket, ...parts: Int16Array[]) {
  for (const chunk of chunkPcm(concatPcm(...parts), 4096))
    socket.send({ user_audio_chunk: pcmToBase64(chunk) });
}

describe('voice gateway with the simulated agent', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    voice = await listenForVoice(t);
  });
  afterAll(() => t.close());

  it('sends the metadata first, then a spoken greeting as text and PCM16 audio', async () => {
    const { socket, conversationId } = await voice.call('customer');
    expect(socket.received[0]!.json).toEqual({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: conversationId,
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    });
    const greeting = await socket.json('agent_response');
    expect(greeting.agent_response_event.agent_response).toMatch(/customer service/);
    const audio = await socket.binary();
    expect(audio.length).toBe(3200); // 100 ms of PCM16 at 16 kHz
    expect(rmsLevel(pcmFromBuffer(audio))).toBeGreaterThan(0.01); // words, not silence
    await socket.close();
  });

  it('answers a typed question with a matching reply', async () => {
    const { socket } = await voice.call('technical');
    await socket.json('agent_response');
    socket.send({ type: 'user_message', text: 'My tyre pressure warning light is on' });
    const reply = await socket.json('agent_response');
    expect(reply.agent_response_event.agent_response).toMatch(/pressure warning/i);
    await socket.close();
  });

  it('hears microphone PCM, ends the turn on silence, and asks again when it made out no words', async () => {
    const { socket } = await voice.call('customer');
    const greeting = await socket.json('agent_response');
    speak(socket, tonePcm(600), silencePcm(900));
    const heard = await socket.json('user_transcript');
    expect(heard.user_transcription_event.user_transcript).toBe(NOT_UNDERSTOOD_CAPTION);
    expect(heard.user_transcription_event.event_id).toBeGreaterThan(greeting.agent_response_event.event_id);
    const reply = await socket.json('agent_response');
    expect(reply.agent_response_event.agent_response).toBe(NOT_UNDERSTOOD_REPLY);
    await socket.close();
  });

  it('decodes binary webm/opus chunks from MediaRecorder, even those sent before the metadata', async () => {
    const socket = await voice.connect(await voice.startSession('sales'), 'sales');
    for (const chunk of loadToneWebmChunks()) socket.sendBinary(chunk);
    await socket.json('conversation_initiation_metadata');
    const heard = await socket.json('user_transcript');
    expect(heard.user_transcription_event.user_transcript).toBe(NOT_UNDERSTOOD_CAPTION);
    await socket.close();
  });

  it('stops speaking when interrupted, with an event id above every audio event', async () => {
    const { socket } = await voice.call('front-office');
    const greeting = await socket.json('agent_response');
    await socket.binary();
    speak(socket, tonePcm(400));
    const interruption = await socket.json('interruption');
    expect(interruption.interruption_event.event_id).toBeGreaterThan(greeting.agent_response_event.event_id);
    const at = socket.indexOf((item) => item.json?.type === 'interruption');
    speak(socket, silencePcm(900));
    await socket.json('user_transcript');
    await socket.json('agent_response');
    const next = socket.received.findIndex(
      (item, index) => index > at && item.json?.type === 'agent_response',
    );
    const audioBetween = socket.received.slice(at + 1, next).filter((item) => item.binary);
    expect(audioBetween).toEqual([]);
    await socket.close();
  });

  it('relays pings to the browser and takes its pongs without complaint', async () => {
    const { socket } = await voice.call('general');
    const ping = await socket.json('ping');
    expect(ping.ping_event.event_id).toBeGreaterThan(0);
    socket.send({ type: 'pong', event_id: ping.ping_event.event_id });
    socket.send({ type: 'user_activity' });
    socket.send({ type: 'user_message', text: 'hello' });
    await socket.json('agent_response');
    expect(socket.received.some((item) => item.json?.type === 'error')).toBe(false);
    await socket.close();
  });

  it('stores the transcript on a ticket when the visitor hangs up', async () => {
    const { socket, conversationId } = await voice.call('front-office');
    await socket.json('agent_response');
    socket.send({ type: 'user_message', text: 'What are your opening hours?' });
    await socket.json('agent_response');
    await socket.close();
    const row = await storedTranscript(t, conversationId);
    const staff = await t.signIn('user');
    const list = await staff.get<Transcript[]>(`/api/tickets/${row.ticketId}/transcripts`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ callSid: conversationId, agentType: 'front-office' });
    expect(list.body[0]!.transcript).toContain('Visitor: What are your opening hours?');
    expect(list.body[0]!.transcript).toMatch(/AI Front Office: We are open Monday to Friday/);
    expect(liveVoiceCallCount(t.app)).toBe(0);
  });

  it('ends the call when the agent says goodbye', async () => {
    const { socket } = await voice.call('customer');
    await socket.json('agent_response');
    socket.send({ type: 'user_message', text: 'thanks, bye' });
    expect((await socket.json('agent_response')).agent_response_event.agent_response).toMatch(/Goodbye/);
    expect(await socket.json('session_ended')).toEqual({
      type: 'session_ended',
      reason: 'agent_ended',
    });
    expect((await socket.closed).code).toBe(1000);
  });
});
