import { describe, expect, it } from 'vitest';
import { rmsLevel } from '../../audio/pcm';
import { planSegments, synthesizeSpeech } from './speech-synth';

const seconds = (samples: Int16Array, rate: number) => samples.length / rate;

/** Share of 20 ms frames that carry sound, and the zero-crossing rate of the voiced ones. */
function profile(samples: Int16Array, rate: number) {
  const frame = Math.round(rate / 50);
  let voiced = 0;
  let frames = 0;
  for (let offset = 0; offset + frame <= samples.length; offset += frame, frames += 1) {
    if (rmsLevel(samples, offset, offset + frame) > 0.02) voiced += 1;
  }
  return { voicedShare: voiced / frames };
}

describe('speech-like synthesis', () => {
  it('lasts in proportion to the sentence, at about five syllables a second', () => {
    const short = synthesizeSpeech('Hello there.', 16_000);
    const long = synthesizeSpeech(
      'Hello there. I can help with warranty claims, tyre replacements and store hours, all day long.',
      16_000,
    );
    expect(seconds(short, 16_000)).toBeGreaterThan(0.5);
    expect(seconds(short, 16_000)).toBeLessThan(1.5);
    expect(seconds(long, 16_000)).toBeGreaterThan(4 * seconds(short, 16_000));
    expect(seconds(long, 16_000)).toBeLessThan(12);
  });

  it('is audible, never clips, and alternates sound with pauses like speech', () => {
    const audio = synthesizeSpeech('Thanks for calling. How can I help you today?', 16_000);
    const peak = audio.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeGreaterThan(0.4 * 32767);
    expect(peak).toBeLessThanOrEqual(0.46 * 32767);
    expect(rmsLevel(audio)).toBeGreaterThan(0.05);
    const { voicedShare } = profile(audio, 16_000);
    expect(voicedShare).toBeGreaterThan(0.5);
    expect(voicedShare).toBeLessThan(0.95);
  });

  it('is the same for the same text, and works at telephone and wideband rates', () => {
    expect(synthesizeSpeech('Same words.', 16_000)).toEqual(synthesizeSpeech('Same words.', 16_000));
    const narrow = synthesizeSpeech('Same words.', 8000);
    const wide = synthesizeSpeech('Same words.', 48_000);
    expect(seconds(narrow, 8000)).toBeCloseTo(seconds(wide, 48_000), 1);
    expect(rmsLevel(narrow)).toBeGreaterThan(0.05);
  });

  it('plans a syllable per vowel group and longer pauses at sentence ends', () => {
    const plan = planSegments('Hi, okay.');
    expect(plan.filter((segment) => segment.kind === 'vowel')).toHaveLength(3);
    expect(plan.filter((segment) => segment.kind === 'pause').map((segment) => segment.ms)).toEqual([
      35, 180, 35, 320,
    ]);
  });
});
