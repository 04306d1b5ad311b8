import { describe, expect, it } from 'vitest';
import { FliteSynthesizer } from '../synthesis/flite';
import { cmuPronunciation, flitePronouncer, modelPhones } from './pronunciations';

describe('pronouncing the names a grammar listens for', () => {
  it("writes Flite's phones in the acoustic model's set, and refuses one it lacks", () => {
    expect(modelPhones(['n', 'ow', 'k', 'iy', 'ax', 'n'])).toBe('N OW K IY AH N');
    expect(modelPhones(['b', 'axr'])).toBe('B ER');
    expect(modelPhones(['b', 'qq'])).toBeUndefined();
    expect(modelPhones([])).toBeUndefined();
  });

  it('says names the CMU dictionary lacks by letter-to-sound rules, several in one run', async () => {
    const pronounce = flitePronouncer(await FliteSynthesizer.load());
    expect(cmuPronunciation('hankook')).toBeUndefined();
    const [hankook, falken, michelin] = pronounce(['hankook', 'falken', 'michelin']);
    expect(hankook).toMatch(/^HH AE NG K (UH|UW) K$/);
    expect(falken).toMatch(/^F (AO|AA|AE) L? ?K/);
    // A word in Flite's lexicon is said as the CMU dictionary says it.
    expect(michelin).toBe(cmuPronunciation('michelin'));
  }, 30_000);

  it('has no pronunciation without Flite', () => {
    expect(flitePronouncer(undefined)(['hankook'])).toEqual([undefined]);
  });
});
