/** How a number answer's open hearing and its grammar hearing are compared (decisions 099 and 110). */
import { editsBetween } from '../../../../domain/edit-distance';
import {
  DIGIT_WORDS,
  NUMBER_WORDS,
  readSpokenNumber,
  spokenValues,
  type SpokenValue,
} from '../../../../domain/spoken-numbers';

/**
 * Whether the open words heard the grammar's first number as a number of their own beside another,
 * read first ("three fifty one thousand" for "it reads fifty one thousand"): the open vocabulary
 * then turned a lead-in into a number, and the grammar, which has the lead-in, read the answer
 * right. A number the open words heard longer ("forty two thousand" where the grammar has "two
 * thousand"), or read first themselves, is not this case.
 */
export function heardGrammarNumber(open: string, grammar: string): boolean {
  const [number] = spokenValues(grammar);
  const values = spokenValues(open);
  const same = (value: SpokenValue | undefined) =>
    number !== undefined && value?.kind === number.kind && value.value === number.value;
  return !same(values[0]) && values.some(same);
}

/**
 * Whether the open words heard the unit "thirty seconds" as the number "thirty two" ("about thirty
 * two" for "eleven thirty seconds"), where the grammar heard the unit: the depth is the grammar's.
 */
export function heardUnitAsNumber(open: string, grammar: string): boolean {
  return (
    /\bthirty two\b/.test(open) && /\bthirty seconds?\b/.test(grammar) && !/\bthirty two\b/.test(grammar)
  );
}

const SINGLE_DIGITS = new Set(DIGIT_WORDS);

/** The number words of a hearing, with the "oh" that is no number word but is said for zero. */
const numberWordsOf = (heard: string) =>
  heard.split(/\s+/).filter((word) => word === 'oh' || NUMBER_WORDS.includes(word));
const saidDigitWise = (words: string[]) =>
  words.length >= 3 && words.every((word) => SINGLE_DIGITS.has(word));

/**
 * Whether both hearings are a number said digit by digit ("four one two zero zero miles"), as the
 * agent asks once a reading was heard wrong: then the grammar's, held to three to six digits, is
 * the likelier, as the open vocabulary puts a stray "oh" among zeros ("one four zero oh zero
 * zero"). Not where only the grammar heard digits ("four six three five seven" for "the tyre is
 * warranted for sixty five thousand miles"): it forced a sentence into its words.
 */
export function bothHeardDigits(open: string, grammar: string): boolean {
  return saidDigitWise(numberWordsOf(grammar)) && saidDigitWise(numberWordsOf(open));
}

/**
 * Whether the grammar heard a number said digit by digit where the open words hold one number word
 * at most among others ("three i do i want are you" for "three nine nine one five"): the open
 * vocabulary turned the digits into common words, and its one number is no reading.
 */
export function onlyGrammarHeardDigits(open: string, grammar: string): boolean {
  return saidDigitWise(numberWordsOf(grammar)) && numberWordsOf(open).length <= 1;
}

/**
 * Whether both heard digits said one by one, and the grammar the open words' with more after them
 * ("five nine zero zero zero three" for Flite's "five nine zero zero zero"): a grammar held to three
 * to six digits makes one up at the end, where the open words stopped. Not a digit more before
 * them, which the open words lose to a lead-in ("it is two zero four one" for "six two zero four one").
 */
export function grammarAddedDigits(open: string, grammar: string): boolean {
  const [openDigits, grammarDigits] = [numberWordsOf(open), numberWordsOf(grammar)];
  return (
    saidDigitWise(openDigits) &&
    grammarDigits.length > openDigits.length &&
    saidDigitWise(grammarDigits) &&
    openDigits.every((digit, at) => grammarDigits[at] === digit)
  );
}

/**
 * Whether the open words are digits with "oh" for zero and no "zero" ("four one two oh oh"): the
 * caller said a word the digit grammars do not have, so whatever they heard is not the answer.
 */
export function saidOhForZero(open: string): boolean {
  const words = numberWordsOf(open);
  return saidDigitWise(words) && words.includes('oh') && !words.includes('zero');
}

/** At most two words in five differ: both heard the same answer, and read it differently. */
const NEAR_WORDS = 0.4;

/** Whether the open words hold all of the grammar's, in order, and more: the grammar lost a word. */
function holdsInOrder(open: string[], grammar: string[]): boolean {
  let at = 0;
  for (const word of open) if (word === grammar[at]) at += 1;
  return at === grammar.length;
}

const near = (from: string[], to: string[]) =>
  editsBetween(from, to) <= NEAR_WORDS * Math.max(from.length, to.length);

/**
 * Whether the two hearings are one answer heard two ways ("one thirty seconds" and "nine thirty
 * seconds", "sam one thirty seconds left" and "seven thirty seconds left"): then the grammar, held
 * to the words the answer can have, is the likelier. The open vocabulary also makes a lead-in into
 * a number ("three sixty one thousand" for "it reads fifty one thousand"), so the two are compared
 * past it too. An answer the grammar does not cover ("the tyre is warranted for sixty thousand
 * miles") leaves the two far apart; a grammar that only lost a word ("it reads two thousand" for
 * "it reads forty two thousand") is not the likelier.
 */
export function heardAlike(open: string, grammar: string): boolean {
  const openWords = open.split(/\s+/).filter(Boolean);
  const grammarWords = grammar.split(/\s+/).filter(Boolean);
  if (holdsInOrder(openWords, grammarWords)) return false;
  if (near(openWords, grammarWords)) return true;
  const isNumber = (word: string | undefined) => word !== undefined && readSpokenNumber([word]) !== undefined;
  const leadIn = grammarWords.findIndex(isNumber);
  return leadIn > 0 && isNumber(openWords[0]) && near(openWords.slice(1), grammarWords.slice(leadIn));
}

/** The words heard with one number word said otherwise or left out ("one eighty eight" for "one ninety eight"). */
export function numberWordsNear(heard: string): string[] {
  const words = heard.split(/\s+/).filter(Boolean);
  const near = new Set<string>();
  words.forEach((word, at) => {
    if (!NUMBER_WORDS.includes(word)) return;
    const [before, after] = [words.slice(0, at), words.slice(at + 1)];
    near.add([...before, ...after].join(' '));
    for (const other of NUMBER_WORDS) if (other !== word) near.add([...before, other, ...after].join(' '));
  });
  return [...near];
}
