import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedSharedSecret } from '../../lib/app-settings';

/**
 * A browser that has signed in to an account before carries a cookie saying so: the account's id,
 * a random device id and an HMAC of both under a secret every instance shares. The sign-in
 * throttle counts such a device's failures apart from everyone else's, so guesses from elsewhere
 * cannot lock its owner out (docs/decisions/076).
 */
export type KnownDevice = { userId: number; deviceId: string };

const COOKIE = 'td_known_device';
const SECRET = 'auth.known-device-key';
const VALUE = /^([1-9]\d{0,9})\.([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/;
/** Browsers cap cookie lifetimes at 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

async function signatureOf(request: FastifyRequest, device: KnownDevice) {
  const key = await cachedSharedSecret(request.server.deps, SECRET);
  return createHmac('sha256', key).update(`known-device:${device.userId}:${device.deviceId}`).digest();
}

/** The device this browser signed in on before, if its cookie is one we signed; null otherwise. */
export async function readKnownDevice(request: FastifyRequest): Promise<KnownDevice | null> {
  const match = VALUE.exec(request.cookies[COOKIE] ?? '');
  if (!match) return null;
  const device = { userId: Number(match[1]), deviceId: match[2]! };
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = await signatureOf(request, device);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}

/** The device id to remember after `userId` signed in: the browser's own if it had one for them. */
export function deviceIdFor(userId: number, known: KnownDevice | null): string {
  return known?.userId === userId ? known.deviceId : randomBytes(12).toString('hex');
}

export async function rememberDevice(request: FastifyRequest, reply: FastifyReply, device: KnownDevice) {
  const signature = (await signatureOf(request, device)).toString('base64url');
  reply.setCookie(COOKIE, `${device.userId}.${device.deviceId}.${signature}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/api',
    maxAge: MAX_AGE_SECONDS,
  });
}
