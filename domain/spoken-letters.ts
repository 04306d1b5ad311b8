/** Letters a tyre identification number never uses (49 CFR 574.5). */
export const NOT_IN_A_TIN = 'gioqsz';

/** Whether a letter, or the spelling-alphabet word for it, can be part of a tyre identification number. */
export const canBeInATin = (word: string) => !NOT_IN_A_TIN.includes(word[0]!);

/** The spelling alphabet callers use to say a letter that is easily misheard ("x-ray" for X). */
export const SPELLING_ALPHABET = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  'uniform',
  'victor',
  'whiskey',
  'x-ray',
  'yankee',
  'zulu',
] as const;

const LETTER_OF_WORD = new Map<string, string>(
  SPELLING_ALPHABET.map((word) => [word.replace('-', ''), word[0]!.toUpperCase()]),
);

/** Radio speech's own digits. */
const DIGIT_OF_WORD = new Map([['niner', '9']]);

const REPEATS: Record<string, number> = { double: 2, triple: 3 };

/** The word at `i` and how many words it took: "x-ray" arrives as two from the recognizer's or a form's text. */
function wordAt(words: readonly string[], i: number): [string | undefined, number] {
  return words[i] === 'x' && words[i + 1] === 'ray' ? ['xray', 2] : [words[i], 1];
}

/**
 * A code said in words: a spelling-alphabet word is its letter ("bravo" B, "x ray" X), "double" or
 * "triple" repeats what follows ("u two double l" is U2LL), a letter "as in" its word is that letter
 * once ("b as in bravo", as the agent reads codes back), and any other word is read by `chunkOf` (a
 * digit word, a letter, a typed chunk such as "4b3x"). Undefined when a word reads as nothing.
 */
export function spelledCode(
  words: readonly string[],
  chunkOf: (word: string) => string | undefined,
): string | undefined {
  let code = '';
  let repeat = 1;
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] === 'as' && words[i + 1] === 'in' && /[A-Z]$/.test(code)) {
      // "b as in bravo": the word after "as in" says the letter just heard; it is what counts.
      const [named, taken] = wordAt(words, i + 2);
      const letter = LETTER_OF_WORD.get(named ?? '');
      if (!letter) return undefined;
      code = code.slice(0, -1) + letter;
      i += 1 + taken;
      continue;
    }
    const [word = '', taken] = wordAt(words, i);
    i += taken - 1;
    if (REPEATS[word] && repeat === 1) {
      repeat = REPEATS[word];
      continue;
    }
    const chunk = LETTER_OF_WORD.get(word) ?? DIGIT_OF_WORD.get(word) ?? chunkOf(word);
    if (!chunk) return undefined;
    code += chunk.repeat(repeat);
    repeat = 1;
  }
  return repeat === 1 ? code : undefined;
}
