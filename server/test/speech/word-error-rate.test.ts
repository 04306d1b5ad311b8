import { describe, expect, it } from 'vitest';
import { normalizedWords, wordEditDistance, wordErrorRate } from './word-error-rate';

describe('word error rate', () => {
  it('normalises case, punctuation, numbers and joined words', () => {
    expect(normalizedWords('Hi, TreadDesk here: 42,000 miles, six thirty-seconds!')).toEqual(
      'hi tread desk here forty two thousand miles six thirty seconds'.split(' '),
    );
  });

  it('counts substitutions, insertions and deletions at the word level', () => {
    const words = (text: string) => text.split(' ');
    expect(wordEditDistance(words('a b c d'), words('a b c d'))).toBe(0);
    expect(wordEditDistance(words('a b c d'), words('a x c d'))).toBe(1);
    expect(wordEditDistance(words('a b c d'), words('a b d'))).toBe(1);
    expect(wordEditDistance(words('a b c d'), words('a b c c d e'))).toBe(2);
    expect(wordEditDistance(words('a b'), [])).toBe(2);
  });

  it('divides all errors by all reference words', () => {
    const result = wordErrorRate([
      { reference: 'one two three four', hypothesis: 'one two three for' },
      { reference: 'five six', hypothesis: '' },
    ]);
    expect(result).toEqual({ errors: 3, words: 6, rate: 0.5 });
  });
});
