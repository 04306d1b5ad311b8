/**
 * AudioWorklet that turns the microphone into 16 kHz PCM16 buffers of 4096 samples and posts each
 * buffer's ArrayBuffer to the main thread. Bundled by Vite (`?worker&url`) into a same-origin file,
 * as the CSP (script-src 'self') requires.
 */
import { floatToPcm16 } from './pcm-codec';
import { SampleChunker, StreamResampler } from './pcm-resampler';

// The AudioWorkletGlobalScope is not in TypeScript's DOM library.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new (options: ProcessorOptions) => object): void;

type ProcessorOptions = { processorOptions?: { targetRate?: number; bufferSamples?: number } };

class PcmRecorderProcessor extends AudioWorkletProcessor {
  private readonly resampler: StreamResampler;
  private readonly chunker: SampleChunker;

  constructor(options: ProcessorOptions) {
    super();
    this.resampler = new StreamResampler(
      Math.round(sampleRate),
      options.processorOptions?.targetRate ?? 16_000,
    );
    this.chunker = new SampleChunker(options.processorOptions?.bufferSamples ?? 4096);
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (channel && channel.length > 0) {
      for (const buffer of this.chunker.push(floatToPcm16(this.resampler.process(channel)))) {
        this.port.postMessage(buffer.buffer, [buffer.buffer]);
      }
    }
    return true;
  }
}

registerProcessor('pcm-recorder', PcmRecorderProcessor);
