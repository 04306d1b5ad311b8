import type { z } from 'zod';
import type { startVoiceSessionResponseSchema } from './voice-requests';

/** Voice and phone demo constants (spec section 9). */
export const DEFAULT_CALL_TIME_LIMIT_SECONDS = 1200;
export const CALL_WARNING_SECONDS = 300;
export const PHONE_TIMER_RESET_SECONDS = 300;
export const DAILY_CALLS_PER_DEVICE = 10;
export const DAILY_CALLS_PER_IP = 10;
export const CALL_LIMITS_LINE = 'Limits: 10 calls per device daily, 10 per IP daily';

export const PCM_SAMPLE_RATE = 16_000;
export const PCM_BUFFER_SAMPLES = 4096;
export const WEBM_CHUNK_MS = 100;
export const WEBM_BITS_PER_SECOND = 48_000;
export const PLAYBACK_BUFFER_SECONDS = 0.25;
export const INTERRUPTION_FADE_SECONDS = 2;
export const ANDROID_CONNECT_DELAY_MS = 3000;

export const AUDIO_FORMATS = [
  'pcm_8000',
  'pcm_16000',
  'pcm_22050',
  'pcm_24000',
  'pcm_44100',
  'pcm_48000',
  'ulaw_8000',
] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export function parseAudioFormat(format: string | undefined): {
  encoding: 'pcm' | 'ulaw';
  sampleRate: number;
} {
  const match = /^(pcm|ulaw)_(\d+)$/.exec(format ?? 'pcm_16000');
  if (!match) return { encoding: 'pcm', sampleRate: PCM_SAMPLE_RATE };
  return { encoding: match[1] as 'pcm' | 'ulaw', sampleRate: Number(match[2]) };
}

// ---- Browser ↔ server voice protocol (docs/decisions/001-voice-wire-protocol.md) ----

/** Channels a voice session serves: the browser voice chat, or the phone demo's simulated call client. */
export const VOICE_CHANNELS = ['browser', 'phone'] as const;
export type VoiceChannel = (typeof VOICE_CHANNELS)[number];

/** Session ids are opaque; the pattern only lets the gateway refuse junk before a database lookup. */
export const VOICE_SESSION_ID_PATTERN = /^vs_[A-Za-z0-9_-]{22}$/;

export type StartVoiceSessionResponse = z.output<typeof startVoiceSessionResponseSchema>;

export const VOICE_END_REASONS = [
  'time_limit',
  'agent_ended',
  'provider_closed',
  'replaced',
  'client_ended',
] as const;
export type VoiceEndReason = (typeof VOICE_END_REASONS)[number];

/** Close codes on /ws/voice: normal end, server going away, policy refusal, provider failure. */
export const VOICE_CLOSE = { normal: 1000, goingAway: 1001, policy: 1008, providerFailure: 1011 } as const;

/** JSON messages the gateway sends to the browser (agent audio travels as binary PCM16 frames). */
export type VoiceServerMessage =
  | {
      type: 'conversation_initiation_metadata';
      conversation_initiation_metadata_event: {
        conversation_id: string;
        agent_output_audio_format: AudioFormat;
        user_input_audio_format: AudioFormat;
      };
    }
  | { type: 'agent_response'; agent_response_event: { agent_response: string; event_id: number } }
  | { type: 'user_transcript'; user_transcription_event: { user_transcript: string; event_id: number } }
  | { type: 'interruption'; interruption_event: { event_id: number } }
  | { type: 'ping'; ping_event: { event_id: number; ping_ms?: number | null } }
  | { type: 'error'; message: string }
  | { type: 'session_ended'; reason: VoiceEndReason };

/** JSON messages the browser may send; binary frames carry webm/opus microphone audio. */
export type VoiceClientMessage =
  | { user_audio_chunk: string }
  | { type: 'user_message'; text: string }
  | { type: 'pong'; event_id: number }
  | { type: 'user_activity' }
  | { type: 'feedback'; score: 'like' | 'dislike' | null; event_id: number }
  | { type: 'contextual_update'; text: string };

export const MAX_USER_MESSAGE_CHARS = 2000;
