import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileResponse } from '../../../domain/responses';
import { AppError, forbidden } from '../../lib/errors';
import { twilioSettings } from './telephony.config';
import { isValidTwilioSignature, publicUrlOf } from './telephony.signature';
import { finishCall } from './telephony.call-end';
import { callerOfIdentity } from './telephony.identity';
import { hangUpTwiml } from './telephony.twiml';
import { isTwilioCallSid } from './telephony.twilio-rest';
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

  /** The form of a signed Twilio request, or a 403/503 for one that cannot be trusted. */
  function signedForm(request: FastifyRequest) {
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
    if (form.get('AccountSid') !== twilio.accountSid)
      throw forbidden('This request is for another Twilio account.');
    return { twilio, form };
  }

  const routeOptions = {
    config: { allowForeignOrigin: true },
    bodyLimit: WEBHOOK_BODY_LIMIT,
    schema: { tags: ['telephony'], response: { 200: fileResponse('text/xml', 'TwiML for Twilio') } },
  };

  app.post('/api/twilio/voice', routeOptions, async (request, reply) => {
    const { twilio, form } = signedForm(request);
    const twiml = await answerVoiceWebhook(app.deps, twilio, form, request.log);
    return reply.type('text/xml; charset=utf-8').send(twiml);
  });

  /** The <Dial> action: the bridged call is over (hung up, timed out or failed); its record ends here too. */
  app.post('/api/twilio/dial-ended', routeOptions, async (request, reply) => {
    const { form } = signedForm(request);
    const callSid = form.get('CallSid') ?? '';
    const caller = callerOfIdentity((form.get('From') ?? '').replace(/^client:/, ''));
    if (caller) {
      const dialCallSid = form.get('DialCallSid') ?? '';
      const agentCallSid = isTwilioCallSid(dialCallSid) ? dialCallSid : undefined;
      await finishCall(app.deps, callSid, caller.deviceId, request.log, agentCallSid).catch(
        (error: unknown) => {
          if (!(error instanceof AppError && error.status === 404)) throw error;
          request.log.info('dial ended for a call with no record');
        },
      );
    }
    return reply.type('text/xml; charset=utf-8').send(hangUpTwiml());
  });
};
