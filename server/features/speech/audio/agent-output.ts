import { parseAudioFormat, type AudioFormat } from '../../../../domain/voice';
import { bytesFromPcm, Resampler } from './pcm';
import { encodeUlaw } from './ulaw';

const TAPS = 31;

/** Windowed-sinc low-pass taps (Hamming), cutoff as a fraction of the sample rate. */
function lowPassTaps(cutoff: number): Float64Array {
  const taps = new Float64Array(TAPS);
  const middle = (TAPS - 1) / 2;
  let sum = 0;
  for (let i = 0; i < TAPS; i += 1) {
    const x = i - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    taps[i] = sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (TAPS - 1)));
    sum += taps[i]!;
  }
  return taps.map((tap) => tap / sum);
}

/** Halves the rate with a low-pass filter first, so nothing above the new Nyquist folds back. */
export function decimateByTwo(samples: Int16Array): Int16Array {
  const taps = lowPassTaps(0.225);
  const out = new Int16Array(Math.floor(samples.length / 2));
  const middle = (TAPS - 1) / 2;
  for (let o = 0; o < out.length; o += 1) {
    const center = o * 2;
    let acc = 0;
    for (let k = 0; k < TAPS; k += 1) acc += taps[k]! * (samples[center + k - middle] ?? 0);
    out[o] = Math.max(-32768, Math.min(32767, Math.round(acc)));
  }
  return out;
}

/** One sentence of agent speech (16 kHz PCM) as the bytes of a session's output format. */
export function encodeAgentAudio(samples: Int16Array, fromRate: number, format: AudioFormat): Buffer {
  const { encoding, sampleRate } = parseAudioFormat(format);
  let converted = samples;
  if (sampleRate * 2 === fromRate) converted = decimateByTwo(samples);
  else if (sampleRate !== fromRate) converted = new Resampler(fromRate, sampleRate).push(samples);
  return encoding === 'ulaw' ? encodeUlaw(converted) : bytesFromPcm(converted);
}
