import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadToneWebmChunks } from '../../../../fakes/audio/webm-fixture';
import { WebmOpusReader, WebmReadError } from './webm-reader';

const chunks = loadToneWebmChunks();
const whole = Buffer.concat(chunks);

function readAll(pieces: Uint8Array[]) {
  const reader = new WebmOpusReader(64 * 1024);
  const frames: string[] = [];
  let track;
  for (const piece of pieces) {
    const result = reader.push(piece);
    track ??= result.track;
    frames.push(...result.frames.map((frame) => Buffer.from(frame).toString('hex')));
  }
  return { track, frames };
}

describe('WebM reader', () => {
  it('reads the Opus track and every frame of real MediaRecorder chunks', () => {
    const { track, frames } = readAll(chunks);
    expect(track).toEqual({ channels: 1, preSkip: 0, sampleRate: 48_000 });
    // Chromium packs 60 ms of Opus per block; the recording is about 2.6 s long.
    expect(frames.length).toBeGreaterThanOrEqual(40);
    expect(frames.length).toBeLessThan(140);
  });

  it('finds the same frames however the bytes are cut', () => {
    const expected = readAll(chunks).frames;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 40 }), (sizes) => {
        const pieces: Uint8Array[] = [];
        let offset = 0;
        for (let i = 0; offset < whole.length; i += 1) {
          const size = sizes[i % sizes.length]!;
          pieces.push(whole.subarray(offset, offset + size));
          offset += size;
        }
        expect(readAll(pieces).frames).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a stream that does not start with a WebM header', () => {
    expect(() => new WebmOpusReader(1024).push(chunks[1]!)).toThrow(WebmReadError);
    expect(() => new WebmOpusReader(1024).push(Buffer.from('{"user_audio_chunk":""}'))).toThrow(
      'The audio stream must start with a WebM header',
    );
  });

  it('refuses blocks larger than the cap and blocks before any track', () => {
    expect(() => new WebmOpusReader(8).push(whole)).toThrow('An audio block is too large');
    // EBML header (empty), then a SimpleBlock with no Tracks element before it.
    const orphan = Buffer.from('1a45dfa380' + 'a385' + '8100008001', 'hex');
    expect(() => new WebmOpusReader(1024).push(orphan)).toThrow('The audio stream has no Opus track');
  });

  it('waits for more bytes instead of failing on a cut element', () => {
    const reader = new WebmOpusReader(64 * 1024);
    expect(reader.push(whole.subarray(0, 3)).frames).toEqual([]);
    expect(reader.push(whole.subarray(3, 60)).frames).toEqual([]);
    expect(reader.push(whole.subarray(60)).frames.length).toBeGreaterThanOrEqual(40);
  });
});
