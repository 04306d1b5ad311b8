import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkPcm, concatPcm, silencePcm, tonePcm } from '../../../../fakes/audio/pcm-signals';
import { base64PcmByteLength, bytesFromPcm, fromVoiceOnset, pcmFromBytes, Resampler, rmsLevel } from './pcm';
import { decodeUlaw, encodeUlaw } from './ulaw';

describe('PCM helpers', () => {
  it('round-trips samples through little-endian bytes', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    expect(Array.from(pcmFromBytes(bytesFromPcm(samples)))).toEqual(Array.from(samples));
  });

  it('measures level: silence 0, a half-scale sine about 0.35', () => {
    expect(rmsLevel(new Int16Array(320))).toBe(0);
    expect(rmsLevel(tonePcm(100, { amplitude: 0.5 }))).toBeCloseTo(0.354, 2);
  });

  it('cuts the quiet before the first voice to what is kept, and leaves audio without voice whole', () => {
    const voice = tonePcm(300, { amplitude: 0.3 });
    const answer = concatPcm(silencePcm(600), voice, silencePcm(500));
    const heard = fromVoiceOnset(answer, 800);
    expect(heard.length).toBe(answer.length - 8800);
    expect(rmsLevel(heard, 0, 800)).toBe(0);
    expect(rmsLevel(heard, 800, 1120)).toBeGreaterThan(0.2);
    expect(fromVoiceOnset(concatPcm(silencePcm(20), voice), 800).length).toBe(320 + voice.length);
    expect(fromVoiceOnset(silencePcm(1000), 800).length).toBe(16_000);
  });

  it('accepts only base64 of whole 16-bit samples', () => {
    expect(base64PcmByteLength('AAAAAA==')).toBe(4);
    expect(base64PcmByteLength('AAE=')).toBe(2);
    expect(base64PcmByteLength('')).toBe(0);
    expect(base64PcmByteLength('AAAA')).toBeUndefined(); // 3 bytes: half a sample left over
    expect(base64PcmByteLength('not base64!')).toBeUndefined();
    expect(base64PcmByteLength('AAA')).toBeUndefined();
    expect(base64PcmByteLength('A=AA')).toBeUndefined();
  });
});

describe('Resampler', () => {
  it('changes the length by the rate ratio and keeps a tone a tone', () => {
    const out = new Resampler(48_000, 16_000).push(tonePcm(1000, { rate: 48_000 }));
    expect(Math.abs(out.length - 16_000)).toBeLessThanOrEqual(1);
    expect(rmsLevel(out)).toBeCloseTo(rmsLevel(tonePcm(1000)), 2);
  });

  it('gives the same output whether the stream arrives whole or in pieces', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8000, 22_050, 24_000, 44_100),
        fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 12 }),
        (toRate, sizes) => {
          const signal = tonePcm(200, { rate: 48_000, hz: 440 });
          const whole = new Resampler(48_000, toRate).push(signal);
          const pieces = new Resampler(48_000, toRate);
          const parts: Int16Array[] = [];
          let offset = 0;
          for (const size of [...sizes, signal.length]) {
            parts.push(pieces.push(signal.subarray(offset, offset + size)));
            offset += size;
            if (offset >= signal.length) break;
          }
          expect(Array.from(concatPcm(...parts))).toEqual(Array.from(whole));
        },
      ),
    );
  });

  it('passes audio through untouched at equal rates', () => {
    const chunk = chunkPcm(tonePcm(100), 4096)[0]!;
    expect(new Resampler(16_000, 16_000).push(chunk)).toBe(chunk);
  });
});

describe('μ-law', () => {
  it('round-trips within the codec step and keeps silence silent', () => {
    const samples = Int16Array.from([0, 100, -100, 1000, -1000, 8000, -8000, 32000, -32000]);
    const back = decodeUlaw(encodeUlaw(samples));
    samples.forEach((sample, i) => {
      expect(Math.abs(back[i]! - sample)).toBeLessThanOrEqual(Math.max(8, Math.abs(sample) * 0.07));
    });
    expect(encodeUlaw(Int16Array.from([0]))[0]).toBe(0xff);
  });
});
