/**
 * A back-off trigram language model in ARPA format, built from example sentences with absolute
 * discounting. Small enough to build at start-up, so the recognizer's vocabulary and its domain
 * follow the code, with no model file to download or keep in step.
 */

const DISCOUNT = 0.7;
const START = '<s>';
const END = '</s>';

type Counts = Map<string, number>;

function key(words: string[]): string {
  return words.join(' ');
}

function countNgrams(sentences: string[][], order: number): Counts[] {
  const counts: Counts[] = Array.from({ length: order }, () => new Map());
  for (const sentence of sentences) {
    const words = [START, ...sentence, END];
    for (let n = 1; n <= order; n += 1) {
      for (let i = 0; i + n <= words.length; i += 1) {
        if (n === 1 && words[i] === START) continue;
        const gram = key(words.slice(i, i + n));
        counts[n - 1]!.set(gram, (counts[n - 1]!.get(gram) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** Probability of the last word of `gram` given the rest, backing off as the ARPA file will. */
function probability(
  gram: string[],
  probs: Array<Map<string, number>>,
  bows: Array<Map<string, number>>,
): number {
  const n = gram.length;
  const direct = probs[n - 1]!.get(key(gram));
  if (direct !== undefined) return direct;
  if (n === 1) return 0;
  const bow = bows[n - 2]!.get(key(gram.slice(0, -1))) ?? 1;
  return bow * probability(gram.slice(1), probs, bows);
}

/** ARPA text of a trigram model over the sentences (each an array of lower-case words). */
export function buildArpa(sentences: string[][], order = 3): string {
  const counts = countNgrams(sentences, order);
  const probs: Array<Map<string, number>> = counts.map(() => new Map());
  const bows: Array<Map<string, number>> = counts.map(() => new Map());

  const unigrams = counts[0]!;
  const total = [...unigrams.values()].reduce((sum, count) => sum + count, 0);
  // Add-half smoothing on unigrams: every word of the vocabulary stays reachable.
  for (const [word, count] of unigrams) probs[0]!.set(word, (count + 0.5) / (total + 0.5 * unigrams.size));
  probs[0]!.set(START, 0);

  for (let n = 2; n <= order; n += 1) {
    const byHistory = new Map<string, Array<[string, number]>>();
    for (const [gram, count] of counts[n - 1]!) {
      const words = gram.split(' ');
      const history = key(words.slice(0, -1));
      let list = byHistory.get(history);
      if (!list) byHistory.set(history, (list = []));
      list.push([gram, count]);
    }
    for (const [history, grams] of byHistory) {
      const historyTotal = grams.reduce((sum, [, count]) => sum + count, 0);
      let kept = 0;
      let lowerKept = 0;
      for (const [gram, count] of grams) {
        const p = (count - DISCOUNT) / historyTotal;
        probs[n - 1]!.set(gram, p);
        kept += p;
        lowerKept += probability(gram.split(' ').slice(1), probs, bows);
      }
      bows[n - 2]!.set(history, (1 - kept) / Math.max(1e-9, 1 - lowerKept));
    }
  }
  return formatArpa(probs, bows);
}

function log10(value: number): string {
  return value <= 0 ? '-99' : Math.log10(value).toFixed(4);
}

function formatArpa(probs: Array<Map<string, number>>, bows: Array<Map<string, number>>): string {
  const lines = ['\\data\\'];
  probs.forEach((grams, index) => lines.push(`ngram ${index + 1}=${grams.size}`));
  probs.forEach((grams, index) => {
    lines.push('', `\\${index + 1}-grams:`);
    const hasBow = index < probs.length - 1;
    for (const [gram, p] of grams) {
      const bow = hasBow ? bows[index]!.get(gram) : undefined;
      lines.push(bow === undefined ? `${log10(p)}\t${gram}` : `${log10(p)}\t${gram}\t${log10(bow)}`);
    }
  });
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
