import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pcmToBase64, tonePcm } from '../../../fakes/audio/pcm-signals';
import { base64PcmByteLength } from '../speech';
import { readBrowserFrame } from './voice.browser-frames';

const text = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('browser frames', () => {
  it('reads PCM JSON, keeping the frame for relay only when it holds nothing else', () => {
    for (const samples of [tonePcm(10), tonePcm(10).subarray(1), new Int16Array(0)]) {
      const chunk = pcmToBase64(samples);
      const frame = text({ user_audio_chunk: chunk });
      const plain = readBrowserFrame(frame, false);
      expect(plain.kind).toBe('pcm');
      if (plain.kind !== 'pcm') return;
      expect(plain.audio.base64()).toBe(chunk);
      expect(plain.audio.json).toBe(frame);
    }
    const spaced = text(`{ "user_audio_chunk" : "${pcmToBase64(tonePcm(10))}" }`);
    expect(readBrowserFrame(spaced, false)).toMatchObject({ kind: 'pcm', audio: { json: spaced } });
    const padded = readBrowserFrame(
      text({ user_audio_chunk: 'AAAAAA==', type: 'user_message', text: 'x' }),
      false,
    );
    expect(padded).toMatchObject({ kind: 'pcm', audio: { json: undefined } });
  });

  it('checks audio frames on the fast path as strictly as through JSON', () => {
    const alphabet = ['A', 'B', '+', '/', '=', 'a', '9', '"', '\\', ' ', 'x', '-'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }), (chars) => {
        const chunk = chars.join('');
        const frame = Buffer.from(`{"user_audio_chunk":"${chunk}"}`);
        let parsed: unknown;
        try {
          parsed = JSON.parse(frame.toString());
        } catch {
          parsed = undefined;
        }
        const value = (parsed as { user_audio_chunk?: unknown } | undefined)?.user_audio_chunk;
        const expected = typeof value === 'string' && base64PcmByteLength(value) !== undefined;
        expect(readBrowserFrame(frame, false).kind === 'pcm').toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('reads binary frames as webm and the typed messages of the protocol', () => {
    expect(readBrowserFrame(Buffer.from([0x1a, 0x45]), true)).toMatchObject({ kind: 'webm' });
    expect(readBrowserFrame(text({ type: 'user_message', text: ' hi ' }), false)).toEqual({
      kind: 'message',
      message: { type: 'user_message', text: 'hi' },
    });
    expect(readBrowserFrame(text({ type: 'pong', event_id: 3 }), false)).toMatchObject({ kind: 'message' });
    expect(readBrowserFrame(text({ type: 'feedback', score: 'like', event_id: 3 }), false)).toMatchObject({
      kind: 'message',
    });
  });

  it('marks everything else invalid', () => {
    for (const frame of [
      '{',
      '[]',
      '"x"',
      { type: 'pong' },
      { type: 'nope' },
      { user_audio_chunk: 5 },
      { user_audio_chunk: 'AA==' },
    ]) {
      expect(readBrowserFrame(text(frame), false).kind).toBe('invalid');
    }
    expect(readBrowserFrame(Buffer.alloc(0), true).kind).toBe('invalid');
    expect(readBrowserFrame(text({ type: 'user_message', text: 'x'.repeat(2001) }), false).kind).toBe(
      'invalid',
    );
  });
});
