import { readClaimField } from '../../../../domain/claim-field-reading';
import type { ClaimField } from '../../../../domain/claim-intake';
import { readSpokenNumber, spokenValues, type SpokenValue } from '../../../../domain/spoken-numbers';
import { fusedDotHearing } from './dot-hearing';
import type { ListenFor } from './field-grammars';

/** The tenant's own names the recognizer listens for: its dealers and the brands it sees. */
export type TenantVocabulary = { brands: string[]; dealers: string[] };

/**
 * What a turn is expected to answer: a claim field, with the tenant's names to listen for, or a
 * read-back's yes or no, with the parts of it the caller may name as wrong.
 */
export type FieldListening =
  { field: ClaimField; vocabulary: TenantVocabulary } | { field: 'confirmation'; parts: string[] };

/** What to listen for in a turn; undefined: open vocabulary only. */
export function listenFor(listening: FieldListening): ListenFor | undefined {
  return listening.field === 'confirmation'
    ? { kind: 'confirmation', parts: listening.parts }
    : listenForField(listening.field, listening.vocabulary);
}

/** What to listen for while the dialogue waits for a claim field; undefined: open vocabulary only. */
export function listenForField(field: ClaimField, vocabulary: TenantVocabulary): ListenFor | undefined {
  switch (field) {
    case 'caller_phone':
      return { kind: 'phone' };
    case 'dot_number':
      return { kind: 'dot' };
    case 'tyre_size':
      return { kind: 'tyre_size' };
    case 'tread_original_32nds':
    case 'tread_remaining_32nds':
      return { kind: 'tread' };
    case 'mileage_at_fitting':
    case 'mileage_now':
    case 'miles_warranted':
      return { kind: 'miles' };
    case 'price_paid':
      return { kind: 'price' };
    case 'purchase_date':
      return { kind: 'date' };
    case 'tyre_brand':
      return { kind: 'brand', brands: vocabulary.brands };
    case 'dealer':
      return { kind: 'dealer', dealers: vocabulary.dealers };
    default:
      return undefined;
  }
}

/**
 * Answers that are numbers are said in ordinary words ("the tyre is warranted for sixty thousand
 * miles"), which the open vocabulary hears well and a grammar's few lead-ins do not cover: for
 * them the grammar only stands in when the open words do not read as a value.
 */
const OPEN_FIRST = new Set<ClaimField>([
  'tread_original_32nds',
  'tread_remaining_32nds',
  'mileage_at_fitting',
  'mileage_now',
  'miles_warranted',
  'price_paid',
]);

/**
 * Whether the open words heard the grammar's first number as a number of their own beside another,
 * read first ("three fifty one thousand" for "it reads fifty one thousand"): the open vocabulary
 * then turned a lead-in into a number, and the grammar, which has the lead-in, read the answer
 * right. A number the open words heard longer ("forty two thousand" where the grammar has "two
 * thousand"), or read first themselves, is not this case.
 */
function heardGrammarNumber(open: string, grammar: string): boolean {
  const [number] = spokenValues(grammar);
  const values = spokenValues(open);
  const same = (value: SpokenValue | undefined) =>
    number !== undefined && value?.kind === number.kind && value.value === number.value;
  return !same(values[0]) && values.some(same);
}

/** Word edits (insert, drop, change) from one hearing to the other. */
function wordEdits(from: string[], to: string[]): number {
  let previous = Array.from({ length: to.length + 1 }, (_, j) => j);
  for (let i = 1; i <= from.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= to.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[to.length]!;
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
  wordEdits(from, to) <= NEAR_WORDS * Math.max(from.length, to.length);

/**
 * Whether the two hearings are one answer heard two ways ("one thirty seconds" and "nine thirty
 * seconds", "sam one thirty seconds left" and "seven thirty seconds left"): then the grammar, held
 * to the words the answer can have, is the likelier. The open vocabulary also makes a lead-in into
 * a number ("three sixty one thousand" for "it reads fifty one thousand"), so the two are compared
 * past it too. An answer the grammar does not cover ("the tyre is warranted for sixty thousand
 * miles") leaves the two far apart; a grammar that only lost a word ("it reads two thousand" for
 * "it reads forty two thousand") is not the likelier.
 */
function heardAlike(open: string, grammar: string): boolean {
  const openWords = open.split(/\s+/).filter(Boolean);
  const grammarWords = grammar.split(/\s+/).filter(Boolean);
  if (holdsInOrder(openWords, grammarWords)) return false;
  if (near(openWords, grammarWords)) return true;
  const isNumber = (word: string | undefined) => word !== undefined && readSpokenNumber([word]) !== undefined;
  const leadIn = grammarWords.findIndex(isNumber);
  return leadIn > 0 && isNumber(openWords[0]) && near(openWords.slice(1), grammarWords.slice(leadIn));
}

/** Words of a read-back's answer that name no part of it. */
const CONFIRMING_WORDS = new Set('yes yeah correct no that is right wrong not the'.split(' '));

/**
 * Whether the grammar heard a part of the read-back named ("no, the name is wrong") where the open
 * words name none: its language model made "the name" into "the" or "that is wrong". Open words
 * that name a part keep their own, with the new value a caller may have said after it.
 */
function namesMoreOfAPart(grammar: string, open: string): boolean {
  const partWords = (text: string) => text.split(/\s+/).filter((word) => word && !CONFIRMING_WORDS.has(word));
  const named = new Set(partWords(grammar));
  return named.size > 0 && !partWords(open).some((word) => named.has(word));
}

/**
 * Picks between the open vocabulary's words and the grammar's for one answer. The grammar has no
 * language model, so it forces any sound into its words; the open vocabulary has one, so it hears
 * ordinary words but turns names, codes and some numbers into the nearest common words ("want" for
 * "one", "one" for "nine"). So: the open words when the grammar's do not read as a value of the
 * field; for a number, the grammar's when the two read different values but are near alike, or
 * the open words merely hold the grammar's number with a stray word stuck on; for a name or code,
 * the open words when they use only words the grammar knows; otherwise the grammar's.
 */
export function chooseHearing(
  field: FieldListening['field'],
  open: string,
  fitted: { text: string; words: ReadonlySet<string> } | undefined,
): string {
  if (!fitted?.text) return open;
  if (field === 'confirmation') return namesMoreOfAPart(fitted.text, open) ? fitted.text : open;
  if (field === 'dot_number') {
    const fused = fusedDotHearing(open, fitted.text);
    if (fused) return fused;
  }
  const fittedValue = readClaimField(field, fitted.text);
  if (fittedValue === undefined || fittedValue === null) return open;
  const openValue = readClaimField(field, open);
  if (openValue === undefined) return fitted.text;
  if (OPEN_FIRST.has(field))
    return (openValue !== fittedValue && heardAlike(open, fitted.text)) ||
      heardGrammarNumber(open, fitted.text)
      ? fitted.text
      : open;
  if (field === 'dot_number') return fitted.text;
  const openWords = open.split(/\s+/).filter(Boolean);
  return openWords.every((word) => fitted.words.has(word)) ? open : fitted.text;
}
