import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIMIT_DETAIL, type SimulatedCallResponse } from '../../../domain/call-limits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dailyCount, loggedCalls, PhoneTestClient, simCallSid } from '../../test/calls/calls-test-client';
import { VoiceTestSocket } from '../../test/voice/voice-test-client';
import { sessionRow, storedTranscript } from '../../test/voice/voice-test-setup';
import { SIMULATED_PHONE_LINE } from './telephony.config';
import { preparedCaller } from '../../test/telephony/telephony-test-setup';

describe('simulated telephony: the whole call without keys', () => {
  let t: TestApp;
  let wsBase: string;
  let address = 0;
  const nextIp = () => `192.0.2.${++address}`;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    wsBase = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(() => t.close());

  function placeCall(client: PhoneTestClient, token: string, to = SIMULATED_PHONE_LINE) {
    return client.post<SimulatedCallResponse>('/api/telephony/simulated-call', {
      agentType: 'customer',
      token,
      to,
    });
  }

  it('connects to the simulated agent, logs, hangs up and stores a phone transcript', async () => {
    const ip = nextIp();
    const { client, token, phoneNumber } = await preparedCaller(t, ip);
    expect(phoneNumber).toBe(SIMULATED_PHONE_LINE);
    expect(token.startsWith('sim.')).toBe(true);
    expect((await client.post('/api/calls/check-limits', { agentType: 'customer' })).status).toBe(200);
    const placed = await placeCall(client, token);
    expect(placed.status).toBe(200);
    expect(placed.body.timeLimit).toBe(300);
    expect((await sessionRow(t, placed.body.sessionId))!.channel).toBe('phone');
    // Counted on the server when the call is placed, as Twilio's webhook does for a real call.
    expect(await dailyCount(t.database, 'ip', ip)).toBe(1);

    const socket = await VoiceTestSocket.open(
      `${wsBase}/ws/voice?agent=customer&session=${placed.body.sessionId}`,
    );
    const metadata = await socket.json('conversation_initiation_metadata');
    const callSid = metadata.conversation_initiation_metadata_event.conversation_id;
    await socket.json('agent_response');
    // A call the visitor says nothing in is stored on no ticket (decision 078).
    socket.send({ type: 'user_message', text: 'My front left tyre keeps losing pressure' });
    await socket.json('agent_response');
    expect((await client.logStart(callSid)).body).toEqual({ callSid, counted: false });
    expect(await dailyCount(t.database, 'ip', ip)).toBe(1);

    expect((await client.post('/api/calls/log-end', { callSid })).status).toBe(200);
    expect((await client.post(`/api/twilio/call/${callSid}/hangup`)).body).toEqual({ ok: true });
    expect(await socket.json('session_ended')).toEqual({ type: 'session_ended', reason: 'client_ended' });
    expect((await socket.closed).code).toBe(1000);
    expect((await sessionRow(t, placed.body.sessionId))!.endedAt).not.toBeNull();

    const transcript = await storedTranscript(t, callSid);
    expect(transcript).toMatchObject({ callSid, source: 'phone', agentType: 'customer' });
    expect(transcript.transcript).toMatch(/^AI Customer Service: /);
    const [log] = await loggedCalls(t.database, callSid);
    expect(log!.endedAt).not.toBeNull();
  });

  it('places a call only with a valid token, a chosen line and the same To', async () => {
    const { client, token } = await preparedCaller(t, nextIp());
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await placeCall(client, forged)).status).toBe(401);
    expect((await placeCall(client, 'not-a-token')).status).toBe(401);
    expect((await placeCall(client, token, '+19005550100')).status).toBe(403);
    const tokenOnly = new PhoneTestClient(t.app, { remoteAddress: nextIp() });
    const { token: withoutTarget } = (await tokenOnly.accessToken()).body;
    expect((await placeCall(tokenOnly, withoutTarget)).status).toBe(403);
    const other = await tokenOnly.post('/api/telephony/simulated-call', { agentType: 'sales', token });
    expect(other.status).toBe(403);
  });

  it('refuses to place a call once the device has spent its day', async () => {
    const { client, token } = await preparedCaller(t, nextIp());
    for (let call = 0; call < 10; call += 1) {
      await client.logStart(simCallSid(), 'customer', { remoteAddress: nextIp() });
    }
    const refused = await placeCall(client, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', details: DEVICE_LIMIT_DETAIL });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('answers 404 on hang-up of a call nobody logged', async () => {
    const client = new PhoneTestClient(t.app);
    await client.accessToken();
    expect((await client.post(`/api/twilio/call/${simCallSid()}/hangup`)).status).toBe(404);
  });
});

describe('simulated-call when the agent has a real line', () => {
  it('answers 409: that call goes through Twilio', async () => {
    const t = await createTestApp({
      env: {
        TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
        TWILIO_API_KEY_SID: `SK${'1'.repeat(32)}`,
        TWILIO_API_KEY_SECRET: 's',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_TWIML_APP_SID: `AP${'1'.repeat(32)}`,
        TWILIO_CALLER_ID: '+15550009999',
        TWILIO_NUMBER_CUSTOMER: '+15551230001',
      },
    });
    try {
      const client = new PhoneTestClient(t.app);
      const answer = await client.post('/api/telephony/simulated-call', {
        agentType: 'customer',
        token: 'sim.x',
      });
      expect(answer.status).toBe(409);
    } finally {
      await t.close();
    }
  });
});
