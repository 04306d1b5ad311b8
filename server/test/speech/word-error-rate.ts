import { numberToWords } from '../../../domain/spoken-numbers';

/** Lower case, no punctuation, numbers as words, "TreadDesk" and "thirty-seconds" as two words. */
export function normalizedWords(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\d[\d,]*/g, (digits) => ` ${numberToWords(Number(digits.replace(/,/g, '')))} `)
    .replace(/\btyre/g, 'tire') // one spelling: the recognizer writes American English
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Word-level edit distance (substitutions, insertions, deletions) between two word lists. */
export function wordEditDistance(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j += 1) {
      const same = reference[i - 1] === hypothesis[j - 1];
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

/** Errors and reference words summed over pairs; the rate is errors / reference words. */
export function wordErrorRate(pairs: Array<{ reference: string; hypothesis: string }>) {
  let errors = 0;
  let words = 0;
  for (const { reference, hypothesis } of pairs) {
    const ref = normalizedWords(reference);
    errors += wordEditDistance(ref, normalizedWords(hypothesis));
    words += ref.length;
  }
  return { errors, words, rate: words ? errors / words : 0 };
}
