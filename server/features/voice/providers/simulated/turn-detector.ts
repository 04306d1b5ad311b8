import { joinPcm, rmsLevel, VOICE_LEVEL } from '../../../speech';

export type TurnEvent = { kind: 'speech_start'; atMs: number } | { kind: 'speech_end'; durationMs: number };

export type TurnDetectorOptions = {
  /** RMS level (0..1) above which a 20 ms frame counts as voice. */
  threshold: number;
  /** Voice this long starts a turn (short clicks and backchannel blips do not). */
  startMs: number;
  /** Silence this long ends a turn. */
  endMs: number;
  /** Gaps shorter than this inside a starting turn (plosives, breaths) do not reset it. */
  gapMs: number;
};

const DEFAULTS: TurnDetectorOptions = { threshold: VOICE_LEVEL, startMs: 200, endMs: 700, gapMs: 100 };
const FRAME_MS = 20;

/** Energy-based turn detection on PCM16 mono, fed in chunks of any size. */
export class TurnDetector {
  private readonly options: TurnDetectorOptions;
  private readonly frameSamples: number;
  private leftover = new Int16Array(0);
  private elapsedMs = 0;
  private speaking = false;
  private voicedMs = 0;
  private gapRunMs = 0;
  private runStartMs = 0;
  private lastVoiceEndMs = 0;

  constructor(sampleRate: number, options: Partial<TurnDetectorOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.frameSamples = Math.round((sampleRate * FRAME_MS) / 1000);
  }

  get isSpeaking() {
    return this.speaking;
  }

  push(samples: Int16Array): TurnEvent[] {
    const events: TurnEvent[] = [];
    const buffer = this.leftover.length ? joinPcm([this.leftover, samples]) : samples;
    let offset = 0;
    for (; offset + this.frameSamples <= buffer.length; offset += this.frameSamples) {
      const event = this.frame(
        rmsLevel(buffer, offset, offset + this.frameSamples) >= this.options.threshold,
      );
      if (event) events.push(event);
    }
    this.leftover = buffer.slice(offset);
    return events;
  }

  private frame(voiced: boolean): TurnEvent | undefined {
    const start = this.elapsedMs;
    this.elapsedMs += FRAME_MS;
    const { startMs, endMs, gapMs } = this.options;
    if (voiced) {
      if (!this.speaking && this.voicedMs === 0) this.runStartMs = start;
      this.voicedMs += FRAME_MS;
      this.gapRunMs = 0;
      this.lastVoiceEndMs = this.elapsedMs;
      if (!this.speaking && this.voicedMs >= startMs) {
        this.speaking = true;
        return { kind: 'speech_start', atMs: this.runStartMs };
      }
      return undefined;
    }
    this.gapRunMs += FRAME_MS;
    if (!this.speaking) {
      if (this.gapRunMs > gapMs) this.voicedMs = 0;
      return undefined;
    }
    if (this.gapRunMs < endMs) return undefined;
    this.speaking = false;
    this.voicedMs = 0;
    return { kind: 'speech_end', durationMs: this.lastVoiceEndMs - this.runStartMs };
  }
}
