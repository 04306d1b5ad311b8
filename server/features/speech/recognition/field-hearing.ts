import { readClaimField } from '../../../../domain/claim-field-reading';
import type { ClaimField } from '../../../../domain/claim-intake';
import { spokenValues, type SpokenValue } from '../../../../domain/spoken-numbers';
import { fusedDotHearing } from './dot-hearing';
import type { ListenFor } from './field-grammars';

/** The tenant's own names the recognizer listens for: its dealers and the brands it sees. */
export type TenantVocabulary = { brands: string[]; dealers: string[] };

/** The claim field a turn is expected to answer, and the tenant's names to listen for. */
export type FieldListening = { field: ClaimField; vocabulary: TenantVocabulary };

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

/**
 * Picks between the open vocabulary's words and the grammar's for one answer. The grammar has no
 * language model, so it forces any sound into its words (and may insert one); the open vocabulary
 * has one, so it hears ordinary words but turns names and codes into the nearest common words.
 * So: the open words when the grammar's do not read as a value of the field, or when the open ones
 * read too and (for a number) do not merely hold the grammar's number with a stray word stuck on,
 * or (for a name or code) use only words the grammar knows; otherwise the grammar's.
 */
export function chooseHearing(
  field: ClaimField,
  open: string,
  fitted: { text: string; words: ReadonlySet<string> } | undefined,
): string {
  if (!fitted?.text) return open;
  if (field === 'dot_number') {
    const fused = fusedDotHearing(open, fitted.text);
    if (fused) return fused;
  }
  const fittedValue = readClaimField(field, fitted.text);
  if (fittedValue === undefined || fittedValue === null) return open;
  const openValue = readClaimField(field, open);
  if (openValue === undefined) return fitted.text;
  if (OPEN_FIRST.has(field)) return heardGrammarNumber(open, fitted.text) ? fitted.text : open;
  const openWords = open.split(/\s+/).filter(Boolean);
  return openWords.every((word) => fitted.words.has(word)) ? open : fitted.text;
}
