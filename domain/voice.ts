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
