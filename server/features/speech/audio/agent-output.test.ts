import { describe, expect, it } from 'vitest';
import { rmsLevel } from './pcm';
import { decodeUlaw } from './ulaw';
import { decimateByTwo, encodeAgentAudio } from './agent-output';

function sine(frequency: number, rate: number, seconds: number) {
  return Int16Array.from({ length: rate * seconds }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * frequency * i) / rate)),
  );
}

describe('agent audio in the session format', () => {
  it('keeps 16 kHz PCM as it is', () => {
    const samples = sine(440, 16_000, 0.1);
    expect(encodeAgentAudio(samples, 16_000, 'pcm_16000')).toEqual(Buffer.from(samples.buffer));
  });

  it('halves the rate for telephone audio, keeping speech and dropping what 8 kHz cannot carry', () => {
    const voice = decimateByTwo(sine(1000, 16_000, 0.5));
    expect(voice.length).toBe(4000);
    expect(rmsLevel(voice)).toBeGreaterThan(0.15);
    expect(rmsLevel(decimateByTwo(sine(6000, 16_000, 0.5)))).toBeLessThan(0.01); // would alias to 2 kHz
  });

  it('speaks μ-law at 8 kHz for a phone line, one byte per sample', () => {
    const bytes = encodeAgentAudio(sine(500, 16_000, 0.2), 16_000, 'ulaw_8000');
    expect(bytes.length).toBe(1600);
    expect(rmsLevel(decodeUlaw(bytes))).toBeGreaterThan(0.15);
    expect(encodeAgentAudio(sine(500, 16_000, 0.2), 16_000, 'pcm_8000').length).toBe(3200);
  });
});
