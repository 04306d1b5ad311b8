import type { FastifyPluginAsync } from 'fastify';
import { AppError, forbidden } from '../../lib/errors';
import { twilioSettings } from './telephony.config';
import { isValidTwilioSignature, publicUrlOf } from './telephony.signature';
import { answerVoiceWebhook } from './telephony.webhook';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/twilio/voice, the TwiML App's Voice URL. Twilio posts a form, not JSON, from its own
 * servers: no same-origin rule; the X-Twilio-Signature proves the request instead.
 */
export const twilioWebhookRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin's scope reads forms, kept as text because the signature covers the fields.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/twilio/voice',
    { config: { allowForeignOrigin: true }, bodyLimit: WEBHOOK_BODY_LIMIT, schema: { tags: ['telephony'] } },
    async (request, reply) => {
      const twilio = twilioSettings(app.deps.config);
      if (!twilio) throw new AppError('SERVICE_UNAVAILABLE', 'Twilio is not configured on this server');
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const header = request.headers['x-twilio-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      const url = publicUrlOf(request, app.deps.config.PUBLIC_BASE_URL);
      if (!isValidTwilioSignature(twilio.authToken, signature, url, [...form])) {
        request.log.warn({ reason: signature ? 'mismatch' : 'missing' }, 'Twilio webhook refused');
        throw forbidden(
          signature ? 'The Twilio signature does not match' : 'Missing X-Twilio-Signature header',
        );
      }
      const twiml = await answerVoiceWebhook(app.deps, twilio, form, request.log);
      return reply.type('text/xml; charset=utf-8').send(twiml);
    },
  );
};
