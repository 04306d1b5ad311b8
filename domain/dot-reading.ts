import { NOT_IN_A_TIN, spelledCode, SPELLING_ALPHABET } from './spoken-letters';
import { DIGIT_WORDS, spokenDigits, spokenWords } from './spoken-numbers';

/** "DOT number is …", or the date code alone: "the last four are 1823", "date code 4219". */
const DOT_LEAD_IN =
  /^\s*(?:(?:the )?(?:dot|d o t)(?: number)?(?: is)?|(?:only |just )?(?:the )?(?:last (?:four|4)(?: digits| numbers)?|date code)(?: (?:are|is|says|say|reads?))?:?)\s*/i;

/**
 * A serial ends in its date code, three digits before 2000 and four since (dot-date.ts): words
 * that are no code ("I got a leak") are not read as one.
 */
const ENDS_IN_A_DATE_CODE = /\d{3}$/;
/** A tyre identification number is at most 13 characters; a dealer may give its date code alone. */
const LONGEST = 13;
const TIN_NEVER = new RegExp(`[${NOT_IN_A_TIN}]`, 'i');

/** Words that say a character of a code, or repeat or name the next one, whatever the case they came in. */
const CODE_WORDS = new Set<string>([
  ...DIGIT_WORDS,
  'niner',
  'double',
  'triple',
  // "b as in bravo"
  'as',
  'in',
  'xray',
  'ray',
  ...SPELLING_ALPHABET.flatMap((word) => word.split('-')),
]);

/**
 * Everyday short words callers say around a code, which a code of two or three letters could also
 * spell (most other short words have a letter no code has: "it", "is", "so").
 */
const EVERYDAY = new Set(
  'an at be he me my we ya ah eh er hm mm uh um the and are can any all but yet yep yup hey new few her had may way day'.split(
    ' ',
  ),
);

/**
 * Whether a word can be part of a code: a letter or digit alone, a chunk with a digit in it
 * ("4b3x"), a word that says a character, letters typed in capitals ("EJHK"), or two or three
 * letters that may be a plant code ("xb"). A longer word of lower-case letters ("read", "have") is
 * the caller's own, said before or about the code.
 */
function isCodeLike(word: string, typedInCapitals: ReadonlySet<string>): boolean {
  if (word.length === 1 || /\d/.test(word) || CODE_WORDS.has(word) || typedInCapitals.has(word)) return true;
  return word.length <= 3 && !TIN_NEVER.test(word) && !EVERYDAY.has(word);
}

/** One word of a code as its characters: "oh" is zero, "seven" 7, "4b3x" itself. */
function characters(word: string): string | undefined {
  const digit = spokenDigits([word]);
  if (digit) return digit;
  return /^[a-z0-9]+$/.test(word) ? word.toUpperCase() : undefined;
}

/**
 * A DOT serial from what a caller said or typed ("DOT U2LL H4TR 0315", "x-ray bravo four one two
 * two", "I have it, X B 4 1 2 2"), upper case, or undefined when no code is there. The code is in a
 * run of words that can be part of one, the last run that holds a serial: the caller's own words
 * around it are left out ("sure, it says", "I think"), but then the code must have a letter, as
 * "mississippi four one two two" is no serial. An O is read as zero, and a code with a letter a tyre
 * identification number never uses (G, I, Q, S, Z) is no serial (49 CFR 574.5). Whether its date
 * code can be a week a tyre was made is the claim's rule (claim-intake.ts).
 */
export function readDotSerial(text: string): string | undefined {
  const said = text.replace(DOT_LEAD_IN, '');
  const typedInCapitals = new Set((said.match(/\b[A-Z]{2,}\b/g) ?? []).map((word) => word.toLowerCase()));
  const words = spokenWords(said);
  for (const run of codeLikeRuns(words, typedInCapitals).reverse()) {
    const serial = serialIn(run, run.length === words.length);
    if (serial) return serial;
  }
  return undefined;
}

/**
 * The serial a run of code-like words holds: it ends with the run's last digit (a serial ends in
 * its date code, so "W F 3 1 2 6 I" is WF3126), after a lone letter no serial has ("I" in "I X B 4 1
 * 2 2" is the caller's own). `whole`: the run is all that was said.
 */
function serialIn(run: string[], whole: boolean): string | undefined {
  const readAs = (words: string[]) => spelledCode(words, characters)?.replace(/O/g, '0');
  const end = run.findLastIndex((_, at) => /\d$/.test(readAs(run.slice(0, at + 1)) ?? ''));
  const start = run[0]?.length === 1 && TIN_NEVER.test(run[0]) ? 1 : 0;
  const code = readAs(run.slice(start, end + 1));
  if (!code || code.length < 4 || code.length > LONGEST || !ENDS_IN_A_DATE_CODE.test(code)) return undefined;
  const among = !whole || start > 0 || end < run.length - 1;
  return TIN_NEVER.test(code) || (among && !/[A-Z]/.test(code)) ? undefined : code;
}

/** The longest runs of words that can be part of a code, in order. */
function codeLikeRuns(words: string[], typedInCapitals: ReadonlySet<string>): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of words) {
    if (isCodeLike(word, typedInCapitals)) run.push(word);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
