import { readSpokenNumber, spokenWords } from './spoken-numbers';

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function validDate(year: number, month: number, day: number): string | undefined {
  if (year < 1980 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? isoDate(year, month, day) : undefined;
}

/** "twenty twenty three", "two thousand twenty three", "2023" → 2023. */
function readYear(words: string[]): number | undefined {
  const typed = words.find((word) => /^(19|20)\d{2}$/.test(word));
  if (typed) return Number(typed);
  for (let i = 0; i < words.length; i += 1) {
    const first = readSpokenNumber(words.slice(i));
    if (!first) continue;
    if (first.value >= 1980 && first.value <= 2100) return first.value;
    // "twenty twenty three": a century then a two-digit year.
    const second = readSpokenNumber(words.slice(i + first.length));
    if ((first.value === 19 || first.value === 20) && second && second.value >= 10 && second.value < 100)
      return first.value * 100 + second.value;
  }
  return undefined;
}

/** "the twenty first", "21st", "fifth" → the day of the month; undefined when none was said. */
function readDay(words: string[]): number | undefined {
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const suffixed = word.match(/^(\d{1,2})(st|nd|rd|th)$/);
    if (suffixed) return Number(suffixed[1]);
    if (ORDINALS[word] !== undefined) return ORDINALS[word];
    // "twenty first", "thirty first"
    if ((word === 'twenty' || word === 'thirty') && ORDINALS[words[i + 1] ?? ''] !== undefined)
      return (word === 'twenty' ? 20 : 30) + ORDINALS[words[i + 1]!]!;
  }
  return undefined;
}

/**
 * A purchase date as a caller says or types it: "March twenty twenty three", "the fifth of March
 * 2023", "3/5/2023" (US order), "2023-03-05". A month without a day is its first day; a date
 * without a month or year is not read.
 */
export function readSpokenDate(text: string): string | undefined {
  const iso = text.match(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = text.match(/\b(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/);
  if (us) {
    const year = Number(us[3]) + (us[3]!.length === 2 ? 2000 : 0);
    return validDate(year, Number(us[1]), Number(us[2]));
  }
  const words = spokenWords(text);
  const monthAt = words.findIndex((word) => (MONTHS as readonly string[]).includes(word));
  if (monthAt < 0) return undefined;
  const month = MONTHS.indexOf(words[monthAt] as (typeof MONTHS)[number]) + 1;
  const afterMonth = words.slice(monthAt + 1);
  const year = readYear(afterMonth);
  if (year === undefined) return undefined;
  const dayWords = [...words.slice(0, monthAt), ...afterMonth.slice(0, 2)];
  const typedDay = /^\d{1,2}$/.test(afterMonth[0] ?? '') ? Number(afterMonth[0]) : undefined;
  return validDate(year, month, typedDay ?? readDay(dayWords) ?? 1);
}

/** 2023-03-05 → "March 5, 2023"; a first of the month (a month said without a day) → "March 2023". */
export function sayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = MONTHS[month - 1]!;
  const monthName = name.charAt(0).toUpperCase() + name.slice(1);
  return day === 1 ? `${monthName} ${year}` : `${monthName} ${day}, ${year}`;
}
