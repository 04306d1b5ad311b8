import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenResponse } from '../../../domain/call-limits';
import { callTargets } from '../../db/schema';
import { PhoneTestClient } from '../../test/calls/calls-test-client';
import { SIMULATED_PHONE_LINE } from './telephony.config';
import {
  CUSTOMER_LINE,
  SALES_LINE_ABROAD,
  TWILIO,
  twilioTestApp,
  type TwilioTestApp,
} from '../../test/telephony/telephony-test-setup';

type Claims = {
  iss: string;
  sub: string;
  iat: number;
  exp: number;
  jti: string;
  grants: {
    identity: string;
    voice: { incoming?: { allow: boolean }; outgoing: { application_sid: string } };
  };
};

/** Verifies the JWT with the API key secret the way Twilio would, then returns its parts. */
function verifyWithKeySecret(token: string, secret: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown;
  return { header: decode(header) as Record<string, string>, claims: decode(payload) as Claims };
}

describe('phone demo with Twilio configured: token and target number', () => {
  let twilio: TwilioTestApp;
  beforeAll(async () => {
    twilio = await twilioTestApp();
  });
  afterAll(() => twilio.close());

  it('issues a Twilio access token with a VoiceGrant for a server-made identity', async () => {
    const client = new PhoneTestClient(twilio.t.app);
    const before = Math.floor(Date.now() / 1000);
    const answer = await client.accessToken('customer');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.body;
    expect(body).toMatchObject({ mode: 'twilio', phoneNumber: CUSTOMER_LINE, expiresInSeconds: 3600 });
    expect(body.identity).toMatch(/^visitor_[A-Za-z0-9_]{1,113}$/);
    const { header, claims } = verifyWithKeySecret(body.token, TWILIO.apiKeySecret);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    expect(claims.iss).toBe(TWILIO.apiKeySid);
    expect(claims.sub).toBe(TWILIO.accountSid);
    expect(claims.grants.identity).toBe(body.identity);
    expect(claims.grants.voice.outgoing.application_sid).toBe(TWILIO.twimlAppSid);
    expect(claims.grants.voice.incoming?.allow ?? false).toBe(false);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
    expect(claims.exp).toBeLessThanOrEqual(before + 3601);
    expect(claims.exp).toBeGreaterThan(before);
  });

  it('gives each device its own identity, and the same device the same one', async () => {
    const first = new PhoneTestClient(twilio.t.app);
    const a = (await first.accessToken()).body.identity;
    const b = (await first.accessToken()).body.identity;
    const c = (await new PhoneTestClient(twilio.t.app).accessToken()).body.identity;
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('keeps an agent type without an allowed number simulated', async () => {
    for (const agentType of ['technical', 'sales']) {
      const answer = await new PhoneTestClient(twilio.t.app).accessToken(agentType);
      expect(answer.body).toMatchObject({ mode: 'simulated', phoneNumber: SIMULATED_PHONE_LINE });
      expect(answer.body.token.startsWith('sim.')).toBe(true);
    }
  });

  it("stores only the agent's allow-listed line for this device's identity", async () => {
    const client = new PhoneTestClient(twilio.t.app);
    const { identity } = (await client.accessToken()).body;
    const answer = await client.post('/api/twilio/set-target-number', {
      phoneNumber: CUSTOMER_LINE,
      clientId: identity,
      agentType: 'customer',
    });
    expect(answer.status).toBe(200);
    const [row] = await twilio.t.database.db
      .select()
      .from(callTargets)
      .where(eq(callTargets.identity, identity));
    expect(row).toMatchObject({ phoneNumber: CUSTOMER_LINE, agentType: 'customer' });
  });

  it('refuses with 403, before any provider call, every number off the allow-list', async () => {
    const client = new PhoneTestClient(twilio.t.app);
    const { identity } = (await client.accessToken()).body;
    const attempts = [
      { phoneNumber: '+19005550100', agentType: 'customer' },
      { phoneNumber: '+1 555 123 0001', agentType: 'customer' },
      { phoneNumber: CUSTOMER_LINE, agentType: 'technical' },
      { phoneNumber: SALES_LINE_ABROAD, agentType: 'sales' },
      { phoneNumber: '+882345678901', agentType: 'customer' },
    ];
    for (const attempt of attempts) {
      const answer = await client.post('/api/twilio/set-target-number', { ...attempt, clientId: identity });
      expect(answer.status, attempt.phoneNumber).toBe(403);
      expect(answer.body).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the demo line of this agent can be called.',
      });
    }
    const rows = await twilio.t.database.db
      .select()
      .from(callTargets)
      .where(eq(callTargets.identity, identity));
    expect(rows).toEqual([]);
    expect(twilio.fake.requests).toEqual([]);
  });

  it("refuses another browser's identity", async () => {
    const victim = (await new PhoneTestClient(twilio.t.app).accessToken()).body.identity;
    const attacker = new PhoneTestClient(twilio.t.app);
    await attacker.accessToken();
    for (const clientId of [victim, 'visitor_123', 'someone']) {
      const answer = await attacker.post('/api/twilio/set-target-number', {
        phoneNumber: CUSTOMER_LINE,
        clientId,
        agentType: 'customer',
      });
      expect(answer.status).toBe(403);
    }
  });

  it('answers 400 with field messages for malformed payloads', async () => {
    const client = new PhoneTestClient(twilio.t.app);
    const answer = await client.post<{ fieldErrors: Record<string, string[]> }>(
      '/api/twilio/set-target-number',
      {
        phoneNumber: '',
        agentType: 'robot',
      },
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors).sort()).toEqual(['agentType', 'clientId', 'phoneNumber']);
    const token = await client.get<AccessTokenResponse>('/api/twilio/access-token?agentType=robot');
    expect(token.status).toBe(400);
  });
});
