import { PLAYBACK_BUFFER_SECONDS } from '@domain/voice';

/**
 * When each chunk of agent audio starts, in AudioContext seconds. Chunks play back to back with no
 * gap; when playback is idle or has run dry, the next chunk waits a quarter second first so the
 * chunks that follow it arrive before they are due (a jitter buffer).
 */
export class PlaybackScheduler {
  private playhead = 0;

  constructor(
    private readonly bufferSeconds: number = PLAYBACK_BUFFER_SECONDS,
    /** Audio scheduled closer to "now" than this would start late and click. */
    private readonly minimumLeadSeconds = 0.02,
  ) {}

  /** The start time for a chunk of `durationSeconds` arriving at `now`. */
  schedule(durationSeconds: number, now: number): number {
    if (this.playhead < now + this.minimumLeadSeconds) this.playhead = now + this.bufferSeconds;
    const start = this.playhead;
    this.playhead += durationSeconds;
    return start;
  }

  /** When the last scheduled chunk finishes. */
  get endTime(): number {
    return this.playhead;
  }

  isPlaying(now: number): boolean {
    return this.playhead > now;
  }

  /** Forget what was scheduled (after an interruption): the next chunk starts a fresh buffer. */
  reset() {
    this.playhead = 0;
  }
}
