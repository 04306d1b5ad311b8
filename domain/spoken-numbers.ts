/**
 * Numbers as people say them and as a recognizer writes them: "forty two thousand" ⇄ 42000,
 * "six thirty seconds" → 6/32, "five five five one two three four" → "5551234".
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;
const SCALES: Array<[number, string]> = [
  [1_000_000, 'million'],
  [1_000, 'thousand'],
  [100, 'hundred'],
];

/** Every word a whole number is said with, "zero" to "million" ("and" and "oh" left out). */
export const NUMBER_WORDS: readonly string[] = [
  ...UNITS,
  ...TENS.filter(Boolean),
  ...SCALES.map(([, name]) => name),
];

/** The words a digit is said with one by one: "zero" or "oh", then "one" to "nine". */
export const DIGIT_WORDS: readonly string[] = ['zero', 'oh', ...UNITS.slice(1, 10)];

/** One number word, for a regular expression: `(?:zero|one|…|million)`. */
export const NUMBER_WORD = `(?:${NUMBER_WORDS.join('|')})`;

/** 42000 → "forty two thousand"; whole numbers from 0 to 999,999,999. */
export function numberToWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1_000_000_000) {
    throw new RangeError(`cannot say ${value}`);
  }
  if (value < 20) return UNITS[value]!;
  if (value < 100) {
    const unit = value % 10;
    return unit ? `${TENS[Math.floor(value / 10)]} ${UNITS[unit]}` : TENS[value / 10]!;
  }
  for (const [scale, name] of SCALES) {
    if (value >= scale) {
      const rest = value % scale;
      const head = `${numberToWords(Math.floor(value / scale))} ${name}`;
      return rest ? `${head} ${numberToWords(rest)}` : head;
    }
  }
  throw new RangeError(`cannot say ${value}`);
}

const UNIT_VALUES = new Map<string, number>(UNITS.map((word, index) => [word, index]));
UNIT_VALUES.set('oh', 0);
const TENS_VALUES = new Map<string, number>(
  TENS.flatMap((word, index): Array<[string, number]> => (word ? [[word, index * 10]] : [])),
);
const SCALE_VALUES = new Map<string, number>(SCALES.map(([scale, name]) => [name, scale]));

/**
 * Reads the first spoken number in a run of words: "forty two thousand five hundred" → 42500.
 * Returns the value and how many words it used, or undefined when the run does not start with one.
 */
export function readSpokenNumber(words: string[]): { value: number; length: number } | undefined {
  let total = 0;
  let group = 0;
  let used = 0;
  let lastKind: 'unit' | 'tens' | 'scale' | undefined;
  for (const word of words) {
    const unit = UNIT_VALUES.get(word);
    const tens = TENS_VALUES.get(word);
    const scale = SCALE_VALUES.get(word);
    if (unit !== undefined && word !== 'oh') {
      // "five five" is two numbers (digits), "forty two" is one.
      if (lastKind === 'unit' || (lastKind === 'tens' && (unit === 0 || unit >= 10))) break;
      group += unit;
      lastKind = 'unit';
    } else if (tens !== undefined) {
      if (lastKind === 'unit' || lastKind === 'tens') break;
      group += tens;
      lastKind = 'tens';
    } else if (scale !== undefined && lastKind !== undefined && lastKind !== 'scale') {
      if (scale === 100) group *= 100;
      else {
        total += group * scale;
        group = 0;
      }
      lastKind = 'scale';
    } else if (word === 'and' && lastKind === 'scale') {
      used += 1;
      continue;
    } else break;
    used += 1;
  }
  if (lastKind === undefined) return undefined;
  return { value: total + group, length: used };
}

/**
 * A number said in pairs, as prices and odometer readings often are: "one forty nine" is 149, "two
 * oh five" is 205, "one twenty thousand" is 120,000 and "one forty two thousand five hundred" is
 * 142,500. A lone digit then two digits' worth of words; undefined for anything else.
 */
export function readPairedNumber(words: string[]): { value: number; length: number } | undefined {
  const lead = UNIT_VALUES.get(words[0] ?? '');
  const pair = readPair(words, 1);
  if (lead === undefined || lead === 0 || lead >= 10 || !pair) return undefined;
  const hundreds = lead * 100 + pair.value;
  let length = 1 + pair.length;
  if (words[length] !== 'thousand') return { value: hundreds, length };
  length += 1;
  const afterAnd = words[length] === 'and' ? length + 1 : length;
  const rest = readSpokenNumber(words.slice(afterAnd));
  if (!rest || rest.value >= 1000) return { value: hundreds * 1000, length };
  return { value: hundreds * 1000 + rest.value, length: afterAnd + rest.length };
}

/** The first number of a run said either way: in pairs ("one forty nine") or in full. */
export const readAmount = (words: string[]) => readPairedNumber(words) ?? readSpokenNumber(words);

/** The last two digits of a number said in pairs, from `start`: "forty nine", "twelve", "oh five". */
function readPair(words: string[], start: number): { value: number; length: number } | undefined {
  const first = words[start] ?? '';
  const tens = TENS_VALUES.get(first);
  const unitAfter = UNIT_VALUES.get(words[start + 1] ?? '');
  const isDigit = (value: number | undefined) => value !== undefined && value >= 1 && value <= 9;
  if (tens !== undefined)
    return isDigit(unitAfter) ? { value: tens + unitAfter!, length: 2 } : { value: tens, length: 1 };
  const unit = UNIT_VALUES.get(first);
  if (unit !== undefined && unit >= 10) return { value: unit, length: 1 };
  if ((first === 'oh' || first === 'zero') && isDigit(unitAfter)) return { value: unitAfter!, length: 2 };
  return undefined;
}

/** "double five" → "55", "triple oh" → "000"; undefined for any other two words. */
function repeatedDigit(word: string, next: string | undefined): string | undefined {
  const times = word === 'double' ? 2 : word === 'triple' ? 3 : 0;
  const digit = UNIT_VALUES.get(next ?? '');
  return times > 0 && digit !== undefined && digit < 10 ? String(digit).repeat(times) : undefined;
}

/** "five five five one two three four" → "5551234"; also "oh" for zero and "double five". */
export function spokenDigits(words: string[]): string {
  let digits = '';
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === 'double' || word === 'triple') {
      const repeated = repeatedDigit(word, words[i + 1]);
      if (repeated) {
        digits += repeated;
        i += 1;
      }
      continue;
    }
    const value = UNIT_VALUES.get(word);
    if (value !== undefined && value < 10) digits += String(value);
  }
  return digits;
}

/**
 * The digits of a phone number as said: one by one ("five five five"), in pairs ("twelve thirty
 * four"), or in hundreds and thousands ("eight hundred" is 800, "nineteen hundred" 1900, "five
 * thousand" 5000). A digit after "hundred" starts the next group: "eight hundred five five five"
 * is 800 555, where a number would be 805 and then 5 5.
 */
export function spokenPhoneDigits(text: string): string {
  const words = spokenWords(text);
  let digits = '';
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (/^\d+$/.test(word)) {
      digits += word;
      continue;
    }
    const repeated = repeatedDigit(word, words[i + 1]);
    if (repeated) {
      digits += repeated;
      i += 1;
      continue;
    }
    const tens = TENS_VALUES.get(word);
    const unitAfter = UNIT_VALUES.get(words[i + 1] ?? '') ?? 0;
    const hasUnitAfter = tens !== undefined && unitAfter >= 1 && unitAfter <= 9;
    const group = tens !== undefined ? tens + (hasUnitAfter ? unitAfter : 0) : UNIT_VALUES.get(word);
    if (group === undefined) continue;
    if (hasUnitAfter) i += 1;
    const zeros = { hundred: '00', thousand: '000' }[words[i + 1] ?? ''] ?? '';
    if (zeros) i += 1;
    digits += String(group) + zeros;
  }
  return digits;
}

export type SpokenValue =
  | { kind: 'number'; value: number }
  | { kind: 'thirty-seconds'; value: number }
  | { kind: 'digits'; value: string };

/** Splits recognizer text into lower-case words; "thirty-seconds" becomes "thirty seconds". */
export function spokenWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[-_]/g, ' ')
      // "a hundred", "a thousand": the article is the number one.
      .replace(/\ba (hundred|thousand)\b/g, 'one $1')
      .match(/[a-z0-9']+/g) ?? []
  );
}

const MULTIPLIERS = new Set(['hundred', 'thousand', 'million']);

/**
 * The numbers in an utterance, in order: tread depths ("six thirty seconds" → 6/32), digit strings
 * of four or more single digits (phone numbers) and plain numbers ("forty two thousand" → 42000).
 * `inPairs`: numbers may be said in pairs ("one forty nine", readPairedNumber), as amounts and
 * readings are; not for tread depths, where "six thirty seconds" is 6/32.
 */
export function spokenValues(text: string, { inPairs = false } = {}): SpokenValue[] {
  const words = spokenWords(text);
  const values: SpokenValue[] = [];
  for (let i = 0; i < words.length;) {
    const digitRun = singleDigitRun(words, i);
    if (digitRun.count >= 4) {
      const end = i + digitRun.length;
      // "three three three nine thousand" is no number: digits said one by one take no thousands.
      const multiplied = MULTIPLIERS.has(words[end] ?? '');
      if (!multiplied) values.push({ kind: 'digits', value: spokenDigits(words.slice(i, end)) });
      i = multiplied ? end + 1 : end;
      continue;
    }
    // "thirty seconds" with no number before it is the unit alone (its number was not heard), not 30.
    if (isThirtySeconds(words, i)) {
      i += 2;
      continue;
    }
    const number = (inPairs ? readAmount : readSpokenNumber)(words.slice(i));
    if (!number) {
      if (/^\d+$/.test(words[i]!)) values.push({ kind: 'number', value: Number(words[i]) });
      i += 1;
      continue;
    }
    i += number.length;
    // "six thirty seconds", "six thirty second", "six thirty seconds of an inch"
    if (isThirtySeconds(words, i)) {
      values.push({ kind: 'thirty-seconds', value: number.value });
      i += 2;
      continue;
    }
    values.push({ kind: 'number', value: number.value });
  }
  return values;
}

function isSecondsWord(word: string | undefined) {
  return word === 'seconds' || word === 'second' || word === 'secs';
}

function isThirtySeconds(words: string[], i: number) {
  return words[i] === 'thirty' && isSecondsWord(words[i + 1]);
}

/** Counts single digit words from i ("five", "oh", "double five" counts two). */
function singleDigitRun(words: string[], start: number): { count: number; length: number } {
  let count = 0;
  let i = start;
  while (i < words.length) {
    const word = words[i]!;
    const value = UNIT_VALUES.get(word);
    if (value !== undefined && value < 10) {
      count += 1;
      i += 1;
    } else if ((word === 'double' || word === 'triple') && (UNIT_VALUES.get(words[i + 1] ?? '') ?? 10) < 10) {
      count += word === 'double' ? 2 : 3;
      i += 2;
    } else break;
  }
  return { count, length: i - start };
}
