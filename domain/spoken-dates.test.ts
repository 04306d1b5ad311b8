import { describe, expect, it } from 'vitest';
import { yearWithoutMonth } from './spoken-dates';

describe('a purchase year said without its month', () => {
  const onTheCall = (said: string) => yearWithoutMonth(said, '2026-12-07');

  it('reads the year of a season, "last year" or a year alone', () => {
    expect(onTheCall('summer of 2025')).toBe(2025);
    expect(onTheCall('back in the fall of 2023')).toBe(2023);
    expect(onTheCall('twenty twenty three')).toBe(2023);
    expect(onTheCall('sometime last year')).toBe(2025);
    // The latest summer that has ended: this year's in December, last year's for a call in July.
    expect(onTheCall('last summer')).toBe(2026);
    expect(yearWithoutMonth('last summer', '2026-07-20')).toBe(2025);
  });

  it('reads nothing where a month or a time ago was said, or no year', () => {
    expect(onTheCall('March 2024')).toBeUndefined();
    expect(onTheCall('Christmas 2024')).toBeUndefined();
    expect(onTheCall('two years ago')).toBeUndefined();
    expect(onTheCall('I do not remember')).toBeUndefined();
  });
});
