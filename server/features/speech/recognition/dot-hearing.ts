import { SPELLING_ALPHABET } from '../../../../domain/spoken-letters';
import { DIGIT_WORDS } from '../../../../domain/spoken-numbers';

const DIGITS = new Set(DIGIT_WORDS);
const SPELLED = new Set<string>(SPELLING_ALPHABET);
const PLAIN_LETTER = /^[a-z]$/;
const LEAD_IN = new Set(['the', 'dot', 'number', 'is']);

/**
 * A DOT serial heard in two halves: its codes from the grammar's words, its week and year from
 * whichever hearing has them. Held to letters and digits and paying more for each word (decision
 * 109), the decoder hears the codes and, mostly, the four digits well; when it did not hear
 * exactly four digits after the codes, the open vocabulary's last four words stand in: led by its
 * language model, it hears digit words well and letters hardly at all. So when the grammar heard at
 * least two letters before its first digit, the serial is those letters and those digits. A
 * caller who spelled with words has the stray plain letters among them dropped. Codes spelled between
 * the letters and the date are the grammar's too. Undefined when the halves are not there (a plant
 * code with a digit in it, an answer of digits alone).
 */
export function fusedDotHearing(open: string, grammar: string): string | undefined {
  const grammarWords = grammar.split(/\s+/).filter((word) => word && !LEAD_IN.has(word));
  const firstDigit = grammarWords.findIndex((word) => DIGITS.has(word));
  if (firstDigit < 0) return undefined;
  const head = grammarWords.slice(0, firstDigit);
  const spelled = head.some((word) => SPELLED.has(word));
  const letters = head.filter((word) => (spelled ? SPELLED.has(word) : PLAIN_LETTER.test(word)));
  const rest = grammarWords.slice(firstDigit);
  if (letters.length < 2) return undefined;
  // More codes between the letters and the date ("x b two lima five one oh seven"): the grammar's own.
  if (rest.slice(0, -4).some((word) => SPELLED.has(word)) && isDate(rest.slice(-4)))
    return [...letters, ...rest].join(' ');
  const date = isDate(rest) ? rest : open.split(/\s+/).filter(Boolean).slice(-4);
  return isDate(date) ? [...letters, ...date].join(' ') : undefined;
}

/** Four digit words: a DOT serial's week and year. */
const isDate = (words: string[]) => words.length === 4 && words.every((word) => DIGITS.has(word));
