import { describe, expect, it } from 'vitest';
import {
  claimMoney,
  customerPaysCents,
  mileageUsedBp,
  priceBasisCents,
  prorateClaim,
  toWholePercent,
  treadWornBp,
  withinFreeReplacement,
} from './proration';
import { fillClaimFigures, fillProration } from './warranties';

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

describe('claim money in integer cents', () => {
  it('reference case: 80,000 mi warranted, 50,000 obtained, $80.00 → customer pays $50.40 when rounding up', () => {
    const proration = prorateClaim(
      { mileageOn: 0, mileageOff: 50_000, milesWarranted: 80_000 },
      { tread: 'nearest', mileage: 'up' },
    )!;
    expect(proration.wornPercent).toBe(63);
    expect(claimMoney({ wornPercent: proration.wornPercent, sellingPriceCents: 8_000 })).toEqual({
      priceBasisCents: 8_000,
      creditCents: 2_960,
      customerPaysCents: 5_040,
    });
  });

  it("the rounding policy is the tenant's: down gives $49.60, exact gives $50.00", () => {
    const input = { mileageOn: 0, mileageOff: 50_000, milesWarranted: 80_000 };
    const down = prorateClaim(input, { tread: 'nearest', mileage: 'down' })!;
    const exact = prorateClaim(input, { tread: 'nearest', mileage: 'exact' })!;
    expect(down).toMatchObject({ wornPercent: 62, creditPercent: 38 });
    expect(exact).toMatchObject({ wornPercent: 62.5, creditPercent: 37.5 });
    expect(claimMoney({ wornPercent: down.wornPercent, sellingPriceCents: 8_000 })!.customerPaysCents).toBe(
      4_960,
    );
    expect(claimMoney({ wornPercent: exact.wornPercent, sellingPriceCents: 8_000 })!.customerPaysCents).toBe(
      5_000,
    );
  });

  it('prices the lower of selling and list price per tyre; extras go to the customer unprorated', () => {
    expect(
      claimMoney({
        wornPercent: 50,
        sellingPriceCents: 15_000,
        listPriceCents: 14_000,
        numberOfTires: 2,
        mountingCents: 2_000,
        balancingCents: 1_000,
        taxCents: 500,
      }),
    ).toEqual({ priceBasisCents: 28_000, creditCents: 14_000, customerPaysCents: 17_500 });
  });

  it('within the free-replacement window the customer pays only the extras', () => {
    expect(
      claimMoney({ wornPercent: 20, sellingPriceCents: 10_000, taxCents: 700, freeReplacement: true }),
    ).toEqual({ priceBasisCents: 10_000, creditCents: 10_000, customerPaysCents: 700 });
    expect(withinFreeReplacement(2_500, null, null)).toBe(true);
    expect(withinFreeReplacement(3_000, 10, 8)).toBe(true);
    expect(withinFreeReplacement(3_000, 10, 7)).toBe(false);
  });

  it('has no money without a price', () => {
    expect(claimMoney({ wornPercent: 50 })).toBeNull();
  });
});

describe('claim figures from the record', () => {
  it('averages three tread readings into the remaining depth, then prorates and prices', () => {
    const filled = fillClaimFigures(
      {
        treadDepthProrationOriginalTread: '10',
        treadReading1: '6',
        treadReading2: '6.5',
        treadReading3: '5.5',
        sellingPriceCents: 12_000,
        listPriceCents: 11_000,
      },
      { tread: 'nearest', mileage: 'up' },
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(filled).toMatchObject({
      treadDepthProrationRemainingTreadDepth: '6',
      calculatedPercent: '50',
      percentCredit: '50',
      creditCents: 5_500,
      customerPaysCents: 5_500,
    });
  });
});
