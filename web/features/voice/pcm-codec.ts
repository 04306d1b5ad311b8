/** PCM16 little-endian conversions for the voice socket (decision 001). */

/** Float samples in [-1, 1] to signed 16-bit, clamping anything outside. */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

/** The little-endian bytes of PCM16 samples. */
export function pcm16ToBytes(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, i) => view.setInt16(i * 2, sample, true));
  return bytes;
}

/** Little-endian PCM16 bytes to float samples; a trailing odd byte is ignored. */
export function pcm16BytesToFloat(buffer: ArrayBuffer): Float32Array<ArrayBuffer> {
  const view = new DataView(buffer);
  const out = new Float32Array(Math.floor(buffer.byteLength / 2));
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true) / 0x8000;
  return out;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode takes its arguments on the stack: go in slices.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The JSON frame for one microphone buffer when the agent takes pcm_16000. */
export function userAudioChunkFrame(samples: Int16Array): string {
  return JSON.stringify({ user_audio_chunk: bytesToBase64(pcm16ToBytes(samples)) });
}
