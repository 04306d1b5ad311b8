import type { ClaimField, ClaimIntake } from '../../../../../domain/claim-intake';
import { KNOWN_TYRE_BRANDS, readClaimField } from '../../../../../domain/claim-field-reading';
import { claimValueProblem } from '../../../../../domain/claim-value-checks';
import { editsBetween } from '../../../../../domain/edit-distance';
import type { Question, Topic } from './claim-topics';

/** A part of the caller's name: the given name or the surname. */
export type NamePart = 'first' | 'last';

/** One part of the caller's name (a lone word is the given name). */
export function partOf(name: string, part: NamePart): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (part === 'last' && words.length > 1 ? words.at(-1) : words[0]) ?? '';
}

/** A typed "no, …" that gives the new value of one part of a read-back without naming the part. */
export type GivenAgain = { question: Question; said: string; namePart?: NamePart };

/** "No, it's", "wrong, should be": what comes before the new value. */
const REFUSAL =
  /^\s*(?:no|nope|nah|wrong|incorrect)\b[\s,.!:;-]*(?:(?:it is|it's|its|that's|that is|it should be|should be)\s+)?/i;

/** Fields whose readers take almost any words: a value read for them counts only when no other part reads. */
const LOOSE = new Set<ClaimField>(['caller_name', 'dealer', 'tyre_brand', 'problem']);

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
  const said = text.replace(REFUSAL, '').trim();
  if (!said || said.length === text.trim().length) return undefined;
  const nameQuestion = topic.questions.find((question) => question.field === 'caller_name');
  const respelled = nameQuestion && heard.caller_name && namePartRespelled(heard.caller_name, said);
  if (nameQuestion && respelled)
    return { question: nameQuestion, said: respelled.word, namePart: respelled.part };
  const reading = topic.questions.filter((question) => {
    if (question.field === 'caller_name') return false;
    const value = readClaimField(question.field, said, today);
    return value !== undefined && value !== null && String(value) !== String(heard[question.field]);
  });
  const strict = reading.filter((question) => !LOOSE.has(question.field));
  const meant = strict.length > 0 ? strict : reading;
  return meant.length === 1 ? { question: meant[0]!, said } : undefined;
}

/** "Actually, my number is 646 555 0199": the phone number given again while another question is asked. */
const PHONE_GIVEN = /\bmy (?:phone |cell |mobile )?(?:number|phone)(?: is|'s|:)\s*(.+)$/i;

/** A new phone number given in the answer to a later question, or undefined. */
export function phoneGivenLater(text: string, heard: Partial<ClaimIntake>, today: Date): string | undefined {
  const given = PHONE_GIVEN.exec(text)?.[1];
  const phone = given === undefined ? undefined : readClaimField('caller_phone', given, today);
  return typeof phone === 'string' && phone !== heard.caller_phone ? phone : undefined;
}

/** A phone number typed in a longer answer: "720 555 0133", "(720) 555-0133 ext 4", "+44 20 7946 0958". */
const PHONE_IN_TEXT = /\+?\(?\d[\d\s().-]{8,}\d(?:\s*(?:ext\.?|extension|x)\s*\d+)?/i;
/** What joins a name to the phone number after it: ", and my cell is", "phone:". */
const BEFORE_PHONE =
  /[\s,;]*(?:and\s+)?(?:my\s+)?(?:(?:phone|cell|mobile|telephone|number)\s*)*(?:is|'s|:)?[\s,;:]*$/i;
/** What joins a phone number to the name after it: ", and I'm", "name is". */
const AFTER_PHONE = /^[\s,;.]*(?:and\s+)?(?:(?:my\s+)?name\s+is|this\s+is|i\s+am|i'm|it's)?\s*/i;

/**
 * The caller's name and a phone number given in one answer ("I'm Priya Natarajan, 720 555 0133",
 * or the number first): the name, and the number as given, which the phone question then reads (and
 * asks again when it is no phone number). Undefined without both: the name reader takes no answer
 * with digits in it, so the name was asked again.
 */
export function nameWithPhone(text: string, today: Date): { name: string; phone: string } | undefined {
  const found = PHONE_IN_TEXT.exec(text);
  if (!found) return undefined;
  const before = text.slice(0, found.index).replace(BEFORE_PHONE, '');
  const after = text.slice(found.index + found[0].length).replace(AFTER_PHONE, '');
  const name = readClaimField('caller_name', `${before} ${after}`.trim().replace(/[.!]+$/, ''), today);
  return typeof name === 'string' ? { name, phone: found[0] } : undefined;
}

/**
 * Where one answer's clauses part: "new it was 10, now 4", "bought in April and paid 142 each"; a
 * comma with a digit after it marks thousands ("47,300").
 */
const CLAUSES = /,(?!\d)|;|\s+(?:and|but|then)\s+/i;
/** A size as typed, which no other answer has: "215/55R17", "215 / 55 R 17". */
const TYPED_SIZE = /\d{3}\s*\/\s*\d{2}/;
const BRAND_ALONE = new Set(KNOWN_TYRE_BRANDS.map((brand) => brand.toLowerCase()));
const BRAND_LEAD_IN = /^(?:they are|they're|it is|it's|the brand is|brand)\s+/;

/** Whether a clause answers a question unmistakably: it names it ("now 61k", "paid 142 each"), is a typed size, or a known brand alone. */
function answersUnmistakably(question: Question, clause: string): boolean {
  const said = clause.trim().toLowerCase();
  if (question.field === 'tyre_brand')
    return BRAND_ALONE.has(said.replace(BRAND_LEAD_IN, '').replace(/\s+(?:tyres?|tires?)$/, ''));
  if (question.field === 'tyre_size') return TYPED_SIZE.test(said);
  return question.named.test(said);
}

/** Clauses of one answer that answer the topic's later questions, and what is left for the question asked. */
export type AnswerAhead = { rest: string; ahead: Array<{ question: Question; clause: string }> };

/**
 * The clauses of one answer that answer the topic's later questions as well as the one asked
 * ("Gulf Coast Tire Depot, Michelin, 245/45R19"; "new it was 10, now 4"; "fitted at 30k, now 61k,
 * warranted for 60k"): each answers one later question unmistakably, and names neither the question
 * asked nor another later one. The rest of the answer is the asked question's.
 */
export function clausesAhead(asked: Question, later: Question[], text: string): AnswerAhead {
  const ahead: AnswerAhead['ahead'] = [];
  let rest = text;
  for (const clause of text.split(CLAUSES)) {
    if (!clause.trim() || answersUnmistakably(asked, clause)) continue;
    const answered = later.filter((question) => answersUnmistakably(question, clause));
    if (answered.length !== 1 || ahead.some(({ question }) => question === answered[0])) continue;
    ahead.push({ question: answered[0]!, clause });
    rest = rest.replace(clause, ' ');
  }
  return {
    rest: ahead.length ? rest.replace(/^[\s,;]+|[\s,;]+(?:(?:and|but|then)[\s,;]*)?$/gi, '') : text,
    ahead,
  };
}

/** The values of the clauses ahead that read as a value breaking no rule beside what is heard. */
export function valuesAhead(
  ahead: AnswerAhead['ahead'],
  heard: Partial<ClaimIntake>,
  today: Date,
): Partial<ClaimIntake> {
  const values: Partial<ClaimIntake> = {};
  for (const { question, clause } of ahead) {
    const value = readClaimField(question.field, clause, today);
    if (value === undefined || value === null) continue;
    if (claimValueProblem(question.field, value, { ...heard, ...values }, today)) continue;
    (values as Record<string, unknown>)[question.field] = value;
  }
  return values;
}
