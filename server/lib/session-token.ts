import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'td_session';
/** Behind HTTPS the cookie takes the __Host- prefix: Secure, Path=/ and no Domain, enforced by browsers. */
export const SECURE_SESSION_COOKIE = '__Host-td_session';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Behind HTTPS only the __Host- cookie counts: a plain one could have been planted over HTTP. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const token =
    request.protocol === 'https' ? request.cookies[SECURE_SESSION_COOKIE] : request.cookies[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  const secure = request.protocol === 'https';
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = request.protocol === 'https';
  reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
