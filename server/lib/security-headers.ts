import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaderOptions = { extraConnectSources?: string[] };

/**
 * Helmet's headers for options that hold no per-request value (no nonce), worked out once: the
 * Fastify plugin rebuilt helmet and re-parsed the policy on every request.
 */
function fixedHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response, including errors and 404s: a strict CSP
 * (object-src 'none', frame-ancestors 'none'), nosniff, a referrer policy, and HSTS behind HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}) {
  const headers = fixedHelmetHeaders({
    hsts: false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix injects small <style> blocks (scroll locking); no inline script is allowed.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:', 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(options.extraConnectSources ?? [])],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // File downloads set their own private, revalidated caching; every other answer is no-store.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
