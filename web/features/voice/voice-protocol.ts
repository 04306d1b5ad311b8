/**
 * The JSON side of /ws/voice (docs/decisions/001-voice-wire-protocol.md): server messages parsed
 * into a small union, client messages built as strings. Binary frames are audio and bypass this.
 */
import { VOICE_AI_ERROR } from './voice-errors';

export type ServerEvent =
  | { type: 'metadata'; conversationId: string | null; inputFormat: string; outputFormat: string }
  | { type: 'user_transcript'; text: string }
  | { type: 'agent_response'; text: string }
  | { type: 'interruption' }
  | { type: 'ping'; eventId: number }
  | { type: 'error'; message: string }
  | { type: 'session_ended'; reason: string }
  | { type: 'ignored' };

type Json = Record<string, unknown>;

function asObject(value: unknown): Json {
  return value !== null && typeof value === 'object' ? (value as Json) : {};
}

function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function parseServerMessage(text: string): ServerEvent {
  let message: Json;
  try {
    message = asObject(JSON.parse(text));
  } catch {
    return { type: 'ignored' };
  }
  switch (message.type) {
    case 'conversation_initiation_metadata': {
      const event = asObject(message.conversation_initiation_metadata_event);
      return {
        type: 'metadata',
        conversationId: asString(event.conversation_id),
        // The ElevenLabs client assumes pcm_16000 when a format is missing (voice-protocols 1.2).
        inputFormat: asString(event.user_input_audio_format) ?? 'pcm_16000',
        outputFormat: asString(event.agent_output_audio_format) ?? 'pcm_16000',
      };
    }
    case 'user_transcript':
      return {
        type: 'user_transcript',
        text: asString(asObject(message.user_transcription_event).user_transcript) ?? '',
      };
    case 'agent_response':
      return {
        type: 'agent_response',
        text: asString(asObject(message.agent_response_event).agent_response) ?? '',
      };
    case 'interruption':
      return { type: 'interruption' };
    case 'ping': {
      const eventId = asObject(message.ping_event).event_id;
      return typeof eventId === 'number' ? { type: 'ping', eventId } : { type: 'ignored' };
    }
    case 'error': {
      // Our gateway sends {message}; the ElevenLabs shape nests it in error_event.
      const text = asString(message.message) || asString(asObject(message.error_event).message);
      return { type: 'error', message: text || VOICE_AI_ERROR };
    }
    case 'session_ended':
      return { type: 'session_ended', reason: asString(message.reason) ?? 'agent_ended' };
    default:
      return { type: 'ignored' };
  }
}

export function pongMessage(eventId: number): string {
  return JSON.stringify({ type: 'pong', event_id: eventId });
}

export function userMessage(text: string): string {
  return JSON.stringify({ type: 'user_message', text });
}

export function userActivityMessage(): string {
  return JSON.stringify({ type: 'user_activity' });
}

export function voiceSocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  agentType: string,
  sessionId: string,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ agent: agentType, session: sessionId });
  return `${scheme}://${location.host}/ws/voice?${query.toString()}`;
}
