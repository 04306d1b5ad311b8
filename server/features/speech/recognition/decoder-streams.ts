import { joinPcm, quietTail } from '../audio/pcm';
import { inCallersOwnWords, type FieldListening } from './field-hearing';
import { GrammarListener } from './grammar-listener';
import { PocketsphinxDecoder, type DecoderModel, type VoiceAdaptation } from './pocketsphinx';
import type { Pronouncer } from './pronunciations';

/** Audio a stream may hold while it waits for a free decoder, or keeps to hear again: 30 s at 16 kHz. */
const MAX_KEPT_SAMPLES = 30 * 16_000;
/**
 * How often a caller's first utterance is decoded: each pass moves the cepstral mean from the
 * acoustic model's towards the caller's own. Measured on the ten visitor utterances: one pass
 * understood 4, two 7, three 10. Only the last pass's words are kept, so the others are heard for
 * the voice only, which moves the mean the same way for a fraction of the search.
 */
const FIRST_UTTERANCE_PASSES = 3;
/**
 * A first utterance is not decoded while it is spoken: its passes run once its caller has been
 * quiet this long, as if the turn ended there (the agent ends a turn after 500 ms of quiet, so they
 * are mostly done by then). Voice after that means the caller only paused: the passes are dropped
 * and run again at the next pause.
 */
const PASSES_AFTER_QUIET_SAMPLES = 0.25 * 16_000;
/**
 * The passes hear the utterance followed by this much of its own quiet, drawn out or cut, so the
 * words do not depend on when they ran (the decoder invents a last word when an utterance stops
 * short).
 */
const FIRST_UTTERANCE_QUIET_SAMPLES = 0.75 * 16_000;

type Stream = {
  decoder?: PocketsphinxDecoder;
  /** What the caller's earlier utterances taught; none on their first. */
  voice?: VoiceAdaptation;
  /** The claim field the answer is expected to give: heard again through its grammar. */
  listen?: FieldListening;
  /** Audio not yet given to a decoder. */
  waiting: Int16Array[];
  waitingSamples: number;
  /** A first utterance's audio (heard again once the decoder has learnt the voice), or an answer's (heard through its grammar). */
  kept: Int16Array[];
  keptSamples: number;
  /** The caller's first utterance: kept, and heard by passes once its caller pauses. */
  first: boolean;
  /** Voice has been heard, and how much quiet follows it so far (first utterances). */
  voiced: boolean;
  quietSamples: number;
  /** A first utterance's passes, run at the caller's pause. */
  ahead?: Recognized;
};

export type Recognized = { text: string; voice: VoiceAdaptation };

/**
 * Up to maxStreams utterances decoded at once in one worker, each as its audio arrives; a stream
 * opened while every decoder is busy keeps its audio (bounded) until one is free. Each utterance
 * is heard with its own caller's voice adaptation, never the previous user's of the decoder, so
 * the same call gives the same words whichever decoder hears it.
 */
export class DecoderStreams {
  private readonly free: PocketsphinxDecoder[] = [];
  private readonly streams = new Map<number, Stream>();
  private readonly queue: number[] = [];
  private created = 0;
  private readonly listeners = new WeakMap<PocketsphinxDecoder, GrammarListener>();
  /**
   * The decoder for answers in a caller's own words (model.ownWords), one per worker, made for the
   * first such answer: its general English model takes about 1 s and 120 MB to load, which the
   * answer's own audio covers (it is decoded as it arrives, and a caller says what went wrong in
   * several seconds). Busy, such an answer is heard by another decoder; null when it cannot load.
   */
  private ownWords?: { decoder: PocketsphinxDecoder; busy: boolean } | null;

  /** pronounce: for tenant names the CMU dictionary lacks (else they are left to the open vocabulary). */
  constructor(
    private readonly model: DecoderModel & { ownWords?: () => DecoderModel },
    private readonly maxStreams: number,
    private readonly pronounce?: Pronouncer,
  ) {
    this.free.push(new PocketsphinxDecoder(model)); // fail now, not on the first visitor
    this.created = 1;
  }

  open(id: number, voice?: VoiceAdaptation, listen?: FieldListening) {
    if (inCallersOwnWords(listen) && this.ownWords === undefined) this.ownWords = this.ownWordsDecoder();
    this.streams.set(id, {
      voice,
      listen,
      waiting: [],
      waitingSamples: 0,
      kept: [],
      keptSamples: 0,
      first: !voice,
      voiced: false,
      quietSamples: 0,
    });
    this.queue.push(id);
    this.assign();
  }

  push(id: number, samples: Int16Array) {
    const stream = this.streams.get(id);
    if (!stream) return;
    const keep = stream.keptSamples + samples.length <= MAX_KEPT_SAMPLES;
    if ((stream.first || stream.listen) && keep) {
      stream.kept.push(samples);
      stream.keptSamples += samples.length;
    }
    if (stream.first) return keep ? this.notePause(stream, samples) : undefined;
    if (stream.decoder) return stream.decoder.process(samples);
    if (stream.waitingSamples + samples.length > MAX_KEPT_SAMPLES) return;
    stream.waiting.push(samples);
    stream.waitingSamples += samples.length;
  }

  private ownWordsDecoder() {
    if (!this.model.ownWords) return null;
    try {
      return { decoder: new PocketsphinxDecoder(this.model.ownWords()), busy: false };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`speech: answers in callers' own words are heard through the domain's model (${reason})`);
      return null;
    }
  }

  finish(id: number): Recognized {
    const stream = this.streams.get(id);
    if (!stream) return { text: '', voice: [] };
    if (!stream.decoder) {
      // Still queued: decode what it holds now, ahead of the queue (its visitor is waiting).
      this.queue.splice(this.queue.indexOf(id), 1);
      stream.decoder = this.take(stream);
      if (!stream.decoder) {
        stream.decoder = new PocketsphinxDecoder(this.model);
        this.created += 1;
      }
      this.begin(stream);
    }
    const { text: heard, voice } = stream.first
      ? (stream.ahead ?? this.firstPasses(stream))
      : { text: stream.decoder.finish(), voice: stream.decoder.adaptation() };
    const text =
      stream.listen && stream.kept.length > 0 ? this.hearAnswer(stream.decoder, stream, heard, voice) : heard;
    this.release(id);
    return { text, voice };
  }

  /** A first utterance heard from the acoustic model's mean, pass after pass, the last for its words. */
  private firstPasses(stream: Stream): Recognized {
    const decoder = stream.decoder!;
    if (stream.kept.length === 0) return { text: '', voice: decoder.adaptation() };
    const heard = withQuiet(joinPcm(stream.kept), stream.quietSamples, FIRST_UTTERANCE_QUIET_SAMPLES);
    let voice: VoiceAdaptation | undefined;
    for (let pass = 1; pass < FIRST_UTTERANCE_PASSES; pass += 1) {
      decoder.recognize(heard, voice, 'voice only');
      voice = decoder.adaptation();
    }
    const text = decoder.recognize(heard, voice);
    return { text, voice: decoder.adaptation() };
  }

  /** Follows the quiet at the end of a first utterance: its passes run at a pause, and are dropped if the caller goes on. */
  private notePause(stream: Stream, samples: Int16Array) {
    const quiet = quietTail(samples);
    if (quiet < samples.length) {
      stream.voiced = true;
      stream.quietSamples = quiet;
      stream.ahead = undefined;
    } else stream.quietSamples += quiet;
    if (stream.decoder && stream.voiced && !stream.ahead && stream.quietSamples >= PASSES_AFTER_QUIET_SAMPLES)
      stream.ahead = this.firstPasses(stream);
  }

  /** The answer heard again through the grammar of its field, by this decoder's listener. */
  private hearAnswer(decoder: PocketsphinxDecoder, stream: Stream, open: string, voice: VoiceAdaptation) {
    if (!this.model.dictionary) return open;
    let listener = this.listeners.get(decoder);
    if (!listener) {
      listener = new GrammarListener(decoder, this.model.dictionary, this.pronounce);
      this.listeners.set(decoder, listener);
    }
    return listener.hearAnswer(stream.listen!, open, joinPcm(stream.kept), voice);
  }

  cancel(id: number) {
    const stream = this.streams.get(id);
    if (!stream) return;
    if (!stream.decoder) this.queue.splice(this.queue.indexOf(id), 1);
    else if (!stream.first) stream.decoder.finish();
    this.release(id);
  }

  private begin(stream: Stream) {
    if (stream.first) return; // heard from its kept audio at the caller's pause
    stream.decoder!.start(stream.voice);
    for (const samples of stream.waiting.splice(0)) stream.decoder!.process(samples);
    stream.waitingSamples = 0;
  }

  private release(id: number) {
    const stream = this.streams.get(id)!;
    this.streams.delete(id);
    if (this.ownWords && stream.decoder === this.ownWords.decoder) this.ownWords.busy = false;
    else if (stream.decoder) {
      if (this.created > this.maxStreams) {
        stream.decoder.dispose();
        this.created -= 1;
      } else this.free.push(stream.decoder);
    }
    this.assign();
  }

  private take(stream: Stream): PocketsphinxDecoder | undefined {
    if (this.ownWords && !this.ownWords.busy && !stream.first && inCallersOwnWords(stream.listen)) {
      this.ownWords.busy = true;
      return this.ownWords.decoder;
    }
    const decoder = this.free.pop();
    if (decoder || this.created >= this.maxStreams) return decoder;
    this.created += 1;
    return new PocketsphinxDecoder(this.model);
  }

  private assign() {
    while (this.queue.length > 0) {
      const stream = this.streams.get(this.queue[0]!)!;
      const decoder = this.take(stream);
      if (!decoder) return;
      this.queue.shift();
      stream.decoder = decoder;
      this.begin(stream);
    }
  }
}

/** The audio with its last `quiet` samples cut, or repeated, until that quiet lasts `target` samples. */
function withQuiet(audio: Int16Array, quiet: number, target: number): Int16Array {
  if (quiet <= 0 || quiet > audio.length) return audio;
  if (quiet >= target) return audio.subarray(0, audio.length - quiet + target);
  const out = new Int16Array(audio.length - quiet + target);
  out.set(audio);
  const tail = audio.subarray(audio.length - quiet);
  for (let at = audio.length; at < out.length; at += quiet) out.set(tail.subarray(0, out.length - at), at);
  return out;
}
