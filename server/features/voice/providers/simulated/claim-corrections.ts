import { CLAIM_FIELD_UNITS, type ClaimField, type ClaimIntake } from '../../../../../domain/claim-intake';
import { KNOWN_TYRE_BRANDS, readClaimField } from '../../../../../domain/claim-field-reading';
import { editsBetween } from '../../../../../domain/edit-distance';
import { isMonthAlone } from '../../../../../domain/spoken-dates';
import { spokenValues } from '../../../../../domain/spoken-numbers';
import { clausesOf } from './claim-answers-ahead';
import { namedQuestion, type Question, type Topic } from './claim-topics';
import { partOf, type NamePart } from './claim-name-parts';

/** A typed "no, …" that gives the new value of one part of a read-back without naming the part. */
export type GivenAgain = { question: Question; said: string; namePart?: NamePart };

/** "No, it's", "wrong, should be": what comes before the new value. */
const REFUSAL =
  /^\s*(?:no|nope|nah|wrong|incorrect)\b[\s,.!:;-]*(?:(?:it is|it's|its|it was|that's|that is|that was|it should be|should be)\s+)?/i;

/**
 * The words that give a part's new value once it is named: those after its name ("the original
 * was 11"), or for a measure with no number after its name, those before it ("no, 11 new", "there
 * is 3 left actually").
 */
export function valueWordsOf(named: { question: Question; rest: string; before: string }): string {
  const { field } = named.question;
  const measure = CLAIM_FIELD_UNITS[field] !== undefined || field === 'price_paid';
  if (!measure || /\d/.test(named.rest) || spokenValues(named.rest).length > 0) return named.rest;
  return named.before.replace(REFUSAL, '');
}

/**
 * Fields whose readers take almost any words: a value read for them counts only when no other part
 * reads, and none is kept ahead of its question (the other fields' values have shapes of their own).
 */
export const LOOSE_FIELDS: ReadonlySet<ClaimField> = new Set<ClaimField>([
  'caller_name',
  'dealer',
  'tyre_brand',
  'problem',
]);

const namesAKnownBrand = (field: ClaimField, said: string, today: Date) =>
  field === 'tyre_brand' && KNOWN_TYRE_BRANDS.includes(String(readClaimField(field, said, today)));

/** Another spelling of a name word: the same first letter, at most two letters apart ("Smyth" for "Smith"). */
function spelledOtherwise(word: string, heard: string): boolean {
  const [a, b] = [word.toLowerCase(), heard.toLowerCase()];
  return a !== b && a.length >= 3 && a[0] === b[0] && editsBetween([...a], [...b]) <= 2;
}

/** The part of the name a word of the answer spells otherwise, and that word. */
function namePartRespelled(name: string, said: string): { part: NamePart; word: string } | undefined {
  // A lone word is the given name only: the same word is not tried as the surname too.
  const parts: NamePart[] = name.trim().includes(' ') ? ['last', 'first'] : ['first'];
  for (const word of said.match(/\p{L}[\p{L}'-]*/gu) ?? [])
    for (const part of parts) if (spelledOtherwise(word, partOf(name, part))) return { part, word };
  return undefined;
}

/** The words after a refusal that begins them ("no, it's …"); undefined without one, or with nothing after it. */
function afterRefusal(text: string): string | undefined {
  const said = text.replace(REFUSAL, '').trim();
  return said && said.length < text.trim().length ? said : undefined;
}

/**
 * What a typed "no, …" to a read-back gives anew, when it names no part ("no, it's Smyth with a
 * y", "no, 646 555 0198"): a name word spelled otherwise, else the one part whose reader reads the
 * words as a value other than the one read back. Undefined when no part or several could be meant
 * ("no, 9" to original and remaining tread): the caller is asked which.
 */
export function partGivenAgain(
  topic: Topic,
  heard: Partial<ClaimIntake>,
  text: string,
  today: Date,
): GivenAgain | undefined {
  const said = afterRefusal(text);
  if (said === undefined) return undefined;
  return monthOfTheDateHeard(topic, heard, said) ?? partReadIn(topic, heard, said, today);
}

/**
 * A month alone given for a purchase date read back ("no, it was April" to "Bought in March 2025"):
 * that month of the year read back.
 */
function monthOfTheDateHeard(
  topic: Topic,
  heard: Partial<ClaimIntake>,
  said: string,
): GivenAgain | undefined {
  const question = topic.questions.find(({ field }) => field === 'purchase_date');
  const year = heard.purchase_date?.slice(0, 4);
  if (!question || !year || !isMonthAlone(said)) return undefined;
  return { question, said: `${said} ${year}` };
}

/**
 * A typed "no, …" that gives new values for several parts, one a clause ("nope, April 2024 and
 * 165", "no, 11 new and 5 left"): each clause's part, the one it names or else the one it reads
 * as, all of them different; undefined when a clause gives none.
 */
export function partsGivenAgain(
  topic: Topic,
  heard: Partial<ClaimIntake>,
  text: string,
  today: Date,
): GivenAgain[] | undefined {
  const said = afterRefusal(text);
  if (said === undefined) return undefined;
  const clauses = clausesOf(said).filter((clause) => clause.trim());
  if (clauses.length < 2) return undefined;
  const given = clauses.map((clause) => {
    const named = namedQuestion(topic, clause);
    return named
      ? { question: named.question, said: valueWordsOf(named) }
      : partReadIn(topic, heard, clause.trim(), today);
  });
  const parts = new Set(given.map((part) => part?.question));
  return given.every((part) => part !== undefined) && parts.size === given.length ? given : undefined;
}

/** The one part of a read-back whose reader reads the words as a value other than the one read back. */
function partReadIn(
  topic: Topic,
  heard: Partial<ClaimIntake>,
  said: string,
  today: Date,
): GivenAgain | undefined {
  const nameQuestion = topic.questions.find((question) => question.field === 'caller_name');
  const respelled = nameQuestion && heard.caller_name && namePartRespelled(heard.caller_name, said);
  if (nameQuestion && respelled)
    return { question: nameQuestion, said: respelled.word, namePart: respelled.part };
  const reading = topic.questions.filter((question) => {
    if (question.field === 'caller_name') return false;
    const value = readClaimField(question.field, said, today);
    return value !== undefined && value !== null && String(value) !== String(heard[question.field]);
  });
  // A brand the desk knows is no loose reading: "no, they're Goodyears" is the brand, not a dealer.
  const strict = reading.filter(
    (question) => !LOOSE_FIELDS.has(question.field) || namesAKnownBrand(question.field, said, today),
  );
  const meant = strict.length > 0 ? strict : reading;
  return meant.length === 1 ? { question: meant[0]!, said } : undefined;
}

/**
 * A value typed to a read-back without a yes or no, for a part read back as not given ("it's a 60k
 * mile tire" to "…, warranted mileage not given"): the one such part whose reader reads it, or of
 * several, the one the words name. Loose readers (names, dealers, brands) take no such value: any
 * words would read as one.
 */
export function missingPartGiven(
  topic: Topic,
  heard: Partial<ClaimIntake>,
  text: string,
  today: Date,
): Question | undefined {
  const notGiven = topic.questions.filter(
    ({ field }) => (heard[field] === undefined || heard[field] === null) && !LOOSE_FIELDS.has(field),
  );
  const reading = notGiven.filter(({ field }) => {
    const value = readClaimField(field, text, today);
    return value !== undefined && value !== null;
  });
  const named = reading.filter((question) => question.named.test(text.toLowerCase()));
  const meant = reading.length === 1 ? reading : named;
  return meant.length === 1 ? meant[0] : undefined;
}

/**
 * "Actually, my number is 646 555 0199", "my phone number changed, it's …": the phone number given
 * again while another question is asked.
 */
const PHONE_GIVEN =
  /\bmy (?:new )?(?:phone |cell |mobile )?(?:number|phone)(?:\s+(?:has\s+)?changed)?(?:[,;:]?\s*(?:it's|its|it is|is now|is|to)\b|'s|:)\s*(.+)$/i;

/** A new phone number given in the answer to a later question, or undefined. */
export function phoneGivenLater(text: string, heard: Partial<ClaimIntake>, today: Date): string | undefined {
  const given = PHONE_GIVEN.exec(text)?.[1];
  const phone = given === undefined ? undefined : readClaimField('caller_phone', given, today);
  return typeof phone === 'string' && phone !== heard.caller_phone ? phone : undefined;
}

/**
 * "ends in 0198", "the last four digits are 0198", "last 2 should be 98", "the last digit is 2": a
 * number's new ending.
 */
const NEW_ENDING =
  /\b(?:ends? (?:in|with)(?: an?)?|last (?:(?:four|three|two|[234])(?: digits?)?|digit)(?: of (?:the|my) (?:phone(?: number)?|number))?(?: (?:are|is|should be))?)[\s:]*(\d(?:[\s-]?\d){0,3})\b/i;

/**
 * The phone number read back with the ending the caller typed in its place ("almost, the phone ends
 * in 0198"); undefined when the words give no ending.
 */
export function phoneWithEnding(heard: unknown, text: string): string | undefined {
  const ending = NEW_ENDING.exec(text)?.[1]?.replace(/\D/g, '');
  if (!ending || typeof heard !== 'string' || !/^\d{10}$/.test(heard)) return undefined;
  return heard.slice(0, 10 - ending.length) + ending;
}
