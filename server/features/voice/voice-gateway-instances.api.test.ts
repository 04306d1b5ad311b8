import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { VoiceTestSocket } from '../../test/voice/voice-test-client';
import { listenForVoice } from '../../test/voice/voice-test-setup';
import { SESSION_WATCH_MS } from './voice.session-watch';

/**
 * Two instances on one database, as behind a proxy without sticky sessions: the socket and the
 * requests about its session may reach different instances.
 */
describe('voice sessions across instances', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  let other: FastifyInstance;
  let otherAddress: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    voice = await listenForVoice(t);
    other = await buildApp(t.deps, { webDir: '/nonexistent' });
    otherAddress = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const connectToOther = (sessionId: string) =>
    VoiceTestSocket.open(
      `${otherAddress.replace(/^http/, 'ws')}/ws/voice?agent=technical&session=${sessionId}`,
      { origin: otherAddress },
    );
  const patience = SESSION_WATCH_MS * 5;

  it('refuses a second socket for the session on another instance; the call goes on', async () => {
    const sessionId = await voice.startSession('technical');
    const first = await voice.connect(sessionId, 'technical');
    await first.json('conversation_initiation_metadata');
    await first.json('agent_response');
    const second = await connectToOther(sessionId);
    expect((await second.json('error')).message).toMatch(/already been used for a call/);
    expect((await second.closed).code).toBe(1008);

    first.send({ type: 'user_message', text: 'My tyre pressure warning light is on' });
    const reply = await first.json('agent_response', patience);
    expect(reply.agent_response_event.agent_response).toBeTruthy();
    await first.close();
  });

  it('ends a call when its session is ended through another instance', async () => {
    const sessionId = await voice.startSession('technical');
    const socket = await voice.connect(sessionId, 'technical');
    await socket.json('conversation_initiation_metadata');
    await socket.json('agent_response');

    const answer = await other.inject({
      method: 'POST',
      url: '/api/voice/end-session',
      payload: { sessionId },
    });
    expect(answer.statusCode).toBe(200);
    const ended = await socket.json('session_ended', patience);
    expect(ended.reason).toBe('client_ended');
    await socket.closed;
  });
});
