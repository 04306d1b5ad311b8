import { describe, expect, it } from 'vitest';
import { milesDrivenSince } from './measure-reading';

describe('miles driven since the tyres were fitted', () => {
  it.each([
    ["I've put about 30,000 on them since", 30_000],
    ['driven 28k miles on them', 28_000],
    ['we did maybe twenty two thousand on it', 22_000],
    ['about 18,500 since then', 18_500],
    ['clocked up 40 thousand on the tires', 40_000],
  ])('reads "%s" as %d miles driven', (said, miles) => {
    expect(milesDrivenSince(said)).toBe(miles);
  });

  it.each(['it reads 41,200', 'about 61k now', 'the odometer shows 52,000 miles', 'put them on last May'])(
    'takes "%s" as no miles driven',
    (said) => {
      expect(milesDrivenSince(said)).toBeUndefined();
    },
  );
});
