import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKeyOf } from '../../lib/client-address';
import { cachedSharedSecret } from '../../lib/app-settings';

export const DEVICE_COOKIE = 'td_device';
const DEVICE_ID = /^[0-9a-f]{24}$/;
const SECRET_KEY = 'calls.device-cookie-key';
/** Browsers cap cookie lifetimes at 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

function signatureOf(key: string, deviceId: string): Buffer {
  return createHmac('sha256', key).update(`device:${deviceId}`).digest();
}

export function isDeviceId(value: string): boolean {
  return DEVICE_ID.test(value);
}

/** The device id from a cookie this server signed; null when missing or forged. */
export async function readDeviceId(request: FastifyRequest): Promise<string | null> {
  const value = request.cookies[DEVICE_COOKIE];
  const [deviceId = '', signature = ''] = value?.split('.') ?? [];
  if (!DEVICE_ID.test(deviceId) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const expected = signatureOf(await cachedSharedSecret(request.server.deps, SECRET_KEY), deviceId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/**
 * The caller's device: a server-issued random id in an HttpOnly cookie signed with the shared
 * secret. A missing or forged cookie gets a new id (the per-IP limit still applies to it).
 */
export async function ensureDeviceId(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const known = await readDeviceId(request);
  if (known) return known;
  const deviceId = randomBytes(12).toString('hex');
  const signature = signatureOf(await cachedSharedSecret(request.server.deps, SECRET_KEY), deviceId).toString(
    'base64url',
  );
  reply.setCookie(DEVICE_COOKIE, `${deviceId}.${signature}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/api',
    maxAge: MAX_AGE_SECONDS,
  });
  return deviceId;
}

/** Who is calling, for the daily limits: the signed device id and the client address key. */
export type Caller = { deviceId: string; ip: string };

/** The caller of a request; client addresses follow request.ip (TRUST_PROXY decides). */
export async function callerOfRequest(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  return { deviceId: await ensureDeviceId(request, reply), ip: addressKeyOf(request.ip) };
}
