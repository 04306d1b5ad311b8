import { joinPcm } from '../audio/pcm';
import { chooseHearing, listenForField, type FieldListening } from './field-hearing';
import { GrammarListener } from './grammar-listener';
import { PocketsphinxDecoder, type DecoderModel, type VoiceAdaptation } from './pocketsphinx';

/** Audio a stream may hold while it waits for a free decoder, or keeps to hear again: 30 s at 16 kHz. */
const MAX_KEPT_SAMPLES = 30 * 16_000;
/**
 * How often a caller's first utterance is decoded: each pass moves the cepstral mean from the
 * acoustic model's towards the caller's own. Measured on the ten visitor utterances: one pass
 * understood 4, two 7, three 10.
 */
const FIRST_UTTERANCE_PASSES = 3;

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

  constructor(
    private readonly model: DecoderModel,
    private readonly maxStreams: number,
  ) {
    this.free.push(new PocketsphinxDecoder(model)); // fail now, not on the first visitor
    this.created = 1;
  }

  open(id: number, voice?: VoiceAdaptation, listen?: FieldListening) {
    this.streams.set(id, { voice, listen, waiting: [], waitingSamples: 0, kept: [], keptSamples: 0 });
    this.queue.push(id);
    this.assign();
  }

  push(id: number, samples: Int16Array) {
    const stream = this.streams.get(id);
    if (!stream) return;
    if ((!stream.voice || stream.listen) && stream.keptSamples + samples.length <= MAX_KEPT_SAMPLES) {
      stream.kept.push(samples);
      stream.keptSamples += samples.length;
    }
    if (stream.decoder) return stream.decoder.process(samples);
    if (stream.waitingSamples + samples.length > MAX_KEPT_SAMPLES) return;
    stream.waiting.push(samples);
    stream.waitingSamples += samples.length;
  }

  finish(id: number): Recognized {
    const stream = this.streams.get(id);
    if (!stream) return { text: '', voice: [] };
    if (!stream.decoder) {
      // Still queued: decode what it holds now, ahead of the queue (its visitor is waiting).
      this.queue.splice(this.queue.indexOf(id), 1);
      stream.decoder = this.take();
      if (!stream.decoder) {
        stream.decoder = new PocketsphinxDecoder(this.model);
        this.created += 1;
      }
      this.begin(stream);
    }
    const decoder = stream.decoder;
    let text = decoder.finish();
    if (!stream.voice && stream.kept.length > 0) {
      const heard = joinPcm(stream.kept);
      for (let pass = 1; pass < FIRST_UTTERANCE_PASSES; pass += 1)
        text = decoder.recognize(heard, decoder.adaptation());
    }
    const voice = decoder.adaptation();
    if (stream.listen && stream.kept.length > 0) text = this.hearAnswer(decoder, stream, text, voice);
    this.release(id);
    return { text, voice };
  }

  /** The answer heard again through the grammar of its field; the more plausible of the two hearings wins. */
  private hearAnswer(decoder: PocketsphinxDecoder, stream: Stream, open: string, voice: VoiceAdaptation) {
    const grammar = listenForField(stream.listen!.field, stream.listen!.vocabulary);
    if (!grammar || !this.model.dictionary) return open;
    let listener = this.listeners.get(decoder);
    if (!listener) {
      listener = new GrammarListener(decoder, this.model.dictionary!);
      this.listeners.set(decoder, listener);
    }
    const fitted = listener.hear(grammar, joinPcm(stream.kept), stream.voice ?? voice);
    return chooseHearing(stream.listen!.field, open, fitted);
  }

  cancel(id: number) {
    const stream = this.streams.get(id);
    if (!stream) return;
    if (stream.decoder) stream.decoder.finish();
    else this.queue.splice(this.queue.indexOf(id), 1);
    this.release(id);
  }

  private begin(stream: Stream) {
    stream.decoder!.start(stream.voice);
    for (const samples of stream.waiting.splice(0)) stream.decoder!.process(samples);
    stream.waitingSamples = 0;
  }

  private release(id: number) {
    const stream = this.streams.get(id)!;
    this.streams.delete(id);
    if (stream.decoder) {
      if (this.created > this.maxStreams) {
        stream.decoder.dispose();
        this.created -= 1;
      } else this.free.push(stream.decoder);
    }
    this.assign();
  }

  private take(): PocketsphinxDecoder | undefined {
    const decoder = this.free.pop();
    if (decoder || this.created >= this.maxStreams) return decoder;
    this.created += 1;
    return new PocketsphinxDecoder(this.model);
  }

  private assign() {
    while (this.queue.length > 0) {
      const decoder = this.take();
      if (!decoder) return;
      const stream = this.streams.get(this.queue.shift()!)!;
      stream.decoder = decoder;
      this.begin(stream);
    }
  }
}
