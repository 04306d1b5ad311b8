import { asideOf, asksToChange, stopsTheClaim } from '../../../../domain/caller-asides';
import { readClaimField, readSpelledName } from '../../../../domain/claim-field-reading';
import type { ClaimField } from '../../../../domain/claim-intake';
import { isoDay } from '../../../../domain/claim-readings';
import type { DealerRecord } from '../../../../domain/dealer-names';
import { spokenDigits, spokenValues, spokenWords } from '../../../../domain/spoken-numbers';
import { datePartAlone, type DatePart } from '../../../../domain/spoken-dates';
import { fusedDotHearing } from './dot-hearing';
import { spokenForm, type ListenFor } from './field-grammars';
import {
  bothHeardDigits,
  grammarAddedDigits,
  onlyGrammarHeardDigits,
  heardAlike,
  heardGrammarNumber,
  heardUnitAsNumber,
  numberWordsNear,
  saidOhForZero,
} from './number-hearing';
import {
  everyPersonName,
  nameShares,
  personNames,
  spellableNames,
  type NameShares,
  type PersonNames,
} from './person-names';

/**
 * The tenant's own names the recognizer listens for: its dealers, the brands it sees, and its
 * customers' given names and surnames (a caller who called before is heard by name, common or not).
 */
export type TenantVocabulary = {
  brands: string[];
  /** The dealers as written, with their codes: their names are listened for, and said back. */
  dealers: readonly DealerRecord[];
  customers?: PersonNames;
};

/**
 * What a turn is expected to answer: a claim field, with the tenant's names to listen for, a
 * read-back's yes or no, with the parts of it the caller may name as wrong, or a name spelled.
 */
export type FieldListening =
  | {
      field: ClaimField;
      vocabulary: TenantVocabulary;
      /** Values the caller said were wrong when they were read back (as read, in words or digits). */
      rejected?: string[];
      /** The part of the purchase date asked alone ("And which year was that?"). */
      datePart?: DatePart;
    }
  | { field: 'confirmation'; parts: string[]; partOnly?: boolean }
  /**
   * A name spelled, which may be one of the tenant's customers', and spellings of it the caller
   * said were wrong ("Candice" for "C A N D A C E"); `inWords`: each letter said as its
   * spelling-alphabet word, as the caller was asked.
   */
  | { field: 'spelling'; customers?: PersonNames; rejected?: string[]; inWords?: boolean }
  /** A part of the phone number asked on its own, of so many digits. */
  | { field: 'phone_part'; digits: number; rejected?: string[] };

/**
 * An answer in the caller's own words (what went wrong): no grammar can hold it, so it is heard
 * through a model that has everyday English besides the domain's (decoder-streams.ts).
 */
export function inCallersOwnWords(listening: FieldListening | undefined): boolean {
  return listening?.field === 'problem';
}

/**
 * What to listen for in a turn, once the open vocabulary heard it (`open`); undefined: open
 * vocabulary only.
 */
export function listenFor(listening: FieldListening, open = ''): ListenFor | undefined {
  // "Can you repeat that?", "hold on": the open words are the caller's, and no value of the field;
  // with a number in them they are the answer misheard ("why nine two" for "five nine two").
  if (asideOf(open) && spokenValues(open).length === 0) return undefined;
  // "Never mind", "can I go back and change my name": a request, which a grammar would force into a value.
  if (stopsTheClaim(open) || (asksToChange(open) && open.split(/\s+/).length >= 3)) return undefined;
  if (listening.field === 'confirmation')
    return { kind: 'confirmation', parts: listening.parts, partOnly: listening.partOnly };
  if (listening.field === 'spelling')
    return { kind: 'spelling', names: spellingsFor(listening.customers), inWords: listening.inWords };
  if (listening.field === 'phone_part') return { kind: 'digits', count: listening.digits };
  return listenForField(listening.field, listening.vocabulary, open, listening.datePart);
}

/**
 * How a caller began a name, as the open vocabulary heard it: its language model hears these
 * common words well, even where it turns the name itself into other words ("my is betty already"
 * for "my name is Daniel Baker"). The name grammar then starts with the same words, as one whose
 * lead-in may be left out makes the lead-in into names ("micah eden").
 */
const NAME_LEAD_INS: Array<[RegExp, string]> = [
  [/^my\b/, 'my name is'],
  [/^this\b/, 'this is'],
  [/^(it is|it's)\b/, 'it is'],
  [/^(i am|i'm)\b/, 'i am'],
];

export function nameLeadIn(open: string): string {
  return NAME_LEAD_INS.find(([said]) => said.test(open.trim()))?.[1] ?? '';
}

/** The customers' names as said: lower case words ("Mary-Ann O'Neil" is "mary-ann o'neil"). */
function spokenNames(customers: PersonNames | undefined): PersonNames | undefined {
  const spoken = (names: string[]) => names.flatMap((name) => spokenForm(name));
  return customers && { given: spoken(customers.given), surnames: spoken(customers.surnames) };
}

/** The common names and the tenant's customers' (as said), each once. */
function withCustomers(common: PersonNames, customers: PersonNames | undefined): PersonNames {
  if (!customers) return common;
  const joined = (names: string[], more: string[]) => [...new Set([...names, ...more])];
  return {
    given: joined(common.given, customers.given),
    surnames: joined(common.surnames, customers.surnames),
  };
}

/**
 * The names a spelling may be: every name of the common lists and the wider list (decision 126),
 * and the tenant's customers'. A name in no common list could otherwise never be heard, however
 * often it was spelled; the wider list costs common names a little.
 */
function spellingsFor(customers: PersonNames | undefined): string[] {
  const theirs = spokenNames(customers);
  return theirs ? [...new Set([...spellableNames(), ...everyPersonName(theirs)])] : spellableNames();
}

/** The share of the middle name of each list, computed once per list. */
const middleShares = new WeakMap<ReadonlyMap<string, number>, number>();
function middleShare(listed: ReadonlyMap<string, number>): number {
  let middle = middleShares.get(listed);
  if (middle === undefined) {
    const ranked = [...listed.values()].sort((a, b) => b - a);
    middle = ranked[Math.floor(ranked.length / 2)] ?? 0;
    middleShares.set(listed, middle);
  }
  return middle;
}

/**
 * A customer's name (as said) counts as at least as common as the middle name of its list: a
 * caller who called before is likelier than a stranger with a rare name, and weighted as one of
 * those, "Kenji Nakamura", a customer, was heard as "Katrina Keller".
 */
function sharesWithCustomers(shares: NameShares, customers: PersonNames | undefined): NameShares {
  if (!customers) return shares;
  const lifted = (listed: ReadonlyMap<string, number>, names: string[]) => {
    const least = middleShare(listed);
    const shares = new Map(listed);
    for (const name of names) shares.set(name, Math.max(listed.get(name) ?? 0, least));
    return shares;
  };
  return {
    given: lifted(shares.given, customers.given),
    surnames: lifted(shares.surnames, customers.surnames),
  };
}

/** What to listen for while the dialogue waits for a claim field; undefined: open vocabulary only. */
export function listenForField(
  field: ClaimField,
  vocabulary: TenantVocabulary,
  open = '',
  datePart?: DatePart,
): ListenFor | undefined {
  switch (field) {
    case 'caller_name': {
      const customers = spokenNames(vocabulary.customers);
      return {
        kind: 'name',
        ...withCustomers(personNames(), customers),
        leadIn: nameLeadIn(open),
        shares: sharesWithCustomers(nameShares(), customers),
      };
    }
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
      return datePart ? { kind: 'date', part: datePart } : { kind: 'date' };
    case 'tyre_brand':
      return { kind: 'brand', brands: vocabulary.brands };
    case 'dealer':
      return { kind: 'dealer', dealers: vocabulary.dealers.map((dealer) => dealer.dealerName) };
    default:
      return undefined;
  }
}

/**
 * Fields whose grammar hearing gives way to the decoder's next best when the caller already
 * refused it: a recording that was misheard once is misheard the same way again ("nine" as "one"),
 * however often the caller repeats it. Not DOT codes, whose lattice took 3 to 10 s to search: they
 * are heard again among the codes near the refused one (nearRefused); names are spelled.
 */
const REHEARD = new Set<ClaimField>([
  'caller_phone',
  'tyre_size',
  'tyre_brand',
  'dealer',
  'purchase_date',
  'price_paid',
  'tread_original_32nds',
  'tread_remaining_32nds',
  'mileage_at_fitting',
  'mileage_now',
  'miles_warranted',
]);

/** Whether a hearing reads as a value the caller refused; undefined when nothing was refused. */
export function rejectedHearing(listening: FieldListening): ((text: string) => boolean) | undefined {
  if (!('rejected' in listening) || !listening.rejected?.length) return;
  if (listening.field === 'phone_part') {
    const refused = new Set(listening.rejected);
    return (text) => refused.has(spokenDigits(spokenWords(text)));
  }
  if (listening.field === 'spelling') {
    const refused = new Set(listening.rejected.map((name) => name.toLowerCase()));
    return (text) => refused.has(readSpelledName(text)?.toLowerCase() ?? '');
  }
  if (!REHEARD.has(listening.field)) return;
  const { field, rejected } = listening;
  return (text) => {
    const value = readClaimField(field, text);
    return value !== undefined && value !== null && rejected.includes(String(value));
  };
}

/**
 * What to listen for when an answer was heard again as a value the caller refused, where the
 * decoder's next best found nothing else: a recording misheard once is misheard the same way again,
 * and mostly in one part. A DOT code is heard among the codes one character from those refused
 * ("W M" for "W N", "six six" for "six eight"); a number among the answers one number word from
 * the words heard ("ninety eight dollars" for "eighty eight dollars"), each reading as a value not
 * refused (decision 117). Undefined when the hearing is no refused value.
 */
export function nearRefused(listening: FieldListening, heard: string): ListenFor | undefined {
  if (
    !('rejected' in listening) ||
    !listening.rejected?.length ||
    listening.field === 'spelling' ||
    listening.field === 'phone_part'
  )
    return undefined;
  const { field, rejected } = listening;
  const value = readClaimField(field, heard);
  if (value === undefined || value === null || !rejected.includes(String(value))) return undefined;
  if (field === 'dot_number') return { kind: 'dot_near', refused: rejected };
  if (!OPEN_FIRST.has(field)) return undefined;
  // As many numbers as were heard: "one hundred nineteen eight" is no answer.
  const numbers = spokenValues(heard).length;
  const phrases = numberWordsNear(heard).filter((phrase) => {
    const near = readClaimField(field, phrase);
    return (
      near !== undefined &&
      near !== null &&
      !rejected.includes(String(near)) &&
      spokenValues(phrase).length <= numbers
    );
  });
  return phrases.length > 0 ? { kind: 'one_of', phrases } : undefined;
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
 * Answers whose grammar's hearing wins whenever it reads as a value. A DOT code's open words hold
 * hardly any letters. A phone number's grammar is ten digits, no more and no fewer: where the two
 * hearings read different numbers, the grammar's was right 6 times of 10 and the open words' never
 * (decision 118).
 */
const GRAMMAR_FIRST = new Set<ClaimField>(['caller_phone', 'dot_number']);

/** Words of a read-back's answer that name no part of it. */
const CONFIRMING_WORDS = new Set('yes yeah correct no that is right wrong not the my'.split(' '));

/**
 * Whether the grammar heard a part of the read-back named ("no, the name is wrong") where the open
 * words name none, or only some words of it and nothing else: its language model made "the name"
 * into "the" or "that is wrong", and "the remaining tread" into "the tread", the same way every
 * time it was said. Open words that name a part keep their own, with the new value a caller may
 * have said after it.
 */
function namesMoreOfAPart(grammar: string, open: string): boolean {
  const partWords = (text: string) => text.split(/\s+/).filter((word) => word && !CONFIRMING_WORDS.has(word));
  const named = new Set(partWords(grammar));
  const openWords = new Set(partWords(open));
  const shared = [...openWords].filter((word) => named.has(word));
  return (
    named.size > 0 &&
    (shared.length === 0 || (shared.length === openWords.size && openWords.size < named.size))
  );
}

/**
 * Picks between the open vocabulary's words and the grammar's for one answer. The grammar has no
 * language model, so it forces any sound into its words; the open vocabulary has one, so it hears
 * ordinary words but turns names, codes and some numbers into the nearest common words ("want" for
 * "one", "one" for "nine"). So: the open words when the grammar's do not read as a value of the
 * field, and the grammar's "I do not know" when the open words read as nothing; for a number, the
 * grammar's when the two read different values but are near alike, or the open words merely hold
 * the grammar's number with a stray word stuck on, or both heard it said digit by digit, or the
 * grammar did and the open words hold one number word at most, or they heard "thirty seconds" as
 * "thirty two", but the open words where they say "oh" for zero or the grammar added digits after
 * theirs; for a DOT code, the grammar's (its codes, with the digits of either, see
 * dot-hearing.ts); for a phone number, the grammar's; otherwise (names, sizes, brands, dealers,
 * dates) the open words when the grammar could have heard them as they are (not "adams jackson", a
 * surname where the given name goes), else the grammar's.
 */
export function chooseHearing(
  field: FieldListening['field'],
  open: string,
  fitted: { text: string; accepts: (words: string) => boolean } | undefined,
): string {
  if (!fitted?.text) return open;
  if (field === 'confirmation') return namesMoreOfAPart(fitted.text, open) ? fitted.text : open;
  if (field === 'spelling') return readSpelledName(fitted.text) ? fitted.text : open;
  // A few digits: the grammar's, which hears no more and no fewer, unless it heard "I do not know".
  if (field === 'phone_part') return spokenDigits(spokenWords(fitted.text)) ? fitted.text : open;
  if (field === 'dot_number') {
    const fused = fusedDotHearing(open, fitted.text);
    if (fused) return fused;
  }
  const fittedValue = readClaimField(field, fitted.text);
  // The part of a date asked alone ("twenty twenty four"), which only its grammar then holds.
  if (fittedValue === undefined && field === 'purchase_date' && readClaimField(field, open) === undefined)
    return datePartAlone(fitted.text, isoDay(new Date())) ? fitted.text : open;
  if (fittedValue === undefined) return open;
  const openValue = readClaimField(field, open);
  if (fittedValue === null) return openValue === undefined ? fitted.text : open;
  if (GRAMMAR_FIRST.has(field)) return fitted.text;
  if (openValue === undefined) return fitted.text;
  if (OPEN_FIRST.has(field)) {
    if (saidOhForZero(open) || grammarAddedDigits(open, fitted.text)) return open;
    return (openValue !== fittedValue && heardAlike(open, fitted.text)) ||
      heardGrammarNumber(open, fitted.text) ||
      heardUnitAsNumber(open, fitted.text) ||
      bothHeardDigits(open, fitted.text) ||
      onlyGrammarHeardDigits(open, fitted.text)
      ? fitted.text
      : open;
  }
  return fitted.accepts(open) ? open : fitted.text;
}
