/** The most recent stretch of microphone audio (a ring buffer of PCM16 samples). */
export class SpeechHistory {
  private readonly buffer: Int16Array;
  private length = 0;
  private end = 0;

  constructor(capacity: number) {
    this.buffer = new Int16Array(capacity);
  }

  push(samples: Int16Array) {
    const capacity = this.buffer.length;
    const tail = samples.length > capacity ? samples.subarray(samples.length - capacity) : samples;
    for (let i = 0; i < tail.length; i += 1) {
      this.buffer[this.end] = tail[i]!;
      this.end = (this.end + 1) % capacity;
    }
    this.length = Math.min(capacity, this.length + tail.length);
  }

  /** The kept audio, oldest first; the history is empty afterwards. */
  take(): Int16Array {
    const out = new Int16Array(this.length);
    const start = (this.end - this.length + this.buffer.length) % this.buffer.length;
    for (let i = 0; i < this.length; i += 1) out[i] = this.buffer[(start + i) % this.buffer.length]!;
    this.length = 0;
    return out;
  }
}
