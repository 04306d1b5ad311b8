import { eq } from 'drizzle-orm';
import type { StartVoiceSessionResponse } from '../../../domain/voice';
import { transcripts, voiceSessions } from '../../db/schema';
import type { TestApp } from '../test-app';
import { ARRIVAL_GUARD_MS, VoiceTestSocket } from './voice-test-client';

let visitors = 0;
/** Each started session comes from its own address: sessions spend the daily call allowance. */
const nextVisitorAddress = () => {
  visitors += 1;
  return `198.18.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** A listening test app and helpers to start calls against it the way the browser does. */
export async function listenForVoice(t: TestApp) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const wsBase = address.replace(/^http/, 'ws');

  async function startSession(agentType = 'customer') {
    const response = await t
      .anonymous()
      .post<StartVoiceSessionResponse>(
        '/api/voice/start-session',
        { agentType },
        { remoteAddress: nextVisitorAddress() },
      );
    if (response.status !== 200) throw new Error(`start-session: ${response.status} ${response.text}`);
    return response.body.sessionId;
  }

  function connect(sessionId: string | null, agentType = 'customer', origin: string | null = address) {
    const query = new URLSearchParams({ agent: agentType, ...(sessionId ? { session: sessionId } : {}) });
    return VoiceTestSocket.open(`${wsBase}/ws/voice?${query}`, origin ? { origin } : {});
  }

  async function call(agentType = 'customer') {
    const sessionId = await startSession(agentType);
    const socket = await connect(sessionId, agentType);
    const metadata = await socket.json('conversation_initiation_metadata');
    return {
      sessionId,
      socket,
      conversationId: metadata.conversation_initiation_metadata_event.conversation_id,
    };
  }

  return { address, wsBase, startSession, connect, call };
}

/** The stored transcript of a call, once the gateway has written it (it does so as the call ends). */
export async function storedTranscript(
  t: Pick<TestApp, 'database'>,
  conversationId: string,
  timeoutMs = ARRIVAL_GUARD_MS,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db
      .select()
      .from(transcripts)
      .where(eq(transcripts.conversationId, conversationId));
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no transcript stored for ${conversationId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function sessionRow(t: TestApp, sessionId: string) {
  const [row] = await t.database.db.select().from(voiceSessions).where(eq(voiceSessions.id, sessionId));
  return row;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
