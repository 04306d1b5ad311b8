import { createHmac, randomBytes } from 'node:crypto';

/**
 * Plays Twilio's side of the TwiML App's Voice URL (reference 5.4): a signed form POST, as Twilio
 * sends it when a browser Device calls connect({params}), returning our TwiML.
 */

/** twilio-node's getExpectedTwilioSignature: HMAC-SHA1(auth token, url + sorted key+value), base64. */
export function expectedTwilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

export function newCallSid(): string {
  return `CA${randomBytes(16).toString('hex')}`;
}

/** The fields Twilio posts for an outgoing call from a browser client, plus the connect params. */
export function voiceWebhookParams(input: {
  accountSid: string;
  identity: string;
  callSid?: string;
  applicationSid?: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    AccountSid: input.accountSid,
    ApiVersion: '2010-04-01',
    ApplicationSid: input.applicationSid ?? 'AP00000000000000000000000000000000',
    CallSid: input.callSid ?? newCallSid(),
    CallStatus: 'ringing',
    Caller: `client:${input.identity}`,
    Direction: 'inbound',
    From: `client:${input.identity}`,
    ...input.extra,
  };
}

export type WebhookDelivery = {
  /** The auth token to sign with; omit to send no signature at all. */
  authToken?: string;
  /** Sign this URL instead of the one posted to (a proxy rewrote it, or an attacker guessed). */
  signedUrl?: string;
  /** Send this signature as is (forgeries). */
  signature?: string;
  headers?: Record<string, string>;
};

export type WebhookAnswer = { status: number; contentType: string; body: string };

export async function postVoiceWebhook(
  url: string,
  params: Record<string, string>,
  delivery: WebhookDelivery = {},
): Promise<WebhookAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
    'user-agent': 'TwilioProxy/1.1',
    ...delivery.headers,
  };
  const signature =
    delivery.signature ??
    (delivery.authToken
      ? expectedTwilioSignature(delivery.authToken, delivery.signedUrl ?? url, params)
      : undefined);
  if (signature) headers['x-twilio-signature'] = signature;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** The numbers a TwiML answer dials (empty when it dials nothing). */
export function dialledNumbers(twiml: string): string[] {
  return [...twiml.matchAll(/<Number>([^<]*)<\/Number>/g)].map((match) => match[1]!);
}
