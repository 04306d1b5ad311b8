/** Test signals as PCM16 mono: what a microphone would send to /ws/voice in pcm_16000 mode. */

export function tonePcm(ms: number, options: { rate?: number; hz?: number; amplitude?: number } = {}) {
  const { rate = 16_000, hz = 220, amplitude = 0.3 } = options;
  const samples = new Int16Array(Math.round((rate * ms) / 1000));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * amplitude * 32767);
  }
  return samples;
}

export function silencePcm(ms: number, rate = 16_000) {
  return new Int16Array(Math.round((rate * ms) / 1000));
}

/** Low-level noise, like a quiet room behind noise suppression. */
export function noisePcm(ms: number, amplitude = 0.003, rate = 16_000, seed = 7) {
  const samples = new Int16Array(Math.round((rate * ms) / 1000));
  let state = seed;
  for (let i = 0; i < samples.length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    samples[i] = Math.round((state / 2_147_483_648 - 0.5) * 2 * amplitude * 32767);
  }
  return samples;
}

export function concatPcm(...parts: Int16Array[]) {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Cuts a signal into fixed-size buffers, like the browser's 4096-sample worklet output. */
export function chunkPcm(samples: Int16Array, chunkSamples: number): Int16Array[] {
  const chunks: Int16Array[] = [];
  for (let offset = 0; offset < samples.length; offset += chunkSamples) {
    chunks.push(samples.subarray(offset, offset + chunkSamples));
  }
  return chunks;
}

export function pcmToBase64(samples: Int16Array): string {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString('base64');
}

export function pcmFromBuffer(bytes: Uint8Array): Int16Array {
  const copy = Uint8Array.from(bytes);
  return new Int16Array(copy.buffer, 0, copy.length >> 1);
}
