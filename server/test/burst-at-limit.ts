import { expect } from 'vitest';

/** A database too busy to hand out a connection sheds the request: 503, which the client may retry. */
const SHED = 503;

/**
 * Checks the answers to a burst of parallel requests against a limit without asking for an exact
 * split, which a busy machine does not keep: every answer is `passed`, `refused` or shed; at most
 * `limit` pass; and only a shed request can keep one of the first `limit` from passing.
 * Answers how many passed, for checks on what they recorded.
 */
export function expectLimitHeld(
  statuses: number[],
  { passed, refused, limit }: { passed: number; refused: number; limit: number },
): number {
  const count = (status: number) => statuses.filter((answer) => answer === status).length;
  expect(statuses.filter((status) => ![passed, refused, SHED].includes(status))).toEqual([]);
  const through = count(passed);
  expect(through).toBeLessThanOrEqual(limit);
  expect(through).toBeGreaterThanOrEqual(Math.min(limit, statuses.length) - count(SHED));
  return through;
}
