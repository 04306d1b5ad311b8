import type { AgentServerMessage } from '../provider';
import { synthesizeSpeech } from './speech-synth';

const CHUNK_MS = 100;
/** Audio is sent this far ahead of the listener's playback, like a streaming TTS would. */
const LEAD_MS = 400;
const CACHE_LIMIT = 64;

const cache = new Map<string, Int16Array>();

/** Scripts repeat the same sentences, so their audio is synthesised once per process. */
function audioFor(text: string, sampleRate: number): Int16Array {
  const key = `${sampleRate}:${text}`;
  let samples = cache.get(key);
  if (!samples) {
    samples = synthesizeSpeech(text, sampleRate);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, samples);
  }
  return samples;
}

type Utterance = {
  eventId: number;
  samples: Int16Array;
  sent: number;
  startedAt: number;
  timer: NodeJS.Timeout;
};

/** Streams one reply at a time as ElevenLabs `audio` events, paced against real-time playback. */
export class SimulatedSpeech {
  private current?: Utterance;
  private playbackEndsAt = 0;
  private playedTimer?: NodeJS.Timeout;

  constructor(
    private readonly sampleRate: number,
    private readonly emit: (message: AgentServerMessage) => void,
  ) {}

  /** True while the listener is still hearing the agent (audio sent but not yet played). */
  get isSpeaking() {
    return Date.now() < this.playbackEndsAt;
  }

  /** onPlayed runs once the listener has heard the whole reply (not after an interruption). */
  speak(text: string, eventId: number, onPlayed: () => void) {
    this.stop();
    const samples = audioFor(text, this.sampleRate);
    const startedAt = Date.now();
    this.playbackEndsAt = startedAt + (samples.length / this.sampleRate) * 1000;
    const utterance: Utterance = {
      eventId,
      samples,
      sent: 0,
      startedAt,
      timer: setInterval(() => this.pump(utterance, onPlayed), CHUNK_MS),
    };
    this.current = utterance;
    this.pump(utterance, onPlayed);
  }

  /** Stops streaming; if the listener was still hearing audio, announces an interruption. */
  interrupt(nextId: () => number) {
    const audible = this.isSpeaking;
    this.stop();
    this.playbackEndsAt = 0;
    if (audible) this.emit({ type: 'interruption', interruption_event: { event_id: nextId() } });
  }

  stop() {
    if (this.current) clearInterval(this.current.timer);
    clearTimeout(this.playedTimer);
    this.current = undefined;
  }

  private pump(utterance: Utterance, onPlayed: () => void) {
    const chunk = Math.round((this.sampleRate * CHUNK_MS) / 1000);
    const due = Math.round(((Date.now() - utterance.startedAt + LEAD_MS) * this.sampleRate) / 1000);
    while (this.current === utterance && utterance.sent < Math.min(due, utterance.samples.length)) {
      const piece = utterance.samples.subarray(utterance.sent, utterance.sent + chunk);
      utterance.sent += piece.length;
      const audio = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString('base64');
      this.emit({ type: 'audio', audio_event: { audio_base_64: audio, event_id: utterance.eventId } });
    }
    if (this.current === utterance && utterance.sent >= utterance.samples.length) {
      this.stop();
      this.playedTimer = setTimeout(onPlayed, Math.max(0, this.playbackEndsAt - Date.now()));
    }
  }
}
