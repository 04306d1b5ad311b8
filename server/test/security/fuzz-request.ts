import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { signElevenLabsWebhook } from '../../../fakes/elevenlabs/webhook-signer';
import { expectedTwilioSignature } from '../../../fakes/twilio/twilio-webhook-driver';
import { ROLES, type FuzzEnv, type Role } from './fuzz-env';
import type { FuzzIds } from './fuzz-pools';
import { oddContentType, rawJsonText } from './hostile-values';
import { mutationsOf, type Mutated } from './mutations';
import { brokenMultipart, encodeUpload, hostileFilePart } from './multipart-values';
import type { Method, Parts, RouteSpec } from './route-spec';

export type FuzzRequest = {
  role: Role;
  kind: string;
  method: Method;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  device?: 'twilio' | 'simulated';
  signature: 'valid' | 'forged' | 'none';
  remoteAddress: string;
};

export type FuzzResponse = { status: number; text: string; headers: Record<string, unknown> };

/** Percent-encodes every byte outside the unreserved set, but keeps '%' so broken escapes get through. */
function encodeBytes(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~%]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function queryString(query: Parts['query']): string {
  if (!query || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeBytes(key)}=${encodeBytes(text)}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function urlOf(route: RouteSpec, parts: Parts): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = parts.params?.[name];
    return typeof value === 'number' ? String(value) : encodeBytes(String(value ?? ''));
  });
  return path + queryString(parts.query);
}

function formOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return String(body);
  return new URLSearchParams(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();
}

/** Uploads also get files that lie about their type, odd names and odd field names. */
function hostileUploads(parts: Parts): fc.Arbitrary<Mutated> {
  const valid = (parts.body as { files?: unknown[] } | undefined)?.files ?? [];
  return fc.array(hostileFilePart, { minLength: 1, maxLength: 4 }).map((hostile) => ({
    kind: 'hostile-files',
    parts: { ...parts, body: { files: [...valid, ...hostile] } },
  }));
}

type RawBody = { text: string | Buffer; contentType: string } | undefined;

function rawBodies(route: RouteSpec): fc.Arbitrary<RawBody> {
  const options: Array<{ weight: number; arbitrary: fc.Arbitrary<RawBody> }> = [
    { weight: 10, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: rawJsonText.map((text) => ({ text, contentType: 'application/json' })) },
    { weight: 1, arbitrary: oddContentType.map((contentType) => ({ text: '{"a":1}', contentType })) },
  ];
  if (route.transport === 'multipart') {
    options.push({
      weight: 2,
      arbitrary: brokenMultipart.map(({ payload, contentType }) => ({ text: payload, contentType })),
    });
  }
  return fc.oneof(...options);
}

/** Generated requests for one route: about a third valid, the rest hostile in every way we know. */
export function requestArbitrary(route: RouteSpec, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const mutated = route
    .valid(ids)
    .chain((parts) =>
      route.transport === 'multipart'
        ? fc.oneof(
            { weight: 4, arbitrary: mutationsOf(route, ids, parts) },
            { weight: 1, arbitrary: hostileUploads(parts) },
          )
        : mutationsOf(route, ids, parts),
    );
  const rawBody = rawBodies(route);
  const address = fc.oneof(fc.constant('127.0.0.1'), fc.ipV4(), fc.ipV6());
  const signature = fc.constantFrom<FuzzRequest['signature']>('valid', 'valid', 'valid', 'forged', 'none');
  return fc
    .record({ role: fc.constantFrom(...ROLES), mutated, rawBody, signature, remoteAddress: address })
    .map(({ role, mutated: { kind, parts }, rawBody: raw, signature: sig, remoteAddress }) => {
      const who = { role, signature: sig, remoteAddress };
      if (!raw) return encodeRequest(route, parts, { ...who, kind });
      const request = encodeRequest(route, { ...parts, body: undefined }, { ...who, kind: 'raw-body' });
      return { ...request, payload: raw.text, contentType: raw.contentType || undefined };
    });
}

/** The request for these parts, encoded as the route's transport sends a body. */
export function encodeRequest(
  route: RouteSpec,
  parts: Parts,
  who: Pick<FuzzRequest, 'role' | 'kind' | 'signature' | 'remoteAddress'>,
): FuzzRequest {
  const request: FuzzRequest = {
    ...who,
    method: route.method,
    url: urlOf(route, parts),
    device: parts.device,
  };
  if (parts.body === undefined) return request;
  if (route.transport === 'multipart') {
    const { payload, contentType } = encodeUpload(parts.body);
    return { ...request, payload, contentType };
  }
  if (route.transport === 'twilio-form') {
    return { ...request, payload: formOf(parts.body), contentType: 'application/x-www-form-urlencoded' };
  }
  return { ...request, payload: JSON.stringify(parts.body) ?? 'null', contentType: 'application/json' };
}

function signatureHeaders(env: FuzzEnv, route: RouteSpec, request: FuzzRequest): Record<string, string> {
  if (request.signature === 'none' || route.access !== 'signature') return {};
  const payload = String(request.payload ?? '');
  if (route.transport === 'elevenlabs-webhook') {
    const forged = `t=${Math.floor(Date.now() / 1000)},v0=${'0'.repeat(64)}`;
    return {
      'elevenlabs-signature':
        request.signature === 'valid' ? signElevenLabsWebhook(env.secrets.webhookSecret, payload) : forged,
    };
  }
  const params = Object.fromEntries(new URLSearchParams(payload));
  const signed = expectedTwilioSignature(
    env.secrets.twilioAuthToken,
    `http://localhost${request.url}`,
    params,
  );
  return { 'x-twilio-signature': request.signature === 'valid' ? signed : 'Zm9yZ2Vk' };
}

export async function sendFuzzRequest(
  env: FuzzEnv,
  route: RouteSpec,
  request: FuzzRequest,
): Promise<FuzzResponse> {
  const cookies = [
    env.cookies[request.role],
    request.device ? env.ids.phone[request.device].cookie : undefined,
  ];
  const headers: Record<string, string> = { ...signatureHeaders(env, route, request) };
  const cookie = cookies.filter(Boolean).join('; ');
  if (cookie) headers.cookie = cookie;
  if (request.contentType) headers['content-type'] = request.contentType;
  const options = {
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
  if (route.streams) return sendToStream(env, options);
  const response = await env.t.app.inject(options);
  return { status: response.statusCode, text: response.body, headers: response.headers };
}

/** A stream's answer: its first chunk when it opened (then closed, as a leaving browser does), else all. */
async function sendToStream(env: FuzzEnv, options: InjectOptions): Promise<FuzzResponse> {
  const response = await env.t.app.inject({ ...options, payloadAsStream: true });
  const body = response.stream();
  let text = '';
  for await (const chunk of body) {
    text += String(chunk);
    if (response.statusCode === 200) break;
  }
  if (response.statusCode === 200) response.raw.res.destroy();
  return { status: response.statusCode, text, headers: response.headers };
}
