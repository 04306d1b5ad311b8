import { countryCodeLength } from './phone';
import { formatMoney } from './display';

/**
 * How the agent reads values back so that a caller can check them by ear: digits in the groups
 * people say them in, codes letter by letter, money in dollars.
 */

const spaced = (characters: string) => characters.split('').join(' ');

/**
 * A number's digits in groups: its last four together, the rest in threes from the start, a lone
 * digit left over joining the group before ("15550142" → 1555, 0142).
 */
function digitGroups(digits: string): string[] {
  if (digits.length <= 4) return [digits];
  const rest = digits.slice(0, -4).match(/\d{1,3}/g) ?? [];
  if (rest.length > 1 && rest.at(-1)!.length === 1) rest.splice(-2, 2, rest.at(-2)! + rest.at(-1)!);
  return [...rest, digits.slice(-4)];
}

/**
 * "6175550123" → "6 1 7, 5 5 5, 0 1 2 3"; a number with its country code, "+35315550142", → "plus
 * 3 5 3, 1 5 5 5, 0 1 4 2": the country code on its own, then the rest grouped as digitGroups does,
 * as no national grouping fits every country.
 */
export function sayPhoneDigits(phone: string): string {
  if (phone.length === 10 && !phone.startsWith('+'))
    return `${spaced(phone.slice(0, 3))}, ${spaced(phone.slice(3, 6))}, ${spaced(phone.slice(6))}`;
  const digits = phone.replace(/^\+/, '');
  if (!phone.startsWith('+')) return digitGroups(digits).map(spaced).join(', ');
  const country = countryCodeLength(digits);
  const groups = [digits.slice(0, country), ...digitGroups(digits.slice(country))];
  return `plus ${groups.map(spaced).join(', ')}`;
}

/** Letters a synthesizer would run together are said with their spelling-alphabet word. */
const SPELLING: Record<string, string> = {
  A: 'Alpha',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
  F: 'Foxtrot',
  G: 'Golf',
  H: 'Hotel',
  I: 'India',
  J: 'Juliet',
  K: 'Kilo',
  L: 'Lima',
  M: 'Mike',
  N: 'November',
  O: 'Oscar',
  P: 'Papa',
  Q: 'Quebec',
  R: 'Romeo',
  S: 'Sierra',
  T: 'Tango',
  U: 'Uniform',
  V: 'Victor',
  W: 'Whiskey',
  X: 'X-ray',
  Y: 'Yankee',
  Z: 'Zulu',
};

/**
 * A DOT serial as read back: "XB4122" → "X as in X-ray, B as in Bravo, 4 1 2 2", letters spelt,
 * digits in runs, and the date code (the last four digits, week and year) a run of its own
 * ("K9 3025" → "K as in Kilo, 9, 3 0 2 5"), as the caller finds it on the sidewall.
 */
export function spellCode(code: string): string {
  const parts = code.toUpperCase().match(/[A-Z]|\d+?(?=\d{4}$)|\d+/g) ?? [];
  return parts
    .map((part) => (/\d/.test(part) ? spaced(part) : `${part} as in ${SPELLING[part] ?? part}`))
    .join(', ');
}

/** The marks a name may have besides letters, as they are said. */
const NAME_MARKS: Record<string, string> = { "'": 'apostrophe', '-': 'hyphen' };

/** "Sarah" → "S, A, R, A, H": a name letter by letter, for names that sound like another spelling. */
export function spellName(name: string): string {
  return [...name.toUpperCase()]
    .map((character) => (/\p{L}/u.test(character) ? character : NAME_MARKS[character]))
    .filter(Boolean)
    .join(', ');
}

/** 12345 → "$123.45", said by the synthesizer as dollars and cents. */
export function sayDollars(cents: number): string {
  return formatMoney(cents);
}
