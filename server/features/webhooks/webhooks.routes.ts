import type { FastifyPluginAsync } from 'fastify';
import { elevenLabsWebhookResponseSchema } from '../../../domain/transcripts';
import { AppError } from '../../lib/errors';
import { verifyElevenLabsSignature, webhookSecrets } from './elevenlabs-signature';
import { handleElevenLabsWebhook } from './elevenlabs-webhook.service';
import {
  isCallAudioEvent,
  readWebhookBody,
  type OversizedBody,
  WEBHOOK_BODY_LIMIT,
  WEBHOOK_STREAM_LIMIT,
} from './webhook-body';

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
    { bodyLimit: WEBHOOK_STREAM_LIMIT },
    (_request, payload, done) => readWebhookBody(payload, done),
  );

  app.post(
    '/api/webhooks/elevenlabs',
    {
      config: { allowForeignOrigin: true },
      bodyLimit: WEBHOOK_STREAM_LIMIT,
      schema: { response: { 200: elevenLabsWebhookResponseSchema }, tags: ['webhooks'] },
    },
    async (request) => {
      const body = request.body as string | OversizedBody | undefined;
      if (typeof body === 'object') {
        const { head, bytes } = body;
        // The call's audio is not kept here: a delivery too large to read is acknowledged, so
        // ElevenLabs does not count it as a failure and disable the webhook.
        if (isCallAudioEvent(head)) {
          request.log.info({ bytes }, 'ElevenLabs post_call_audio acknowledged unread');
          return { ok: true, status: 'ignored' };
        }
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `Webhook bodies are limited to ${WEBHOOK_BODY_LIMIT / 1024 / 1024} MB`,
        );
      }
      const secrets = webhookSecrets(app.deps.config.ELEVENLABS_WEBHOOK_SECRET);
      if (secrets.length === 0) {
        throw new AppError('SERVICE_UNAVAILABLE', 'ElevenLabs webhooks are not configured on this server');
      }
      const rawBody = typeof body === 'string' ? body : '';
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
