import { describe, expect, it } from 'vitest';
import {
  bytesToBase64,
  floatToPcm16,
  pcm16BytesToFloat,
  pcm16ToBytes,
  userAudioChunkFrame,
} from './pcm-codec';

describe('PCM16 codec', () => {
  it('scales floats to 16-bit and clamps out-of-range samples', () => {
    expect(Array.from(floatToPcm16(Float32Array.from([0, 1, -1, 0.5, -0.5, 2, -3])))).toEqual([
      0, 32767, -32768, 16384, -16384, 32767, -32768,
    ]);
  });

  it('writes little-endian bytes', () => {
    expect(Array.from(pcm16ToBytes(Int16Array.from([1, -2, 0x1234])))).toEqual([
      1, 0, 0xfe, 0xff, 0x34, 0x12,
    ]);
  });

  it('reads little-endian bytes back to floats, ignoring a trailing odd byte', () => {
    const bytes = Uint8Array.from([0, 0x40, 0, 0xc0, 0xff, 0x7f, 9]);
    expect(Array.from(pcm16BytesToFloat(bytes.buffer))).toEqual([0.5, -0.5, 32767 / 32768]);
  });

  it('base64-encodes large buffers without overflowing the call stack', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 256);
    const decoded = Uint8Array.from(atob(bytesToBase64(bytes)), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });

  it('builds the user_audio_chunk frame of decision 001', () => {
    const frame = JSON.parse(userAudioChunkFrame(Int16Array.from([256, -1])));
    expect(frame).toEqual({ user_audio_chunk: btoa(String.fromCharCode(0, 1, 0xff, 0xff)) });
  });
});
