import type { FastifyBaseLogger } from 'fastify';
import { PHONE_CALL_SECONDS } from '../../../domain/call-limits';
import type { AppDeps } from '../../lib/deps';
import { AppError, forbidden } from '../../lib/errors';
import { CallLimitError, startCall } from '../calls';
import type { TwilioSettings } from './telephony.config';
import { claimWebhookEvent, releaseWebhookEvent } from '../webhooks';
import { resolveCallTarget } from './telephony.service';
import { dialTwiml, hangUpTwiml, sayAndHangUpTwiml } from './telephony.twiml';
import { isTwilioCallSid } from './telephony.twilio-rest';

export const LIMIT_REACHED_SPEECH =
  "You have reached today's limit of demo calls. Please try again tomorrow. Goodbye.";

/**
 * The TwiML voice webhook, after its signature was verified: Twilio asks what to do with the
 * browser's call. Each CallSid is processed once: the call is counted against its device and
 * address here (the browser's log-start then changes nothing), and only the line stored by
 * set-target-number, still on the allow-list, is dialled. A replay gets a bare hang-up.
 */
export async function answerVoiceWebhook(
  deps: AppDeps,
  twilio: TwilioSettings,
  params: URLSearchParams,
  log: FastifyBaseLogger,
): Promise<string> {
  if (params.get('AccountSid') !== twilio.accountSid) {
    throw forbidden('This request is for another Twilio account.');
  }
  const callSid = params.get('CallSid') ?? '';
  if (!isTwilioCallSid(callSid)) {
    throw new AppError('VALIDATION_ERROR', 'CallSid is missing or malformed', {
      CallSid: ['CallSid is missing or malformed'],
    });
  }
  const eventKey = `voice:${callSid}`;
  if (!(await claimWebhookEvent(deps.database.db, 'twilio', eventKey))) {
    log.info('replayed Twilio voice webhook: not processed again');
    return hangUpTwiml();
  }
  try {
    const identity = (params.get('From') ?? '').replace(/^client:/, '');
    const target = await resolveCallTarget(deps, identity, params.get('To') || undefined);
    try {
      await startCall(deps, { callSid, agentType: target.agentType, caller: target.caller });
    } catch (error) {
      if (!(error instanceof CallLimitError)) throw error;
      log.info('phone call refused: daily limit reached');
      return sayAndHangUpTwiml(LIMIT_REACHED_SPEECH);
    }
    return dialTwiml(twilio.callerId, target.phoneNumber, PHONE_CALL_SECONDS);
  } catch (error) {
    // A refusal stands for any replay too; anything unexpected may be retried by Twilio.
    if (!(error instanceof AppError)) {
      await releaseWebhookEvent(deps.database.db, 'twilio', eventKey).catch(() => undefined);
    }
    throw error;
  }
}
