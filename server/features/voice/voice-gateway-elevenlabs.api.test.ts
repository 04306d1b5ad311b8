import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeElevenLabs, type FakeElevenLabs } from '../../../fakes/elevenlabs/fake-elevenlabs';
import { step } from '../../../fakes/elevenlabs/scenario';
import { chunkPcm, pcmToBase64, tonePcm } from '../../../fakes/audio/pcm-signals';
import { loadToneWebmChunks } from '../../../fakes/audio/webm-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveVoiceCallCount } from './voice.registry';
import { ARRIVAL_GUARD_MS } from '../../test/voice/voice-test-client';
import { listenForVoice, sleep, storedTranscript } from '../../test/voice/voice-test-setup';

describe('voice gateway with ElevenLabs (fake server)', () => {
  let fake: FakeElevenLabs;
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  beforeAll(async () => {
    fake = await startFakeElevenLabs();
    t = await createTestApp({
      env: {
        ELEVENLABS_API_KEY: fake.apiKey,
        ELEVENLABS_API_BASE: fake.baseUrl,
        ELEVENLABS_AGENT_ID_CUSTOMER: 'agent_customer',
        // Long enough for a handshake on a busy machine; the stalled-agent test waits it out once.
        VOICE_PROVIDER_TIMEOUT_MS: '3000',
        VOICE_MAX_SESSIONS_PER_IP: '50',
      },
    });
    voice = await listenForVoice(t);
  });
  beforeEach(() => {
    fake.useScenario([step.metadata()]);
    fake.failSignedUrls(undefined);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Nothing may be left open on either side once a call is over (closing takes a moment). */
  async function expectAllClosed() {
    const deadline = Date.now() + ARRIVAL_GUARD_MS;
    while ((fake.openConversations() > 0 || liveVoiceCallCount(t.app) > 0) && Date.now() < deadline)
      await sleep(20);
    expect(fake.openConversations()).toBe(0);
    expect(liveVoiceCallCount(t.app)).toBe(0);
  }

  it('fetches a signed URL, speaks convai, sends client data first and relays the metadata', async () => {
    fake.useScenario([step.metadata({ conversationId: 'conv_handshake' })]);
    const before = fake.conversations.length;
    const { socket, conversationId } = await voice.call('customer');
    expect(conversationId).toBe('conv_handshake');
    expect(socket.received[0]!.json).toMatchObject({
      conversation_initiation_metadata_event: {
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    });
    const conversation = fake.conversations[before]!;
    expect(conversation.socket.protocol).toBe('convai');
    expect(conversation.agentId).toBe('agent_customer');
    expect(conversation.clientData?.dynamic_variables).toMatchObject({
      agent_type: 'customer',
      channel: 'browser',
    });
    expect(fake.signedUrlRequests.at(-1)).toEqual({
      path: '/v1/convai/conversation/get-signed-url',
      agentId: 'agent_customer',
      authorized: true,
    });
    await socket.close();
    await expectAllClosed();
    expect(conversation.problems).toEqual([]);
  });

  it('uses the simulated agent for a type without a configured agent id', async () => {
    const { socket, conversationId } = await voice.call('technical');
    expect(conversationId).toMatch(/^sim_/);
    await socket.close();
  });

  it('relays agent audio as binary PCM and microphone audio (PCM and webm/opus) as user_audio_chunk', async () => {
    fake.useScenario([step.metadata(), step.say('Hello from the agent.'), step.audio(3)]);
    const { socket } = await voice.call('customer');
    const conversation = fake.conversations.at(-1)!;
    expect((await socket.json('agent_response')).agent_response_event.agent_response).toBe(
      'Hello from the agent.',
    );
    for (let i = 0; i < 3; i += 1) expect((await socket.binary()).length).toBe(3200);
    const pcmChunks = chunkPcm(tonePcm(512), 4096);
    for (const chunk of pcmChunks) socket.send({ user_audio_chunk: pcmToBase64(chunk) });
    const webmChunks = loadToneWebmChunks();
    for (const chunk of webmChunks) socket.sendBinary(chunk);
    await conversation.play([step.awaitUserAudio(pcmChunks.length + webmChunks.length)]);
    const relayed = conversation.inbound.flatMap((frame) =>
      frame.message && 'user_audio_chunk' in frame.message ? [frame.message.user_audio_chunk] : [],
    );
    // PCM16 at 16 kHz is relayed untouched; webm/opus arrives decoded to the same format.
    expect(relayed.slice(0, pcmChunks.length)).toEqual(pcmChunks.map(pcmToBase64));
    const decodedSeconds = (conversation.userAudioBytes - 512 * 32) / 2 / 16_000;
    expect(decodedSeconds).toBeGreaterThan(2.2);
    await socket.close();
    await expectAllClosed();
    expect(conversation.problems).toEqual([]);
  });

  it('relays pings to the browser and the browser pong back with the same event id', async () => {
    fake.useScenario([step.metadata(), step.ping({ pingMs: 42 }), step.say('still here')]);
    const { socket } = await voice.call('customer');
    const ping = await socket.json('ping');
    expect(ping.ping_event.ping_ms).toBe(42);
    socket.send({ type: 'pong', event_id: ping.ping_event.event_id });
    await socket.json('agent_response');
    const conversation = fake.conversations.at(-1)!;
    expect(conversation.failures).toEqual([]);
    expect(conversation.messages('pong')).toEqual([{ type: 'pong', event_id: ping.ping_event.event_id }]);
    await socket.close();
  });

  it('drops audio of an interrupted reply and forwards the interruption', async () => {
    fake.useScenario([
      step.metadata(),
      step.say('A long answer'),
      step.audio(2),
      step.interruption(),
      step.audio(2), // late audio of the interrupted reply: must not reach the browser
      step.say('Go ahead.'),
      step.audio(1),
    ]);
    const { socket } = await voice.call('customer');
    await socket.json('agent_response');
    await socket.json('interruption');
    const second = await socket.json('agent_response');
    expect(second.agent_response_event.agent_response).toBe('Go ahead.');
    await socket.binary();
    const kinds = socket.received.map((item) => item.json?.type ?? 'audio');
    expect(kinds).toEqual([
      'conversation_initiation_metadata',
      'agent_response',
      'audio',
      'audio',
      'interruption',
      'agent_response',
      'audio',
    ]);
    await socket.close();
  });

  it('answers client tool calls: a known tool sets the call summary, an unknown one is an error', async () => {
    fake.useScenario([
      step.metadata(),
      step.heard('Can I book a rotation on Friday?'),
      step.say('Let me write that down.'),
      step.toolCall('set_call_summary', { summary: 'Caller wants a rotation on Friday.' }),
      step.toolCall('open_the_pod_bay_doors'),
      step.close(1000),
    ]);
    const { socket, conversationId } = await voice.call('customer');
    expect(await socket.json('session_ended')).toEqual({ type: 'session_ended', reason: 'agent_ended' });
    expect((await socket.closed).code).toBe(1000);
    const conversation = fake.conversations.at(-1)!;
    expect(conversation.failures).toEqual([]);
    expect(conversation.messages('client_tool_result')).toEqual([
      { type: 'client_tool_result', tool_call_id: 'call_1', result: '{"ok":true}', is_error: false },
      {
        type: 'client_tool_result',
        tool_call_id: 'call_2',
        result: 'Unknown tool: open_the_pod_bay_doors',
        is_error: true,
      },
    ]);
    expect((await storedTranscript(t, conversationId)).summary).toBe('Caller wants a rotation on Friday.');
    await expectAllClosed();
  });

  it('stores the call transcript when the agent ends the conversation', async () => {
    fake.useScenario([
      step.metadata(),
      step.heard('Where is my order?'),
      step.say('It ships today.'),
      step.close(1000),
    ]);
    const { socket, conversationId } = await voice.call('customer');
    expect((await socket.closed).code).toBe(1000);
    const row = await storedTranscript(t, conversationId);
    expect(row).toMatchObject({ callSid: conversationId, agentType: 'customer', source: 'browser' });
    expect(row.transcript).toBe('Visitor: Where is my order?\nAI Customer Service: It ships today.');
  });

  it('turns an agent error event and a 1008 close into an error message and close 1011', async () => {
    fake.useScenario([
      step.metadata(),
      step.error(1008, 'Override for field prompt is not allowed', 'override_error'),
      step.close(1008),
    ]);
    const { socket } = await voice.call('customer');
    expect((await socket.json('error')).message).toBe(
      'The voice agent reported a problem: Override for field prompt is not allowed',
    );
    expect((await socket.closed).code).toBe(1011);
    expect(socket.received.filter((item) => item.json?.type === 'error')).toHaveLength(1);
    await expectAllClosed();
  });

  it('reports an agent close with 1011 as a lost connection', async () => {
    fake.useScenario([step.metadata(), step.close(1011, 'internal')]);
    const { socket } = await voice.call('customer');
    expect((await socket.json('error')).message).toMatch(/connection to the voice agent was lost/);
    expect((await socket.closed).code).toBe(1011);
  });

  it('refused signed URL: an error, close 1011, and no conversation opened', async () => {
    fake.failSignedUrls(500);
    const before = fake.conversations.length;
    const sessionId = await voice.startSession('customer');
    const socket = await voice.connect(sessionId, 'customer');
    expect((await socket.json('error')).message).toMatch(/not available right now/);
    expect((await socket.closed).code).toBe(1011);
    expect(fake.conversations.length).toBe(before);
    await expectAllClosed();
  });

  it('stalled agent (no metadata): times out with an error and closes the agent socket', async () => {
    fake.useScenario([]);
    const sessionId = await voice.startSession('customer');
    const socket = await voice.connect(sessionId, 'customer');
    expect((await socket.json('error')).message).toMatch(/did not answer in time/);
    expect((await socket.closed).code).toBe(1011);
    await expectAllClosed();
  });

  it('waits for metadata that comes late but within the timeout', async () => {
    fake.useScenario([step.wait(300), step.metadata({ conversationId: 'conv_late' })]);
    const { socket, conversationId } = await voice.call('customer');
    expect(conversationId).toBe('conv_late');
    await socket.close();
  });

  it('agent dropping mid-stream: error, close 1011, and the transcript so far is kept', async () => {
    fake.useScenario([
      step.metadata(),
      step.heard('Is my claim approved?'),
      step.say('Let me check that for'),
      step.audio(2),
      step.drop(),
    ]);
    const { socket, conversationId } = await voice.call('customer');
    expect((await socket.json('error')).message).toMatch(/connection to the voice agent was lost/);
    expect((await socket.closed).code).toBe(1011);
    expect((await storedTranscript(t, conversationId)).transcript).toBe(
      'Visitor: Is my claim approved?\nAI Customer Service: Let me check that for',
    );
    await expectAllClosed();
  });

  it('browser leaving mid-sentence closes the agent socket normally', async () => {
    fake.useScenario([
      step.metadata(),
      step.heard('Tell me everything.'),
      step.say('This is a rather long sentence'),
      step.audio(100, { intervalMs: 20 }),
    ]);
    const { socket, conversationId } = await voice.call('customer');
    await socket.binary();
    await socket.close();
    const conversation = fake.conversations.at(-1)!;
    expect((await conversation.closed).code).toBe(1000);
    expect(conversation.userAudioChunks).toBe(0);
    await storedTranscript(t, conversationId);
    await expectAllClosed();
  });

  it('converts μ-law agents: browser hears PCM16 at 8 kHz, the agent gets μ-law', async () => {
    fake.useScenario([
      step.metadata({ inputFormat: 'ulaw_8000', outputFormat: 'ulaw_8000' }),
      step.say('hi'),
      step.audio(1, { bytes: 800 }),
    ]);
    const { socket } = await voice.call('customer');
    expect(socket.received[0]!.json).toMatchObject({
      conversation_initiation_metadata_event: {
        agent_output_audio_format: 'pcm_8000',
        user_input_audio_format: 'ulaw_8000',
      },
    });
    expect((await socket.binary()).length).toBe(1600);
    socket.send({ user_audio_chunk: pcmToBase64(tonePcm(256)) }); // 4096 samples at 16 kHz
    const conversation = fake.conversations.at(-1)!;
    await conversation.play([step.awaitUserAudio(1)]);
    expect(Math.abs(conversation.userAudioBytes - 2048)).toBeLessThanOrEqual(1); // 8 kHz, one byte a sample
    await socket.close();
  });
});
