import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio';
import { dialledNumbers, expectedTwilioSignature, newCallSid } from './twilio-webhook-driver';

const CREDENTIALS = {
  accountSid: `AC${'a'.repeat(32)}`,
  apiKeySid: `SK${'b'.repeat(32)}`,
  apiKeySecret: 'key-secret',
  authToken: 'auth-token',
};

function basic(user: string, password: string) {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

describe('fake Twilio REST hang-up', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio(CREDENTIALS);
  });
  afterAll(() => twilio.close());

  function hangUp(callSid: string, authorization: string, accountSid = CREDENTIALS.accountSid) {
    return fetch(`${twilio.baseUrl}/2010-04-01/Accounts/${accountSid}/Calls/${callSid}.json`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Status=completed',
    });
  }

  it('records a hang-up made with the API key or with the account credentials', async () => {
    const first = newCallSid();
    const second = newCallSid();
    const byKey = await hangUp(first, basic(CREDENTIALS.apiKeySid, CREDENTIALS.apiKeySecret));
    expect(byKey.status).toBe(200);
    expect(await byKey.json()).toMatchObject({ sid: first, status: 'completed' });
    expect((await hangUp(second, basic(CREDENTIALS.accountSid, CREDENTIALS.authToken))).status).toBe(200);
    expect(twilio.hangups.slice(-2)).toEqual([
      { accountSid: CREDENTIALS.accountSid, callSid: first, status: 'completed', authenticatedAs: 'api-key' },
      {
        accountSid: CREDENTIALS.accountSid,
        callSid: second,
        status: 'completed',
        authenticatedAs: 'account',
      },
    ]);
  });

  it('refuses wrong credentials and other accounts with 401, and records nothing', async () => {
    const before = twilio.hangups.length;
    expect((await hangUp(newCallSid(), basic(CREDENTIALS.apiKeySid, 'wrong'))).status).toBe(401);
    expect((await hangUp(newCallSid(), 'Bearer x')).status).toBe(401);
    const otherAccount = `AC${'c'.repeat(32)}`;
    expect(
      (await hangUp(newCallSid(), basic(CREDENTIALS.apiKeySid, 'key-secret'), otherAccount)).status,
    ).toBe(401);
    expect(twilio.hangups).toHaveLength(before);
  });

  it('fails on demand, and answers 404 for calls it forgot', async () => {
    const auth = basic(CREDENTIALS.apiKeySid, CREDENTIALS.apiKeySecret);
    twilio.failNext(500);
    expect((await hangUp(newCallSid(), auth)).status).toBe(500);
    const gone = newCallSid();
    twilio.forget(gone);
    expect((await hangUp(gone, auth)).status).toBe(404);
    expect((await hangUp(newCallSid(), auth)).status).toBe(200);
  });
});

describe('webhook driver helpers', () => {
  it("signs with Twilio's documented example", () => {
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    expect(expectedTwilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
  });

  it('reads the numbers a TwiML answer dials', () => {
    expect(dialledNumbers('<Response><Dial><Number>+15551230001</Number></Dial></Response>')).toEqual([
      '+15551230001',
    ]);
    expect(dialledNumbers('<Response><Hangup/></Response>')).toEqual([]);
  });
});
