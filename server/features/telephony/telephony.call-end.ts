import type { FastifyBaseLogger } from 'fastify';
import { demoCallLabel } from '../../../domain/agent-types';
import type { LogEndResponse } from '../../../domain/call-limits';
import { formatDuration } from '../../../domain/display';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { type CallLogRow, endCall, findOwnCall } from '../calls';
import { recordCallTranscript } from '../transcripts';
import { twilioSettings } from './telephony.config';
import { findPhoneSessionId } from './telephony.queries';
import { completeTwilioCall, isTwilioCallSid, TwilioRestError } from './telephony.twilio-rest';

/**
 * A real phone call's words are spoken on the agent's line, not through us, so its ticket gets the
 * call's facts; a provider's post-call webhook may enrich it. Simulated calls are stored by the
 * voice gateway when their conversation ends (source 'phone', call SID = conversation id).
 */
async function recordPhoneCall(deps: AppDeps, call: CallLogRow, agentCallSid?: string) {
  const agentName = demoCallLabel(call.agentType);
  const duration = call.durationSeconds ?? 0;
  await recordCallTranscript(deps, {
    callSid: call.callSid,
    // The agent's provider reports the call by the dialled leg's CallSid; it finds this ticket by it.
    conversationId: agentCallSid ?? null,
    durationSeconds: duration,
    agentType: call.agentType,
    participants: ['Visitor', agentName],
    summary: `Phone demo call with ${agentName} (${formatDuration(duration)}). The conversation took place on the agent's phone line.`,
    lines: [],
    source: 'phone',
  });
}

/** log-end (and hang-up): the end and duration are stamped once; a Twilio call gets its ticket. */
export async function finishCall(
  deps: AppDeps,
  callSid: string,
  deviceId: string | null,
  log: FastifyBaseLogger,
  agentCallSid?: string,
): Promise<LogEndResponse> {
  const ended = await endCall(deps, callSid, deviceId);
  if (ended.isFirstEnd && isTwilioCallSid(ended.call.callSid)) {
    await recordPhoneCall(deps, ended.call, agentCallSid).catch((error: unknown) =>
      log.error(
        { errorName: error instanceof Error ? error.name : 'unknown' },
        'phone call transcript not stored',
      ),
    );
  }
  return { callSid, durationSeconds: ended.call.durationSeconds ?? 0 };
}

/**
 * POST /api/twilio/call/{callSid}/hangup: Twilio's REST hang-up for a real call, the end of the
 * voice session for a simulated one; browser-made ids have nothing to hang up. Only the device
 * that started the call may end it (any other caller gets 404).
 */
export async function hangUpCall(
  deps: AppDeps,
  callSid: string,
  deviceId: string | null,
  endSession: (sessionId: string) => Promise<void>,
  log: FastifyBaseLogger,
) {
  await findOwnCall(deps, callSid, deviceId);
  const twilio = twilioSettings(deps.config);
  if (isTwilioCallSid(callSid) && twilio) {
    try {
      const outcome = await completeTwilioCall(twilio, callSid, deps.config.VOICE_PROVIDER_TIMEOUT_MS);
      log.info({ outcome }, 'phone call hung up');
    } catch (error) {
      if (!(error instanceof TwilioRestError)) throw error;
      log.warn({ status: error.status }, 'Twilio hang-up failed');
      throw new AppError('BAD_GATEWAY', 'The phone provider could not end the call. Please try again.');
    }
  } else {
    const sessionId = await findPhoneSessionId(deps.database.db, callSid);
    if (sessionId) await endSession(sessionId);
  }
  await finishCall(deps, callSid, deviceId, log);
  return { ok: true as const };
}
