/** PCM16 little-endian mono helpers shared by the gateway, the simulated agent and the Opus input. */

export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(bytes.length >> 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset, samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

export function bytesFromPcm(samples: Int16Array): Buffer {
  const bytes = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) bytes.writeInt16LE(samples[i]!, i * 2);
  return bytes;
}

export function floatToPcm(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const clamped = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
  }
  return out;
}

/** Averages the channels of decoded audio into one. */
export function mixToMono(channels: Float32Array[], length: number): Float32Array {
  if (channels.length === 1) return channels[0]!.subarray(0, length);
  const out = new Float32Array(length);
  for (const channel of channels)
    for (let i = 0; i < length; i += 1) out[i]! += channel[i]! / channels.length;
  return out;
}

/**
 * Linear-interpolation resampler that keeps its phase between chunks, so a stream cut into
 * 100 ms pieces resamples exactly like the whole stream.
 */
export class Resampler {
  private position = 0;
  private previous = 0;
  private readonly step: number;

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
  ) {
    this.step = fromRate / toRate;
  }

  push(input: Int16Array): Int16Array {
    if (this.fromRate === this.toRate) return input;
    const out: number[] = [];
    // position counts input samples from input[0]; -1 is the previous chunk's last sample.
    while (Math.floor(this.position) + 1 < input.length) {
      const index = Math.floor(this.position);
      const left = index < 0 ? this.previous : input[index]!;
      const right = input[index + 1]!;
      out.push(Math.round(left + (right - left) * (this.position - index)));
      this.position += this.step;
    }
    this.position -= input.length;
    if (input.length > 0) this.previous = input[input.length - 1]!;
    return Int16Array.from(out);
  }
}

/** Root-mean-square level of a stretch of samples, 0 (silence) to 1 (full scale). */
export function rmsLevel(samples: Int16Array, start = 0, end = samples.length): number {
  if (end <= start) return 0;
  let sum = 0;
  for (let i = start; i < end; i += 1) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / (end - start)) / 32768;
}

/** RMS level (0..1) above which a 20 ms frame of a caller's audio counts as voice: about -36 dBFS. */
export const VOICE_LEVEL = 0.015;

/** 20 ms of 16 kHz PCM: the frame whose level says whether it is voice. */
const VOICE_FRAME = 320;
const isVoice = (samples: Int16Array, start: number, end = Math.min(start + VOICE_FRAME, samples.length)) =>
  rmsLevel(samples, start, end) >= VOICE_LEVEL;

/** How many samples at the end of 16 kHz PCM follow its last 20 ms of voice (all of them when none has voice). */
export function quietTail(samples: Int16Array): number {
  for (let end = samples.length; end > 0; end -= VOICE_FRAME) {
    if (isVoice(samples, Math.max(0, end - VOICE_FRAME), end)) return samples.length - end;
  }
  return samples.length;
}

/**
 * 16 kHz PCM from `keptSamples` before its first 20 ms of voice: the quiet before it cut to that
 * much (none cut when it has no voice, or less quiet than that).
 */
export function fromVoiceOnset(samples: Int16Array, keptSamples: number): Int16Array {
  let onset = 0;
  while (onset < samples.length && !isVoice(samples, onset)) onset += VOICE_FRAME;
  if (onset >= samples.length) return samples;
  return samples.subarray(Math.max(0, onset - keptSamples));
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Checks base64 PCM16 without decoding it: the byte count it encodes, or undefined if invalid. */
export function base64PcmByteLength(text: string): number | undefined {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return undefined;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = (text.length / 4) * 3 - padding;
  return bytes % 2 === 0 ? bytes : undefined;
}

/** The parts one after another. */
export function joinPcm(parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
