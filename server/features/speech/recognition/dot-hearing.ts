import { SPELLING_ALPHABET } from '../../../../domain/spoken-letters';

const DIGIT_WORDS = new Set('zero oh one two three four five six seven eight nine'.split(' '));
const SPELLED = new Set<string>(SPELLING_ALPHABET);
const PLAIN_LETTER = /^[a-z]$/;
const LEAD_IN = new Set(['the', 'dot', 'number', 'is']);

/**
 * A DOT serial heard in two halves: its codes from the grammar's words, its week and year from the
 * open vocabulary's. Held to letters and digits, the decoder hears the spelled codes well but
 * slips stray letters among the digits; the open vocabulary, led by its language model, hears digit
 * words well and letters hardly at all. So when the grammar heard at least two letters before its
 * first digit and the open words end in four digits, the serial is those letters and those digits.
 * A caller who spelled with words has the stray plain letters among them dropped. Undefined when
 * the halves are not there (a plant code with a digit in it, an answer of digits alone).
 */
export function fusedDotHearing(open: string, grammar: string): string | undefined {
  const grammarWords = grammar.split(/\s+/).filter((word) => word && !LEAD_IN.has(word));
  const firstDigit = grammarWords.findIndex((word) => DIGIT_WORDS.has(word));
  if (firstDigit < 0) return undefined;
  const head = grammarWords.slice(0, firstDigit);
  const spelled = head.some((word) => SPELLED.has(word));
  const letters = head.filter((word) => (spelled ? SPELLED.has(word) : PLAIN_LETTER.test(word)));
  const openWords = open.split(/\s+/).filter(Boolean);
  const date = agreedDate(openWords, grammarWords.slice(firstDigit)) ?? openWords.slice(-4);
  if (letters.length < 2 || date.length < 4 || !date.every((word) => DIGIT_WORDS.has(word))) return undefined;
  return [...letters, ...date].join(' ');
}

const digitOf = (word: string) => (word === 'oh' ? 'zero' : word);

/**
 * The grammar's four digits when it heard exactly four after its codes and the open words hold the
 * same four in a row: the open words may add a stray "oh" after them ("eight zero seven four oh"),
 * and their last four are then wrong.
 */
function agreedDate(openWords: string[], grammarTail: string[]): string[] | undefined {
  if (grammarTail.length !== 4 || !grammarTail.every((word) => DIGIT_WORDS.has(word))) return undefined;
  const wanted = grammarTail.map(digitOf).join(' ');
  const said = openWords.map(digitOf);
  for (let at = 0; at + 4 <= said.length; at += 1)
    if (said.slice(at, at + 4).join(' ') === wanted) return grammarTail;
  return undefined;
}
