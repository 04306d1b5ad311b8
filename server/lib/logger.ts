import type { FastifyServerOptions } from 'fastify';

/** Paths that may carry secrets; they are replaced before a log line is written. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-twilio-signature"]',
  'req.headers["elevenlabs-signature"]',
  'req.headers["xi-api-key"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs its parser options, request headers (the session cookie) included, at trace.
  'busboyOptions.headers',
  'password',
  '*.password',
  'token',
  '*.token',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Query strings can carry signed URLs or tokens: log the path only.
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        ip: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
