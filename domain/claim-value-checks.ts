import { intakeReadingProblem, type ClaimField, type ClaimIntake } from './claim-intake';

/**
 * A value that reads, but cannot be right beside what the caller already said: why, as the agent
 * says it, and the fields it is at odds with (none when no answer could have it).
 */
export type ValueProblem = { field: ClaimField; message: string; atOddsWith: ClaimField[] };

/** Purchases older than this are out of every programme's coverage (reference/tyre-warranty.md). */
export const COVERAGE_YEARS = 6;

/** A rule's message as the agent says it: "4/32\"" read as words. */
const spoken = (message: string) =>
  message.replace(/(\d+(?:\.\d+)?)\/32"/g, '$1 thirty-seconds of an inch').replace(/ mm\b/g, ' millimetres');

/**
 * Whether a spoken or typed claim value breaks the claims' readings rule set beside the values
 * already heard (tread range, remaining at most original, mileage now at least the mileage at
 * fitting, a purchase date not in the future): the agent says why and asks again.
 */
export function claimValueProblem(
  field: ClaimField,
  value: unknown,
  heard: Readonly<ClaimIntake>,
  today: Date,
): ValueProblem | null {
  const problem = intakeReadingProblem(
    heard,
    field,
    value as ClaimIntake[ClaimField],
    today.toISOString().slice(0, 10),
  );
  return problem ? { field, message: `${spoken(problem.message)}.`, atOddsWith: problem.atOddsWith } : null;
}

/** Whether a purchase is within the coverage period on a date: the claim's eligibility by age. */
export function coveredByAge(purchaseDate: string, today: Date): boolean {
  const limit = new Date(`${purchaseDate}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + COVERAGE_YEARS);
  return today.getTime() < limit.getTime();
}
