import { describe, expect, it } from 'vitest';
import { sayDate } from './spoken-dates';
import { sayDollars, sayPhoneDigits, spellCode, spellName } from './spoken-readback';

describe('reading values back to a caller', () => {
  it('says phone digits in groups and spells codes', () => {
    expect(sayPhoneDigits('9195550147')).toBe('9 1 9, 5 5 5, 0 1 4 7');
    // The country code on its own (one, two or three digits), then the rest, its last four together.
    expect(sayPhoneDigits('+35315550142')).toBe('plus 3 5 3, 1 5 5 5, 0 1 4 2');
    expect(sayPhoneDigits('+4930901820')).toBe('plus 4 9, 3 0 9 0, 1 8 2 0');
    expect(sayPhoneDigits('+442079460958')).toBe('plus 4 4, 2 0 7, 9 4 6, 0 9 5 8');
    expect(sayPhoneDigits('+61491570156')).toBe('plus 6 1, 4 9 1, 5 7, 0 1 5 6');
    expect(sayPhoneDigits('+79161234567')).toBe('plus 7, 9 1 6, 1 2 3, 4 5 6 7');
    expect(sayPhoneDigits('+2348031234567')).toBe('plus 2 3 4, 8 0 3, 1 2 3, 4 5 6 7');
    expect(spellCode('XB4122')).toBe('X as in X-ray, B as in Bravo, 4 1 2 2');
    expect(spellCode('4b3x2219')).toBe('4, B as in Bravo, 3, X as in X-ray, 2 2 1 9');
    expect(spellCode('4B7XK93025')).toBe('4, B as in Bravo, 7, X as in X-ray, K as in Kilo, 9, 3 0 2 5');
    expect(spellCode('U2LLH4TR120315')).toBe(
      'U as in Uniform, 2, L as in Lima, L as in Lima, H as in Hotel, 4, T as in Tango, R as in Romeo, 1 2, 0 3 1 5',
    );
    expect(spellCode('KR719')).toBe('K as in Kilo, R as in Romeo, 7 1 9');
  });

  it('spells a name letter by letter, saying its apostrophes and hyphens', () => {
    expect(spellName('Sarah')).toBe('S, A, R, A, H');
    expect(spellName("O'Neil-Bây")).toBe('O, apostrophe, N, E, I, L, hyphen, B, Â, Y');
  });

  it('says dates and dollars', () => {
    expect(sayDate('2025-11-01')).toBe('November 2025');
    expect(sayDate('2025-11-23')).toBe('November 23, 2025');
    expect(sayDollars(10_050)).toBe('$100.50');
  });
});
