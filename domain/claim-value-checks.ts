import type { ClaimField, ClaimIntake } from './claim-intake';

/** A value that reads, but cannot be right beside what the caller already said. */
export type ValueProblem = { field: ClaimField; message: string };

/** Tread a new passenger or light-truck tyre can have, in 32nds (the legal minimum is 2/32). */
const NEW_TREAD_32NDS = { min: 4, max: 32 } as const;
/** Purchases older than this are out of every programme's coverage (reference/tyre-warranty.md). */
export const COVERAGE_YEARS = 6;

/**
 * The checks a spoken or typed claim value must pass before it is accepted, beside the values
 * already heard: the readings rules (tread range, remaining at most original, mileage now at least
 * the mileage at fitting) and a purchase date that is not in the future. One function, so that the
 * claims-wide readings rule set can take its place.
 */
export function claimValueProblem(
  field: ClaimField,
  value: unknown,
  heard: Readonly<ClaimIntake>,
  today: Date,
): ValueProblem | null {
  const problem = (message: string) => ({ field, message });
  const number = typeof value === 'number' ? value : undefined;
  switch (field) {
    case 'tread_original_32nds':
      if (number !== undefined && (number < NEW_TREAD_32NDS.min || number > NEW_TREAD_32NDS.max))
        return problem(
          `A new tyre has between ${NEW_TREAD_32NDS.min} and ${NEW_TREAD_32NDS.max} thirty-seconds of tread.`,
        );
      if (
        number !== undefined &&
        heard.tread_remaining_32nds !== undefined &&
        heard.tread_remaining_32nds > number
      )
        return problem('The original tread cannot be less than the tread left now.');
      return null;
    case 'tread_remaining_32nds':
      if (
        number !== undefined &&
        heard.tread_original_32nds !== undefined &&
        number > heard.tread_original_32nds
      )
        return problem(
          `That is more than the original ${heard.tread_original_32nds} thirty-seconds; the tread left cannot be more than the tyre had new.`,
        );
      return null;
    case 'mileage_now':
      if (number !== undefined && heard.mileage_at_fitting !== undefined && number < heard.mileage_at_fitting)
        return problem(
          `That is less than the ${heard.mileage_at_fitting} miles at fitting; the odometer now should read more.`,
        );
      return null;
    case 'mileage_at_fitting':
      if (number !== undefined && heard.mileage_now !== undefined && number > heard.mileage_now)
        return problem('That is more than the odometer reads now.');
      return null;
    case 'purchase_date':
      if (typeof value === 'string' && value > today.toISOString().slice(0, 10))
        return problem('That date is still to come.');
      return null;
    default:
      return null;
  }
}

/** Whether a purchase is within the coverage period on a date: the claim's eligibility by age. */
export function coveredByAge(purchaseDate: string, today: Date): boolean {
  const limit = new Date(`${purchaseDate}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + COVERAGE_YEARS);
  return today.getTime() < limit.getTime();
}
