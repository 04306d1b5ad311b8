import { existsSync, readFileSync } from 'node:fs';
import { cmuPronunciation } from './pronunciations';

/** Debian's `wamerican` word list: its capitalised words are given names, surnames and places. */
export const WORD_LIST = '/usr/share/dict/american-english';

let names: string[] | undefined;

/**
 * The names a caller may give, lower case: the word list's capitalised words ("Baker", "O'Brien")
 * that the CMU dictionary can say, read once per process. Empty without the word list: names are
 * then heard by the open vocabulary alone.
 */
export function personNames(wordList = WORD_LIST): string[] {
  if (names && wordList === WORD_LIST) return names;
  const found = existsSync(wordList)
    ? readFileSync(wordList, 'utf8')
        .split('\n')
        .filter((word) => /^[A-Z](?:[a-z]*'[A-Z])?[a-z]+$/.test(word))
        .map((word) => word.toLowerCase())
        .filter((word) => cmuPronunciation(word) !== undefined)
    : [];
  const unique = [...new Set(found)];
  if (wordList === WORD_LIST) names = unique;
  return unique;
}
