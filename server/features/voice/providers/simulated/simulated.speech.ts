import { parseAudioFormat, type AudioFormat } from '../../../../../domain/voice';
import { encodeAgentAudio } from '../../../speech';
import { SPEECH_SAMPLE_RATE } from '../../../speech';
import { speechChunks } from '../../../speech';
import type { AgentServerMessage } from '../provider';

const CHUNK_MS = 100;
/** Audio is sent this far ahead of the listener's playback, like a streaming TTS would. */
const LEAD_MS = 400;

/** 16 kHz PCM of one sentence; urgent for the first of a reply (the listener is waiting). */
export type Synthesize = (text: string, urgent: boolean) => Promise<Int16Array>;

type Utterance = {
  eventId: number;
  /** Encoded audio ready to send, and how far into it we are. */
  ready: Buffer[];
  offset: number;
  synthesized: boolean;
  timer: NodeJS.Timeout;
  onPlayed: () => void;
};

/**
 * Speaks one reply at a time as ElevenLabs `audio` events in the session's output format: each
 * sentence is synthesized in turn and streamed as soon as it is ready, paced against playback.
 */
export class SimulatedSpeech {
  private current?: Utterance;
  private playbackEndsAt = 0;
  private playedTimer?: NodeJS.Timeout;
  private readonly chunkBytes: number;

  constructor(
    private readonly format: AudioFormat,
    private readonly synthesize: Synthesize,
    private readonly emit: (message: AgentServerMessage) => void,
  ) {
    const { encoding, sampleRate } = parseAudioFormat(format);
    this.chunkBytes = Math.round((sampleRate * CHUNK_MS) / 1000) * (encoding === 'ulaw' ? 1 : 2);
  }

  /** True while the listener is still hearing the agent, or will be (audio still being made). */
  get isSpeaking() {
    return Date.now() < this.playbackEndsAt || this.current !== undefined;
  }

  /** onPlayed runs once the listener has heard the whole reply (not after an interruption). */
  speak(text: string, eventId: number, onPlayed: () => void) {
    this.stop();
    const utterance: Utterance = {
      eventId,
      ready: [],
      offset: 0,
      synthesized: false,
      timer: setInterval(() => this.pump(utterance), CHUNK_MS),
      onPlayed,
    };
    this.current = utterance;
    void this.synthesizeAll(utterance, speechChunks(text));
  }

  /** Stops streaming; if the listener was still hearing audio, announces an interruption. */
  interrupt(nextId: () => number) {
    const audible = Date.now() < this.playbackEndsAt;
    this.stop();
    this.playbackEndsAt = 0;
    if (audible) this.emit({ type: 'interruption', interruption_event: { event_id: nextId() } });
  }

  stop() {
    if (this.current) clearInterval(this.current.timer);
    clearTimeout(this.playedTimer);
    this.current = undefined;
  }

  private async synthesizeAll(utterance: Utterance, sentences: string[]) {
    for (const [index, sentence] of sentences.entries()) {
      let samples: Int16Array;
      try {
        samples = await this.synthesize(sentence, index === 0);
      } catch {
        break; // the reply's text is on screen already; the rest is not spoken
      }
      if (this.current !== utterance) return;
      utterance.ready.push(encodeAgentAudio(samples, SPEECH_SAMPLE_RATE, this.format));
      this.pump(utterance);
    }
    utterance.synthesized = true;
    if (this.current === utterance) this.pump(utterance);
  }

  private pump(utterance: Utterance) {
    const bytesPerMs = this.chunkBytes / CHUNK_MS;
    while (this.current === utterance && utterance.ready.length > 0) {
      const now = Date.now();
      this.playbackEndsAt = Math.max(this.playbackEndsAt, now);
      if (this.playbackEndsAt - now >= LEAD_MS) break;
      const head = utterance.ready[0]!;
      const piece = head.subarray(utterance.offset, utterance.offset + this.chunkBytes);
      utterance.offset += piece.length;
      if (utterance.offset >= head.length) {
        utterance.ready.shift();
        utterance.offset = 0;
      }
      this.playbackEndsAt += piece.length / bytesPerMs;
      this.emit({
        type: 'audio',
        audio_event: { audio_base_64: piece.toString('base64'), event_id: utterance.eventId },
      });
    }
    if (this.current === utterance && utterance.synthesized && utterance.ready.length === 0) {
      this.stop();
      this.playedTimer = setTimeout(utterance.onPlayed, Math.max(0, this.playbackEndsAt - Date.now()));
    }
  }
}
