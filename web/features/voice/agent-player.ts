import { INTERRUPTION_FADE_SECONDS } from '@domain/voice';
import { pcm16BytesToFloat } from './pcm-codec';
import { PlaybackScheduler } from './playback-scheduler';

export type AgentPlayerEvents = {
  onSpeakingChange: (isSpeaking: boolean) => void;
  onFramePlayed: () => void;
};

/**
 * Plays the agent's binary PCM16 frames through Web Audio. Each utterance runs through its own
 * gain node, so an interruption can fade the current one out over 2 s while a new reply plays.
 */
export class AgentPlayer {
  private readonly scheduler = new PlaybackScheduler();
  private readonly sources = new Set<AudioBufferSourceNode>();
  private gain: GainNode;
  private isClosed = false;

  constructor(
    private readonly context: AudioContext,
    private readonly sampleRate: number,
    private readonly events: AgentPlayerEvents,
  ) {
    this.gain = this.createGain();
  }

  private createGain(): GainNode {
    const gain = this.context.createGain();
    gain.connect(this.context.destination);
    return gain;
  }

  enqueue(pcm: ArrayBuffer) {
    if (this.isClosed) return;
    const samples = pcm16BytesToFloat(pcm);
    if (samples.length === 0) return;
    const buffer = this.context.createBuffer(1, samples.length, this.sampleRate);
    buffer.copyToChannel(samples, 0);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.gain);
    source.onended = () => this.finished(source);
    source.start(this.scheduler.schedule(buffer.duration, this.context.currentTime));
    this.sources.add(source);
    if (this.sources.size === 1) this.events.onSpeakingChange(true);
  }

  private finished(source: AudioBufferSourceNode) {
    source.disconnect();
    if (!this.sources.delete(source) || this.isClosed) return;
    this.events.onFramePlayed();
    if (this.sources.size === 0) this.events.onSpeakingChange(false);
  }

  /** The visitor spoke over the agent: fade what is playing, drop what is queued. */
  interrupt() {
    const now = this.context.currentTime;
    const fading = this.gain;
    fading.gain.setValueAtTime(fading.gain.value, now);
    fading.gain.linearRampToValueAtTime(0, now + INTERRUPTION_FADE_SECONDS);
    for (const source of this.sources) source.stop(now + INTERRUPTION_FADE_SECONDS);
    window.setTimeout(() => fading.disconnect(), (INTERRUPTION_FADE_SECONDS + 0.1) * 1000);
    this.gain = this.createGain();
    this.scheduler.reset();
  }

  close() {
    this.isClosed = true;
    for (const source of this.sources) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
    this.sources.clear();
    this.gain.disconnect();
  }
}
