import { startFakeTwilio, type FakeTwilio } from '../../../fakes/twilio/fake-twilio';
import { voiceWebhookParams } from '../../../fakes/twilio/twilio-webhook-driver';
import type { Clock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../test-app';
import { PhoneTestClient } from '../calls/calls-test-client';

export const TWILIO = {
  accountSid: `AC${'0a'.repeat(16)}`,
  apiKeySid: `SK${'0b'.repeat(16)}`,
  apiKeySecret: 'test-api-key-secret',
  authToken: 'test-auth-token',
  twimlAppSid: `AP${'0c'.repeat(16)}`,
  callerId: '+15550009999',
};
export const CUSTOMER_LINE = '+15551230001';
/** Configured, but outside DIAL_ALLOWED_PREFIXES (+1): never dialled. */
export const SALES_LINE_ABROAD = '+447700900123';

export type TwilioTestApp = {
  t: TestApp;
  fake: FakeTwilio;
  baseUrl: string;
  voiceUrl: string;
  close(): Promise<void>;
};

/** An app with Twilio configured against a local fake, listening so webhooks can be posted. */
export async function twilioTestApp(options: { env?: Record<string, string>; clock?: Clock } = {}) {
  const fake = await startFakeTwilio(TWILIO);
  const t = await createTestApp({
    clock: options.clock,
    env: {
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_API_KEY_SID: TWILIO.apiKeySid,
      TWILIO_API_KEY_SECRET: TWILIO.apiKeySecret,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_TWIML_APP_SID: TWILIO.twimlAppSid,
      TWILIO_CALLER_ID: TWILIO.callerId,
      TWILIO_API_BASE: fake.baseUrl,
      TWILIO_NUMBER_CUSTOMER: CUSTOMER_LINE,
      TWILIO_NUMBER_SALES: SALES_LINE_ABROAD,
      ...options.env,
    },
  });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    fake,
    baseUrl,
    voiceUrl: `${baseUrl}/api/twilio/voice`,
    async close() {
      await t.close();
      await fake.close();
    },
  } satisfies TwilioTestApp;
}

/** A visitor who opened the dialog (token) and chose the agent's line (set-target-number). */
export async function preparedCaller(t: TestApp, remoteAddress = '127.0.0.1', agentType = 'customer') {
  const client = new PhoneTestClient(t.app, { remoteAddress });
  const token = await client.accessToken(agentType);
  const { identity, phoneNumber } = token.body;
  const target = await client.post('/api/twilio/set-target-number', {
    phoneNumber,
    clientId: identity,
    agentType,
  });
  if (target.status !== 200)
    throw new Error(`set-target-number: ${target.status} ${JSON.stringify(target.body)}`);
  return { client, identity, token: token.body.token, phoneNumber: phoneNumber! };
}

/** The form Twilio posts when this identity's browser calls connect({params: {To}}). */
export function callParams(identity: string, extra: Record<string, string> = { To: CUSTOMER_LINE }) {
  return voiceWebhookParams({
    accountSid: TWILIO.accountSid,
    identity,
    applicationSid: TWILIO.twimlAppSid,
    extra,
  });
}
