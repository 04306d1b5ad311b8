/**
 * Edits (insert, drop, change) from one sequence to the other: the letters of two spellings, or the
 * words of two hearings. `swaps`: two neighbours swapped count as one edit, as a typing slip does
 * ("Nokain" for "Nokian"); a hearing never swaps its words, so by default they count as two.
 */
export function editsBetween<T>(from: readonly T[], to: readonly T[], { swaps = false } = {}): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: to.length + 1 }, (_, j) => j);
  for (let i = 1; i <= from.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= to.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1),
      );
      const swapped = swaps && i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1];
      if (swapped) current[j] = Math.min(current[j]!, beforePrevious[j - 2]! + 1);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[to.length]!;
}
