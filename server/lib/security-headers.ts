import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = { extraConnectSources?: string[] };

/**
 * Security headers on every response, including errors and 404s: a strict CSP
 * (object-src 'none', frame-ancestors 'none'), nosniff, a referrer policy, and HSTS behind HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}) {
  await app.register(helmet, {
    global: true,
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // File downloads set their own private, revalidated caching; every other answer is no-store.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
