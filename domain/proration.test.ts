import { describe, expect, it } from 'vitest';
import {
  customerPaysCents,
  mileageUsedBp,
  priceBasisCents,
  prorateClaim,
  toWholePercent,
  treadWornBp,
} from './proration';
import { fillProration } from './warranties';

describe('tread-depth proration (reference worked cases)', () => {
  it.each([
    [10, 6, 50],
    [8, 3, 83],
    [11, 5, 67],
  ])('original %i/32, remaining %i/32 is %i %% worn', (original, remaining, worn) => {
    expect(toWholePercent(treadWornBp(original, remaining)!, 'nearest')).toBe(worn);
    expect(prorateClaim({ treadOriginal: original, treadRemaining: remaining })).toEqual({
      basis: 'tread',
      wornPercent: worn,
      creditPercent: 100 - worn,
    });
  });

  it('clamps to 0..100 % and refuses an original at or below the legal minimum', () => {
    expect(treadWornBp(10, 12)).toBe(0);
    expect(treadWornBp(10, 1)).toBe(10_000);
    expect(treadWornBp(2, 1)).toBeNull();
  });
});

describe('mileage proration (reference worked cases)', () => {
  it('80,000 warranted, 56,000 obtained: customer pays 70 %, credit 30 %', () => {
    expect(prorateClaim({ mileageOn: 0, mileageOff: 56_000, milesWarranted: 80_000 })).toEqual({
      basis: 'mileage',
      wornPercent: 70,
      creditPercent: 30,
    });
  });

  it('80,000 warranted, 50,000 obtained, $80.00: 62.5 % rounds up to 63 % and the customer pays $50.40', () => {
    const used = mileageUsedBp(10_000, 60_000, 80_000)!;
    expect(used).toBe(6250);
    const worn = toWholePercent(used, 'up');
    expect(worn).toBe(63);
    expect(customerPaysCents(8000, worn)).toBe(5040);
  });

  it('refuses an odometer that went backwards or a zero warranty', () => {
    expect(mileageUsedBp(50_000, 40_000, 80_000)).toBeNull();
    expect(mileageUsedBp(0, 40_000, 0)).toBeNull();
  });
});

describe('claim proration', () => {
  it('uses the basis the credit basis names, even when both kinds of reading exist', () => {
    const both = {
      treadOriginal: 10,
      treadRemaining: 6,
      mileageOn: 0,
      mileageOff: 56_000,
      milesWarranted: 80_000,
    };
    expect(prorateClaim({ ...both, creditBasisName: 'Mileage' })?.basis).toBe('mileage');
    expect(prorateClaim({ ...both, creditBasisName: 'Tread Depth' })?.basis).toBe('tread');
    expect(prorateClaim(both)?.basis).toBe('tread');
  });

  it('price basis is the lower of dealer and list price', () => {
    expect(priceBasisCents(12_999, 11_500)).toBe(11_500);
  });

  it('fills empty percentages from the readings but keeps what staff typed', () => {
    const filled = fillProration({
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
    });
    expect(filled.calculatedPercent).toBe('50');
    expect(filled.percentCredit).toBe('50');
    const kept = fillProration({
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
      calculatedPercent: '45',
      percentCredit: null,
    });
    expect(kept.calculatedPercent).toBe('45');
    expect(kept.percentCredit).toBe('50');
  });
});
