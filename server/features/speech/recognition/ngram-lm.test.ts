import { describe, expect, it } from 'vitest';
import { buildArpa } from './ngram-lm';

function section(arpa: string, order: number) {
  const start = arpa.indexOf(`\\${order}-grams:`);
  const lines = arpa.slice(start).split('\n').slice(1);
  return lines.slice(0, lines.indexOf('')).map((line) => line.split('\t'));
}

describe('trigram language model', () => {
  const arpa = buildArpa(['yes please', 'yes', 'no thanks', 'no'].map((sentence) => sentence.split(' ')));

  it('lists its counts and every n-gram in ARPA form', () => {
    expect(arpa.startsWith('\\data\\\nngram 1=6\nngram 2=8\nngram 3=6\n')).toBe(true);
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
    expect(
      section(arpa, 1)
        .map(([, word]) => word)
        .sort(),
    ).toEqual(['</s>', '<s>', 'no', 'please', 'thanks', 'yes']);
  });

  it('gives each history a proper distribution: seen words plus the backed-off rest sum to one', () => {
    const unigram = new Map(
      section(arpa, 1).map(([p, word, bow]) => [word!, { p: 10 ** Number(p), bow: 10 ** Number(bow ?? 0) }]),
    );
    const bigrams = new Map(section(arpa, 2).map(([p, gram]) => [gram!, 10 ** Number(p)]));
    const history = 'yes';
    let total = 0;
    for (const word of unigram.keys()) {
      if (word === '<s>') continue;
      total += bigrams.get(`${history} ${word}`) ?? unigram.get(history)!.bow * unigram.get(word)!.p;
    }
    expect(total).toBeCloseTo(1, 3);
  });
});
