import type { ClaimIntake } from '../../../../../domain/claim-intake';
import { KNOWN_TYRE_BRANDS, readClaimField } from '../../../../../domain/claim-field-reading';
import { claimValueProblem } from '../../../../../domain/claim-value-checks';
import { TYPED_FLOTATION } from '../../../../../domain/measure-reading';
import type { Question } from './claim-topics';
import { saysWhatWentWrong } from './tyre-desk-intents';

/**
 * Answers that give more than was asked: the caller's name with the phone number, or values for
 * the topic's later questions beside the one asked (decision 139).
 */

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
/** The whole of a typed size, its prefix and rim too: "LT265/70R17", "225/45 ZR 18". */
const TYPED_WHOLE_SIZE = /\b(?:p|lt)?\s*\d{3}\s*\/\s*\d{2}\s*(?:z?r)?\s*\d{2}\b/i;
const BRAND_ALONE = new Set(KNOWN_TYRE_BRANDS.map((brand) => brand.toLowerCase()));
const BRAND_LEAD_IN = /^(?:they are|they're|it is|it's|the brand is|brand)\s+/;
/** A price said without naming it: dollars and cents, or an amount for each tyre ("189.99", "150 apiece"). */
const PRICE_ALONE = /^\d+\.\d{2}$|^\d+(?:\.\d{2})?\s+(?:each|apiece|a (?:tyre|tire)|per (?:tyre|tire))$/;

/**
 * Whether a clause answers a question unmistakably: it names it ("now 61k", "paid 142 each"), is a
 * typed size, a known brand alone, or a price in dollars and cents or for each tyre ("189.99 each").
 */
function answersUnmistakably(question: Question, clause: string): boolean {
  const said = clause.trim().toLowerCase();
  if (question.field === 'tyre_brand')
    return BRAND_ALONE.has(said.replace(BRAND_LEAD_IN, '').replace(/\s+(?:tyres?|tires?)$/, ''));
  if (question.field === 'tyre_size') return TYPED_SIZE.test(said) || TYPED_FLOTATION.test(said);
  if (question.field === 'price_paid' && PRICE_ALONE.test(said)) return true;
  return question.named.test(said);
}

/**
 * "Michelin 225/65R17": a size typed among other words is a clause of its own, and so are they;
 * not after words that name it ("the size is 225/45R17").
 */
function sizeApart(clause: string): string[] {
  const size = clause.match(TYPED_WHOLE_SIZE)?.[0] ?? clause.match(TYPED_FLOTATION)?.[0];
  if (!size || size.trim() === clause.trim()) return [clause];
  const at = clause.indexOf(size);
  if (/\bsize\b/i.test(clause.slice(0, at))) return [clause];
  return [clause.slice(0, at), size, clause.slice(at + size.length)];
}

/** Clauses of one answer that answer the topic's later questions, and what is left for the question asked. */
export type AnswerAhead = { rest: string; ahead: Array<{ question: Question; clause: string }> };

/** The clauses of one answer, a size typed among other words one of its own. */
export const clausesOf = (text: string): string[] => text.split(CLAUSES).flatMap(sizeApart);

/**
 * The clauses of one answer that answer the topic's later questions as well as the one asked
 * ("Gulf Coast Tire Depot, Michelin, 245/45R19"; "new it was 10, now 4"; "fitted at 30k, now 61k,
 * warranted for 60k"): each answers one later question unmistakably, and names neither the question
 * asked nor another later one. The rest of the answer is the asked question's.
 */

export function clausesAhead(asked: Question, later: Question[], text: string): AnswerAhead {
  const ahead: AnswerAhead['ahead'] = [];
  let rest = text;
  for (const clause of clausesOf(text)) {
    if (!clause.trim() || answersUnmistakably(asked, clause)) continue;
    const answered = later.filter((question) => answersUnmistakably(question, clause));
    if (answered.length !== 1 || ahead.some(({ question }) => question === answered[0])) continue;
    // A size typed among other words ("Continental 235/55R18") leaves them to the question asked.
    const taken =
      answered[0]!.field === 'tyre_size'
        ? (clause.match(TYPED_WHOLE_SIZE)?.[0] ?? clause.match(TYPED_FLOTATION)?.[0] ?? clause)
        : clause;
    ahead.push({ question: answered[0]!, clause: taken });
    rest = rest.replace(taken, ' ');
  }
  return {
    rest: ahead.length ? rest.replace(/^[\s,;]+|[\s,;]+(?:(?:and|but|then)[\s,;]*)?$/gi, '') : text,
    ahead,
  };
}

/**
 * The values of the clauses ahead that read as a value breaking no rule beside what is heard, and
 * null for a part the caller said they do not know ("no DOT").
 */
export function valuesAhead(
  ahead: AnswerAhead['ahead'],
  heard: Partial<ClaimIntake>,
  today: Date,
): { [F in keyof ClaimIntake]?: ClaimIntake[F] | null } {
  const values: Record<string, unknown> = {};
  const known: Partial<ClaimIntake> = { ...heard };
  for (const { question, clause } of ahead) {
    const value = readClaimField(question.field, clause, today);
    if (value === undefined) continue;
    if (value !== null && claimValueProblem(question.field, value, known, today)) continue;
    values[question.field] = value;
    if (value !== null) (known as Record<string, unknown>)[question.field] = value;
  }
  return values;
}

/**
 * Where the caller says they bought the tyres in the words that start the claim: "bought at Gulf
 * Coast", "got my Pirelli tires from Lone Star Tire, …", "tyres from Gulf Coast"; the shop's words
 * run to the end of the clause. Only a dealer of the tenant's is taken, so a loose lead-in is safe.
 */
const BOUGHT_AT =
  /\b(?:(?:bought|got|purchased|had)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:(?:fitted|installed|put on)\s+)?|(?:tyres|tires|set)\s+)(?:at|from)\s+([^,.;!?]+?)(?=\s+(?:and|but|in|on|last|for|about)\b|[,.;!?]|$)/iu;

/**
 * The caller's name in the words that start the claim: after "my name is", or typed with capitals
 * after "I'm" or "this is" ("this is Ana Ruiz, …"), where small letters may start anything else
 * ("I'm having trouble with my tyres").
 */
const NAME_AT_START = [
  /\bmy name(?: is|'s)\s+([^,.;!?\d]+?)(?=\s+(?:and|but|i|i'm|my|from|calling|here)\b|[,.;!?\d]|$)/iu,
  /\b(?:[Ii]'m|[Ii] am|[Tt]his is)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})(?![\p{L}'-])/u,
];

function nameAtStart(text: string, today: Date): string | undefined {
  for (const pattern of NAME_AT_START) {
    const said = pattern.exec(text)?.[1]?.trim();
    // "This is Michelin related": a brand is no caller's name.
    if (said === undefined || said.split(/\s+/).some((word) => BRAND_ALONE.has(word.toLowerCase()))) continue;
    const name = readClaimField('caller_name', said, today);
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/** Where the words that start a claim part into sentences and clauses ("and" joins what went wrong). */
const OPENING_CLAUSES = /[,;!?]|\.(?:\s|$)/;

/** The clauses of the words that start a claim that say what is wrong with the tyre, as said. */
function troubleClauses(text: string): string {
  return text
    .split(OPENING_CLAUSES)
    .map((clause) => clause.trim())
    .filter(saysWhatWentWrong)
    .join(', ');
}

/**
 * What the words that started the claim already say ("I'm Ana Ruiz, 720 555 0133, a claim for my
 * Michelin 225/65R17 tyres, bought at Gulf Coast, one has a bulge"): the caller's name and phone
 * number, what went wrong, a brand the desk knows, a size as typed and a dealer of the tenant's,
 * taken when their questions come and read back with their topic, not asked again.
 */
export function saidAtStart(
  text: string,
  today: Date,
  dealerOf: (said: string) => unknown = () => undefined,
): Partial<ClaimIntake> {
  const brand = readClaimField('tyre_brand', text, today);
  const size = TYPED_WHOLE_SIZE.exec(text)?.[0];
  const sizeRead = size === undefined ? undefined : readClaimField('tyre_size', size, today);
  const shop = BOUGHT_AT.exec(text)?.[1]?.trim();
  const problem = readClaimField('problem', troubleClauses(text), today);
  const name = nameAtStart(text, today);
  const phone = PHONE_IN_TEXT.exec(text)?.[0];
  const phoneRead = phone === undefined ? undefined : readClaimField('caller_phone', phone, today);
  return {
    ...(typeof problem === 'string' ? { problem } : {}),
    ...(name ? { caller_name: name } : {}),
    ...(typeof phoneRead === 'string' ? { caller_phone: phoneRead } : {}),
    ...(typeof brand === 'string' && KNOWN_TYRE_BRANDS.includes(brand) ? { tyre_brand: brand } : {}),
    ...(typeof sizeRead === 'string' ? { tyre_size: sizeRead } : {}),
    ...(shop && dealerOf(shop) ? { dealer: shop } : {}),
  };
}
