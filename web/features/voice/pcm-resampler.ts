/**
 * Streaming mono resampler for microphone audio. Downsampling averages each output period's input
 * samples (a box low-pass, enough to keep speech free of audible aliasing); upsampling interpolates
 * linearly. State carries across blocks, so block boundaries leave no clicks.
 */
export class StreamResampler {
  // The rate ratio as a reduced fraction period/step, so phase arithmetic stays exact in integers.
  private readonly period: number;
  private readonly step: number;
  private phase = 0;
  private sum = 0;
  private count = 0;
  private previous = 0;

  constructor(
    readonly inputRate: number,
    readonly outputRate: number,
  ) {
    if (
      !(inputRate > 0) ||
      !(outputRate > 0) ||
      !Number.isInteger(inputRate) ||
      !Number.isInteger(outputRate)
    ) {
      throw new RangeError('Sample rates must be positive whole numbers');
    }
    const divisor = greatestCommonDivisor(inputRate, outputRate);
    this.period = inputRate / divisor;
    this.step = outputRate / divisor;
    if (this.period < this.step) this.phase = this.step;
  }

  process(input: Float32Array): Float32Array {
    if (this.period === this.step) return input.slice();
    return this.period > this.step ? this.downsample(input) : this.upsample(input);
  }

  private downsample(input: Float32Array): Float32Array {
    const out: number[] = [];
    for (const sample of input) {
      this.sum += sample;
      this.count += 1;
      this.phase += this.step;
      if (this.phase >= this.period) {
        out.push(this.sum / this.count);
        this.sum = 0;
        this.count = 0;
        this.phase -= this.period;
      }
    }
    return Float32Array.from(out);
  }

  /** phase counts, in 1/step of an input sample, how far the next output lies past `previous`. */
  private upsample(input: Float32Array): Float32Array {
    const out: number[] = [];
    for (const sample of input) {
      while (this.phase <= this.step) {
        out.push(this.previous + ((sample - this.previous) * this.phase) / this.step);
        this.phase += this.period;
      }
      this.phase -= this.step;
      this.previous = sample;
    }
    return Float32Array.from(out);
  }
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** Collects samples into fixed-size buffers (4096 for the voice socket). */
export class SampleChunker {
  private buffer: Int16Array;
  private filled = 0;

  constructor(readonly size: number) {
    this.buffer = new Int16Array(size);
  }

  push(samples: Int16Array): Int16Array[] {
    const full: Int16Array[] = [];
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(this.size - this.filled, samples.length - offset);
      this.buffer.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.size) {
        full.push(this.buffer);
        this.buffer = new Int16Array(this.size);
        this.filled = 0;
      }
    }
    return full;
  }
}
