import { PocketsphinxDecoder, type DecoderModel } from './pocketsphinx';

/** Audio a stream may hold while it waits for a free decoder: 30 s at 16 kHz. */
const MAX_WAITING_SAMPLES = 30 * 16_000;

type Stream = { decoder?: PocketsphinxDecoder; waiting: Int16Array[]; waitingSamples: number };

/**
 * Up to maxStreams utterances decoded at once in one worker, each as its audio arrives; a stream
 * opened while every decoder is busy keeps its audio (bounded) until one is free.
 */
export class DecoderStreams {
  private readonly free: PocketsphinxDecoder[] = [];
  private readonly streams = new Map<number, Stream>();
  private readonly queue: number[] = [];
  private created = 0;

  constructor(
    private readonly model: DecoderModel,
    private readonly maxStreams: number,
  ) {
    this.free.push(new PocketsphinxDecoder(model)); // fail now, not on the first visitor
    this.created = 1;
  }

  open(id: number) {
    this.streams.set(id, { waiting: [], waitingSamples: 0 });
    this.queue.push(id);
    this.assign();
  }

  push(id: number, samples: Int16Array) {
    const stream = this.streams.get(id);
    if (!stream) return;
    if (stream.decoder) return stream.decoder.process(samples);
    if (stream.waitingSamples + samples.length > MAX_WAITING_SAMPLES) return;
    stream.waiting.push(samples);
    stream.waitingSamples += samples.length;
  }

  finish(id: number): string {
    const stream = this.streams.get(id);
    if (!stream) return '';
    if (!stream.decoder) {
      // Still queued: decode what it holds now, ahead of the queue (its visitor is waiting).
      this.queue.splice(this.queue.indexOf(id), 1);
      stream.decoder = this.take();
      if (!stream.decoder) {
        stream.decoder = new PocketsphinxDecoder(this.model);
        this.created += 1;
      }
      stream.decoder.start();
      for (const samples of stream.waiting.splice(0)) stream.decoder.process(samples);
    }
    const text = stream.decoder.finish();
    this.release(id);
    return text;
  }

  cancel(id: number) {
    const stream = this.streams.get(id);
    if (!stream) return;
    if (stream.decoder) stream.decoder.finish();
    else this.queue.splice(this.queue.indexOf(id), 1);
    this.release(id);
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
      decoder.start();
      for (const samples of stream.waiting.splice(0)) decoder.process(samples);
      stream.waitingSamples = 0;
    }
  }
}
