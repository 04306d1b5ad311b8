import { describe, expect, it } from 'vitest';
import { namesSaidAlike } from './names-said-alike';

describe('names said alike', () => {
  it('finds the other spellings of a name that the CMU dictionary says the same way', () => {
    expect(namesSaidAlike('Sara')).toContain('sarah');
    expect(namesSaidAlike('sarah')).toContain('sara');
    expect(namesSaidAlike('Stephens')).toContain('stevens');
    expect(namesSaidAlike('Whittaker')).toContain('whitaker');
    expect(namesSaidAlike('Sara')).not.toContain('sara');
    // Alike but for an unstressed vowel past the first.
    expect(namesSaidAlike('Candice')).toContain('candace');
    expect(namesSaidAlike('Kristin')).toContain('kristen');
    expect(namesSaidAlike('Bryan')).toContain('brian');
  });

  it('finds none for a name with one spelling, or a word it cannot say', () => {
    expect(namesSaidAlike('Irene')).toEqual([]);
    // The first vowel counts.
    expect(namesSaidAlike('Dan')).not.toContain('don');
    expect(namesSaidAlike('Okafor')).toEqual([]);
    expect(namesSaidAlike('Qzxvbn')).toEqual([]);
  });
});
