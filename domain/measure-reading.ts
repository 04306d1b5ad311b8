import {
  DIGIT_WORDS,
  NUMBER_WORD,
  NUMBER_WORDS,
  numberToWords,
  readAmount,
  readSpokenNumber,
  spokenDigits,
  spokenValues,
  spokenWords,
  type SpokenValue,
} from './spoken-numbers';

/**
 * Readers of a claim's measures as callers give them: the price paid, the tyre size, tread depths
 * and distances, each typed or said (claim-field-reading.ts reads every field through them).
 */

/** A count as said or typed: "a" or "an" is one, "pair" and "both" two, "three" or "3" three. */
function countOf(said: string): number {
  const word = said.toLowerCase();
  if (word === 'a' || word === 'an') return 1;
  if (word === 'pair' || word === 'both') return 2;
  return readSpokenNumber([word])?.value ?? Number(word);
}

/** The first number said, not a depth in 32nds. */
export function firstNumber(values: SpokenValue[]): number | undefined {
  const found = values.find((value) => value.kind !== 'thirty-seconds');
  return found === undefined ? undefined : Number(found.value);
}

/**
 * Dollars for one tyre: "$189.99", "189 dollars", "one hundred eighty nine dollars and fifty cents",
 * and in pairs as prices are said: "one eighty nine ninety nine" is $189.99. Cents follow the dollars
 * at once (two digits' worth) or are named ("and fifty cents", "95 dollars 50 cents"). A price
 * given for the set ("$1,249 for the set of four") is shared among its tyres; one given for the set
 * without how many tyres ("$720 for the set", "600 in total") is no tyre's price.
 */
export function readPrice(said: string): number | undefined {
  if (namesOtherCurrency(said)) return undefined;
  if ((TREAD_NOT_PRICE.test(said) || DEPTH_WORDS.test(said)) && !MONEY_WORD.test(said)) return undefined;
  if (TYPED_PHONE.test(said) || (YEAR_NOT_PRICE.test(said) && !MONEY_WORD.test(said))) return undefined;
  // "bought in April 2024, paid 165": the year is no part of the price.
  const text = said
    .replace(YEARS_NOT_PRICE, ' ')
    .replace(A_BUCK_AND_DIGITS, '1$1')
    .replace(A_BUCK_AND_TENS, 'one hundred ');
  // "4 tires at $199 each": with a price for each, how many tyres there were is no part of it.
  const priced = EACH.test(text) ? text.replace(TYRES_COUNTED, ' ') : text;
  // "sixty five k" is sixty-five thousand dollars, which the claim's schema refuses, not $65.
  const price = dollarsDigitByDigit(priced) ?? readAmountPaid(saidThousands(priced));
  const tyres = text.match(PER_SET)?.[1];
  if (price === undefined || EACH.test(text)) return price;
  // "$720 for the set", "600 all together": for how many tyres is not said, so no tyre's price is.
  if (!tyres) return TOTAL.test(text) ? undefined : price;
  return Math.round((price / countOf(tyres)) * 100) / 100;
}

/** How many tyres were bought: "4 tires", "four new tyres", "bought 4 for …", "all four were …". */
const TYRES_COUNTED =
  /\b(?:[1-8]|one|two|three|four|five|six|eight)\s+(?:new\s+)?(?:tyres?|tires?)\b|\b(?:bought|got|had)\s+(?:[1-8]|two|three|four)\s+(?=for\b|at\b)/gi;

const DIGIT = new Set(DIGIT_WORDS.filter((word) => word !== 'oh'));

/**
 * Dollars said digit by digit, as the agent asks for a price heard wrong: "one nine nine dollars"
 * is $199 (two to four digits together, and no other number said).
 */
function dollarsDigitByDigit(text: string): number | undefined {
  const words = spokenWords(text);
  const at = words.flatMap((word, index) => (NUMBER_WORDS.includes(word) || /\d/.test(word) ? [index] : []));
  if (at.length < 2 || at.length > 4 || at.at(-1)! - at[0]! !== at.length - 1) return undefined;
  const digits = at.map((index) => words[index]!);
  return digits.every((word) => DIGIT.has(word)) ? Number(spokenDigits(digits)) : undefined;
}

/** "A buck fifty", "a buck twenty-five": a hundred and fifty, as a tyre's price is said. */
const A_BUCK_AND_TENS = /\ba buck\s+(?=(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|ten)\b)/gi;
const A_BUCK_AND_DIGITS = /\ba buck\s+(\d{2})\b/gi;

/**
 * "£189", "150 euros", "CA$150", "200 Canadian dollars": money in a currency no claim is paid in,
 * which no rate is known to turn into dollars ("Canadian Tire", a shop, names none).
 */
const OTHER_CURRENCY =
  /[£€¥]|\b(?:CA|C|AU|A|NZ|MX|HK|S)\$|\b(?:pounds?|quid|euros?|pesos?|yen|canadian dollars?|cad|aud|gbp|eur|mxn|nzd)\b/i;

export const namesOtherCurrency = (text: string) => OTHER_CURRENCY.test(text);

/**
 * Depths given to the price question ("10 new, 6 left", "8/32"): no dollars, asked again, unless
 * money is named too ("paid $150, they had 10 new").
 */
const TREAD_NOT_PRICE = new RegExp(
  `(?:\\d|\\b${NUMBER_WORD})(?:\\s+(?:new|left|remaining)\\b|\\s*\\/\\s*32(?:nds?)?\\b|\\s*(?:32nds|thirty[- ]?seconds?)\\b)`,
  'i',
);
/** "April 2024", "in 2025": a year given to the price question, no dollars, unless money is named too. */
const YEAR_NOT_PRICE =
  /(?:\b(?:in|of|since)\s+|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)(?:19|20)\d{2}\b/i;
const YEARS_NOT_PRICE = new RegExp(YEAR_NOT_PRICE.source, 'gi');
/** "I measured 4 and a half", "the tread was 9", "10 mm": a depth, no dollars. */
const DEPTH_WORDS = /\b(?:measured?|tread|deep|depth|and a half|mm|millimet(?:er|re)s?|inch(?:es)?)\b/i;
const MONEY_WORD = /\$|\b(?:dollars?|bucks|paid|cost|price|each|apiece|cents?)\b/i;

/** "for the set of four", "for all 4", "for two tyres", "for the pair": a price paid for several. */
const PER_SET = /\bfor\s+(?:all\s+|the\s+|a\s+)?(?:set\s+of\s+)?(two|three|four|[234]|pair|both)\b/i;
/** A price for several tyres, not said how many. */
const TOTAL =
  /\b(?:total|in all|altogether|all together|for (?:the|a) (?:whole )?set|for (?:all of )?them|for everything)\b/i;
/** "$91 each, for four": the price is already a tyre's. */
const EACH = /\b(?:each|apiece|a (?:tyre|tire)|per (?:tyre|tire))\b/i;

const TYPED_CENTS = /\$?\s*(\d{1,3}(?:,\d{3})*|\d+)\s*(?:dollars?|bucks)?\s*(?:and\s+)?(\d{1,2})\s*cents?\b/i;

function readAmountPaid(text: string): number | undefined {
  const withCents = text.match(TYPED_CENTS);
  if (withCents) return Number(withCents[1]!.replace(/,/g, '')) + Number(withCents[2]) / 100;
  // Thousands with their commas ("1,250"), or digits whole ("1250", not the "125" they begin with).
  const typed = text.match(
    /\$?\s*(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(\s*(?:k|thousand)\b)?/i,
  );
  // "65k" is sixty-five thousand dollars, which the claim's schema refuses, not $65.
  if (typed) return Number(typed[1]!.replace(/,/g, '')) * (typed[2] ? 1000 : 1);
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

/**
 * 225/65R17, P225/65R17, LT245/75R16, 225 65 R17, 225/65-17, 22565R17; the P or LT kind is kept, and
 * the Z of a 245/45ZR18, printed on the sidewall of a tyre made for speeds above 149 mph.
 */
const TYPED_SIZE =
  /(?:^|[^a-z])(P|LT|ST|T)?\s*([1-3]\d{2})\s*(?:\/|\s)?\s*(\d{2})\s*(?:(Z)?\s*R|-|\s)\s*(\d{2})\b/i;
/** "two twenty-five sixty-five R17": words with the rim typed after R. */
const RIM_AFTER_R = /\b(?:z?r)\s*(\d{2})\b/i;

/**
 * A light truck's flotation size, its diameter and width in inches: "31x10.50R15", "35 x 12.50 R 20
 * LT". Diameters 26 to 44, widths 7.5 to 17.5, rims 14 to 26, as such tyres are made.
 */
export const TYPED_FLOTATION = /\b(\d{2})\s*x\s*(\d{1,2}(?:\.\d{1,2})?)\s*(?:LT)?\s*R\s*(\d{2})(?:\s*LT)?\b/i;

function flotationSize(text: string): string | undefined {
  const found = text.match(TYPED_FLOTATION);
  if (!found) return undefined;
  const [diameter, width, rim] = found.slice(1).map(Number) as [number, number, number];
  const made = diameter >= 26 && diameter <= 44 && width >= 7.5 && width <= 17.5 && rim >= 14 && rim <= 26;
  return made ? `${diameter}x${width.toFixed(2)}R${rim}` : undefined;
}

export function readTyreSize(text: string): string | undefined {
  const flotation = flotationSize(text);
  if (flotation) return flotation;
  const typed = text.match(TYPED_SIZE);
  if (typed) {
    const [, kind, width, ratio, speedRated, rim] = typed;
    const size = checkedSize([Number(width), Number(ratio), Number(rim)]);
    return size && `${kind?.toUpperCase() ?? ''}${speedRated ? size.replace('R', 'ZR') : size}`;
  }
  const said = text.replace(RIM_AFTER_R, ' r $1 ');
  // Else in pairs, as widths are also said: "two oh five" is 205.
  return checkedSize(spokenSizeParts(said, false)) ?? checkedSize(spokenSizeParts(said, true));
}

function spokenSizeParts(text: string, inPairs: boolean): number[] {
  const parts = spokenValues(text.replace(/[/-]/g, ' '), { inPairs }).flatMap((value) =>
    value.kind === 'digits' ? [...value.value].map(Number) : [value.value],
  );
  const number = (digits: number[]) => Number(digits.join(''));
  // Read off the sidewall digit by digit, "two two five, six five, R one seven": 225, 65, 17.
  if (parts.length === 7 && parts.every((part) => part < 10))
    return [number(parts.slice(0, 3)), number(parts.slice(3, 5)), number(parts.slice(5))];
  // The width and ratio digit by digit, the rim as a number: "two two five slash six zero R sixteen".
  if (parts.length === 6 && parts.slice(0, 5).every((part) => part < 10))
    return [number(parts.slice(0, 3)), number(parts.slice(3, 5)), parts[5]!];
  // The width digit by digit, the rest as numbers: "one nine five, sixty five, fifteen".
  if (parts.length === 5 && parts.slice(0, 3).every((part) => part < 10))
    return [number(parts.slice(0, 3)), ...parts.slice(3)];
  // "two twenty five sixty five r seventeen" reads as 2, 25, 65, 17.
  if (parts.length >= 4 && parts[0]! < 10 && parts[1]! >= 10 && parts[1]! < 100)
    parts.splice(0, 2, parts[0]! * 100 + parts[1]!);
  return parts;
}

/**
 * The section widths, in millimetres, of the tyres a tread-wear warranty covers: 135 (small cars)
 * to 355 (wide performance tyres), each ending in 5. Narrower ones are temporary spares, which no
 * tread warranty covers, and wider ones truck tyres; "one twenty five" is what the recognizer makes
 * of "one ninety five" (decision 134).
 */
export const TYRE_WIDTHS: readonly number[] = Array.from({ length: 23 }, (_, i) => 135 + i * 10);

function checkedSize([width, ratio, rim]: number[]): string | undefined {
  if (width === undefined || ratio === undefined || rim === undefined) return undefined;
  if (!TYRE_WIDTHS.includes(width) || ratio < 20 || ratio > 95 || rim < 10 || rim > 26) return undefined;
  // An aspect ratio is a multiple of 5: "two fifteen sixty two" is a mishearing.
  if (ratio % 5 !== 0) return undefined;
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

/** "an eighth of an inch", "three sixteenths", "a quarter inch": a depth said as a fraction of an inch. */
const INCH_FRACTION = /\b(a|an|one|two|three|five|seven|\d+)\s+(half|quarters?|eighths?|sixteenths?)\b/i;
const PARTS_OF_AN_INCH: Record<string, number> = { half: 2, quarter: 4, eighth: 8, sixteenth: 16 };

function inchFraction(text: string): number | undefined {
  const said = text.match(INCH_FRACTION);
  if (!said) return undefined;
  const count = countOf(said[1]!);
  const parts = PARTS_OF_AN_INCH[said[2]!.toLowerCase().replace(/s$/, '')]!;
  // "three and a half" is a count of 32nds; "a half inch" is an inch's half.
  if (parts === 2 && !/\binch/i.test(text)) return undefined;
  return (count * 32) / parts;
}

/** "Down to the wear bars", "basically bald": the tread wear indicators stand 2/32" high. */
const AT_THE_WEAR_BARS = /\b(?:(?:wear|tread) (?:bars?|indicators?)|bald)\b/i;
const WEAR_BAR_DEPTH = 2;

export function readThirtySeconds(text: string): number | undefined {
  // 10/32" is ten 32nds, whatever mark of inches follows it.
  const typed = text.match(/\b(\d{1,2}(?:\.\d+)?)\s*\/\s*32\b/);
  if (typed) return Number(typed[1]);
  if (AT_THE_WEAR_BARS.test(text) && spokenValues(text).length === 0) return WEAR_BAR_DEPTH;
  const converted = depthInOtherUnits(text) ?? inchFraction(text);
  if (converted !== undefined) return converted;
  // "18,000" or "12 thousand km" is a mileage given to the wrong question, not 18/32 or 12/32.
  if (/\d,\d{3}\b/.test(text) || DISTANCE_UNIT.test(text) || THOUSANDS.test(saidThousands(text)))
    return undefined;
  const decimal = text.match(/(?<![\d.])(\d{1,2}\.\d+)(?![\d.])/);
  if (decimal) return Number(decimal[1]);
  const said = text.replace(POINT_FIVE, 'and a half');
  const values = spokenValues(said);
  const depth = values.find((value) => value.kind === 'thirty-seconds') ?? values[0];
  if (!depth || depth.kind === 'digits') return undefined;
  return Number.isInteger(depth.value) && AND_A_HALF.test(said) ? depth.value + 0.5 : depth.value;
}

/** "12 thousand", "12k", "twelve k" (as `saidThousands` writes it): a distance, not a depth. */
const THOUSANDS = /\bthousand\b|\d\s*k\b/i;

/** "three and a half", "4 ½": half a 32nd more. */
const AND_A_HALF = /\band a half\b|½/i;
/** "three point five" said: three and a half ("five thirty seconds" is no depth of its own). */
const POINT_FIVE = /\bpoint (?:five|5)\b/gi;

/** A unit typed against its number counts as well ("60000km", "41200mi"). */
const KILOMETRES = /(?:\b|(?<=\d))(?:km|kms|kilomet(?:er|re)s?|k\s*m)\b/i;
const MILES_PER_KM = 0.621371;

/** The unit after a distance: the number just before it is the distance. */
const DISTANCE_UNIT = new RegExp(`(?:\\b|(?<=\\d))(?:miles?|mi)\\b|${KILOMETRES.source}`, 'i');

/**
 * Miles; a distance said in kilometres is converted, never taken as miles. The number said just
 * before its unit is the distance, whatever came first ("the odometer two about sixty six thousand
 * miles", "12 years and 45,000 miles"); with no unit, the first number.
 */
export function readMiles(said: string): number | undefined {
  const answer = said.replace(SPAN_OF_TIME, ' ');
  const text = thousandsThenHundreds(
    typedAroundThousandInWords(
      saidThousands(answer.replace(SPACE_FOR_THOUSANDS, '$1$2').replace(POINT_FOR_THOUSANDS, '$1$2')),
    ),
  );
  const unit = text.search(DISTANCE_UNIT);
  // "$150", "11/32": a price or a depth given to the wrong question, not 150 or 11 miles.
  if (unit < 0 && NO_DISTANCE.test(text)) return undefined;
  if (severalNumbersLast(unit > 0 ? text.slice(0, unit) : text)) return undefined;
  const miles =
    (unit > 0 ? readDistance(text.slice(0, unit), 'last') : undefined) ??
    readDistance(text.replace(KILOMETRES, ' '), 'first');
  if (miles === undefined || !KILOMETRES.test(text)) return miles;
  return Math.round(miles * MILES_PER_KM);
}

/**
 * Miles driven since the tyres were fitted, not a reading: "I've put about 30,000 on them since",
 * "driven 30k miles on them", "30,000 since then". Undefined when the words say no such thing.
 */
export function milesDrivenSince(answer: string): number | undefined {
  return DRIVEN_SINCE.test(answer) ? readMiles(answer) : undefined;
}

const DRIVEN_SINCE =
  /\b(?:put|done|did|driven|drove|added|clocked)\b.*\b(?:on (?:them|it|the (?:tyres?|tires?))|since)\b|\bsince (?:then|fitting|they were (?:fitted|put on))\b/i;

/** "6 years", "five yr", "18 months": a span of time, no distance ("5 yr / 60k" is 60,000 miles). */
const SPAN_OF_TIME = new RegExp(
  `(?:\\d+|\\b${NUMBER_WORD})\\s*(?:years?|yrs?|months?|mos|weeks?|days?)\\b`,
  'gi',
);

const A_SPAN_OF_TIME = new RegExp(SPAN_OF_TIME.source, 'i');
export const namesSpanOfTime = (text: string) => A_SPAN_OF_TIME.test(text);

/** "61.200": a reading typed with a full stop between its thousands and the rest, as 61,200 (no odometer reads to thousandths). */
const POINT_FOR_THOUSANDS = /(?<![\d,.])\b(\d{1,3})\.(\d{3})\b(?![\d,.])/g;

/** "58 212": a reading typed with a space between its thousands and the rest, as 58,212. */
const SPACE_FOR_THOUSANDS = /(?<![\d,.]\s?)\b(\d{1,3}) (\d{3})\b(?![\d,.]| \d)/g;

/** A phone number typed to another question ("(214) 555-0199"): no reading, no price. */
const TYPED_PHONE = /\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]+\d{4}\b/;

/** Money, a depth in 32nds or a phone number: what no distance is said with. */
const NO_DISTANCE = new RegExp(
  `\\$|\\b(?:dollars?|bucks|cents?)\\b|\\d\\s*\\/\\s*32|\\b(?:32nds|thirty[- ]?seconds?)\\b|${TYPED_PHONE.source}`,
  'i',
);

const READING_WORDS = new Set([...NUMBER_WORDS, 'oh', 'and']);

/**
 * The last number words said (before the unit, if any) are more than one number: a reading misheard
 * ("eighty oh zero three oh miles"), or said short ("forty two five": 42,500 or 4,250). Asked
 * again, where one of the numbers was taken (30 miles, 42 miles).
 */
function severalNumbersLast(text: string): boolean {
  const words = spokenWords(text);
  let end = words.length;
  while (end > 0 && !READING_WORDS.has(words[end - 1]!)) end -= 1;
  let start = end;
  while (start > 0 && READING_WORDS.has(words[start - 1]!)) start -= 1;
  const said = words.slice(start, end);
  return said.length > 1 && spokenValues(said.join(' '), { inPairs: true }).length > 1;
}

/**
 * A number typed beside "thousand" with more of the reading after it: "71 thousand 300", "71
 * thousand three hundred", "seventy one thousand and 300".
 */
const TYPED_AROUND_THOUSAND = new RegExp(
  `\\b\\d{1,3}\\s*thousand\\s+(?:and\\s+)?(?:\\d|${NUMBER_WORD}\\b)|\\bthousand\\s+(?:and\\s+)?\\d{1,3}(?![\\d.,])`,
  'i',
);

/**
 * "71 thousand 300" in words, "seventy one thousand three hundred", which reads as one number
 * (71,300); typed, one of its numbers was taken alone (71,000, or 300).
 */
function typedAroundThousandInWords(text: string): string {
  if (!TYPED_AROUND_THOUSAND.test(text)) return text;
  return text.replace(/(?<![\d.,])\d{1,3}(?![\d.,])/g, (typed) => numberToWords(Number(typed)));
}

const SAID_NUMBER = `${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*`;
/** "sixty five k": number words with a k after them (not "k m") are thousands, not 65 miles. */
const SAID_K = new RegExp(`\\b(${SAID_NUMBER}(?:\\s+point\\s+${SAID_NUMBER})?)\\s+k\\b(?!\\s*m\\b)`, 'gi');
/** "sixty one point five thousand": 61,500, where "five thousand" was read alone (5,000). */
const SAID_DECIMAL_THOUSANDS = new RegExp(
  `\\b(${SAID_NUMBER})\\s+point\\s+((?:${DIGIT_WORDS.join('|')})(?:\\s+(?:${DIGIT_WORDS.join('|')}))*)\\s+thousand\\b`,
  'gi',
);

/** "42 and a half thousand", "forty two and a half k": 42,500, where the half was read as the number. */
const HALF_THOUSANDS = new RegExp(`\\b(\\d+|${SAID_NUMBER})\\s+and a half\\s+(?:thousand|k)\\b`, 'gi');

/** Thousands said with a k or a decimal point, written as the typed reader reads them ("61.5 thousand"). */
function saidThousands(text: string): string {
  return text
    .replace(HALF_THOUSANDS, (said, whole: string) => {
      const number = /^\d+$/.test(whole) ? Number(whole) : readSpokenNumber(spokenWords(whole))?.value;
      return number === undefined ? said : `${number}.5 thousand`;
    })
    .replace(SAID_K, '$1 thousand')
    .replace(SAID_DECIMAL_THOUSANDS, (said, whole: string, decimals: string) => {
      const wholeWords = spokenWords(whole);
      const number = readSpokenNumber(wholeWords);
      if (number?.length !== wholeWords.length) return said;
      const digits = spokenWords(decimals).map((word) =>
        word === 'oh' ? 0 : readSpokenNumber([word])!.value,
      );
      return `${number.value}.${digits.join('')} thousand`;
    });
}

// NUMBER_WORDS runs "zero" to "nineteen", then "twenty" to "ninety".
const DIGIT_NAMES = NUMBER_WORDS.slice(1, 10).join('|');
const TEEN_NAMES = NUMBER_WORDS.slice(10, 20).join('|');
const TENS_NAMES = NUMBER_WORDS.slice(20, 28).join('|');
/**
 * "forty two five hundred", "twelve five hundred": thousands, then hundreds, as a reading is said
 * (42,500, 12,500); read as two numbers, its first was taken (42). "twenty five hundred" stays
 * 2,500: only thousands said as a teen or a tens-and-unit come before the hundreds.
 */
const THOUSANDS_THEN_HUNDREDS = new RegExp(
  `\\b((?:${TENS_NAMES})[\\s-]+(?:${DIGIT_NAMES})|${TEEN_NAMES})\\s+(${DIGIT_NAMES})\\s+hundred\\b(?!\\s+thousand)`,
  'gi',
);

function thousandsThenHundreds(text: string): string {
  return text.replace(THOUSANDS_THEN_HUNDREDS, '$1 thousand $2 hundred');
}

/** "45,000", "45000", "45k", "61.5k", "61 thousand", or three to six digits typed one by one as asked ("4 5 0 0 0"). */
const TYPED_DISTANCE = /\b(\d(?: \d){2,5}\b|\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s*(?:k|thousand)\b)?/gi;

/** The first or last distance in the text, typed ("45,000", "12k") before said. */
function readDistance(text: string, which: 'first' | 'last'): number | undefined {
  const pick = <T>(found: T[]) => (which === 'first' ? found[0] : found.at(-1));
  const typed = pick([...text.matchAll(TYPED_DISTANCE)]);
  if (typed) return Math.round(Number(typed[1]!.replace(/[, ]/g, '')) * (typed[2] ? 1000 : 1));
  const said = spokenValues(text, { inPairs: true });
  return firstNumber(which === 'first' ? said : said.reverse());
}
