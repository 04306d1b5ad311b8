import { describe, expect, it } from 'vitest';
import { intakeReadingProblem } from './claim-intake';

const TODAY = '2026-12-01';

describe('a reading heard on a call', () => {
  it('is checked against what the call already gave, so the agent asks again', () => {
    expect(intakeReadingProblem({ tread_original_32nds: 9 }, 'tread_remaining_32nds', 13, TODAY)).toEqual({
      message: 'Remaining tread cannot be more than the original tread',
      atOddsWith: ['tread_original_32nds'],
    });
    expect(intakeReadingProblem({ mileage_at_fitting: 48_250 }, 'mileage_now', 47_900, TODAY)).toEqual({
      message: 'Mileage now cannot be less than the mileage at fitting',
      atOddsWith: ['mileage_at_fitting'],
    });
    // Broken by the value alone, whatever else the call gave.
    expect(intakeReadingProblem({ tread_remaining_32nds: 2 }, 'tread_original_32nds', 3, TODAY)).toEqual({
      message: 'Original tread must be at least 4/32"',
      atOddsWith: [],
    });
    expect(intakeReadingProblem({}, 'miles_warranted', 250_000, TODAY)?.atOddsWith).toEqual([]);
    expect(intakeReadingProblem({ tread_original_32nds: 9 }, 'tread_remaining_32nds', 4.5, TODAY)).toBeNull();
    expect(intakeReadingProblem({ tread_original_32nds: 2 }, 'tyre_brand', 'Vantera', TODAY)).toBeNull();
  });

  it('refuses a purchase date after the day of the call', () => {
    expect(intakeReadingProblem({}, 'purchase_date', '2027-03-14', TODAY)).toEqual({
      message: 'Purchase date cannot be in the future',
      atOddsWith: [],
    });
    expect(intakeReadingProblem({}, 'purchase_date', '2024-07-09', TODAY)).toBeNull();
  });
});
