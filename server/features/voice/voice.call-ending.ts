import type { FastifyBaseLogger } from 'fastify';
import { VOICE_CLOSE, type VoiceEndReason, type VoiceServerMessage } from '../../../domain/voice';
import type { AppDeps } from '../../lib/deps';
import { recordCallTranscript } from '../transcripts';
import { markSessionEnded, type VoiceSessionRow } from './voice.queries';
import type { RunningTranscript } from './voice.transcript';

/** Why a call ends; it decides what the browser is told and which close code it gets. */
export type Ending =
  | { kind: 'browser_left' }
  | { kind: 'policy'; message: string }
  | { kind: 'ended'; reason: VoiceEndReason }
  | { kind: 'provider_failed'; message: string }
  | { kind: 'shutdown' };

const CLOSE_CODES: Record<Ending['kind'], number> = {
  browser_left: VOICE_CLOSE.normal,
  policy: VOICE_CLOSE.policy,
  ended: VOICE_CLOSE.normal,
  provider_failed: VOICE_CLOSE.providerFailure,
  shutdown: VOICE_CLOSE.goingAway,
};

/** The last message before the close (none when the agent's own error was already relayed). */
export function farewellFor(
  ending: Ending,
  agentErrorSent: boolean,
): { message?: VoiceServerMessage; code: number } {
  const code = CLOSE_CODES[ending.kind];
  switch (ending.kind) {
    case 'policy':
      return { message: { type: 'error', message: ending.message }, code };
    case 'provider_failed':
      return { message: agentErrorSent ? undefined : { type: 'error', message: ending.message }, code };
    case 'shutdown':
      return {
        message: { type: 'error', message: 'The server is restarting. Please start the call again.' },
        code,
      };
    case 'ended':
      return { message: { type: 'session_ended', reason: ending.reason }, code };
    default:
      return { code };
  }
}

export type FinishedCall = {
  session: VoiceSessionRow;
  conversationId?: string;
  transcript?: RunningTranscript;
  ending: Ending;
};

/**
 * Ends the session and stores what was said. A call in which the visitor said no word we could
 * make out and typed nothing opens no ticket, on the browser or the simulated phone line: noise and
 * "(not understood)" captions are not speech. Its session was counted for the day's limits when
 * it started, like every call.
 */
export async function storeFinishedCall(deps: AppDeps, log: FastifyBaseLogger, call: FinishedCall) {
  const { session, conversationId, transcript } = call;
  await markSessionEnded(deps.database.db, session.id, deps.clock.now());
  if (!conversationId || !transcript) return;
  if (!transcript.visitorSpoke) {
    if (transcript.lines.length > 0) log.info({ conversationId }, 'voice call without speech: no ticket');
    return;
  }
  const stored = await recordCallTranscript(deps, {
    callSid: conversationId,
    conversationId,
    durationSeconds: transcript.durationSeconds(),
    agentType: session.agentType,
    lines: transcript.lines,
    summary: transcript.summary ?? null,
    ticketId: transcript.ticketId,
    source: session.channel === 'phone' ? 'phone' : 'browser',
  });
  if (stored) log.info({ conversationId, ticketId: stored.ticketId }, 'voice call transcript stored');
  else log.warn({ conversationId }, 'voice call not stored: the daily demo ticket cap is reached');
}
