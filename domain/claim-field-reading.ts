import { claimIntakeSchema, MAX_PROBLEM_CHARS, type ClaimField, type ClaimIntake } from './claim-intake';
import { isoDay } from './claim-readings';
import { readDotSerial } from './dot-reading';
import { editsBetween } from './edit-distance';
import { formatThousands } from './display';
import {
  firstNumber,
  namesOtherCurrency,
  namesSpanOfTime,
  readMiles,
  readPrice,
  readThirtySeconds,
  readTyreSize,
} from './measure-reading';
import { isUsAreaCode, normalisePhone, NO_US_AREA_CODE } from './phone';
import { SPELLING_ALPHABET, spelledCode } from './spoken-letters';
import { isMonthAlone, readSpokenDate } from './spoken-dates';
import {
  DIGIT_WORDS,
  NUMBER_WORD,
  NUMBER_WORDS,
  spokenDigits,
  spokenPhoneDigits,
  spokenValues,
  spokenWords,
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
  'Falken',
  'Nitto',
  'Sumitomo',
  'Nexen',
  'Maxxis',
  'Uniroyal',
];

/** What tyre people call some brands for short: "BFG KO2" is a BFGoodrich, "Conti" a Continental. */
const BRAND_SHORT_NAMES: Record<string, string> = { bfg: 'BFGoodrich', conti: 'Continental' };

const DONT_KNOW =
  /\b((?:do ?n[o']?t|can ?n?[o']?t|cannot) (?:know|remember|recall|find it|read it|see it)|not sure|no (?:idea|clue)|not a clue|dunno|idk|n\/a|no (?:mileage |mile |tread )?warranty|forgot|don'?t have|do not have|not known|unknown|skip|(?:would|'d) rather not|prefer not to|not comfortable (?:giving|sharing|saying))\b|^(no|nope|none|no thanks|no (?:dot|d\.? ?o\.? ?t\.?)(?: (?:number|code))?)\.?$/i;
/**
 * Whether words beside not knowing say something ("idk, it just went flat", "not sure, its flat"):
 * two words or more that are not the caller's hedging.
 */
function saysMoreThanNotKnowing(text: string): boolean {
  const rest = spokenWords(text.replace(new RegExp(DONT_KNOW.source, 'gi'), ' '));
  return rest.filter((word) => !HEDGING.test(word)).length >= 2;
}
const HEDGING = /^(?:i|i'm|im|it|why|what|really|honestly|sorry|um|uh|so|just|the|a|an|to|be|exactly|tbh)$/;

/** "Not sure", "I'm not 100% sure", "I am not totally sure". */
const NOT_SURE = String.raw`(?:i'?m\s+|i am\s+)?not\s+(?:(?:100%?|a hundred percent|totally|completely|entirely|really|quite)\s+)?sure`;
/** An answer, then that the caller is not sure of it: "Lone Star but not sure", "41,000, I'm not 100% sure". */
const UNSURE_AFTER = new RegExp(
  String.raw`^\s*(?:i think |i believe |maybe |probably )?(?:it was |it's |it is )?(.*?\S)[,.\s]+(?:but\s+)?${NOT_SURE}[.!]*\s*$`,
  'i',
);
/** Not being sure, then an answer hedged: "not sure, maybe Pep Boys", "I'm not sure, I think 41,000". */
const UNSURE_BEFORE = new RegExp(
  String.raw`^\s*${NOT_SURE}[,.\s]+(?:but\s+)?(?:i think|i believe|i guess|maybe|probably|possibly|perhaps)\s+(?:it was |it's |it is )?(.*\S)\s*$`,
  'i',
);

/** A problem said at length is the problem, not-knowing and all ("not sure why, but it keeps losing air"). */
const PROBLEM_WORDS_NOT_UNKNOWN = 6;
/** Words an answer may begin with; "oh" only before a comma, as "Oh" is a surname too ("Oh Ha-eun"). */
const FILLERS = String.raw`(?:(?:yes|yeah|okay|ok|sure|well|so|um|uh|hi|hey|hiya|hello)[,.!]?\s+|oh[,.!]\s+)*`;
const LEADING_FILLERS = new RegExp(`^${FILLERS}`, 'i');
const LEAD_IN_WORDS = String.raw`(?:(?:my|the|our) )?(?:full |first |last )?name(?: on (?:the|my) (?:account|invoice|claim))?(?:'s|s| is)(?: spelled)?|this is|it'?s|it is|i am|i'm|call me|that'?s|that is|they are|they're|the brand is|it was`;
const LEAD_IN = new RegExp(String.raw`^${FILLERS}(?:(?:${LEAD_IN_WORDS}|a|an)\s+)?`, 'i');
/**
 * A name's lead-in: not "a" or "an", which begin names ("An Nguyen"); "im" typed for "I'm" only
 * before two words or more ("Im Soo-jin" is a name).
 */
const NAME_LEAD_IN = new RegExp(String.raw`^${FILLERS}(?:(?:${LEAD_IN_WORDS}|im(?=\s+\S+\s+\S))\s+)?`, 'i');

function titleCase(words: string[]): string {
  return words
    .join(' ')
    .replace(/(^|[-\s.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function wordsAfterLeadIn(text: string): string[] {
  return spokenWords(text.replace(LEAD_IN, ''));
}

/** Words that say the caller answered something other than a name. */
const NOT_IN_NAMES =
  /^(i|me|my|am|is|are|was|the|a|an|what|which|where|when|why|how|who|want|need|have|can|could|would|claim|warranty|tyres?|tires?|order|yes|yeah|yep|yup|yea|no|nope|nah|not|do|did|you|your|it|that|this|please|um|uh|er|hmm|huh|mhm|mm|sorry|pardon|wait|okay|ok|hello|hi|hey|hiya|spelled|spelt)$/;

/**
 * A name's words keep their letters in any script ("Obradović", "O'Neil", "Smith-Jones"), as typed,
 * and an initial its full stop ("J. R. Ewing", "J.R. Ewing").
 */
function nameWords(text: string): string[] {
  return (
    text
      .replace(NAMES_BY_PART, '$1 $2')
      .replace(NICKNAME, ' ')
      // Only after a word of the name: letters alone are the name spelled, not a check of it.
      .replace(SPELLED_AFTER, (spelled, at: number, said: string) =>
        /\p{L}{2}/u.test(said.slice(0, at)) ? '' : spelled,
      )
      .replace(NAME_LEAD_IN, '')
      .replace(HONORIFIC, '')
      .replace(SAID_AFTER_A_NAME, '')
      .replace(SURNAME_FIRST, '$2 $1')
      .match(/(?:\p{L}\.)+(?=\s|$)|[\p{L}\d][\p{L}\d'-]*/gu) ?? []
  );
}

/** "First name Dana, last name Whitfield": the parts named, in their order. */
const NAMES_BY_PART =
  /^\s*(?:my )?first name(?: is)?[:,]?\s+([\p{L}][\p{L}'-]*)[,;]?\s+(?:and\s+)?(?:my )?(?:last|sur) ?name(?: is)?[:,]?\s+([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*)?)[.!]?\s*$/iu;
/** "Robert (Bob) Smith": the name a caller goes by, in brackets, is no part of the name. */
const NICKNAME = /\s*\([^)]*\)\s*/g;
/** "Dana Whitfield, D-A-N-A": a word spelled after the name, to check it, is no part of it. */
const SPELLED_AFTER = /[,;:\s]+(?:\p{L}[-. ]\s*){2,}\p{L}\.?\s*$/u;

/**
 * "O'Brien, Patrick", "Lee, Ann Marie", "de la Cruz, Maria": a surname (after its particles), a
 * comma and the given names, as forms ask for them.
 */
const SURNAME_FIRST =
  /^\s*((?:(?:de la|de los|van der|van den|de|del|della|van|von|da|di|du|le|la|st\.?)\s+)?[\p{L}][\p{L}'-]*),\s*([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*)?)[.!]?\s*$/u;

/** "This is Priya Raman speaking", "Chidi Okafor, thanks": words after a name are no part of it. */
const SAID_AFTER_A_NAME = /[\s,]+(?:speaking|here|thanks|thank you|please)[.!]?\s*$/i;

/**
 * Words that are no name elsewhere but are names too ("An Nguyen", "Nguyen Van An", "Do Minh", "My
 * Tran"): a name when typed with a capital beside a word that is a name.
 */
const ALSO_NAMES = /^(?:an|do|my)$/;

/** A title before a name is no part of it: "Dr. Ama Owusu" is Ama Owusu. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|miss|mx|prof|professor|doctor|sir|madam)\.?\s+(?=\S+\s+\S)/i;

/** A name as its caller wrote it when it has capitals and small letters ("McAllister"), else in capitals. */
const TYPED_IN_MIXED_CASE = /\p{Lu}.*\p{Ll}|\p{Ll}.*\p{Lu}/u;

/**
 * "o'neil" is O'Neil, "d'angelo" D'Angelo, "mcdonald" McDonald: a name's first letter and the one
 * after its O', D' or Mc ("Mac" begins names that keep a small letter after it: Mackey, Macy).
 */
function nameCase(words: string[]): string {
  return titleCase(words).replace(
    /\b([OD]'|Mc)(\p{L})/gu,
    (_, first: string, letter: string) => `${first}${letter.toUpperCase()}`,
  );
}

function readName(text: string): string | undefined {
  const typed = nameWords(text);
  const words = typed.map((word) => word.toLowerCase());
  if (words.length === 0 || words.length > 4) return undefined;
  const notAName = (word: string, at: number) =>
    NOT_IN_NAMES.test(word) && !(ALSO_NAMES.test(word) && /^\p{Lu}\p{Ll}/u.test(typed[at]!));
  if (words.some((word) => /\d/.test(word)) || words.every((word) => NOT_IN_NAMES.test(word)))
    return undefined;
  if (words.some(notAName)) return undefined;
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
  return nameCase([letters.toLowerCase()]);
}

/** A number written with a country code other than +1 is kept whole, in E.164 form. */
const INTERNATIONAL = /^\s*(?:\+|00)\s*([2-9][\d\s().-]{6,20})$/;

/**
 * An extension after the number ("ext 12", "extension four", "x204"): not part of the number the
 * claim keeps (the call's transcript has it, for staff).
 */
const EXTENSION = new RegExp(
  `[\\s,;]*\\b(?:ext\\.?|extension|x)\\s*(?:\\d|(?:${DIGIT_WORDS.join('|')})\\b).*$`,
  'i',
);

/** A ten-digit number as typed ("312 555 0199", "(312) 555-0199", "+1 312.555.0199"). */
const TYPED_NUMBER = /(?:\+?1[\s.-]*)?\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b/g;

/** Ten digits, or eleven with the US country code 1, with a US area code; any other count is asked again, never cut. */
function readPhone(answer: string): string | undefined {
  const phone = phoneAsSaid(answer);
  return phone && (phone.startsWith('+') || isUsAreaCode(phone.slice(0, 3))) ? phone : undefined;
}

/** The number said, with its country code after a "+", whatever its area code. */
function phoneAsSaid(answer: string): string | undefined {
  const text = answer.replace(EXTENSION, '');
  // "my cell is 312 555 0199 or work 312 555 0100": the first, which the read-back says.
  const numbers = text.match(TYPED_NUMBER);
  if (numbers && numbers.length > 1) return phoneAsSaid(numbers[0]!);
  const international = text.match(INTERNATIONAL);
  if (international) {
    const digits = international[1]!.replace(/\D/g, '');
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  }
  // A letter O typed among a group's digits is the zero it stands for ("214 555 O199").
  const typed = text
    .replace(/\b[\dOo]*\d[\dOo]*\b/g, (group) => group.replace(/o/gi, '0'))
    .replace(/\D/g, '');
  const digits = typed.length >= 10 ? typed : spokenPhoneDigits(text);
  const whole = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  return whole ? normalisePhone(digits) : undefined;
}

/** A whole number said without its country code, whose area code no US number has. */
function startsWithNoAreaCode(text: string): boolean {
  const phone = phoneAsSaid(text);
  return phone !== undefined && !phone.startsWith('+') && !isUsAreaCode(phone.slice(0, 3));
}

/** A dealer code as typed: "D-1042", "fl4450", or its letters in capitals apart from its digits ("FL 4450"). */
const TYPED_DEALER_CODE = /\b(?:[A-Za-z]{1,4}-?|[A-Z]{1,4} )\d{2,6}\b/;
/** A code said with its letters in the spelling alphabet: "charlie oscar seven seven eight one". */
const SPELLED_DEALER_CODE = new RegExp(
  `\\b((?:(?:${SPELLING_ALPHABET.join('|')})\\s+){1,4}(?:(?:${DIGIT_WORDS.join('|')})\\b\\s*){2,6})`,
  'i',
);

/** What a caller may say before a dealer code that is a number: "dealer 7", "the dealer id is 412", "code 3". */
const NUMBER_CODE_LEAD_IN =
  /^(?:(?:yes|okay|ok|well|so|it was|it is|it's)[,.]?\s+)*(?:(?:the|its|their)\s+)?(?:(?:dealer|shop|store|code|number|id|no\.?|#)\s*)*(?:(?:is|was)\s+)?/i;

/**
 * A dealer code that is a number, when the number is the whole answer ("3", "dealer seven"): a
 * number in a sentence is no code ("the one on Main Street" was dealer 1, "two guys tire shop" 2).
 */
function numberCode(text: string): number | undefined {
  const code = text
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(NUMBER_CODE_LEAD_IN, '');
  const words = spokenWords(code);
  const allNumber = words.every((word) => /^\d+$/.test(word) || word === 'oh' || NUMBER_WORDS.includes(word));
  return words.length > 0 && allNumber ? firstNumber(spokenValues(code)) : undefined;
}

/** A mileage given to the dealer question ("68,300 now", "41k", "50,000 miles"): no shop and no code. */
const A_MILEAGE = /\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?k\b|(?:\d|\bthousand|\bhundred|\bk)\s*miles?\b/i;

/** Where a shop is, after its name: "… on 5th Street", "… in Boise", "… off I-35". */
const WHERE_IT_IS = /\s+(?:in|on|at|near|by|off)\s+.*$/i;

/**
 * Who bought the tyres where, before the shop: "we got them at …", "my wife bought them from …",
 * "dad had them fitted at …".
 */
const BOUGHT_AT =
  /^(?:[\w']+ ){0,3}?(?:bought|got|had|purchased|ordered)(?: (?:them|it|those|the (?:tyres?|tires?)))?(?: (?:fitted|installed|put on))?(?: online)? (?:at|from)\s+/i;
/**
 * The shop after a hedge, maybe after a clause that says something else: "my wife bought them, I
 * think it was Lone Star", "maybe at Costco". Not where a named shop is ("Lone Star, I think it's
 * on Route 9").
 */
const HEDGED_SHOP =
  /^(?:[^,;.]*[,;.]\s*)?(?:i think|i believe|i guess|(?:i'?m )?pretty sure|probably|maybe)\s+(?!(?:(?:it was|it'?s|it is|that was)\s+)?(?:in|on|near|by|off)\s)(?:(?:it was|it'?s|it is|that was|at|from)\s+)?/i;

function readDealer(text: string): string | undefined {
  if (A_MILEAGE.test(text)) return undefined;
  // A road's number where the shop is ("Lone Star on I-35") is no dealer code.
  const code = text.replace(WHERE_IT_IS, '').match(TYPED_DEALER_CODE)?.[0];
  if (code) return code.replace(' ', '').toUpperCase();
  const spelled = text.match(SPELLED_DEALER_CODE)?.[1];
  const spelledCodeRead =
    spelled && spelledCode(spokenWords(spelled), (word) => spokenDigits([word]) || undefined);
  if (spelledCodeRead) return spelledCodeRead;
  const number = numberCode(text);
  if (number !== undefined) return String(number);
  // A caller giving their own name has not named the dealer.
  if (/^\s*my name is\b/i.test(text)) return undefined;
  const stripped = text
    .replace(LEADING_FILLERS, '')
    .replace(HEDGED_SHOP, '')
    .replace(BOUGHT_AT, '')
    // "The shop is Costco" names it; "the shop on US-1" only says where it is, and is kept whole.
    .replace(
      /^(?:it was |it is |it'?s )?(?:the )?(?:dealer|shop|store|garage|place)(?!\s+(?:is |was )?(?:in|on|at|near|by|off)\s)(?: is| was)?\s*/i,
      '',
    )
    .replace(/^(?:it was|it is|it'?s)\s+/i, '')
    .replace(/^(?:at|from)\s+/i, '')
    .replace(/[,\s]+(?:i think|i believe|maybe|probably|if i remember)[.!?]*\s*$/i, '');
  const words = spokenWords(stripped);
  // A shop's name is a few words; where it is may follow.
  const named = spokenWords(stripped.replace(WHERE_IT_IS, ''));
  if (words.length === 0 || named.length > 6 || words.length > 12) return undefined;
  // "Yes", "um", "the tyre": no shop's name.
  if (words.every((word) => NOT_IN_NAMES.test(word))) return undefined;
  // Typed names keep their own spelling ("Lone Star Tire & Service"); spoken ones are title-cased.
  return /[A-Z&]/.test(stripped) ? stripped.trim().replace(/[.!?]+$/, '') : titleCase(words);
}

function readProblem(text: string): string | undefined {
  const problem = text.trim().replace(/\s+/g, ' ');
  const words = spokenWords(problem);
  // One word may say it ("flat", "bulge"), but not one that says nothing of the tyre ("um", "yes").
  const saysSomething =
    words.length >= 2 || (words.length === 1 && words[0]!.length >= 3 && !NOT_IN_NAMES.test(words[0]!));
  return saysSomething ? problem : undefined;
}

/** A brand said of the tyres, in the plural or the possessive ("Michelins", "Kumho's"), as the brand. */
const singular = (word: string) => word.replace(/'?s$/, '');

/** A brand of the known ones named in the answer; a name said in two words is still the name ("BF Goodrich"). */
function knownBrand(text: string): string | undefined {
  return knownBrands(text)[0];
}

/** The known brands the words name, in the list's order, then those named for short. */
function knownBrands(text: string): string[] {
  const words = spokenWords(text).map((word) => (word.length > 3 ? singular(word) : word));
  const short = words.flatMap((word) => BRAND_SHORT_NAMES[word] ?? []);
  // ... or in three ("B F Goodrich").
  const joined = new Set(
    words.flatMap((word, i) => [
      word,
      word + (words[i + 1] ?? ''),
      word + words.slice(i + 1, i + 3).join(''),
    ]),
  );
  const named = KNOWN_TYRE_BRANDS.filter((brand) => joined.has(brand.toLowerCase()));
  return [...new Set([...named, ...short])];
}

/** "Kumho or Hankook": two brands the caller is unsure between, neither taken. */
const twoBrands = (text: string) => /\bor\b/i.test(text) && knownBrands(text).length > 1;

const SHOP_WORDS =
  /\b(?:shop|store|service|services|center|centre|depot|garage|auto|pros|motors|dealer|dealership|discount|warehouse|outlet)\b/i;

/** A brand the caller cannot name: "some Chinese brand", "a cheap no-name one", "generic". */
const UNNAMED_BRAND =
  /\b(?:some|a|an)\s+(?:(?:cheap|random|budget|generic|unknown|obscure|weird|foreign|chinese|korean|store|other|different)\s+)*brand\b|\bno-?name\b|\boff-?brand\b|\bgeneric\b/i;

/** Words said around a brand that are no part of it: "I've got … on it", "a set of …", "… I think". */
const NOT_IN_BRANDS =
  /^(brand|make|i've|got|had|has|all|both|some|set|pair|four|two|of|on|in|they|them|these|those|we|were|car|truck|van|suv|front|rear|ones?|think|believe|guess|bought|fitted|put)$/;

/**
 * A known brand typed a letter or two wrong ("Michelan", "Hankok", "Continetal", "Nokain"): one
 * edit (two letters swapped are one) from a word of five letters or more, two from one of eight or
 * more, with the brand's first letter; the read-back says it as the brand is written, for the
 * caller to confirm.
 */
function misspeltBrand(text: string): string | undefined {
  const near = (word: string, brand: string) =>
    word.length >= 5 &&
    word[0] === brand[0] &&
    editsBetween([...word], [...brand], { swaps: true }) <= (word.length >= 8 ? 2 : 1);
  const words = spokenWords(text);
  const found = KNOWN_TYRE_BRANDS.filter((brand) => words.some((word) => near(word, brand.toLowerCase())));
  return found.length === 1 ? found[0] : undefined;
}

function readBrand(text: string): string | undefined {
  if (twoBrands(text)) return undefined;
  const known = knownBrand(text) ?? misspeltBrand(text);
  if (known) return known;
  // A number is no brand: the caller gave the size, or a reading, before it was asked.
  if (/\d/.test(text) || spokenValues(text).length > 0) return undefined;
  // "Front Range Tire Pros": the shop, given to the brand question.
  if (SHOP_WORDS.test(text)) return undefined;
  // Words that name no brand ("the tyre is" is no brand "The Is", "I've got Falkens on it" is Falkens).
  const rest = wordsAfterLeadIn(text).filter((word) => !NOT_IN_NAMES.test(word) && !NOT_IN_BRANDS.test(word));
  return rest.length > 0 && rest.length <= 3 ? titleCase(rest) : undefined;
}

/** A reader of names that takes almost any words, kept from a date ("last March", "in June" are no brand). */
const notADate =
  (read: (text: string) => string | undefined) =>
  (text: string, today: string): string | undefined =>
    readSpokenDate(text, today) === undefined && !isMonthAlone(text) ? read(text) : undefined;

/**
 * A typed question of three words or more ("what brand do you mean?", "can I give the code?"): no
 * name of a person, shop or brand ("Will Smith?" may be a name said unsure).
 */
const QUESTION =
  /^\s*(?:(?:um|uh|so|sorry|wait|ok|okay|hmm)[\s,.!]+)*(?:can|could|would|will|is|are|do|does|did|how|what|why|when|where|who|which|should|may|shall)(?:\s+[^\s?]+){2,}\s*\?[\s?!]*$/i;

/** A reader of names that reads no question, unless it names a brand the desk knows ("is it Michelin?"). */
const notAQuestion =
  <T>(read: (text: string, today: string) => T | undefined) =>
  (text: string, today: string): T | undefined =>
    QUESTION.test(text) && !knownBrand(text) ? undefined : read(text, today);

/** Each field's reader; `today` (YYYY-MM-DD) places dates said from the day of the call ("last March"). */
const READERS: { [F in ClaimField]: (text: string, today: string) => ClaimIntake[F] | undefined } = {
  caller_name: notAQuestion(readName),
  caller_phone: readPhone,
  dealer: notAQuestion(notADate(readDealer)),
  // A brand the desk knows is the brand, said with a date or not ("Michelin, got them last week").
  tyre_brand: notAQuestion((text, today) =>
    twoBrands(text) ? undefined : (knownBrand(text) ?? notADate(readBrand)(text, today)),
  ),
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
 * Two values a caller is unsure between ("40 or 45 thousand", "three or four", "150 or maybe 160",
 * "180, maybe 190", "between 3 and 4", "5-6/32", "40-45k"): asked again, where the first was taken.
 */
const TWO_VALUES = new RegExp(
  `(?:\\d|\\b${NUMBER_WORD})\\s*,?\\s+(?:or|maybe|perhaps)\\s+(?:maybe\\s+|perhaps\\s+|so\\s+)?(?:\\$\\s*)?(?:\\d|${NUMBER_WORD}\\b)|\\bbetween\\s+(?:\\$\\s*)?(?:\\d|${NUMBER_WORD}\\b).*\\band\\b|(?<![\\d,-])\\d{1,3}(?:,\\d{3})?\\s*[-–]\\s*\\$?\\d{1,3}(?:,\\d{3})?(?![\\d,-])`,
  'i',
);

/** "Lifetime", "unlimited", "no limit": a warranty said to have no mileage limit. */
const NO_MILEAGE_LIMIT = /\b(?:lifetime|unlimited|no (?:mileage )?limit)\b/i;

const MILEAGE_FIELDS = new Set<ClaimField>(['mileage_at_fitting', 'mileage_now', 'miles_warranted']);

/**
 * A comma that groups no thousands ("31,5", "189,99", "4,5000"): a number cut short or written with
 * a decimal comma, which no reading can tell apart, so it is no value ("31,5" was 31 miles).
 */
const MISGROUPED = /\d,(?:\d{1,2}(?!\d)|\d{4,})/;
/** How a number is given in full, by the field asked. */
const NUMBER_IN_FULL: Partial<Record<ClaimField, string>> = {
  price_paid: 'with a point before the cents, such as 189.99',
  tread_original_32nds: 'in thirty-seconds of an inch, such as 10',
  tread_remaining_32nds: 'in thirty-seconds of an inch, such as 4',
};

/**
 * Why a number field's words are no number even where digits can be read in them: two values for
 * one, or a comma that groups no thousands. Undefined for any other words or field.
 */
function unclearNumber(field: ClaimField, text: string): string | undefined {
  if (!NUMERIC_FIELDS.has(field)) return undefined;
  if (TWO_VALUES.test(text)) return 'I need one number; your best guess is fine.';
  if (MISGROUPED.test(text))
    return `I could not tell that number: please give it in full, ${NUMBER_IN_FULL[field] ?? 'such as 31,500'}.`;
  return undefined;
}

/**
 * Why words a field's reader gives no value for are none, where the caller can be told: said in
 * place of "did not catch", and in a provider tool's error, so the answer given again is one.
 */
export function whyNotRead(field: ClaimField, raw: string): string | undefined {
  const text = raw.trim();
  const unclear = unclearNumber(field, text);
  if (unclear) return unclear;
  if (field === 'tyre_brand' && twoBrands(text)) return 'I need one brand; the sidewall has it.';
  if (field === 'problem' && text.length > MAX_PROBLEM_CHARS)
    return `That is more than a claim can keep: please say it in a few sentences, under ${formatThousands(MAX_PROBLEM_CHARS)} characters.`;
  if (field === 'caller_phone' && startsWithNoAreaCode(text)) return NO_US_AREA_CODE;
  if (field === 'price_paid' && namesOtherCurrency(text))
    return 'Claims are paid in US dollars, so I need the price in dollars.';
  if (MILEAGE_FIELDS.has(field) && namesSpanOfTime(text))
    return 'That is a length of time, not a number of miles.';
  return undefined;
}

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
  const saysProblem =
    field === 'problem' &&
    (spokenWords(text).length >= PROBLEM_WORDS_NOT_UNKNOWN || saysMoreThanNotKnowing(text));
  // "I think it was Lone Star, but I'm not sure", "41,000, not sure": the value given, which its
  // read-back lets the caller check (what went wrong keeps every word).
  const unsure = field === 'problem' ? undefined : (UNSURE_AFTER.exec(text) ?? UNSURE_BEFORE.exec(text))?.[1];
  const given = unsure && !DONT_KNOW.test(unsure) ? readClaimField(field, unsure, today) : undefined;
  if (given !== undefined && given !== null) return given;
  const notKnown =
    (DONT_KNOW.test(text) || (field === 'tyre_brand' && UNNAMED_BRAND.test(text))) && !saysProblem;
  // "I think Hankook, not sure": a known brand named is the brand.
  if (notKnown && (field !== 'tyre_brand' || !knownBrand(text))) return null;
  if (unclearNumber(field, text)) return undefined;
  // A warranty without a mileage limit has no miles to prorate by: the tread decides.
  if (field === 'miles_warranted' && NO_MILEAGE_LIMIT.test(text)) return null;
  const value =
    typeof raw === 'number' && NUMERIC_FIELDS.has(field) ? raw : READERS[field](text, isoDay(today));
  const checked = value === undefined ? undefined : claimIntakeSchema.shape[field].safeParse(value);
  if (checked?.success) return checked.data as ClaimIntake[F];
  return field === 'price_paid' && PAID_NOTHING.test(text) ? null : undefined;
}

/**
 * A tyre the caller paid nothing for ("free", "$0", "nothing, it was a replacement", "a gift"): no price to
 * prorate, left for the team as a price not known rather than asked again.
 */
const PAID_NOTHING =
  /^\s*\$?\s*0+(?:\.0+)?\b|\b(?:free|nothing|no charge|complimentary|(?:did ?n[o']?t|never) (?:pay|cost)|paid nothing|(?:a |as a )?gift(?:ed)?|(?:a |as a )present)\b/i;
