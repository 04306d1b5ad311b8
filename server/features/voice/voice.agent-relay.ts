import { z } from 'zod';
import type { VoiceServerMessage } from '../../../domain/voice';
import type { AgentServerMessage } from './providers/provider';
import type { ToolCall } from './voice.tools';

/** What the relay does with an agent's messages; implemented by the live call. */
export type RelayTarget = {
  toBrowser(message: VoiceServerMessage): void;
  agentAudio(base64: string, eventId: number): void;
  interrupted(eventId: number): void;
  heard(role: 'user' | 'agent', text: string): void;
  corrected(original: string, corrected: string): void;
  toolCall(call: ToolCall): void;
  agentError(message: string, errorType: string | undefined): void;
};

const eventId = z.number().int().nonnegative().catch(0);

const SCHEMAS = {
  audio: z.object({ audio_event: z.object({ audio_base_64: z.string(), event_id: eventId }) }),
  agent_response: z.object({
    agent_response_event: z.object({ agent_response: z.string(), event_id: eventId }),
  }),
  agent_response_correction: z.object({
    agent_response_correction_event: z.object({
      original_agent_response: z.string(),
      corrected_agent_response: z.string(),
    }),
  }),
  user_transcript: z.object({
    user_transcription_event: z.object({ user_transcript: z.string(), event_id: eventId }),
  }),
  interruption: z.object({ interruption_event: z.object({ event_id: eventId }) }),
  ping: z.object({ ping_event: z.object({ event_id: eventId, ping_ms: z.number().nullish() }) }),
  client_tool_call: z.object({
    client_tool_call: z.object({ tool_name: z.string(), tool_call_id: z.string(), parameters: z.unknown() }),
  }),
  error: z.object({
    error_event: z
      .object({
        message: z.string().optional(),
        error_type: z.string().optional(),
        reason: z.string().optional(),
      })
      .optional(),
  }),
};

/**
 * Maps one ElevenLabs Agents message to the browser protocol (001-voice-wire-protocol.md). Only
 * the shapes the browser knows are forwarded, rebuilt field by field; other events are dropped.
 */
export function relayAgentMessage(message: AgentServerMessage, target: RelayTarget): void {
  switch (message.type) {
    case 'audio': {
      const parsed = SCHEMAS.audio.safeParse(message);
      if (parsed.success)
        target.agentAudio(parsed.data.audio_event.audio_base_64, parsed.data.audio_event.event_id);
      return;
    }
    case 'agent_response': {
      const parsed = SCHEMAS.agent_response.safeParse(message);
      if (!parsed.success) return;
      const { agent_response, event_id } = parsed.data.agent_response_event;
      target.heard('agent', agent_response);
      return target.toBrowser({ type: 'agent_response', agent_response_event: { agent_response, event_id } });
    }
    case 'agent_response_correction': {
      const parsed = SCHEMAS.agent_response_correction.safeParse(message);
      if (!parsed.success) return;
      const event = parsed.data.agent_response_correction_event;
      return target.corrected(event.original_agent_response, event.corrected_agent_response);
    }
    case 'user_transcript': {
      const parsed = SCHEMAS.user_transcript.safeParse(message);
      if (!parsed.success) return;
      const { user_transcript, event_id } = parsed.data.user_transcription_event;
      target.heard('user', user_transcript);
      return target.toBrowser({
        type: 'user_transcript',
        user_transcription_event: { user_transcript, event_id },
      });
    }
    case 'interruption': {
      const parsed = SCHEMAS.interruption.safeParse(message);
      if (!parsed.success) return;
      target.interrupted(parsed.data.interruption_event.event_id);
      return target.toBrowser({ type: 'interruption', interruption_event: parsed.data.interruption_event });
    }
    case 'ping': {
      const parsed = SCHEMAS.ping.safeParse(message);
      if (!parsed.success) return;
      const { event_id, ping_ms } = parsed.data.ping_event;
      return target.toBrowser({ type: 'ping', ping_event: { event_id, ping_ms: ping_ms ?? null } });
    }
    case 'client_tool_call': {
      const parsed = SCHEMAS.client_tool_call.safeParse(message);
      if (parsed.success) target.toolCall(parsed.data.client_tool_call);
      return;
    }
    case 'error': {
      const event = SCHEMAS.error.safeParse(message).data?.error_event;
      const text = (event?.message || event?.reason || '').trim().slice(0, 200);
      return target.agentError(text, event?.error_type);
    }
    default:
      return;
  }
}
