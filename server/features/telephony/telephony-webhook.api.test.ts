import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcripts } from '../../db/schema';
import { deliverWebhook, postCallTranscription } from '../../../fakes/elevenlabs/webhook-signer';
import {
  dialledNumbers,
  expectedTwilioSignature,
  newCallSid,
  postVoiceWebhook,
} from '../../../fakes/twilio/twilio-webhook-driver';
import { createTestApp } from '../../test/test-app';
import { dailyCount, loggedCalls, PhoneTestClient } from '../../test/calls/calls-test-client';
import { callerOfIdentity } from './telephony.identity';
import {
  callParams,
  CUSTOMER_LINE,
  preparedCaller,
  TWILIO,
  twilioTestApp,
  type TwilioTestApp,
} from '../../test/telephony/telephony-test-setup';

describe('TwiML voice webhook', () => {
  let twilio: TwilioTestApp;
  let address = 0;
  const nextIp = () => `203.0.113.${++address}`;
  beforeAll(async () => {
    twilio = await twilioTestApp();
  });
  afterAll(() => twilio.close());

  const signed = (params: Record<string, string>) =>
    postVoiceWebhook(twilio.voiceUrl, params, { authToken: TWILIO.authToken });

  it("dials the agent's configured line and counts the call for the token's device and address", async () => {
    const ip = nextIp();
    const { client, identity } = await preparedCaller(twilio.t, ip);
    const params = callParams(identity);
    const answer = await signed(params);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/xml/);
    expect(answer.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response>' +
        `<Dial callerId="${TWILIO.callerId}" answerOnBridge="true" timeLimit="300" action="dial-ended" method="POST"><Number>${CUSTOMER_LINE}</Number></Dial>` +
        '</Response>',
    );
    const caller = callerOfIdentity(identity)!;
    expect(await dailyCount(twilio.t.database, 'device', caller.deviceId)).toBe(1);
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(1);
    // The browser's own log-start for the same call changes nothing.
    expect((await client.logStart(params.CallSid!)).body).toMatchObject({ counted: false });
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(1);
    expect(await loggedCalls(twilio.t.database, params.CallSid!)).toHaveLength(1);
  });

  it('processes a replayed webhook once: no second dial, no second count', async () => {
    const ip = nextIp();
    const { identity } = await preparedCaller(twilio.t, ip);
    const params = callParams(identity);
    expect(dialledNumbers((await signed(params)).body)).toEqual([CUSTOMER_LINE]);
    const replay = await signed(params);
    expect(replay.status).toBe(200);
    expect(dialledNumbers(replay.body)).toEqual([]);
    expect(replay.body).toContain('<Hangup/>');
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(1);
    expect(await loggedCalls(twilio.t.database, params.CallSid!)).toHaveLength(1);
  });

  it('refuses a missing, forged or misdirected signature with 403 and counts nothing', async () => {
    const ip = nextIp();
    const { identity } = await preparedCaller(twilio.t, ip);
    const params = callParams(identity);
    const attempts = [
      postVoiceWebhook(twilio.voiceUrl, params),
      postVoiceWebhook(twilio.voiceUrl, params, { signature: 'bm90IGEgc2lnbmF0dXJlIGF0IGFsbA==' }),
      postVoiceWebhook(twilio.voiceUrl, params, { authToken: 'another-accounts-token' }),
      postVoiceWebhook(twilio.voiceUrl, params, {
        authToken: TWILIO.authToken,
        signedUrl: `${twilio.baseUrl}/api/twilio/other`,
      }),
      postVoiceWebhook(twilio.voiceUrl, params, {
        signature: expectedTwilioSignature(TWILIO.authToken, twilio.voiceUrl, {
          ...params,
          To: '+19005550100',
        }),
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(0);
    expect(await loggedCalls(twilio.t.database, params.CallSid!)).toHaveLength(0);
  });

  it('never dials a client-supplied To: another number is refused with 403', async () => {
    const ip = nextIp();
    const { identity } = await preparedCaller(twilio.t, ip);
    for (const to of ['+19005550100', '+447700900123']) {
      const answer = await signed(callParams(identity, { To: to }));
      expect(answer.status).toBe(403);
      expect(dialledNumbers(answer.body)).toEqual([]);
    }
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(0);
  });

  it('refuses callers without a chosen line, unknown identities and other accounts', async () => {
    const tokenOnly = new PhoneTestClient(twilio.t.app, { remoteAddress: nextIp() });
    const noTarget = (await tokenOnly.accessToken()).body.identity;
    expect((await signed(callParams(noTarget))).status).toBe(403);
    expect((await signed(callParams('visitor_unknown'))).status).toBe(403);
    const { identity } = await preparedCaller(twilio.t, nextIp());
    const foreign = { ...callParams(identity), AccountSid: `AC${'f'.repeat(32)}` };
    expect((await signed(foreign)).status).toBe(403);
    const malformed = { ...callParams(identity), CallSid: 'nope' };
    expect((await signed(malformed)).status).toBe(400);
  });

  it('refuses with spoken words, not a dial, once the day is spent', async () => {
    const ip = nextIp();
    const { identity } = await preparedCaller(twilio.t, ip);
    for (let call = 0; call < 10; call += 1) {
      expect(dialledNumbers((await signed(callParams(identity))).body)).toEqual([CUSTOMER_LINE]);
    }
    const eleventh = await signed(callParams(identity));
    expect(eleventh.status).toBe(200);
    expect(dialledNumbers(eleventh.body)).toEqual([]);
    expect(eleventh.body).toContain('<Say>You have reached today&apos;s limit of demo calls.');
    expect(await dailyCount(twilio.t.database, 'ip', ip)).toBe(10);
  });

  it('rejects a JSON body without a stack trace', async () => {
    const response = await fetch(twilio.voiceUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ CallSid: newCallSid() }),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).not.toMatch(/at .*\.ts/);
  });
});

describe('the end of a dialled call (the <Dial> action)', () => {
  let twilio: TwilioTestApp;
  beforeAll(async () => {
    twilio = await twilioTestApp({ env: { ELEVENLABS_WEBHOOK_SECRET: 'wsec_phone' } });
  });
  afterAll(() => twilio.close());

  it('ends the call record and files its ticket when the browser never reports the end', async () => {
    const { identity } = await preparedCaller(twilio.t, '203.0.113.200');
    const params = callParams(identity);
    expect((await postVoiceWebhook(twilio.voiceUrl, params, { authToken: TWILIO.authToken })).status).toBe(
      200,
    );
    const dialEndedUrl = `${twilio.baseUrl}/api/twilio/dial-ended`;
    const ended = {
      ...params,
      DialCallStatus: 'completed',
      DialCallDuration: '42',
      CallStatus: 'in-progress',
    };
    expect((await postVoiceWebhook(dialEndedUrl, ended)).status).toBe(403);
    expect((await loggedCalls(twilio.t.database, params.CallSid!))[0]!.endedAt).toBeNull();
    const answer = await postVoiceWebhook(dialEndedUrl, ended, { authToken: TWILIO.authToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<Hangup/>');
    const [call] = await loggedCalls(twilio.t.database, params.CallSid!);
    expect(call!.endedAt).not.toBeNull();
    const [transcript] = await twilio.t.database.db
      .select()
      .from(transcripts)
      .where(eq(transcripts.callSid, params.CallSid!));
    expect(transcript?.source).toBe('phone');
    // A repeat (or the browser's own log-end afterwards) changes nothing.
    expect((await postVoiceWebhook(dialEndedUrl, ended, { authToken: TWILIO.authToken })).status).toBe(200);
  });

  it("attaches the agent's post-call webhook, which carries the dialled leg's CallSid, to the call's ticket", async () => {
    const { identity } = await preparedCaller(twilio.t, '203.0.113.201');
    const params = callParams(identity);
    await postVoiceWebhook(twilio.voiceUrl, params, { authToken: TWILIO.authToken });
    const agentLeg = newCallSid();
    const ended = { ...params, DialCallSid: agentLeg, DialCallStatus: 'completed', DialCallDuration: '30' };
    await postVoiceWebhook(`${twilio.baseUrl}/api/twilio/dial-ended`, ended, { authToken: TWILIO.authToken });
    const event = postCallTranscription({
      conversationId: 'conv_phone_leg',
      callSid: agentLeg,
      summary: 'Rotation question.',
    });
    const delivered = await deliverWebhook(`${twilio.baseUrl}/api/webhooks/elevenlabs`, 'wsec_phone', event);
    expect(delivered.status).toBe(200);
    const rows = await twilio.t.database.db
      .select()
      .from(transcripts)
      .where(eq(transcripts.callSid, params.CallSid!));
    expect(rows).toHaveLength(1);
    expect(await delivered.json()).toMatchObject({ status: 'stored', ticketId: rows[0]!.ticketId });
    expect(rows[0]!.summary).toBe('Rotation question.');
    expect(rows[0]!.transcript).toContain('I have a flat tyre.');
  });
});

describe('TwiML voice webhook behind a public URL', () => {
  let twilio: TwilioTestApp;
  beforeAll(async () => {
    twilio = await twilioTestApp({ env: { PUBLIC_BASE_URL: 'https://demo.treaddesk.example' } });
  });
  afterAll(() => twilio.close());

  it('checks the signature against the public URL Twilio called', async () => {
    const { identity } = await preparedCaller(twilio.t);
    const publicUrl = 'https://demo.treaddesk.example/api/twilio/voice';
    const params = callParams(identity);
    const local = await postVoiceWebhook(twilio.voiceUrl, params, { authToken: TWILIO.authToken });
    expect(local.status).toBe(403);
    const answer = await postVoiceWebhook(twilio.voiceUrl, params, {
      authToken: TWILIO.authToken,
      signedUrl: publicUrl,
    });
    expect(answer.status).toBe(200);
    expect(dialledNumbers(answer.body)).toEqual([CUSTOMER_LINE]);
  });
});

describe('TwiML voice webhook without Twilio', () => {
  it('answers 503: there is nothing to verify signatures with', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/twilio/voice',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
        payload: 'CallSid=CA1',
      });
      expect(answer.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
