import { Writable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkPcm, concatPcm, noisePcm, pcmToBase64, silencePcm } from '../../../fakes/audio/pcm-signals';
import { findDemoTenantId } from '../../db/demo-tenant';
import { callLimits, tickets, transcripts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listenForVoice, sessionRow, storedTranscript } from '../../test/voice/voice-test-setup';
import type { VoiceTestSocket } from '../../test/voice/voice-test-client';
import { NOT_UNDERSTOOD_CAPTION } from './providers/simulated/simulated.provider';
import { storeFinishedCall } from './voice.call-ending';
import { createVoiceSession } from './voice.service';
import { RunningTranscript } from './voice.transcript';

/** Decision 078: a voice session is one call, and a call nobody spoke in is no ticket. */
describe('one voice session is one call', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp({
      logStream,
      env: { VOICE_MAX_SESSIONS_PER_IP: '100', DEMO_TICKETS_PER_DAY: '3' },
    });
    voice = await listenForVoice(t);
  });
  afterAll(() => t.close());

  async function demoTicketsTaken() {
    const tenantId = await findDemoTenantId(t.database);
    const [row] = await t.database.db
      .select({ count: callLimits.count })
      .from(callLimits)
      .where(and(eq(callLimits.scope, 'demo_ticket'), eq(callLimits.key, String(tenantId))));
    return row?.count ?? 0;
  }

  const ticketCount = async () =>
    (await t.database.db.select({ value: count() }).from(tickets))[0]?.value ?? 0;

  async function refusedReconnect(sessionId: string) {
    const socket: VoiceTestSocket = await voice.connect(sessionId);
    const { message } = await socket.json('error', 15_000);
    return { message, code: (await socket.closed).code };
  }

  it('refuses 50 reconnects of one session, during and after its call: one ticket, the cap untouched', async () => {
    const ticketsBefore = await ticketCount();
    const { sessionId, socket, conversationId } = await voice.call('customer');
    await socket.json('agent_response');
    socket.send({ type: 'user_message', text: 'My rear tyre of size 245/40R19 split on the highway' });
    await socket.json('agent_response');

    const refusals = [];
    for (let wave = 0; wave < 5; wave += 1) {
      refusals.push(...(await Promise.all(Array.from({ length: 5 }, () => refusedReconnect(sessionId)))));
    }
    // The call they tried to take over is still live.
    socket.send({ type: 'user_message', text: 'Are you still there?' });
    expect((await socket.json('agent_response')).agent_response_event.agent_response).toBeTruthy();
    await socket.close();
    await storedTranscript(t, conversationId);
    for (let wave = 0; wave < 5; wave += 1) {
      refusals.push(...(await Promise.all(Array.from({ length: 5 }, () => refusedReconnect(sessionId)))));
    }

    expect(refusals).toHaveLength(50);
    for (const refusal of refusals) {
      expect(refusal.code).toBe(1008);
      expect(refusal.message).toMatch(/already been used for a call|has ended/);
    }
    expect((await sessionRow(t, sessionId))?.conversationId).toBe(conversationId);
    expect(await ticketCount()).toBe(ticketsBefore + 1);
    const [stored] = await t.database.db
      .select({ value: count() })
      .from(transcripts)
      .where(eq(transcripts.conversationId, conversationId));
    expect(stored?.value).toBe(1);
    expect(await demoTicketsTaken()).toBe(1);

    // The cap still has room: the next visitor's call is stored.
    const next = await voice.call('customer');
    await next.socket.json('agent_response');
    next.socket.send({ type: 'user_message', text: 'I would like to ask about a road hazard claim' });
    await next.socket.json('agent_response');
    await next.socket.close();
    expect((await storedTranscript(t, next.conversationId)).ticketId).not.toBeNull();
  }, 180_000);

  it('finishes a call once when it is ended while its agent hangs up too', async () => {
    const { sessionId, socket, conversationId } = await voice.call('customer');
    await socket.json('agent_response');
    socket.send({ type: 'user_message', text: 'Do you sell winter tyres for a camper van?' });
    await socket.json('agent_response');
    // Ending the call closes the agent, and the closed agent reports an ending of its own.
    expect((await t.anonymous().post('/api/voice/end-session', { sessionId })).status).toBe(200);
    expect(await socket.json('session_ended')).toEqual({ type: 'session_ended', reason: 'client_ended' });
    const said = (message: string) =>
      logLines.filter((line) => line.includes(conversationId) && line.includes(`"msg":"${message}"`));
    expect(said('voice call transcript stored')).toHaveLength(1);
    expect((await storedTranscript(t, conversationId)).ticketId).not.toBeNull();
  });

  it('lets only one of several sockets opened at once for a fresh session start a call', async () => {
    const sessionId = await voice.startSession('sales');
    const sockets = await Promise.all(Array.from({ length: 6 }, () => voice.connect(sessionId, 'sales')));
    const firsts = await Promise.all(
      sockets.map(async (socket) => {
        const first = await socket.waitFor(
          (item) => item.json?.type === 'conversation_initiation_metadata' || item.json?.type === 'error',
          15_000,
        );
        return first.json?.type;
      }),
    );
    expect(firsts.filter((type) => type === 'conversation_initiation_metadata')).toHaveLength(1);
    expect(firsts.filter((type) => type === 'error')).toHaveLength(5);
    await Promise.all(sockets.map((socket) => socket.close()));
  }, 60_000);

  it('hears a burst of noise as no words', async () => {
    const { socket } = await voice.call('technical');
    await socket.json('agent_response');
    const noise = concatPcm(noisePcm(1500, 0.25, 16_000, 99), silencePcm(1500));
    for (const chunk of chunkPcm(noise, 4096)) socket.send({ user_audio_chunk: pcmToBase64(chunk) });
    const caption = (await socket.json('user_transcript', 20_000)).user_transcription_event.user_transcript;
    await socket.close();
    expect(caption).toBe(NOT_UNDERSTOOD_CAPTION);
  }, 60_000);

  it('stores no ticket for a call without visitor words, on the browser or the phone line', async () => {
    const ticketsBefore = await ticketCount();
    for (const channel of ['browser', 'phone'] as const) {
      const { sessionId } = await createVoiceSession(t.deps, {
        agentType: 'insurance',
        channel,
        ip: '192.0.2.77',
      });
      const transcript = new RunningTranscript(Date.now());
      transcript.add('agent', 'Hi, you have reached the insurance desk.');
      for (const caption of [NOT_UNDERSTOOD_CAPTION, '[noise]', '...', '( inaudible )'])
        transcript.add('user', caption);
      const session = (await sessionRow(t, sessionId))!;
      await storeFinishedCall(t.deps, t.app.log, {
        session,
        conversationId: `conv_noise_${channel}_${sessionId.slice(3, 11)}`,
        transcript,
        ending: { kind: 'browser_left' },
      });
      expect((await sessionRow(t, sessionId))?.endedAt).toBeInstanceOf(Date);
    }
    expect(await ticketCount()).toBe(ticketsBefore);
  });
});
