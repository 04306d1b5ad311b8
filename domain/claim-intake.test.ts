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
    // A digit too many: at odds with the mileage at fitting, either may be the one misheard.
    expect(intakeReadingProblem({ mileage_at_fitting: 16_500 }, 'mileage_now', 354_500, TODAY)).toEqual({
      message: 'Mileage now cannot be more than 200,000 miles past the mileage at fitting',
      atOddsWith: ['mileage_at_fitting'],
    });
    expect(intakeReadingProblem({ tread_original_32nds: 9 }, 'tread_remaining_32nds', 4.5, TODAY)).toBeNull();
    expect(intakeReadingProblem({ tread_original_32nds: 2 }, 'tyre_brand', 'Vantera', TODAY)).toBeNull();
  });

  it('refuses a price no tyre costs, which was misheard', () => {
    expect(intakeReadingProblem({}, 'price_paid', 1, TODAY)).toEqual({
      message: 'A tyre costs at least $20',
      atOddsWith: [],
    });
    expect(intakeReadingProblem({}, 'price_paid', 19.99, TODAY)?.message).toBe('A tyre costs at least $20');
    expect(intakeReadingProblem({}, 'price_paid', 20, TODAY)).toBeNull();
    expect(intakeReadingProblem({}, 'price_paid', null, TODAY)).toBeNull();
  });

  it('refuses a purchase date after the day of the call', () => {
    expect(intakeReadingProblem({}, 'purchase_date', '2027-03-14', TODAY)).toEqual({
      message: 'Purchase date cannot be in the future',
      atOddsWith: [],
    });
    expect(intakeReadingProblem({}, 'purchase_date', '2024-07-09', TODAY)).toBeNull();
  });

  it('refuses a purchase before the tyre was made, whichever was heard first', () => {
    // Week 30 of 2025 begins on Monday 21 July 2025.
    const problem = {
      message: 'Purchase date cannot be before the tyre was made, in week 30 of 2025',
      atOddsWith: ['dot_number'],
    };
    expect(intakeReadingProblem({ dot_number: 'KR3025' }, 'purchase_date', '2025-06-01', TODAY)).toEqual(
      problem,
    );
    expect(intakeReadingProblem({ purchase_date: '2025-06-01' }, 'dot_number', 'KR3025', TODAY)).toEqual({
      ...problem,
      atOddsWith: ['purchase_date'],
    });
    expect(intakeReadingProblem({ dot_number: 'KR3025' }, 'purchase_date', '2025-07-01', TODAY)).toBeNull();
  });

  it('refuses a DOT number whose date code is no week a tyre was made in', () => {
    const problem = {
      message:
        'A DOT number ends in the week and year the tyre was made, such as 2 2 1 9 for week 22 of 2019',
      atOddsWith: [],
    };
    expect(intakeReadingProblem({}, 'dot_number', 'HB6711', TODAY)).toEqual(problem);
    expect(intakeReadingProblem({}, 'dot_number', 'HB0011', TODAY)).toEqual(problem);
    // Week 51 of 2026 has not come on the first of December 2026.
    expect(intakeReadingProblem({}, 'dot_number', 'HB5126', TODAY)).toEqual(problem);
    expect(intakeReadingProblem({}, 'dot_number', 'HB4826', TODAY)).toBeNull();
    // Three digits: made before 2000, a week that can be.
    expect(intakeReadingProblem({}, 'dot_number', 'EJ4K259', TODAY)).toBeNull();
    expect(intakeReadingProblem({}, 'dot_number', null, TODAY)).toBeNull();
  });
});
