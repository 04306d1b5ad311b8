import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MULTIPART = 'multipart/form-data';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function allowedOrigins(request: FastifyRequest, publicBaseUrl: string | undefined): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (publicBaseUrl) origins.push(new URL(publicBaseUrl).origin);
  return origins;
}

/**
 * Cross-site request forgery guard for unsafe methods: a browser's Origin must be ours and
 * Sec-Fetch-Site must not say cross-site; a body must be JSON (forms and text/plain are refused),
 * or multipart on the routes that take files (`config: { acceptsMultipart: true }`) and only there.
 * Provider webhooks opt out with `config: { allowForeignOrigin: true, rawBody types }` and verify signatures instead.
 */
export function registerRequestGuards(app: FastifyInstance, publicBaseUrl: string | undefined) {
  app.addHook('onRequest', (request, _reply, done) => done(refusal(request, publicBaseUrl)));
}

/** Why an unsafe request is refused, or undefined when it may go on. */
function refusal(request: FastifyRequest, publicBaseUrl: string | undefined): AppError | undefined {
  if (!UNSAFE.has(request.method)) return undefined;
  if (request.routeOptions.config?.allowForeignOrigin) return undefined;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const crossSite =
    (site !== undefined && site !== 'same-origin' && site !== 'none') ||
    (origin !== undefined && !allowedOrigins(request, publicBaseUrl).includes(origin));
  if (crossSite) return new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
  if (hasBody(request)) {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const accepted = request.routeOptions.config?.acceptsMultipart ? MULTIPART : 'application/json';
    if (type !== accepted)
      return new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${accepted}`);
  }
  return undefined;
}

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Provider webhooks: no Origin/content-type rule; they authenticate with a signature. */
    allowForeignOrigin?: boolean;
    /** File uploads: the body must be multipart/form-data instead of JSON (same-origin rules stay). */
    acceptsMultipart?: boolean;
  }
}
