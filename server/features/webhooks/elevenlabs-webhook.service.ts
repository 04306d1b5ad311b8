import { AGENT_TYPES, isAgentType, type AgentType } from '../../../domain/agent-types';
import type { Config } from '../../env';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { recordCallTranscript, type TranscriptLine } from '../transcripts';
import { fileCollectedClaim } from '../voice';
import {
  elevenLabsEventSchema,
  postCallTranscriptionSchema,
  type PostCallTranscription,
} from './elevenlabs-webhook.schema';
import { claimWebhookEvent, releaseWebhookEvent } from './webhooks.queries';
import { callSidOfDelivery } from './elevenlabs-call-match';

const PROVIDER = 'elevenlabs';

export type WebhookOutcome = {
  ok: true;
  status: 'stored' | 'duplicate' | 'ignored';
  ticketId?: number | null;
};

/** The gateway passes agent_type as a dynamic variable; otherwise the agent id tells the type. */
function agentTypeOf(data: PostCallTranscription, config: Config): AgentType {
  const fromVariables = data.conversation_initiation_client_data?.dynamic_variables?.agent_type;
  if (isAgentType(fromVariables)) return fromVariables;
  const byAgentId = AGENT_TYPES.find(
    (type) => data.agent_id && config.agents[type].elevenLabsAgentId === data.agent_id,
  );
  return byAgentId ?? 'general';
}

function linesOf(data: PostCallTranscription): TranscriptLine[] {
  return data.transcript.flatMap((turn) =>
    turn.message?.trim()
      ? [
          {
            role: turn.role === 'agent' ? 'agent' : 'user',
            message: turn.message,
            timeInCallSecs: turn.time_in_call_secs ?? undefined,
          },
        ]
      : [],
  );
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The request body is not valid JSON');
  }
}

/**
 * Applies a verified ElevenLabs webhook once: post_call_transcription enriches (or creates) the
 * call's transcript; other event types are acknowledged and ignored.
 */
export async function handleElevenLabsWebhook(deps: AppDeps, rawBody: string): Promise<WebhookOutcome> {
  const event = elevenLabsEventSchema.safeParse(parseJson(rawBody));
  if (!event.success) throw new AppError('VALIDATION_ERROR', 'Not an ElevenLabs webhook event');
  if (event.data.type !== 'post_call_transcription') return { ok: true, status: 'ignored' };
  const parsed = postCallTranscriptionSchema.safeParse(event.data.data);
  if (!parsed.success)
    throw new AppError('VALIDATION_ERROR', 'The post_call_transcription data is incomplete');
  const data = parsed.data;
  const eventKey = `${event.data.type}:${data.conversation_id}:${event.data.event_timestamp}`;
  const { db } = deps.database;
  if (!(await claimWebhookEvent(db, PROVIDER, eventKey))) return { ok: true, status: 'duplicate' };
  try {
    const callSid = await callSidOfDelivery(deps, data);
    // The call's ticket first (found, or opened now), then the claim onto it: one of each per call.
    const stored = await recordCallTranscript(deps, {
      callSid,
      conversationId: data.conversation_id,
      durationSeconds:
        data.metadata?.call_duration_secs != null ? Math.round(data.metadata.call_duration_secs) : null,
      agentType: agentTypeOf(data, deps.config),
      summary: data.analysis?.transcript_summary ?? null,
      lines: linesOf(data),
      source: 'webhook',
    });
    if (!stored) return { ok: true, status: 'ignored' };
    if (stored.ticketId !== null) {
      const collected = Object.fromEntries(
        Object.entries(data.analysis?.data_collection_results ?? {}).map(([id, result]) => [
          id,
          result.value,
        ]),
      );
      await fileCollectedClaim(deps, { callSid, ticketId: stored.ticketId }, collected);
    }
    return { ok: true, status: 'stored', ticketId: stored.ticketId };
  } catch (error) {
    await releaseWebhookEvent(db, PROVIDER, eventKey).catch(() => undefined);
    throw error;
  }
}
