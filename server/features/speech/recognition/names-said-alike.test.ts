import { describe, expect, it } from 'vitest';
import { namesSaidAlike } from './names-said-alike';

describe('names said alike', () => {
  it('finds the other spellings of a name that the CMU dictionary says the same way', () => {
    expect(namesSaidAlike('Sara')).toContain('sarah');
    expect(namesSaidAlike('sarah')).toContain('sara');
    expect(namesSaidAlike('Stephens')).toContain('stevens');
    expect(namesSaidAlike('Whittaker')).toContain('whitaker');
    expect(namesSaidAlike('Sara')).not.toContain('sara');
  });

  it('finds none for a name with one spelling, or a word it cannot say', () => {
    expect(namesSaidAlike('Irene')).toEqual([]);
    expect(namesSaidAlike('Okafor')).toEqual([]);
    expect(namesSaidAlike('Qzxvbn')).toEqual([]);
  });
});
