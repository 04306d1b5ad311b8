import { randomBytes } from 'node:crypto';
import type { AgentType } from '../../../domain/agent-types';
import type { StartVoiceSessionResponse, VoiceChannel } from '../../../domain/voice';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import {
  countLiveSessionsFrom,
  findVoiceSession,
  insertVoiceSession,
  markSessionEnded,
  type VoiceSessionRow,
} from './voice.queries';

/** A session is one call (decision 078): a second socket for it, a reconnect too, is refused. */
export const SESSION_IN_USE = 'This voice session has already been used for a call. Please start a new call.';

/** A session must be connected this soon after it is created; it also pads the time limit. */
export const CONNECT_WINDOW_MS = 60_000;

export type NewVoiceSession = {
  agentType: AgentType;
  channel: VoiceChannel;
  /** The client address (request.ip semantics); sessions per address are capped. */
  ip: string;
  /** Defaults to VOICE_TIME_LIMIT_SECONDS. */
  timeLimitSeconds?: number;
};

/**
 * Creates a voice session for the browser voice chat or the phone demo's call client; the
 * client then opens /ws/voice?agent=<type>&session=<id>.
 */
export async function createVoiceSession(
  deps: AppDeps,
  input: NewVoiceSession,
): Promise<StartVoiceSessionResponse> {
  const { config, database, clock } = deps;
  const now = clock.now();
  const live = await countLiveSessionsFrom(database.db, input.ip, now, CONNECT_WINDOW_MS);
  if (live >= config.VOICE_MAX_SESSIONS_PER_IP) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many voice calls are open from your network. Please end another call and try again.',
      undefined,
      60,
    );
  }
  const timeLimit = input.timeLimitSeconds ?? config.VOICE_TIME_LIMIT_SECONDS;
  const row = await insertVoiceSession(database.db, {
    id: `vs_${randomBytes(16).toString('base64url')}`,
    agentType: input.agentType,
    channel: input.channel,
    ip: input.ip,
    timeLimitSeconds: timeLimit,
    startedAt: now,
  });
  return { sessionId: row.id, agentType: input.agentType, voiceConfig: { timeLimit } };
}

/** Marks a session ended (idempotent); the caller closes any live call on this instance. */
export async function endVoiceSession(deps: AppDeps, sessionId: string) {
  const row = await findVoiceSession(deps.database.db, sessionId);
  if (!row) throw notFound('Voice session');
  await markSessionEnded(deps.database.db, sessionId, deps.clock.now());
}

export type SessionCheck = { session: VoiceSessionRow } | { refusal: string };

/** Whether a socket may use this session now; refusals are shown to the visitor. */
export async function checkSessionForCall(
  deps: AppDeps,
  sessionId: string,
  agentType: string,
): Promise<SessionCheck> {
  const session = await findVoiceSession(deps.database.db, sessionId);
  if (!session) return { refusal: 'This voice session does not exist. Please start the call again.' };
  if (session.endedAt) return { refusal: 'This voice session has ended. Please start a new call.' };
  if (session.connectedAt) return { refusal: SESSION_IN_USE };
  if (session.agentType !== agentType) {
    return { refusal: 'This voice session belongs to a different agent. Please start the call again.' };
  }
  const age = deps.clock.now().getTime() - session.startedAt.getTime();
  if (age > CONNECT_WINDOW_MS)
    return { refusal: 'This voice session has expired. Please start the call again.' };
  return { session };
}

/** Milliseconds the call may last from now: the time limit, never past the session's end. */
export function remainingCallMs(deps: AppDeps, session: VoiceSessionRow): number {
  const sessionEnd = session.startedAt.getTime() + session.timeLimitSeconds * 1000 + CONNECT_WINDOW_MS;
  return Math.max(0, Math.min(session.timeLimitSeconds * 1000, sessionEnd - deps.clock.now().getTime()));
}
