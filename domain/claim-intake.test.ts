import { describe, expect, it } from 'vitest';
import { intakeReadingProblem } from './claim-intake';

describe('a reading heard on a call', () => {
  it('is checked against what the call already gave, so the agent asks again', () => {
    expect(intakeReadingProblem({ tread_original_32nds: 9 }, 'tread_remaining_32nds', 13)).toBe(
      'Remaining tread cannot be more than the original tread',
    );
    expect(intakeReadingProblem({ mileage_at_fitting: 48_250 }, 'mileage_now', 47_900)).toBe(
      'Mileage now cannot be less than the mileage at fitting',
    );
    expect(intakeReadingProblem({}, 'tread_original_32nds', 3)).toBe('Original tread must be at least 4/32"');
    expect(intakeReadingProblem({ tread_original_32nds: 9 }, 'tread_remaining_32nds', 4.5)).toBeNull();
    expect(intakeReadingProblem({ tread_original_32nds: 2 }, 'tyre_brand', 'Vantera')).toBeNull();
  });
});
