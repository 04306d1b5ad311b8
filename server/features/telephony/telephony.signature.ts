import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type FormParams = Array<[string, string]>;

/**
 * X-Twilio-Signature (voice-protocols.md 2.4): base64 HMAC-SHA1 keyed with the auth token over the
 * full URL followed by every POST parameter as key+value, keys sorted (a repeated key's distinct
 * values sorted too), as twilio-node's getExpectedTwilioSignature computes it.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const byKey = new Map<string, Set<string>>();
  for (const [key, value] of params) {
    if (!byKey.has(key)) byKey.set(key, new Set());
    byKey.get(key)!.add(value);
  }
  let data = url;
  for (const key of [...byKey.keys()].sort()) {
    for (const value of [...byKey.get(key)!].sort()) data += key + value;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** The URL as given, without and with its default port: Twilio may have signed either form. */
function urlVariants(url: string): string[] {
  const parsed = new URL(url);
  // WHATWG URLs drop default ports, so a port here is a non-default one and part of the signed URL.
  if (parsed.port) return [url];
  const defaultPort = parsed.protocol === 'https:' ? 443 : 80;
  const rest = `${parsed.pathname}${parsed.search}`;
  const bare = `${parsed.protocol}//${parsed.hostname}`;
  return [...new Set([url, `${bare}${rest}`, `${bare}:${defaultPort}${rest}`])];
}

export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: FormParams,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature);
  return urlVariants(url).some((candidate) => {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * The URL Twilio requested: under PUBLIC_BASE_URL (its path too, for an app served under a prefix
 * that the proxy strips or keeps), else this request's own (TRUST_PROXY honoured).
 */
export function publicUrlOf(
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'url'>,
  publicBaseUrl: string | undefined,
): string {
  if (!publicBaseUrl) return `${request.protocol}://${request.host}${request.url}`;
  const base = new URL(publicBaseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const keptPrefix = request.url === prefix || request.url.startsWith(`${prefix}/`);
  return `${base.origin}${prefix && !keptPrefix ? prefix : ''}${request.url}`;
}
