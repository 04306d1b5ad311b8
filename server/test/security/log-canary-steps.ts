import type { AccessTokenResponse } from '../../../domain/call-limits';
import {
  expectedTwilioSignature,
  newCallSid,
  voiceWebhookParams,
} from '../../../fakes/twilio/twilio-webhook-driver';
import { TWILIO } from '../telephony/telephony-test-setup';
import { listenForVoice } from '../voice/voice-test-setup';
import type { FuzzEnv } from './fuzz-env';

/** A secret as it could appear in a log: as is, base64, base64url, percent-encoded, hex. */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  return [
    ...new Set([
      secret,
      bytes.toString('base64'),
      bytes.toString('base64url'),
      encodeURIComponent(secret),
      bytes.toString('hex'),
    ]),
  ].filter((form) => form.length >= 8);
}

/** A browser voice call through the ElevenLabs fake (signed URL fetched with the API key). */
export async function voiceCall(env: FuzzEnv): Promise<string[]> {
  const voice = await listenForVoice(env.t);
  const { socket } = await voice.call('technical');
  socket.send({ type: 'user_message', text: 'Hello there' });
  await socket.close();
  return [];
}

/**
 * A Twilio phone call: the signed voice webhook dials it, then the browser hangs up, which calls
 * Twilio's REST API with the API key secret. Returns the access token issued on the way.
 */
export async function twilioCallAndHangUp(env: FuzzEnv): Promise<string[]> {
  const visitor = env.ids.phone.twilio;
  const headers = { cookie: visitor.cookie };
  const token = await env.t.app.inject({
    method: 'GET',
    url: '/api/twilio/access-token?agentType=customer',
    headers,
  });
  const callSid = newCallSid();
  const params = voiceWebhookParams({
    accountSid: TWILIO.accountSid,
    identity: visitor.identity,
    applicationSid: TWILIO.twimlAppSid,
    callSid,
    extra: { To: visitor.line },
  });
  const url = '/api/twilio/voice';
  const signature = expectedTwilioSignature(env.secrets.twilioAuthToken, `http://localhost${url}`, params);
  const webhook = await env.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
  if (webhook.statusCode !== 200) throw new Error(`voice webhook: ${webhook.statusCode} ${webhook.body}`);
  const hangup = await env.t.app.inject({
    method: 'POST',
    url: `/api/twilio/call/${callSid}/hangup`,
    headers,
  });
  if (hangup.statusCode !== 200) throw new Error(`hang-up: ${hangup.statusCode} ${hangup.body}`);
  if (env.twilio.hangups.length === 0) throw new Error('Twilio REST was never called');
  return [visitor.token, (token.json() as AccessTokenResponse).token];
}

/** One forged delivery to each webhook, so their refusals are always in the log. */
export async function forgedWebhooks(env: FuzzEnv) {
  const form = 'AccountSid=AC00&CallSid=CA00';
  await env.t.app.inject({
    method: 'POST',
    url: '/api/twilio/voice',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'Zm9yZ2Vk' },
    payload: form,
  });
  await env.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/elevenlabs',
    headers: {
      'content-type': 'application/json',
      'elevenlabs-signature': `t=${Math.floor(Date.now() / 1000)},v0=00`,
    },
    payload: '{"type":"post_call_transcription","event_timestamp":1}',
  });
}
