import { describe, expect, it } from 'vitest';
import { FliteSynthesizer } from '../synthesis/flite';
import { pluralPronunciationLines } from './name-pronunciations';
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

  it("says a brand's plural as the brand and an s, voiced or not as its last sound, each way it is said", () => {
    const lines = [
      'michelin M IH SH AH L AH N',
      'michelin(2) M IH SH L AH N',
      'dunlop D AH N L AA P',
      'coopers K UW P ER Z',
    ];
    expect(pluralPronunciationLines(lines, ['michelin', 'dunlop', 'cooper', 'bfgoodrich'])).toEqual([
      'michelins M IH SH AH L AH N Z',
      'michelins(2) M IH SH L AH N Z',
      'dunlops D AH N L AA P S',
    ]);
  });

  it('has no pronunciation without Flite', () => {
    expect(flitePronouncer(undefined)(['hankook'])).toEqual([undefined]);
  });
});
