/** Synthesized sentences by text, least recently used dropped first, bounded by bytes. */
export class SpeechCache {
  private readonly entries = new Map<string, Int16Array>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(text: string): Int16Array | undefined {
    const samples = this.entries.get(text);
    if (samples) {
      this.entries.delete(text);
      this.entries.set(text, samples);
    }
    return samples;
  }

  set(text: string, samples: Int16Array) {
    if (samples.byteLength > this.maxBytes || this.entries.has(text)) return;
    this.entries.set(text, samples);
    this.bytes += samples.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }

  get size() {
    return this.entries.size;
  }
}
