import { describe, expect, it } from 'vitest';
import { hasUnevenWear, readingFieldErrors, readingSpread32nds, toThirtySeconds } from './claim-readings';

const TODAY = '2031-06-17';

describe('the readings rule set', () => {
  it('refuses depths past 32/32", remaining above original and an original below 4/32"', () => {
    expect(
      readingFieldErrors(
        { treadDepthProrationOriginalTread: '13', treadDepthProrationRemainingTreadDepth: '33' },
        TODAY,
      ),
    ).toEqual({
      treadDepthProrationRemainingTreadDepth: [
        'Tread depth must be between 0 and 32/32"',
        'Remaining tread cannot be more than the original tread',
      ],
    });
    expect(
      readingFieldErrors({ mileageProrationOriginalTreadDepth: '3.5', treadReading2: '0' }, TODAY),
    ).toEqual({ mileageProrationOriginalTreadDepth: ['Original tread must be at least 4/32"'] });
    expect(
      readingFieldErrors({ treadDepthProrationOriginalTread: '9.5', treadReading3: '9.75' }, TODAY),
    ).toEqual({ treadReading3: ['A tread reading cannot be more than the original tread'] });
  });

  it('reads millimetres where the claim is in mm', () => {
    expect(toThirtySeconds(25.4, 'mm')).toBeCloseTo(32);
    expect(
      readingFieldErrors(
        {
          treadUnit: 'mm',
          treadDepthProrationOriginalTread: '27',
          treadDepthProrationRemainingTreadDepth: '3.1',
        },
        TODAY,
      ),
    ).toEqual({ treadDepthProrationOriginalTread: ['Tread depth must be between 0 and 25.4 mm'] });
    expect(readingFieldErrors({ treadUnit: 'mm', treadDepthProrationOriginalTread: '3.1' }, TODAY)).toEqual({
      treadDepthProrationOriginalTread: ['Original tread must be at least 3.18 mm'],
    });
    expect(
      readingFieldErrors({ treadUnit: 'mm', treadDepthProrationOriginalTread: '8.7' }, TODAY),
    ).toBeNull();
  });

  it('refuses mileage going backwards, implausible warranties and dates to come', () => {
    expect(
      readingFieldErrors(
        {
          mileageProrationMileageOn: 41_207,
          mileageProrationMileageOff: 39_950,
          mileageProrationMIWarranted: 175_000,
          purchaseDate: '2031-06-18',
          fittedDate: '2029-02-03',
        },
        TODAY,
      ),
    ).toEqual({
      mileageProrationMileageOff: ['Mileage now cannot be less than the mileage at fitting'],
      mileageProrationMIWarranted: ['Miles warranted must be at most 150,000'],
      purchaseDate: ['Purchase date cannot be in the future'],
      fittedDate: ['Fitting date cannot be before the purchase date'],
    });
  });

  it('refuses a warranty of fewer miles than any tread warranty covers, years or thousands said for miles', () => {
    expect(readingFieldErrors({ mileageProrationMIWarranted: 6 }, TODAY)).toEqual({
      mileageProrationMIWarranted: ['Miles warranted must be at least 10,000'],
    });
    expect(readingFieldErrors({ mileageProrationMIWarranted: 10_000 }, TODAY)).toBeNull();
  });

  it('refuses a purchase before the month the DOT number says the tyre was made', () => {
    // Week 37 of 2029 begins on Monday 10 September 2029.
    const made = { dotSerial: 'DOT N3LR 7FX2 3729' };
    expect(readingFieldErrors({ ...made, purchaseDate: '2029-08-31' }, TODAY)).toEqual({
      purchaseDate: ['Purchase date cannot be before the tyre was made, in week 37 of 2029'],
    });
    // A month and year said on a call is stored as the month's first day: September 2029 can be.
    expect(readingFieldErrors({ ...made, purchaseDate: '2029-09-01' }, TODAY)).toBeNull();
    expect(readingFieldErrors({ ...made, purchaseDate: '2030-02-14' }, TODAY)).toBeNull();
    // A date code that says no week, or none before 2000, is no rule's.
    expect(
      readingFieldErrors({ dotSerial: 'DOT N3LR 7FX2 379', purchaseDate: '1998-01-01' }, TODAY),
    ).toBeNull();
    expect(readingFieldErrors({ dotSerial: 'N3LR9929', purchaseDate: '2029-01-01' }, TODAY)).toBeNull();
    // A change of the DOT number alone is checked against the stored purchase date.
    expect(
      readingFieldErrors({ ...made, purchaseDate: '2028-11-30' }, TODAY, new Set(['dotSerial'])),
    ).toEqual({ purchaseDate: ['Purchase date cannot be before the tyre was made, in week 37 of 2029'] });
  });

  it('refuses more miles on a tyre than any tyre is driven', () => {
    expect(
      readingFieldErrors({ mileageProrationMileageOn: 16_500, mileageProrationMileageOff: 354_500 }, TODAY),
    ).toEqual({
      mileageProrationMileageOff: [
        'Mileage now cannot be more than 200,000 miles past the mileage at fitting',
      ],
    });
    expect(
      readingFieldErrors({ mileageProrationMileageOn: 16_500, mileageProrationMileageOff: 216_500 }, TODAY),
    ).toBeNull();
  });

  it('checks a change only by the rules that read a changed field', () => {
    const stored = { treadDepthProrationOriginalTread: '11', treadDepthProrationRemainingTreadDepth: '12' };
    expect(readingFieldErrors(stored, TODAY, new Set(['authorizationCode']))).toBeNull();
    expect(readingFieldErrors(stored, TODAY, new Set(['treadDepthProrationOriginalTread']))).toEqual({
      treadDepthProrationRemainingTreadDepth: ['Remaining tread cannot be more than the original tread'],
    });
  });

  it('flags uneven wear from a spread of 2/32" across the three readings', () => {
    const readings = { treadReading1: '7.5', treadReading2: '6', treadReading3: '5.5' };
    expect(readingSpread32nds(readings)).toBe(2);
    expect(hasUnevenWear(readings)).toBe(true);
    expect(hasUnevenWear({ ...readings, treadReading3: '5.75' })).toBe(false);
    expect(hasUnevenWear({ treadReading1: '7', treadReading2: '3' })).toBe(false);
  });
});
