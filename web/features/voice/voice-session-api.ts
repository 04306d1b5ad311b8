import { DEFAULT_CALL_TIME_LIMIT_SECONDS } from '@domain/voice';
import { HttpError, apiRequest, serverMessage } from '../../lib/api';
import { START_SESSION_FAILED } from './voice-errors';

export type VoiceSession = { sessionId: string; timeLimit: number };

/** POST /api/voice/start-session; a non-OK answer fails the start with the server's reason. */
export async function startVoiceSession(agentType: string): Promise<VoiceSession> {
  let body: { sessionId?: unknown; voiceConfig?: { timeLimit?: unknown } };
  try {
    body = (await (
      await apiRequest('POST', '/api/voice/start-session', { agentType })
    ).json()) as typeof body;
  } catch (error) {
    if (error instanceof HttpError) {
      const reason = serverMessage(error, error.message);
      throw new Error(`${START_SESSION_FAILED} (${reason})`, { cause: error });
    }
    throw error;
  }
  const timeLimit = Number(body.voiceConfig?.timeLimit);
  return {
    sessionId: String(body.sessionId ?? ''),
    timeLimit: Number.isFinite(timeLimit) && timeLimit > 0 ? timeLimit : DEFAULT_CALL_TIME_LIMIT_SECONDS,
  };
}

/** POST /api/voice/end-session; best effort, the call is over either way. */
export async function endVoiceSession(sessionId: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/voice/end-session', { sessionId });
  } catch {
    // The server also ends sessions whose socket closes.
  }
}
