import { describe, expect, it } from 'vitest';
import { SampleChunker, StreamResampler } from './pcm-resampler';

function sine(rate: number, hz: number, seconds: number): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / rate),
  );
}

/** Splits input into the 128-sample render quanta an AudioWorklet receives. */
function inQuanta(resampler: StreamResampler, input: Float32Array): Float32Array {
  const parts: number[] = [];
  for (let i = 0; i < input.length; i += 128) parts.push(...resampler.process(input.subarray(i, i + 128)));
  return Float32Array.from(parts);
}

describe('StreamResampler', () => {
  it.each([48_000, 44_100, 22_050, 8_000])(
    'turns %i Hz into 16 kHz with the right number of samples',
    (rate) => {
      const out = inQuanta(new StreamResampler(rate, 16_000), sine(rate, 440, 1));
      expect(Math.abs(out.length - 16_000)).toBeLessThanOrEqual(1);
    },
  );

  it('keeps a 440 Hz tone a 440 Hz tone at 16 kHz (zero crossings)', () => {
    const out = inQuanta(new StreamResampler(48_000, 16_000), sine(48_000, 440, 1));
    let crossings = 0;
    for (let i = 1; i < out.length; i++) if (out[i - 1]! < 0 !== out[i]! < 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(878);
    expect(crossings).toBeLessThanOrEqual(882);
  });

  it('averages when downsampling, so the level of a tone is kept', () => {
    const out = new StreamResampler(48_000, 16_000).process(sine(48_000, 200, 0.5));
    expect(Math.max(...out)).toBeGreaterThan(0.95);
    expect(Math.max(...out)).toBeLessThanOrEqual(1);
  });

  it('gives the same output however the input is split into blocks', () => {
    const input = sine(44_100, 300, 0.2);
    const whole = new StreamResampler(44_100, 16_000).process(input);
    const split = inQuanta(new StreamResampler(44_100, 16_000), input);
    expect(split).toEqual(whole);
  });

  it('passes 16 kHz through unchanged and rejects bad rates', () => {
    const input = Float32Array.from([0.1, 0.2]);
    expect(new StreamResampler(16_000, 16_000).process(input)).toEqual(input);
    expect(() => new StreamResampler(0, 16_000)).toThrow(RangeError);
    expect(() => new StreamResampler(44_100.5, 16_000)).toThrow(RangeError);
  });
});

describe('SampleChunker', () => {
  it('emits full 4096-sample buffers only, carrying the rest over', () => {
    const chunker = new SampleChunker(4096);
    expect(chunker.push(new Int16Array(4000))).toHaveLength(0);
    const ramp = Int16Array.from({ length: 1000 }, (_, i) => i);
    const buffers = chunker.push(ramp);
    expect(buffers.map((b) => b.length)).toEqual([4096]);
    expect(buffers[0]![4000]).toBe(0);
    expect(buffers[0]![4095]).toBe(95);
    expect(chunker.push(new Int16Array(4096 - 905))).toHaveLength(0);
    const [next] = chunker.push(Int16Array.from([7]));
    expect(next![0]).toBe(96);
    expect(next![4095]).toBe(7);
  });
});
