import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCallSid, postVoiceWebhook } from '../../../fakes/twilio/twilio-webhook-driver';
import { transcripts } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { dailyCount, loggedCalls, PhoneTestClient } from '../../test/calls/calls-test-client';
import {
  callParams,
  preparedCaller,
  TWILIO,
  twilioTestApp,
  type TwilioTestApp,
} from '../../test/telephony/telephony-test-setup';

describe('hang-up and log-end with Twilio', () => {
  const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
  let twilio: TwilioTestApp;
  let address = 0;
  beforeAll(async () => {
    twilio = await twilioTestApp({ clock });
  });
  afterAll(() => twilio.close());

  /** A visitor whose call Twilio placed (the voice webhook ran), as after 'accept'. */
  async function placedCall() {
    const caller = await preparedCaller(twilio.t, `203.0.113.${++address}`);
    const params = callParams(caller.identity);
    const answer = await postVoiceWebhook(twilio.voiceUrl, params, { authToken: TWILIO.authToken });
    expect(answer.status).toBe(200);
    return { ...caller, callSid: params.CallSid!, ip: `203.0.113.${address}` };
  }

  it('hangs the call up through the REST API with Status=completed and the API key', async () => {
    const { client, callSid } = await placedCall();
    const answer = await client.post(`/api/twilio/call/${callSid}/hangup`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(twilio.fake.hangups.at(-1)).toEqual({
      accountSid: TWILIO.accountSid,
      callSid,
      status: 'completed',
      authenticatedAs: 'api-key',
    });
    const [log] = await loggedCalls(twilio.t.database, callSid);
    expect(log!.endedAt).not.toBeNull();
  });

  it('writes the duration on log-end once, and stores the call on a ticket as a phone transcript', async () => {
    const { client, callSid } = await placedCall();
    clock.advance(65_000);
    const ended = await client.post('/api/calls/log-end', { callSid });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ callSid, durationSeconds: 65 });
    clock.advance(30_000);
    expect((await client.post('/api/calls/log-end', { callSid })).body).toEqual({
      callSid,
      durationSeconds: 65,
    });
    const [log] = await loggedCalls(twilio.t.database, callSid);
    expect(log).toMatchObject({ durationSeconds: 65, agentType: 'customer' });
    const rows = await twilio.t.database.db
      .select()
      .from(transcripts)
      .where(eq(transcripts.callSid, callSid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'phone', duration: 65, agentType: 'customer' });
    expect(rows[0]!.ticketId).toEqual(expect.any(Number));
    expect(rows[0]!.summary).toContain('Phone demo call with AI Customer Service (1:05)');
  });

  it('answers 404 for unknown calls and for calls of another device, without calling Twilio', async () => {
    const { callSid } = await placedCall();
    const stranger = new PhoneTestClient(twilio.t.app);
    await stranger.accessToken();
    const before = twilio.fake.requests.length;
    for (const [path, body] of [
      [`/api/twilio/call/${newCallSid()}/hangup`, undefined],
      [`/api/twilio/call/${callSid}/hangup`, undefined],
      ['/api/calls/log-end', { callSid: newCallSid() }],
      ['/api/calls/log-end', { callSid }],
    ] as const) {
      const answer = await stranger.post(path, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message: 'Call not found', code: 'NOT_FOUND' });
    }
    expect(twilio.fake.requests.length).toBe(before);
    const [log] = await loggedCalls(twilio.t.database, callSid);
    expect(log!.endedAt).toBeNull();
  });

  it('reports a provider failing mid-call clearly, counts nothing twice, and a retry ends the call', async () => {
    const { client, callSid, ip } = await placedCall();
    expect((await client.logStart(callSid)).body).toMatchObject({ counted: false });
    twilio.fake.failNext(500);
    const failed = await client.post(`/api/twilio/call/${callSid}/hangup`);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      message: 'The phone provider could not end the call. Please try again.',
      code: 'BAD_GATEWAY',
    });
    const retried = await client.post(`/api/twilio/call/${callSid}/hangup`);
    expect(retried.status).toBe(200);
    expect(twilio.fake.hangups.filter((hangup) => hangup.callSid === callSid)).toHaveLength(1);
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(1);
    expect(await loggedCalls(twilio.t.database, callSid)).toHaveLength(1);
  });

  it('treats a call Twilio no longer knows as hung up', async () => {
    const { client, callSid } = await placedCall();
    twilio.fake.forget(callSid);
    expect((await client.post(`/api/twilio/call/${callSid}/hangup`)).status).toBe(200);
  });

  it('treats a call that already ended as hung up (Twilio error 21220), and logs it ended', async () => {
    const { client, callSid } = await placedCall();
    twilio.fake.complete(callSid);
    expect((await client.post(`/api/twilio/call/${callSid}/hangup`)).status).toBe(200);
    expect(twilio.fake.hangups.filter((hangup) => hangup.callSid === callSid)).toHaveLength(0);
  });

  it('never counts a browser-made id for a real call, and has nothing to hang up for it', async () => {
    const { client, ip } = await placedCall();
    const local = 'local_abcdef123456';
    expect((await client.logStart(local)).body).toEqual({ callSid: local, counted: false });
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(1);
    expect((await client.post(`/api/twilio/call/${local}/hangup`)).status).toBe(404);
  });

  it('answers 400 for a malformed call id in the path', async () => {
    const client = new PhoneTestClient(twilio.t.app);
    const answer = await client.post(`/api/twilio/call/${'x'.repeat(80)}/hangup`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fieldErrors: { callSid: ['callSid must be at most 64 characters'] },
    });
  });
});
