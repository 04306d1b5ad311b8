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

/** Ends the session (unless another socket took it over) and stores what was said, if anything. */
export async function storeFinishedCall(deps: AppDeps, log: FastifyBaseLogger, call: FinishedCall) {
  const { session, conversationId, transcript, ending } = call;
  if (!(ending.kind === 'ended' && ending.reason === 'replaced')) {
    await markSessionEnded(deps.database.db, session.id, deps.clock.now(), conversationId ?? null);
  }
  if (!conversationId || !transcript || transcript.lines.length === 0) return;
  // A browser call in which the visitor said and typed nothing opens no ticket (phone calls are
  // counted and ticketed from their start, like real ones).
  const visitorSpoke = transcript.lines.some((line) => line.role === 'user');
  if (session.channel === 'browser' && !visitorSpoke) return;
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
