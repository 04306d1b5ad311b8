import { OpusDecoder } from 'opus-decoder';
import { floatToPcm, mixToMono, Resampler } from './pcm';
import { WebmOpusReader, WebmReadError, type OpusTrackInfo } from './webm-reader';

type DecoderRate = 8000 | 12000 | 16000 | 24000 | 48000;
const DECODER_RATES: DecoderRate[] = [8000, 12000, 16000, 24000, 48000];

/**
 * Microphone audio from MediaRecorder (binary webm/opus chunks, 100 ms each) turned into PCM16
 * mono at the agent's input rate. Opus decodes natively at 8/12/16/24/48 kHz; other rates are
 * decoded at 48 kHz and resampled.
 */
export class WebmOpusInput {
  private readonly reader: WebmOpusReader;
  private decoder?: OpusDecoder<DecoderRate>;
  private resampler?: Resampler;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly targetRate: number,
    maxElementBytes: number,
  ) {
    this.reader = new WebmOpusReader(maxElementBytes);
  }

  /** Chunks are decoded in arrival order; a malformed stream rejects with WebmReadError. */
  push(chunk: Uint8Array): Promise<Int16Array> {
    const next = this.queue.then(() => this.decode(chunk));
    this.queue = next.catch(() => undefined);
    return next;
  }

  close() {
    this.closed = true;
    this.decoder?.free();
    this.decoder = undefined;
  }

  private async decode(chunk: Uint8Array): Promise<Int16Array> {
    const { track, frames } = this.reader.push(chunk);
    if (track) await this.open(track);
    if (this.closed || frames.length === 0 || !this.decoder) return new Int16Array(0);
    const decoded = this.decoder.decodeFrames(frames);
    if (decoded.errors.length === frames.length) throw new WebmReadError('The audio could not be decoded');
    const mono = floatToPcm(mixToMono(decoded.channelData, decoded.samplesDecoded));
    return this.resampler ? this.resampler.push(mono) : mono;
  }

  private async open(track: OpusTrackInfo) {
    if (track.channels < 1 || track.channels > 2)
      throw new WebmReadError('Only mono or stereo audio is accepted');
    const exact = DECODER_RATES.find((rate) => rate === this.targetRate);
    const decoderRate = exact ?? 48_000;
    const decoder = new OpusDecoder<DecoderRate>({
      sampleRate: decoderRate,
      channels: track.channels,
      streamCount: 1,
      coupledStreamCount: track.channels - 1,
      channelMappingTable: track.channels === 2 ? [0, 1] : [0],
      preSkip: track.preSkip,
    });
    await decoder.ready;
    if (this.closed) return decoder.free();
    this.decoder = decoder;
    if (!exact) this.resampler = new Resampler(decoderRate, this.targetRate);
  }
}
