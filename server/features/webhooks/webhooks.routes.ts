import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { verifyElevenLabsSignature, webhookSecrets } from './elevenlabs-signature';
import { handleElevenLabsWebhook } from './elevenlabs-webhook.service';

/** Post-call payloads carry whole transcripts; they may exceed the API's default body limit. */
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;

const REFUSALS = {
  missing: 'Missing ElevenLabs-Signature header',
  malformed: 'Malformed ElevenLabs-Signature header',
  stale: 'The webhook timestamp is outside the allowed 30-minute window',
  mismatch: 'The webhook signature does not match',
} as const;

/** Provider webhooks: no sign-in and no same-origin rule; each request proves itself by signature. */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes, so this scope keeps JSON bodies as raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/webhooks/elevenlabs',
    { config: { allowForeignOrigin: true }, bodyLimit: WEBHOOK_BODY_LIMIT, schema: { tags: ['webhooks'] } },
    async (request) => {
      const secrets = webhookSecrets(app.deps.config.ELEVENLABS_WEBHOOK_SECRET);
      if (secrets.length === 0) {
        throw new AppError('SERVICE_UNAVAILABLE', 'ElevenLabs webhooks are not configured on this server');
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['elevenlabs-signature'];
      const check = verifyElevenLabsSignature(
        Array.isArray(header) ? header[0] : header,
        rawBody,
        secrets,
        app.deps.clock.now().getTime(),
      );
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'ElevenLabs webhook refused');
        throw new AppError('UNAUTHENTICATED', REFUSALS[check.reason]);
      }
      return handleElevenLabsWebhook(app.deps, rawBody);
    },
  );
};
