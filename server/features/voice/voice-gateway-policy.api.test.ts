import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveVoiceCallCount } from './voice.registry';
import { createVoiceSession, endVoiceSession } from './voice.service';
import { listenForVoice, sessionRow, storedTranscript } from '../../test/voice/voice-test-setup';
import type { VoiceTestSocket } from '../../test/voice/voice-test-client';

describe('voice gateway rules', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        VOICE_MAX_FRAME_BYTES: '2048',
        VOICE_MAX_SESSIONS_PER_IP: '2',
        PUBLIC_BASE_URL: 'https://demo.example.com',
      },
    });
    voice = await listenForVoice(t);
  });
  afterAll(() => t.close());

  /** A session from its own address, so only the socket-side cap (all sockets come from 127.0.0.1) applies. */
  let address = 0;
  const sessionFor = (agentType: 'customer' | 'sales' = 'customer', timeLimitSeconds?: number) =>
    createVoiceSession(t.deps, {
      agentType,
      channel: 'browser',
      ip: `192.0.2.${(address += 1)}`,
      timeLimitSeconds,
    }).then((session) => session.sessionId);

  async function expectRefused(socket: VoiceTestSocket, message: RegExp, code = 1008) {
    expect((await socket.json('error')).message).toMatch(message);
    expect((await socket.closed).code).toBe(code);
  }

  it('refuses a foreign Origin at the handshake with 403, accepts PUBLIC_BASE_URL and no Origin', async () => {
    const sessionId = await sessionFor();
    await expect(voice.connect(sessionId, 'customer', 'https://evil.example')).rejects.toMatchObject({
      status: 403,
    });
    expect(liveVoiceCallCount(t.app)).toBe(0);
    const fromPublic = await voice.connect(sessionId, 'customer', 'https://demo.example.com');
    await fromPublic.json('conversation_initiation_metadata');
    await fromPublic.close();
    const noOrigin = await voice.connect(await sessionFor(), 'customer', null);
    await noOrigin.json('conversation_initiation_metadata');
    await noOrigin.close();
  });

  it('refuses calls without a valid, open session for that agent', async () => {
    await expectRefused(await voice.connect(null), /Start the call with a voice session/);
    await expectRefused(await voice.connect('vs_AAAAAAAAAAAAAAAAAAAAAA'), /does not exist/);
    await expectRefused(await voice.connect(await sessionFor('sales'), 'customer'), /different agent/);
    await expectRefused(await voice.connect(await sessionFor(), 'no-such-agent'), /Unknown agent type/);
    const ended = await sessionFor();
    await endVoiceSession(t.deps, ended);
    await expectRefused(await voice.connect(ended), /has ended/);
  });

  it('answers malformed frames with an error and 1008', async () => {
    const frames: Array<[string, (socket: VoiceTestSocket) => void]> = [
      ['text that is not JSON', (socket) => socket.socket.send('hello')],
      ['an unknown message type', (socket) => socket.send({ type: 'launch_rockets' })],
      ['audio that is not base64 PCM16', (socket) => socket.send({ user_audio_chunk: 'AAA' })],
      ['a binary frame that is not WebM', (socket) => socket.sendBinary(Buffer.from('not webm at all'))],
      ['an empty typed message', (socket) => socket.send({ type: 'user_message', text: '   ' })],
    ];
    for (const [, send] of frames) {
      const socket = await voice.connect(await sessionFor());
      await socket.json('conversation_initiation_metadata');
      send(socket);
      await expectRefused(socket, /could not (be )?read/);
    }
  });

  it('closes with an error and 1008 when a frame exceeds VOICE_MAX_FRAME_BYTES', async () => {
    const socket = await voice.connect(await sessionFor());
    await socket.json('conversation_initiation_metadata');
    socket.sendBinary(Buffer.alloc(2049));
    await expectRefused(socket, /Frames larger than 2 KB are not accepted/);
    // Far beyond the cap the WebSocket library cuts the connection itself, without buffering the frame.
    const huge = await voice.connect(await sessionFor());
    await huge.json('conversation_initiation_metadata');
    huge.sendBinary(Buffer.alloc(20_000));
    expect((await huge.closed).code).toBe(1009);
  });

  it('caps live calls per address at the socket and at start-session (429 with Retry-After)', async () => {
    const first = await voice.connect(await sessionFor());
    const second = await voice.connect(await sessionFor());
    await first.json('conversation_initiation_metadata');
    await second.json('conversation_initiation_metadata');
    await expectRefused(await voice.connect(await sessionFor()), /Too many voice calls/);
    await first.close();
    await second.close();
    const visitor = t.anonymous();
    const remote = { remoteAddress: '198.51.100.7' };
    expect((await visitor.post('/api/voice/start-session', { agentType: 'customer' }, remote)).status).toBe(
      200,
    );
    expect((await visitor.post('/api/voice/start-session', { agentType: 'customer' }, remote)).status).toBe(
      200,
    );
    const third = await visitor.post('/api/voice/start-session', { agentType: 'customer' }, remote);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('60');
    expect(third.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many voice calls/),
    });
  });

  it('ends the call at the session time limit with session_ended and 1000', async () => {
    const sessionId = await sessionFor('customer', 1);
    const socket = await voice.connect(sessionId);
    const { conversation_initiation_metadata_event: meta } = await socket.json(
      'conversation_initiation_metadata',
    );
    socket.send({ type: 'user_message', text: 'Hello?' });
    // The limit is one second; the wait is long only so a busy machine cannot fail the test.
    expect(await socket.json('session_ended')).toEqual({
      type: 'session_ended',
      reason: 'time_limit',
    });
    expect((await socket.closed).code).toBe(1000);
    // The session is marked ended before the transcript is written.
    await storedTranscript(t, meta.conversation_id);
    expect((await sessionRow(t, sessionId))?.endedAt).toBeInstanceOf(Date);
    expect((await sessionRow(t, sessionId))?.conversationId).toBe(meta.conversation_id);
  });

  it('refuses a second socket for a session, leaving the call alone; end-session closes the call', async () => {
    const sessionId = await sessionFor();
    const first = await voice.connect(sessionId);
    await first.json('conversation_initiation_metadata');
    await expectRefused(await voice.connect(sessionId), /already been used for a call/);
    first.send({ type: 'user_message', text: 'Is the call still there?' });
    expect((await first.json('agent_response')).agent_response_event.agent_response).toBeTruthy();
    const ended = await t.anonymous().post('/api/voice/end-session', { sessionId });
    expect(ended.body).toEqual({ ok: true });
    expect(await first.json('session_ended')).toEqual({ type: 'session_ended', reason: 'client_ended' });
    expect((await first.closed).code).toBe(1000);
    await expectRefused(await voice.connect(sessionId), /has ended/);
  });
});

describe('voice gateway on shutdown', () => {
  it('closes live calls with an error and 1001, and stores their transcripts first', async () => {
    const t = await createTestApp();
    const voice = await listenForVoice(t);
    const { socket, conversationId } = await voice.call('insurance');
    await socket.json('agent_response');
    socket.send({ type: 'user_message', text: 'My windscreen cracked' });
    await socket.json('agent_response');
    await t.app.close();
    expect((await socket.json('error')).message).toMatch(/server is restarting/);
    expect((await socket.closed).code).toBe(1001);
    expect((await storedTranscript(t, conversationId, 0)).transcript).toMatch(
      /^AI Insurance: Hi, you have reached/,
    );
    await t.database.close();
  });
});
