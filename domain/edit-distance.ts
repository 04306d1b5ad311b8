/**
 * Edits (insert, drop, change) from one sequence to the other: the letters of two spellings, or the
 * words of two hearings.
 */
export function editsBetween<T>(from: readonly T[], to: readonly T[]): number {
  let previous = Array.from({ length: to.length + 1 }, (_, j) => j);
  for (let i = 1; i <= from.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= to.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[to.length]!;
}
