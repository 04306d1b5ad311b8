import { KNOWN_TYRE_BRANDS } from '../../../../domain/claim-field-reading';
import { TYRE_WIDTHS } from '../../../../domain/measure-reading';
import { readDotDate } from '../../../../domain/dot-date';
import { MONTHS, type DatePart } from '../../../../domain/spoken-dates';
import { DIGIT_WORDS, numberToWords } from '../../../../domain/spoken-numbers';
import { canBeInATin, SPELLING_ALPHABET } from '../../../../domain/spoken-letters';
import { pluralOf } from './name-pronunciations';
import type { NameShares } from './person-names';
import type { SearchSettings } from './pocketsphinx';

/**
 * What the dialogue waits for, so the recognizer can listen for what that answer can be (a JSGF
 * grammar) beside the open vocabulary: digits for a phone number, letters and digits for a DOT
 * code, the tenant's brands and dealers, sizes, numbers with units, dates.
 */
export type ListenFor =
  | { kind: 'phone' | 'dot' | 'dot_serial' | 'tyre_size' | 'tread' | 'miles' | 'price' }
  /** A purchase date; `part`: the month or the year asked alone, the other given before it. */
  | { kind: 'date'; part?: DatePart }
  /** A DOT code one character away from one the caller refused (as read: "WN7866"). */
  | { kind: 'dot_near'; refused: string[] }
  /** One of these phrases (lower case words). */
  | { kind: 'one_of'; phrases: string[] }
  | { kind: 'brand'; brands: string[] }
  | { kind: 'dealer'; dealers: string[] }
  /**
   * A read-back's yes or no, and the parts of it the caller may name as wrong ("the phone number");
   * `partOnly`: the caller was asked which part is wrong, so a part is the answer, not a yes.
   */
  | { kind: 'confirmation'; parts: string[]; partOnly?: boolean }
  /**
   * A given name and a surname (lower case, as said), after the words the caller began with ("my
   * name is"; '' for none).
   */
  | { kind: 'name'; given: string[]; surnames: string[]; leadIn: string; shares?: NameShares }
  /** One of those names spelled letter by letter. */
  | { kind: 'spelling'; names: string[]; inWords?: boolean }
  /** A part of a phone number asked on its own: so many digits ("the area code"). */
  | { kind: 'digits'; count: number };

const TEENS = 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const NUMBER_WORDS = [...DIGIT_WORDS, ...TEENS, ...TENS, 'hundred', 'thousand', 'and', 'a'];
const LETTERS = 'a b c d e f g h i j k l m n o p q r s t u v w x y z'.split(' ');
const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth'.split(
    ' ',
  );
const DONT_KNOW = '(i do not know | i do not have it | i am not sure | no | skip)';

/**
 * "Nine" said without its first n, as a British voice runs it into the digit before ("five nine",
 * heard as "five one"): listened for among a phone number's digits only. Weighted a billionth of a
 * digit, or "five" is heard as it too; the weight as a plain decimal, which JSGF needs (decision 127).
 */
export const SOFT_NINE = { word: 'ine', phones: 'AY N', readAs: 'nine', weight: '0.000000001' };

/** A phone number's digit: the ten, and the soft nine where the dictionary has it. */
function phoneDigit(known: (word: string) => boolean): string {
  if (!known(SOFT_NINE.word)) return alternatives(DIGIT_WORDS);
  return alternatives([
    ...DIGIT_WORDS.map((word) => `/1/ ${word}`),
    `/${SOFT_NINE.weight}/ ${SOFT_NINE.word}`,
  ]);
}

/** Lower-case words a grammar may use; words outside the dictionary are dropped by the caller. */
export function spokenForm(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A phrase as it may be said: an abbreviation in capitals ("DOT") as a word or letter by letter. */
function saidWays(phrase: string): string[][] {
  const asWords = spokenForm(phrase);
  const spelled = spokenForm(
    phrase.replace(/\b[A-Z]{2,4}\b/g, (abbreviation) => abbreviation.split('').join(' ')),
  );
  return spelled.join(' ') === asWords.join(' ') ? [asWords] : [asWords, spelled];
}

const alternatives = (phrases: readonly string[]) => `(${phrases.join(' | ')})`;

/** A number read digit by digit: "one nine five", "two (zero | oh) five". */
const digitByDigit = (value: number) =>
  [...String(value)].map((digit) => (digit === '0' ? '(zero | oh)' : numberToWords(Number(digit)))).join(' ');

/** A tyre's width as said: "one ninety five", "one hundred [and] ninety five", "two oh five". */
function widthSaid(width: number): string[] {
  const hundreds = numberToWords(Math.floor(width / 100));
  const rest = width % 100;
  const paired =
    rest < 10 ? [`${hundreds} (oh | zero) ${numberToWords(rest)}`] : [`${hundreds} ${numberToWords(rest)}`];
  return [...paired, `${hundreds} hundred [and] ${numberToWords(rest)}`];
}

/**
 * Word sequences as one tree of alternatives, sharing their beginnings ("(b (a k e r | r o w n) |
 * …)"): the decoder then follows one path per beginning, not one per sequence, which made a list
 * of thousands of spelled names cost seconds an answer. '' for the empty sequence alone.
 */
export function sharedBeginnings(sequences: string[][]): string {
  const next = new Map<string, string[][]>();
  let mayEnd = false;
  for (const [first, ...rest] of sequences) {
    if (first === undefined) mayEnd = true;
    else next.set(first, [...(next.get(first) ?? []), rest]);
  }
  const branches = [...next].map(([first, rests]) => `${first} ${sharedBeginnings(rests)}`.trim());
  if (branches.length === 0) return '';
  const tree = branches.length === 1 ? branches[0]! : alternatives(branches);
  return mayEnd ? `[${tree}]` : tree;
}

/**
 * Whole numbers as said: "thirty seven thousand five hundred", "nine", and in pairs as prices and
 * readings are ("one forty three", "two oh five").
 */
const NUMBER_RULES = `<unit> = (one | two | three | four | five | six | seven | eight | nine);
<teen> = (ten | eleven | twelve | thirteen | fourteen | fifteen | sixteen | seventeen | eighteen | nineteen);
<tens> = (twenty | thirty | forty | fifty | sixty | seventy | eighty | ninety);
<below100> = <unit> | <teen> | <tens> [<unit>];
<below1000> = (<unit> | a) hundred [[and] <below100>] | <below100>;
<whole> = <below1000> thousand [[and] <below1000>] | <below1000>;
<paired> = <unit> (<tens> [<unit>] | <teen> | oh <unit>);`;

/** How an answer is hedged: "about", "just under", "around June". */
const HEDGE = alternatives(['about', 'around', 'roughly', 'nearly', 'almost', 'just over', 'just under']);

/**
 * An answer's usual lead-ins, or rarely another, hedged or not, after "i think" or not ("it shows
 * around", "they cost me", "i think it was about", "back in"). JSGF alternatives share their
 * likelihood: with the others among the usual ones, each usual lead-in was less likely than none,
 * and "it reads two twenty eight thousand" was heard "fifty two thousand" (decision 143).
 */
const orRarely = (usual: string, rarer: string, hedged = true) =>
  hedged
    ? `(/8/ ${usual} | /1/ [i think] ((${rarer}) [${HEDGE}] | [it was | it's | it is] ${HEDGE}))`
    : `(/8/ ${usual} | /1/ [i think] (${rarer}))`;

/** How else a caller begins a date ("back in", "we got them in", "sometime in"). */
const DATE_LEAD_INS =
  'back in | (i | we) (got | bought) them [back] in | it was [in] | sometime in | [in] early | [in] late';

/** A month or a year said alone, asked for when the other was given ("in October", "last year"). */
const DATE_PARTS: Record<DatePart, string> = {
  month: '[in | it was | around | i think] [[the] <day> of] <month> [the <day>]',
  year: '[in | it was | around | i think] <year>',
};

/** How else a caller names the brand ("they're all", "I've got", "the tires are", "a set of"). */
const BRAND_LEAD_INS =
  "they're [all] | they were | they are all | (i | we) (have | had) [got] | (i've | we've) got | (the | my) (tyres | tires) are | it was | (it's | it is) a | [it was] a set of | i believe they are";

/** What a caller may say after the brand, usually nothing or "tyres". */
const AFTER_BRAND =
  '(/8/ [tyres | tires] | /1/ [tyres | tires] (on (it | the car | the truck) | i think | i believe))';

/** A brand's words as said, and with its last word in the plural. */
export function brandSaid(words: string[]): string[][] {
  const plural = pluralOf(words.at(-1)!);
  return plural ? [words, [...words.slice(0, -1), plural]] : [words];
}

/** count to count + spread slots of a rule, as alternatives (JSGF has no counted repetition). */
const slots = (rule: string, from: number, to: number) =>
  alternatives(
    Array.from({ length: to - from + 1 }, (_, i) =>
      Array(from + i)
        .fill(rule)
        .join(' '),
    ),
  );

const TIN_LETTERS = LETTERS.filter(canBeInATin);
const TIN_SPELLED = SPELLING_ALPHABET.filter(canBeInATin);

/** How a DOT answer may begin: "the DOT number is", "D O T". */
const DOT_LEAD_IN = '[[the] (dot | d o t) [number] [is]]';

const dotRules = (serial: string, usable: (phrases: string[][]) => string[]) =>
  `public <answer> = ${DOT_LEAD_IN} ${serial} | ${DONT_KNOW};
<character> = <letter> | <digit>;
<letter> = ${alternatives(usable([...TIN_LETTERS, ...TIN_SPELLED].map((word) => [word])))};
<digit> = ${alternatives(DIGIT_WORDS)};`;

const DIGIT_CHARACTERS = '0123456789'.split('');
const TIN_CHARACTERS = [...TIN_LETTERS, ...DIGIT_CHARACTERS];

/**
 * The counts a purchase "ago" may take, as words ("two | three | … | ten"): held to those a
 * covered purchase can be, so "eighteen months" is not heard as "eighty months".
 */
const counts = (from: number, to: number) =>
  alternatives(Array.from({ length: to - from + 1 }, (_, i) => numberToWords(from + i)));

/** UTC today, YYYY-MM-DD: the date codes a tyre can carry end with the week now. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A serial as a sidewall can carry it: its letters, then any letters and digits, ending in a date
 * code the domain reads as a week made since 2000 and not yet to come (domain/dot-date.ts).
 */
const SERIAL_SHAPE = /^[a-z]{1,4}[a-z0-9]*\d{4}$/;
const isSerial = (code: string, on: string) =>
  SERIAL_SHAPE.test(code) && readDotDate(code, on).kind === 'dated';

/**
 * How many years back a date code is listened for. A tyre older is out of every programme's
 * coverage (six years from purchase) unless it stood four years in stock; with codes back to 2000,
 * the decoder made up a last "five" ("three one two zero" as "three one two zero five", week 12 of
 * 2005) for every voice (decision 142).
 */
const DATE_CODE_YEARS = 10;

/**
 * Every date code a tyre made in the ten years up to `on` can carry ("2619", week 26 of 2019), as
 * one tree of digits: a serial no sidewall carries ("seven eight six eight", a week 78) is not
 * heard and read back (decision 119).
 */
const dateCodes = memoizeByDay((on: string) => {
  const codes: string[] = [];
  const oldest = Number(on.slice(0, 4)) - DATE_CODE_YEARS;
  for (let week = 1; week <= 53; week += 1)
    for (let year = 0; year <= 99; year += 1) {
      const code = `${String(week).padStart(2, '0')}${String(year).padStart(2, '0')}`;
      const date = readDotDate(code, on);
      if (date.kind === 'dated' && date.year >= oldest) codes.push(code);
    }
  return sharedBeginnings(codes.map((code) => [...code].map(characterRule)));
});

/**
 * The years a purchase is listened for: this one and the ten before, as a tyre bought earlier is
 * out of every programme's coverage (six years from purchase). With any year from 2000 to 2099,
 * "July twenty twenty five" was heard as "twenty twenty eight", a purchase still to come.
 */
const purchaseYears = memoizeByDay((on: string) => {
  const thisYear = Number(on.slice(0, 4));
  const said = Array.from({ length: DATE_CODE_YEARS + 1 }, (_, back) => {
    const year = (thisYear - back) % 100;
    const tail = year < 10 ? `oh ${numberToWords(year)}` : numberToWords(year);
    return `twenty ${tail} | two thousand [and] ${numberToWords(year)}`;
  });
  return alternatives(said);
});

function memoizeByDay(compute: (on: string) => string): (on: string) => string {
  let last: { on: string; value: string } | undefined;
  return (on) => {
    if (last?.on !== on) last = { on, value: compute(on) };
    return last.value;
  };
}

/**
 * The serials one character from a refused code (lower case): that character said otherwise or
 * left out, or a letter more among the first ("delta x-ray" heard as "x-ray"), none refused. Not a
 * digit more: held to these codes, the decoder readily heard one more digit in the date, and that
 * is never the code said.
 */
function codesNear(refused: string[]): string[] {
  const refusedCodes = new Set(refused.map((code) => code.toLowerCase()));
  const near = new Set<string>();
  for (const code of refusedCodes) {
    const letters = code.match(/^[a-z]*/)![0].length;
    for (let at = 0; at <= code.length; at += 1) {
      const [before, after] = [code.slice(0, at), code.slice(at)];
      if (after) near.add(before + after.slice(1));
      for (const character of TIN_CHARACTERS) {
        if (after) near.add(before + character + after.slice(1));
        if (at <= letters && /[a-z]/.test(character)) near.add(before + character + after);
      }
    }
  }
  const on = today();
  return [...near].filter((code) => isSerial(code, on) && !refusedCodes.has(code));
}

/** A letter's spelling-alphabet word ("delta" for d). */
const spellingWord = (letter: string) => SPELLING_ALPHABET.find((word) => word.startsWith(letter))!;

/** A code's character as a rule ("w" is <w>, "7" is <d7>), and the words it may be said with. */
const characterRule = (character: string) => (/\d/.test(character) ? `<d${character}>` : `<${character}>`);
const saidAs = (character: string): string[] => {
  if (character === '0') return ['zero', 'oh'];
  if (/\d/.test(character)) return [numberToWords(Number(character))];
  return [character, spellingWord(character)];
};

const characterRuleOf = (usable: (phrases: string[][]) => string[]) => (character: string) =>
  `${characterRule(character)} = ${alternatives(usable(saidAs(character).map((word) => [word])))};`;

/** The codes near those refused as one tree of their characters' rules. */
function dotNearRules(refused: string[], usable: (phrases: string[][]) => string[]): string {
  const codes = codesNear(refused);
  const characters = new Set([...TIN_CHARACTERS, ...codes.join('')]);
  return `public <answer> = ${DOT_LEAD_IN} ${sharedBeginnings(codes.map((code) => [...code].map(characterRule)))};
${[...characters].map(characterRuleOf(usable)).join('\n')}`;
}

/**
 * Names weighted by how common they are, so that of two that sound alike the commoner is heard
 * ("Dunn" rather than "Dillon"). A name no list rates counts as one of the rarer listed ones (the
 * tenant's customers are given more, see field-hearing.ts). Weights are relative, written as plain
 * numbers from 1 up (a JSGF weight such as "1e+3" does not load), and a share counts to the fourth
 * power (decision 120).
 */
const RAREST_SHARE = 0.0005;
const COMMONNESS_POWER = 4;
const nameWeight = (share = 0) =>
  Number(((Math.max(share, RAREST_SHARE) / RAREST_SHARE) ** COMMONNESS_POWER).toPrecision(3));
const weighted = (names: string[], shares: ReadonlyMap<string, number> | undefined) =>
  shares ? names.map((name) => `/${nameWeight(shares.get(name))}/ ${name}`) : names;

function rules(kind: ListenFor, known: (word: string) => boolean): string | undefined {
  const usable = (phrases: string[][]) =>
    phrases.filter((words) => words.length > 0 && words.every(known)).map((words) => words.join(' '));
  switch (kind.kind) {
    case 'phone':
      // Ten digits, or eleven when the first is the country's "one" (the dialogue asks again for
      // any other eleven): a count the decoder must meet, so "seven" cannot become "two one". No
      // "it's": a number starting with "eight" was heard as "it's" and a digit made up at the end.
      return `public <answer> = [my [phone] number is | it is] [one] ${slots('<digit>', 10, 10)} | ${DONT_KNOW};
<digit> = ${phoneDigit(known)};`;
    case 'digits':
      return `public <answer> = [it is] ${slots('<digit>', kind.count, kind.count)} | ${DONT_KNOW};
<digit> = ${phoneDigit(known)};`;
    case 'dot':
      return dotRules(slots('<character>', 4, 8), usable);
    case 'dot_near':
      return dotNearRules(kind.refused, usable);
    case 'one_of': {
      const phrases = kind.phrases.map((phrase) => phrase.split(' ')).filter((words) => words.every(known));
      return phrases.length > 0 ? `public <answer> = ${sharedBeginnings(phrases)};` : undefined;
    }
    case 'dot_serial':
      // Letters said one way throughout, and none said plain among the digits, where a decoder held
      // to letters and digits hears the most stray letters ("two six r i four" for "two six nine four").
      // Letters said plainly are followed by digits only: "kilo mike" was heard as "t oh mike"
      // (decision 142). It ends in the date code's four digits (week and year), where "nine" was
      // heard as "mike". A plant code has two characters or more, so one letter alone before the
      // date code is a letter lost ("papa two five two one" for "november papa …", decision 150).
      return `${dotRules(`(<plain> (${slots('<plain>', 1, 3)} <digit>* | <digit>+) | <spelled> <coded>+) <date_code>`, usable)}
<date_code> = ${dateCodes(today())};
${DIGIT_CHARACTERS.map(characterRuleOf(usable)).join('\n')}
<plain> = ${alternatives(usable(TIN_LETTERS.map((word) => [word])))};
<spelled> = ${alternatives(usable(TIN_SPELLED.map((word) => [word])))};
<coded> = <digit> | <spelled>;`;
    case 'confirmation': {
      const parts = usable(kind.parts.flatMap(saidWays));
      const part =
        parts.length > 0 ? `| [no] [the | my] ${alternatives(parts)} [is wrong | is not right]` : '';
      // Asked which part is wrong, "the purchase date" was heard as "that is right", and taken.
      if (kind.partOnly && parts.length > 0)
        return `public <answer> = no [that is (wrong | not right)] ${part};`;
      return `public <answer> = (yes | yeah | correct) [that is (right | correct)] | that is (right | correct) | no [that is (wrong | not right)] | that is wrong ${part};`;
    }
    case 'tyre_size':
      return `public <answer> = [the size is | it is | it's] [p | l t] (<width> [slash | by] <ratio> [r | are | z r] <rim> | <digitwise>) | ${DONT_KNOW};
<digitwise> = ${alternatives(TYRE_WIDTHS.map(digitByDigit))} [slash | by] <unit> (zero | oh | five) [r | are | z r] (one | two) <digit>;
<width> = ${alternatives(TYRE_WIDTHS.flatMap(widthSaid))};
<ratio> = <tens> [five];
<rim> = <teen> | twenty [<unit>];
<digit> = ${alternatives(DIGIT_WORDS)};
${NUMBER_RULES}`;
    case 'tread':
      return `public <answer> = [it was | it is | it's | they were | there are | about] <below100> [thirty seconds | thirty second] [of an inch] [new | left | now] | ${DONT_KNOW};
${NUMBER_RULES}`;
    case 'miles':
      // Or in pairs ("one forty two thousand"), or digit by digit, as the agent asks once a reading
      // was heard wrong: three to six digits, no "oh" (with it, "zero zero" was heard as "zero
      // three oh"; decision 122).
      return `public <answer> = ${orRarely("[it was | it is | it's | it reads | it read | the odometer says | about | they were fitted at]", "it was | it's at | it reads | it says | it shows | the odometer (reads | shows) | they went on at")} (<whole> | <paired> thousand [[and] <below1000>] | <digitwise>) [miles | kilometers] [now] [i think] | ${DONT_KNOW};
<digitwise> = <unit> <digit> <digit> [<digit> [<digit> [<digit>]]];
<digit> = zero | <unit>;
${NUMBER_RULES}`;
    case 'price':
      // "one forty nine" is how prices are said; digit by digit as the agent asks once a price was
      // heard wrong (no "oh", as for the miles).
      return `public <answer> = ${orRarely('[i paid | it was | they were | about]', 'i paid | it was | they were | (it | they) cost [me]')} (<whole> | <paired> | <digitwise>) [dollars | dollar | bucks] [and <below100> (cents | cent)] [each | for each one | a tyre | a tire | apiece | per tyre | per tire] [i think] | ${DONT_KNOW};
<digitwise> = <unit> <digit> <digit> [<digit>];
<digit> = zero | <unit>;
${NUMBER_RULES}`;
    case 'date':
      // Or from the day of the call (domain/spoken-dates.ts): "two years ago", "last March"; or the
      // part asked alone ("And which year was that?").
      return `public <answer> = ${orRarely('[in | on | i bought them in | i bought them on]', DATE_LEAD_INS)} [[the] <day> of] <month> [[the] <day> | of] <year> [i think | i believe] | ${orRarely('[i bought them | it was]', 'we bought them | i got them | we got them')} <relative> | ${kind.part ? `${DATE_PARTS[kind.part]} | ` : ''}${DONT_KNOW};
<relative> = [about | around] (a | one) (year | month | week) [and a half] ago | [about | around] (<years> years | <months> months | <weeks> weeks) ago | [in] last (month | <month>) | [in] this <month> | [in] <month> [of] (last | this) year | last year in <month>;
<years> = ${counts(2, 10)};
<months> = ${counts(2, 36)};
<weeks> = ${counts(2, 12)};
<month> = ${alternatives([...MONTHS])};
<day> = ${alternatives(ORDINALS.flatMap((ordinal) => [ordinal, `twenty ${ordinal}`]).filter((words) => words.split(' ').every(known)))};
<year> = ${purchaseYears(today())};
${NUMBER_RULES}`;
    case 'brand': {
      const brands = usable(kind.brands.map(spokenForm).flatMap(brandSaid));
      if (brands.length === 0) return undefined;
      return `public <answer> = ${orRarely("[they are | it is | it's | the brand is]", BRAND_LEAD_INS, false)} ${alternatives(brands)} ${AFTER_BRAND} | ${DONT_KNOW};`;
    }
    case 'name': {
      const given = usable(kind.given.map((name) => [name]));
      const surnames = usable(kind.surnames.map((name) => [name]));
      if (given.length === 0 || surnames.length === 0) return undefined;
      return `public <answer> = ${kind.leadIn} <given> <surname> | ${DONT_KNOW};
<given> = ${alternatives(weighted(given, kind.shares?.given))};
<surname> = ${alternatives(weighted(surnames, kind.shares?.surnames))};`;
    }
    case 'spelling': {
      // Letters alone are the most misheard words ("b", "d", "e", "p", "t", "v"): held to the
      // spellings of real names, the decoder picks the name the letters sound most like. Asked to,
      // the caller says each letter as its spelling-alphabet word instead ("delta alpha november").
      const spellings = kind.names.map((name) =>
        [...name.replace(/[^a-z]/g, '')].map((letter) => (kind.inWords ? spellingWord(letter) : letter)),
      );
      const usableSpellings = [...new Set(usable(spellings))].map((spelling) => spelling.split(' '));
      if (usableSpellings.length === 0) return undefined;
      return `public <answer> = ${sharedBeginnings(usableSpellings)};`;
    }
    case 'dealer': {
      const dealers = usable(kind.dealers.map(spokenForm));
      if (dealers.length === 0) return undefined;
      return `public <answer> = [it was | the dealer is | i bought them at | at] [the] ${alternatives(dealers)} | ${DONT_KNOW};`;
    }
  }
}

/**
 * How an answer's grammars are searched where not as the decoder's own (0.65 a word, its beams).
 * Held to short words, the decoder slipped more in: a letter before a DOT code's letters ("u x e"
 * for "X E"), "oh" between its codes and digits (decision 109), a number word after a mileage ("five
 * hundred two miles" for "five hundred miles", decision 110), so these pay more a word. Phone
 * numbers and sizes have a fixed count of words, where a dearer word changed nothing; names and
 * read-backs were not measured. A DOT serial's grammar ends in its date code's four digits, and
 * with the decoder's own beams its search often kept no path to that end, leaving no hearing at
 * all; with wider beams it keeps one (decision 115). A phone number's ten digits, searched as
 * widely, were heard right a little more often (46 of 64 against 44, decision 118), and so were
 * dates, where "In May twenty twenty four" found no path at all (139 of 152 against 136, decision 146).
 */
const WIDE_BEAMS: SearchSettings = { beam: 1e-80, wordBeam: 1e-60, phoneBeam: 1e-80 };
const DOT_SEARCH: SearchSettings = { wordInsertion: 0.001, ...WIDE_BEAMS };
const DOT_KINDS: ReadonlySet<ListenFor['kind']> = new Set(['dot', 'dot_serial', 'dot_near']);
const SEARCH: Partial<Record<ListenFor['kind'], SearchSettings>> = {
  dot: DOT_SEARCH,
  dot_serial: DOT_SEARCH,
  dot_near: DOT_SEARCH,
  phone: WIDE_BEAMS,
  digits: WIDE_BEAMS,
  miles: { wordInsertion: 0.001 },
  price: { wordInsertion: 0.001 },
  tread: { wordInsertion: 0.001 },
  date: WIDE_BEAMS,
};

/**
 * How an answer's grammars are searched; {} for the decoder's own settings. `passingOver`: a
 * hearing the caller refused is to be passed over for the next best, which is read from the
 * search's lattice. The phone number's wide beams make that lattice slow to read: 3.6 s where the
 * decoder's own took 0.15 s, a caller waiting that long for the read-back after saying the number
 * again (decision 123). The DOT grammars keep theirs: without them no path reaches the date code.
 */
export function searchSettingsFor(listen: ListenFor, passingOver = false): SearchSettings {
  if (passingOver && listen.kind === 'phone') return {};
  if (listen.kind === 'spelling' && listen.inWords) return WIDE_BEAMS;
  return SEARCH[listen.kind] ?? {};
}

/**
 * How much of the quiet before an answer its grammar hears, in 16 kHz samples; undefined for all of
 * it. A call's answer comes with up to 600 ms of quiet before it (the turn's pre-roll), and the DOT
 * grammars then lost the first spelled word ("delta x-ray …" heard as "x-ray …"): DOT answers
 * with that quiet were right 79 times of 128, and from 50 ms before the first voice 89, as with no
 * quiet at all (88). Cut for every grammar, other fields lost what DOT codes won (decision 128).
 */
export function quietHeardBefore(listen: ListenFor): number | undefined {
  return DOT_KINDS.has(listen.kind) ? 0.05 * 16_000 : undefined;
}

/** The JSGF grammar for an answer, or undefined when none fits (then only the open vocabulary listens). */
export function fieldGrammar(listen: ListenFor, known: (word: string) => boolean): string | undefined {
  const body = rules(listen, known);
  return body && `#JSGF V1.0;\ngrammar answer;\n${body}\n`;
}

/**
 * The grammars to try in turn until one hears words. A DOT serial's shape (codes, then four digits)
 * keeps letters out of its date, but a decoder held to it finds no path through some answers, and
 * then the looser grammar of letters and digits in any order listens.
 */
export function fieldGrammars(listen: ListenFor, known: (word: string) => boolean): string[] {
  const tries: ListenFor[] = listen.kind === 'dot' ? [{ kind: 'dot_serial' }, listen] : [listen];
  return tries.flatMap((each) => fieldGrammar(each, known) ?? []);
}

/** Every word the grammars may use, so that the recognizer's dictionary carries them. */
export const GRAMMAR_WORDS = [
  ...NUMBER_WORDS,
  ...LETTERS,
  ...SPELLING_ALPHABET,
  ...ORDINALS,
  ...MONTHS,
  ...KNOWN_TYRE_BRANDS.flatMap((brand) => brandSaid(spokenForm(brand)).flat()),
  ..."my phone number is it it's the dot d o t slash by r are z p l size was they were there odometer says about i paid reads read seconds second miles dollars dollar cents cent kilometers fitted of an inch each for tyre tire new left now do not know have am sure no skip on bought last surname given family them we brand this tyres tires dealer at double triple yes yeah correct right wrong that name price date purchase original tread depth remaining mileage fitting warranted ago year years month months week weeks around half a and in shows roughly nearly almost just over under think cost me went says bucks apiece per back got believe sometime early late they're i've we've had all set car truck my".split(
    ' ',
  ),
];
