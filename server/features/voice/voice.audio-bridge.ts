import type { AudioFormat } from '../../../domain/voice';
import { parseAudioFormat, PCM_SAMPLE_RATE } from '../../../domain/voice';
import { bytesFromPcm, pcmFromBytes, Resampler } from '../speech';
import { decodeUlaw, encodeUlaw } from '../speech';
import { WebmOpusInput } from '../speech';
import type { UserAudio } from './providers/provider';

/**
 * Converts microphone audio to the agent's input format, and agent audio to the PCM16 the
 * browser plays. Browser PCM arrives at 16 kHz; webm/opus is decoded straight to the agent's rate.
 */
export class AudioBridge {
  private readonly input: ReturnType<typeof parseAudioFormat>;
  private readonly output: ReturnType<typeof parseAudioFormat>;
  private pcmResampler?: Resampler;
  private webm?: WebmOpusInput;

  constructor(
    private readonly inputFormat: AudioFormat,
    outputFormat: AudioFormat,
    private readonly maxFrameBytes: number,
  ) {
    this.input = parseAudioFormat(inputFormat);
    this.output = parseAudioFormat(outputFormat);
  }

  /** What the browser is told it will receive: μ-law agents are converted to PCM16. */
  get browserOutputFormat(): AudioFormat {
    return `pcm_${this.output.sampleRate}` as AudioFormat;
  }

  fromBrowserPcm(audio: UserAudio): UserAudio {
    if (this.inputFormat === 'pcm_16000') return audio;
    this.pcmResampler ??= new Resampler(PCM_SAMPLE_RATE, this.input.sampleRate);
    return this.encode(this.pcmResampler.push(pcmFromBytes(Buffer.from(audio.base64(), 'base64'))));
  }

  /** Resolves undefined while the decoder has no whole frame yet; rejects with WebmReadError. */
  async fromBrowserWebm(chunk: Buffer): Promise<UserAudio | undefined> {
    this.webm ??= new WebmOpusInput(this.input.sampleRate, this.maxFrameBytes);
    const pcm = await this.webm.push(chunk);
    return pcm.length > 0 ? this.encode(pcm) : undefined;
  }

  toBrowser(agentAudio: Buffer): Buffer {
    return this.output.encoding === 'ulaw' ? bytesFromPcm(decodeUlaw(agentAudio)) : agentAudio;
  }

  close() {
    this.webm?.close();
  }

  private encode(pcm: Int16Array): UserAudio {
    const base64 = (this.input.encoding === 'ulaw' ? encodeUlaw(pcm) : bytesFromPcm(pcm)).toString('base64');
    return { base64: () => base64 };
  }
}
