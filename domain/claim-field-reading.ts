import { claimIntakeSchema, type ClaimField, type ClaimIntake } from './claim-intake';
import { readDotSerial } from './dot-reading';
import { normalisePhone } from './phone';
import { SPELLING_ALPHABET, spelledCode } from './spoken-letters';
import { readSpokenDate } from './spoken-dates';
import {
  DIGIT_WORDS,
  readAmount,
  readSpokenNumber,
  spokenValues,
  spokenWords,
  type SpokenValue,
} from './spoken-numbers';

/**
 * Reads one claim field from what a caller said or typed, or from a provider's tool parameter:
 * the value, null when the caller does not know it, undefined when it could not be read.
 */
export type FieldReading<F extends ClaimField> = ClaimIntake[F] | null | undefined;

export const KNOWN_TYRE_BRANDS = [
  'Michelin',
  'Goodyear',
  'Bridgestone',
  'Continental',
  'Pirelli',
  'Firestone',
  'Cooper',
  'Yokohama',
  'Dunlop',
  'General',
  'Toyo',
  'Kumho',
  'Hankook',
  'Nokian',
  'BFGoodrich',
];

const DONT_KNOW =
  /\b(do ?n[o']?t know|not sure|no idea|don'?t have|do not have|not known|unknown|skip)\b|^(no|nope|none|no thanks)\.?$/i;
const LEAD_IN =
  /^(?:(?:yes|yeah|okay|ok|sure|well|so|um|uh|hi|hello)[,.!]?\s+)*(?:(?:(?:my|the|our) (?:full |first |last )?name(?:'s| is)|this is|it'?s|it is|i am|i'm|that'?s|that is|they are|they're|the brand is|it was|a|an)\s+)?/i;

function titleCase(words: string[]): string {
  return words
    .join(' ')
    .replace(/(^|[-\s])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function wordsAfterLeadIn(text: string): string[] {
  return spokenWords(text.replace(LEAD_IN, ''));
}

/** Words that say the caller answered something other than a name. */
const NOT_IN_NAMES =
  /^(i|me|my|is|are|was|the|a|an|what|where|when|why|how|who|want|need|have|can|could|would|claim|warranty|tyres?|tires?|order|yes|no|not|do|did|you|your|it|that|this|please|um|uh|er|hmm|sorry|pardon|okay|ok|hello|hi)$/;

/** A name's words keep their letters in any script ("Obradović", "O'Neil", "Smith-Jones"), as typed. */
function nameWords(text: string): string[] {
  return text.replace(LEAD_IN, '').match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? [];
}

/** A name as its caller wrote it when it has capitals and small letters ("McAllister"), else in capitals. */
const TYPED_IN_MIXED_CASE = /\p{Lu}.*\p{Ll}|\p{Ll}.*\p{Lu}/u;

/** "o'neil" is O'Neil, "d'angelo" D'Angelo: a name's first letter and the one after its O' or D'. */
function nameCase(words: string[]): string {
  return titleCase(words).replace(
    /\b([OD])'(\p{L})/gu,
    (_, first: string, letter: string) => `${first}'${letter.toUpperCase()}`,
  );
}

function readName(text: string): string | undefined {
  const typed = nameWords(text);
  const words = typed.map((word) => word.toLowerCase());
  if (words.length === 0 || words.length > 4) return undefined;
  if (words.some((word) => /\d/.test(word) || NOT_IN_NAMES.test(word))) return undefined;
  return TYPED_IN_MIXED_CASE.test(typed.join(' ')) ? typed.join(' ') : nameCase(words);
}

/** Words a caller may put before a spelled name; none of them is a letter. */
const SPELLING_LEAD_IN =
  /^(?:(?:yes|okay|ok|sure|so)[,.!]?\s+)?(?:it is spelled|it's spelled|spelled|(?:my )?(?:last |first |sur)?name is|it is|it's|that is|that's)\s+/i;

/**
 * A name spelled letter by letter ("r e y e s", "R-E-Y-E-S", "d u double n", "b as in bravo …") or
 * typed whole ("Reyes"), with its first letter capital; undefined when it reads as neither.
 */
export function readSpelledName(text: string): string | undefined {
  const words =
    text
      .trim()
      .replace(SPELLING_LEAD_IN, '')
      .toLowerCase()
      .match(/[\p{L}\d']+/gu) ?? [];
  if (words.length === 1 && words[0]!.length > 1)
    return /\d/.test(words[0]!) || NOT_IN_NAMES.test(words[0]!) ? undefined : titleCase(words);
  const letters = spelledCode(words, (word) => (/^\p{L}$/u.test(word) ? word.toUpperCase() : undefined));
  if (!letters || letters.length < 2) return undefined;
  return letters[0] + letters.slice(1).toLowerCase();
}

/** A number written with a country code other than +1 is kept whole, in E.164 form. */
const INTERNATIONAL = /^\s*(?:\+|00)\s*([2-9][\d\s().-]{6,20})$/;

/** Ten digits, or eleven with the US country code 1; any other count is asked again, never cut. */
function readPhone(text: string): string | undefined {
  const international = text.match(INTERNATIONAL);
  if (international) {
    const digits = international[1]!.replace(/\D/g, '');
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  }
  const typed = text.replace(/\D/g, '');
  const digits =
    typed.length >= 10
      ? typed
      : spokenValues(text)
          .map((value) => (value.kind === 'digits' ? value.value : String(value.value)))
          .join('');
  const whole = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  return whole ? normalisePhone(digits) : undefined;
}

function firstNumber(values: SpokenValue[]): number | undefined {
  const found = values.find((value) => value.kind !== 'thirty-seconds');
  return found === undefined ? undefined : Number(found.value);
}

/** A dealer code as typed: "D-1042", "fl4450", or its letters in capitals apart from its digits ("FL 4450"). */
const TYPED_DEALER_CODE = /\b(?:[A-Za-z]{1,4}-?|[A-Z]{1,4} )\d{2,6}\b/;
/** A code said with its letters in the spelling alphabet: "charlie oscar seven seven eight one". */
const SPELLED_DEALER_CODE = new RegExp(
  `\\b((?:(?:${SPELLING_ALPHABET.join('|')})\\s+){1,4}(?:(?:${DIGIT_WORDS.join('|')})\\b\\s*){2,6})`,
  'i',
);

/** A digit word as its digit ("oh" is 0). */
const digitOfWord = (word: string) => (word === 'oh' ? '0' : spokenValues(word)[0]?.value.toString());

function readDealer(text: string): string | undefined {
  const code = text.match(TYPED_DEALER_CODE)?.[0];
  if (code) return code.replace(' ', '').toUpperCase();
  const spelled = text.match(SPELLED_DEALER_CODE)?.[1];
  const spelledCodeRead = spelled && spelledCode(spokenWords(spelled), digitOfWord);
  if (spelledCodeRead) return spelledCodeRead;
  const number = firstNumber(spokenValues(text));
  if (number !== undefined) return String(number);
  // A caller giving their own name has not named the dealer.
  if (/^\s*my name is\b/i.test(text)) return undefined;
  const stripped = text
    .replace(/^(?:(?:yes|okay|ok|well|so)[,.]?\s+)*/i, '')
    .replace(/^(?:i )?(?:bought|got|had) (?:them|it|the tyres?) (?:at|from)\s+/i, '')
    .replace(/^(?:it was |it is |it's )?(?:the )?(?:dealer|shop|store|garage|place)(?: is| was)?\s*/i, '')
    .replace(/^(?:it was|it is|it's)\s+/i, '')
    .replace(/^(?:at|from)\s+/i, '')
    .replace(/[,\s]+(?:i think|i believe|maybe|probably|if i remember)[.!?]*\s*$/i, '');
  const words = spokenWords(stripped);
  if (words.length === 0 || words.length > 6) return undefined;
  // Typed names keep their own spelling ("Lone Star Tire & Service"); spoken ones are title-cased.
  return /[A-Z&]/.test(stripped) ? stripped.trim().replace(/[.!?]+$/, '') : titleCase(words);
}

function readProblem(text: string): string | undefined {
  const problem = text.trim().replace(/\s+/g, ' ');
  return spokenWords(problem).length >= 2 ? problem : undefined;
}

/**
 * Dollars for one tyre: "$189.99", "189 dollars", "one hundred eighty nine dollars and fifty cents",
 * and in pairs as prices are said: "one eighty nine ninety nine" is $189.99. Cents follow the dollars
 * at once (two digits' worth) or are named ("and fifty cents", "95 dollars 50 cents"). A price
 * given for the set ("$1,249 for the set of four") is shared among its tyres.
 */
function readPrice(text: string): number | undefined {
  const price = readAmountPaid(text);
  const tyres = text.match(PER_SET)?.[1];
  if (price === undefined || !tyres || EACH.test(text)) return price;
  return Math.round((price / (Number(tyres) || WORD_COUNTS[tyres.toLowerCase()]!)) * 100) / 100;
}

/** "for the set of four", "for all 4", "for two tyres": a price paid for several. */
const PER_SET = /\bfor\s+(?:all\s+|the\s+|a\s+)?(?:set\s+of\s+)?(two|three|four|[234])\b/i;
const WORD_COUNTS: Record<string, number> = { two: 2, three: 3, four: 4 };
/** "$91 each, for four": the price is already a tyre's. */
const EACH = /\b(?:each|apiece|a (?:tyre|tire)|per (?:tyre|tire))\b/i;

const TYPED_CENTS = /\$?\s*(\d{1,3}(?:,\d{3})*|\d+)\s*(?:dollars?|bucks)?\s*(?:and\s+)?(\d{1,2})\s*cents?\b/i;

function readAmountPaid(text: string): number | undefined {
  const withCents = text.match(TYPED_CENTS);
  if (withCents) return Number(withCents[1]!.replace(/,/g, '')) + Number(withCents[2]) / 100;
  const typed = text.match(/\$?\s*(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/);
  if (typed) return Number(typed[1]!.replace(/,/g, ''));
  const words = spokenWords(text);
  for (let i = 0; i < words.length; i += 1) {
    const dollars = readAmount(words.slice(i));
    if (!dollars) continue;
    const next = i + dollars.length;
    let afterUnit = next;
    while (DOLLARS_AND.has(words[afterUnit] ?? '')) afterUnit += 1;
    const cents = readSpokenNumber(words.slice(afterUnit));
    const named = cents !== undefined && /^cents?$/.test(words[afterUnit + cents.length] ?? '');
    if (named) return cents.value < 100 ? dollars.value + cents.value / 100 : undefined;
    const atOnce = cents !== undefined && afterUnit === next && cents.value >= 10 && cents.value < 100;
    return atOnce ? dollars.value + cents.value / 100 : dollars.value;
  }
  return undefined;
}

const DOLLARS_AND = new Set(['dollars', 'dollar', 'bucks', 'and']);

function readBrand(text: string): string | undefined {
  const words = spokenWords(text);
  const known = KNOWN_TYRE_BRANDS.find((brand) => words.includes(brand.toLowerCase()));
  if (known) return known;
  // A number is no brand: the caller gave the size, or a reading, before it was asked.
  if (/\d/.test(text) || spokenValues(text).length > 0) return undefined;
  // Words that name no brand ("the tyre is" is no brand "The Is").
  const rest = wordsAfterLeadIn(text).filter((word) => word !== 'brand' && !NOT_IN_NAMES.test(word));
  return rest.length > 0 && rest.length <= 3 ? titleCase(rest) : undefined;
}

/** 225/65R17, P225/65R17, LT245/75R16, 225 65 R17, 225/65-17; the P or LT kind is kept. */
const TYPED_SIZE =
  /(?:^|[^a-z])(P|LT|ST|T)?\s*([1-3]\d{2})\s*(?:\/|\s)\s*(\d{2})\s*(?:Z?R|-|\s)\s*(\d{2})\b/i;
/** "two twenty-five sixty-five R17": words with the rim typed after R. */
const RIM_AFTER_R = /\b(?:z?r)\s*(\d{2})\b/i;

function readTyreSize(text: string): string | undefined {
  const typed = text.match(TYPED_SIZE);
  if (typed) {
    const [, kind, width, ratio, rim] = typed;
    const size = checkedSize([Number(width), Number(ratio), Number(rim)]);
    return size && `${kind?.toUpperCase() ?? ''}${size}`;
  }
  return checkedSize(spokenSizeParts(text.replace(RIM_AFTER_R, ' r $1 ')));
}

function spokenSizeParts(text: string): number[] {
  const parts = spokenValues(text.replace(/[/-]/g, ' ')).flatMap((value) =>
    value.kind === 'digits' ? [...value.value].map(Number) : [value.value],
  );
  // Read off the sidewall digit by digit, "two two five, six five, R one seven": 225, 65, 17.
  if (parts.length === 7 && parts.every((part) => part < 10)) {
    const number = (digits: number[]) => Number(digits.join(''));
    return [number(parts.slice(0, 3)), number(parts.slice(3, 5)), number(parts.slice(5))];
  }
  // "two twenty five sixty five r seventeen" reads as 2, 25, 65, 17.
  if (parts.length >= 4 && parts[0]! < 10 && parts[1]! >= 10 && parts[1]! < 100)
    parts.splice(0, 2, parts[0]! * 100 + parts[1]!);
  return parts;
}

function checkedSize([width, ratio, rim]: number[]): string | undefined {
  if (width === undefined || ratio === undefined || rim === undefined) return undefined;
  if (width < 125 || width > 395 || ratio < 20 || ratio > 95 || rim < 10 || rim > 26) return undefined;
  // A metric section width ends in 5 and an aspect ratio is a multiple of 5: "two fifty" is a mishearing.
  if (width % 10 !== 5 || ratio % 5 !== 0) return undefined;
  return `${width}/${ratio}R${rim}`;
}

/** One 32nd of an inch in millimetres. */
const MM_PER_32ND = 25.4 / 32;

/** A depth given in inches ("0.3125 inches", 5/16") or millimetres ("8 mm"), in 32nds. */
function depthInOtherUnits(text: string): number | undefined {
  const inches = text.match(/(\d*\.\d+|\d+(?:\s*\/\s*(?:4|8|16|64))?)\s*(?:"|in\b|inch(?:es)?\b)/i);
  if (inches) {
    const [whole, over] = inches[1]!.split('/').map((part) => Number(part.trim()));
    return Math.round((over ? whole! / over : whole!) * 32 * 2) / 2;
  }
  const mm = text.match(/(\d+(?:\.\d+)?)\s*(?:mm\b|millimet(?:er|re)s?\b)/i);
  if (mm) return Math.round((Number(mm[1]) / MM_PER_32ND) * 2) / 2;
  return undefined;
}

function readThirtySeconds(text: string): number | undefined {
  const converted = depthInOtherUnits(text);
  if (converted !== undefined) return converted;
  const typed = text.match(/\b(\d{1,2}(?:\.\d+)?)\s*\/\s*32\b/);
  if (typed) return Number(typed[1]);
  const values = spokenValues(text);
  const depth = values.find((value) => value.kind === 'thirty-seconds') ?? values[0];
  if (!depth || depth.kind === 'digits') return undefined;
  return Number.isInteger(depth.value) && AND_A_HALF.test(text) ? depth.value + 0.5 : depth.value;
}

/** "three and a half", "4 ½": half a 32nd more. */
const AND_A_HALF = /\band a half\b|½/i;

const KILOMETRES = /\b(?:km|kms|kilomet(?:er|re)s?|k\s*m)\b/i;
const MILES_PER_KM = 0.621371;

/** The unit after a distance: the number just before it is the distance. */
const DISTANCE_UNIT = new RegExp(`\\b(?:miles?|mi)\\b|${KILOMETRES.source}`, 'i');

/**
 * Miles; a distance said in kilometres is converted, never taken as miles. The number said just
 * before its unit is the distance, whatever came first ("the odometer two about sixty six thousand
 * miles", "12 years and 45,000 miles"); with no unit, the first number.
 */
function readMiles(text: string): number | undefined {
  const unit = text.search(DISTANCE_UNIT);
  const miles =
    (unit > 0 ? readDistance(text.slice(0, unit), 'last') : undefined) ??
    readDistance(text.replace(KILOMETRES, ' '), 'first');
  if (miles === undefined || !KILOMETRES.test(text)) return miles;
  return Math.round(miles * MILES_PER_KM);
}

/** "45,000", "45000", "45k", or three to six digits typed one by one as asked ("4 5 0 0 0"). */
const TYPED_DISTANCE = /\b(\d(?: \d){2,5}\b|\d{1,3}(?:,\d{3})+|\d+)(\s*k\b)?/gi;

/** The first or last distance in the text, typed ("45,000", "12k") before said. */
function readDistance(text: string, which: 'first' | 'last'): number | undefined {
  const pick = <T>(found: T[]) => (which === 'first' ? found[0] : found.at(-1));
  const typed = pick([...text.matchAll(TYPED_DISTANCE)]);
  if (typed) return Number(typed[1]!.replace(/[, ]/g, '')) * (typed[2] ? 1000 : 1);
  const said = spokenValues(text, { inPairs: true });
  return firstNumber(which === 'first' ? said : said.reverse());
}

/** Each field's reader; `today` (YYYY-MM-DD) places dates said from the day of the call ("last March"). */
const READERS: { [F in ClaimField]: (text: string, today: string) => ClaimIntake[F] | undefined } = {
  caller_name: readName,
  caller_phone: readPhone,
  dealer: readDealer,
  tyre_brand: readBrand,
  tyre_size: readTyreSize,
  dot_number: readDotSerial,
  tread_original_32nds: readThirtySeconds,
  tread_remaining_32nds: readThirtySeconds,
  mileage_at_fitting: readMiles,
  mileage_now: readMiles,
  miles_warranted: readMiles,
  problem: readProblem,
  purchase_date: readSpokenDate,
  price_paid: readPrice,
};

const NUMERIC_FIELDS = new Set<ClaimField>([
  'tread_original_32nds',
  'tread_remaining_32nds',
  'mileage_at_fitting',
  'mileage_now',
  'miles_warranted',
  'price_paid',
]);

/**
 * One field from words or a number; the value must also pass the claim's own schema. `today`: the
 * day of the call, from which "two years ago" is read.
 */
export function readClaimField<F extends ClaimField>(
  field: F,
  raw: string | number,
  today: Date = new Date(),
): FieldReading<F> {
  const text = String(raw).trim();
  if (!text) return undefined;
  if (DONT_KNOW.test(text)) return null;
  const value =
    typeof raw === 'number' && NUMERIC_FIELDS.has(field)
      ? raw
      : READERS[field](text, today.toISOString().slice(0, 10));
  if (value === undefined) return undefined;
  const checked = claimIntakeSchema.shape[field].safeParse(value);
  return checked.success ? (checked.data as ClaimIntake[F]) : undefined;
}
