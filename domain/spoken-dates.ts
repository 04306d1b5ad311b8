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

/** "mar", "sept": the months as they are written short. */
const SHORT_MONTHS: Record<string, number> = { sept: 9 };
MONTHS.forEach((month, index) => (SHORT_MONTHS[month.slice(0, 3)] = index + 1));

/** Words after which "may" is no month ("I may have"). */
const AFTER_MAY_THE_VERB = new Set(['have', 'be', 'been', 'not', 'i', 'we', 'it', 'they', 'you']);

/** The month a word names, 1 to 12, or undefined. */
function monthOf(word: string, next?: string): number | undefined {
  if (word === 'may' && AFTER_MAY_THE_VERB.has(next ?? '')) return undefined;
  const index = (MONTHS as readonly string[]).indexOf(word);
  return index >= 0 ? index + 1 : SHORT_MONTHS[word];
}

/** A two-digit year is this century's. */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** "yesterday", "three days ago", "last week": days before today, for a tyre bought days ago. */
function daysAgo(words: string[]): number | undefined {
  const said = words.join(' ');
  if (/\btoday\b/.test(said)) return 0;
  if (/\byesterday\b/.test(said)) return 1;
  if (/\b(?:last week|a week ago)\b/.test(said)) return 7;
  const ago = words.indexOf('ago');
  if (ago < 2 || !/^days?$/.test(words[ago - 1]!)) return undefined;
  const counted = words.slice(0, ago - 1);
  if (counted.at(-1) === 'few') return 3;
  if (counted.at(-1) === 'couple' || counted.slice(-2).join(' ') === 'couple of') return 2;
  return readSpokenNumberEndingAt(counted);
}

function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The first of the month `months` before today's month ("two years ago" said in December 2026 is December 2024). */
function monthsBefore(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return isoDate(Math.floor(index / 12), (index % 12) + 1, 1);
}

/** "two years ago", "a year and a half ago", "eighteen months ago", "six weeks ago", "last month": months before today. */
function monthsAgo(words: string[]): number | undefined {
  const said = words.join(' ');
  if (/\blast month\b/.test(said)) return 1;
  if (/\bthis month\b/.test(said)) return 0;
  const ago = words.indexOf('ago');
  if (ago < 1) return undefined;
  const before = words.slice(0, ago);
  const unit = before.findLast((word) => /^(years?|months?|weeks?)$/.test(word));
  if (!unit) return undefined;
  const at = before.lastIndexOf(unit);
  const counted = before.slice(0, at).filter((word, index, all) => word !== 'of' || index < all.length - 1);
  const count = spanCount(counted);
  if (count === undefined) return undefined;
  const half = before.slice(at + 1).join(' ') === 'and a half' ? 0.5 : 0;
  return Math.round((count + half) * MONTHS_IN[unit.replace(/s$/, '')]!);
}

const MONTHS_IN: Record<string, number> = { year: 12, month: 1, week: 7 / 30.44 };

/** How many of a span's unit the words before it count: "a" or "one" 1, "a couple of" 2, else their number. */
function spanCount(counted: string[]): number | undefined {
  const last = counted.at(-1);
  if (last === 'couple') return 2;
  if (last !== 'a' && last !== 'one') return readSpokenNumberEndingAt(counted);
  // "half a year ago" is six months, not the year its "a" would count.
  return counted.at(-2) === 'half' ? 0.5 : 1;
}

/** The number the words end with ("about two" is 2, "about 18" 18). */
function readSpokenNumberEndingAt(words: string[]): number | undefined {
  if (/^\d+$/.test(words.at(-1) ?? '')) return Number(words.at(-1));
  for (let i = 0; i < words.length; i += 1) {
    const number = readSpokenNumber(words.slice(i));
    if (number && i + number.length === words.length) return number.value;
  }
  return undefined;
}

/**
 * The year of a month said without one, from the words around it: "last year", "this year", or
 * "last March" (the latest March before this month).
 */
function yearSaidAround(words: string[], monthAt: number, month: number, today: string): number | undefined {
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  const said = words.join(' ');
  if (/\blast year\b/.test(said)) return thisYear - 1;
  if (/\bthis year\b/.test(said) || words[monthAt - 1] === 'this') return thisYear;
  // "last March", "this past March": the latest March before this month.
  if (words[monthAt - 1] === 'last' || words[monthAt - 1] === 'past')
    return month < thisMonth ? thisYear : thisYear - 1;
  // "in 2022, I think around October": one year typed before the month.
  const typedBefore = words.slice(0, monthAt).filter((word) => /^(?:19|20)\d{2}$/.test(word));
  return typedBefore.length === 1 ? Number(typedBefore[0]) : undefined;
}

/** Days callers date a purchase by, as their months: "Christmas 2023" is December 2023. */
const HOLIDAYS: Array<[RegExp, string]> = [
  [/\bnew year'?s eve\b/gi, 'december'],
  [/\b(?:christmas|xmas)(?: eve)?\b/gi, 'december'],
  [/\b(?:thanksgiving|black friday)\b/gi, 'november'],
  [/\bhalloween\b/gi, 'october'],
  [/\blabou?r day\b/gi, 'september'],
  [/\b(?:fourth of july|4th of july|july 4th|independence day)\b/gi, 'july'],
  [/\bmemorial day\b/gi, 'may'],
  [/\bvalentine'?s(?: day)?\b/gi, 'february'],
  [/\bnew year'?s(?: day)?\b/gi, 'january'],
];

/** Spans of time as typed in short: "2 yrs ago", "18mos ago", "6 wks ago". */
const SPAN_SHORTHAND = /(?<![a-z])(yrs?|mos|mths?|wks?)\b/gi;
const SPANS: Record<string, string> = { y: 'years', m: 'months', w: 'weeks' };
/** "18 months back", "two years back": as long ago. */
const SPAN_BACK = /\b(years?|months?|weeks?|days?) back\b/gi;

function inMonths(text: string): string {
  return HOLIDAYS.reduce((said, [holiday, month]) => said.replace(holiday, month), text)
    .replace(SPAN_SHORTHAND, (unit) => ` ${SPANS[unit[0]!.toLowerCase()]!}`)
    .replace(SPAN_BACK, '$1 ago');
}

/**
 * "3/5/2023" in US order, unless the first number can be no month ("15/03/2024" is the 15th of
 * March); a two-digit year is this century's, and a date without a year ("3/15") the latest.
 */
function usDate([first, second, year]: [number, number, number], today: string): string | undefined {
  const [month, day] = first > 12 ? [second, first] : [first, second];
  if (!year) return validDate(latestYearOf(month, day, today), month, day);
  return validDate(year < 100 ? 2000 + year : year, month, day);
}

/**
 * A purchase date as a caller says or types it: "March twenty twenty three", "the fifth of March
 * 2023", "10 March 2024", "3/5/2023" (US order), "03/2023", "2023-03-05", and from the day of the
 * call (`today`, YYYY-MM-DD): "last March", "June of last year", "two years ago"; a holiday is its
 * month ("Christmas 2023", "last Thanksgiving"); a day and month without a year ("March 15th",
 * "3/15") the latest before the call. A month without a day is its first day; a month alone, or a
 * date without a month, is not read.
 */
export function readSpokenDate(typed: string, today: string): string | undefined {
  // "Mar '24": a year typed with an apostrophe is this century's.
  const text = typed.replace(/[’']\s?(\d{2})\b/g, ' 20$1');
  const iso = text.match(/\b(\d{4})-(\d{1,2})(?:-(\d{1,2}))?\b(?!-)/);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3] ?? 1));
  // "12.03.2024": the day first, as dates are written with full stops.
  const dotted = text.match(/\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/);
  if (dotted) return validDate(fullYear(Number(dotted[3])), Number(dotted[2]), Number(dotted[1]));
  const us = text.match(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?(?![/\d])/);
  if (us) {
    const date = usDate(us.slice(1).map(Number) as [number, number, number], today);
    // "10/32" with no year is a tread depth, not a date: the rest of the words may hold one.
    if (date || us[3]) return date;
  }
  const monthAndYear = text.match(/\b(\d{1,2})[/-](\d{4})\b/);
  if (monthAndYear) return validDate(Number(monthAndYear[2]), Number(monthAndYear[1]), 1);
  const words = spokenWords(inMonths(text));
  const monthAt = words.findIndex((word, at) => monthOf(word, words[at + 1]) !== undefined);
  if (monthAt < 0) {
    const days = daysAgo(words);
    if (days !== undefined) return daysBefore(today, days);
    const months = monthsAgo(words);
    return months === undefined ? undefined : monthsBefore(today, months);
  }
  const month = monthOf(words[monthAt]!)!;
  const afterMonth = words.slice(monthAt + 1);
  // "fifth august eighth twenty twenty five": a day on both sides of the month is a mishearing, not a date.
  if (readDay(words.slice(0, monthAt)) !== undefined && readDay(afterMonth.slice(0, 2)) !== undefined)
    return undefined;
  const dayWords = [...words.slice(0, monthAt), ...afterMonth.slice(0, 2)];
  const typedDay = [afterMonth[0], words[monthAt - 1]].find((word) => /^\d{1,2}$/.test(word ?? ''));
  const day = Number(typedDay ?? 0) || readDay(dayWords);
  // "march 3 24": a two-digit year typed after the day.
  const typedShortYear =
    typedDay === afterMonth[0] && /^\d{2}$/.test(afterMonth[1] ?? '') ? afterMonth[1] : undefined;
  const year =
    readYear(afterMonth) ??
    (typedShortYear === undefined ? undefined : fullYear(Number(typedShortYear))) ??
    yearSaidAround(words, monthAt, month, today) ??
    (day === undefined ? undefined : latestYearOf(month, day, today));
  return year === undefined ? undefined : validDate(year, month, day ?? 1);
}

/**
 * The year of a day said with its month alone ("March 15th"): the latest one not after today, as
 * a caller means a purchase this past year. A month alone, without a day, may be any year: asked.
 */
function latestYearOf(month: number, day: number, today: string): number {
  const thisYear = Number(today.slice(0, 4));
  return isoDate(thisYear, month, day) <= today ? thisYear : thisYear - 1;
}

/** The part of a date asked alone, the other given before it. */
export type DatePart = 'month' | 'year';

/** The part of a date the words give alone ("in October", "summer of 2025"); undefined otherwise. */
export function datePartAlone(text: string, today: string): DatePart | undefined {
  if (isMonthAlone(text)) return 'month';
  return yearWithoutMonth(text, today) === undefined ? undefined : 'year';
}

/** The month each season ends in, for "last summer": the latest one ended before this month. */
const SEASON_ENDS: Record<string, number> = { spring: 5, summer: 8, fall: 11, autumn: 11, winter: 2 };

/**
 * The year of a purchase said without its month: "in 2024", "last year", "summer of 2025", "last
 * summer". Undefined when a month or a time ago was said too (a date), or no year at all.
 */
export function yearWithoutMonth(text: string, today: string): number | undefined {
  const words = spokenWords(inMonths(text));
  if (words.some((word, at) => monthOf(word, words[at + 1]) !== undefined) || monthsAgo(words) !== undefined)
    return undefined;
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  const said = words.join(' ');
  const season = said.match(/\blast (spring|summer|fall|autumn|winter)\b/)?.[1];
  if (season) return thisMonth > SEASON_ENDS[season]! ? thisYear : thisYear - 1;
  if (/\blast year\b/.test(said)) return thisYear - 1;
  if (/\bthis year\b/.test(said)) return thisYear;
  return readYear(words);
}

/** Words around a month said alone: "back in June", "sometime in early May". */
const AROUND_A_MONTH = new Set([
  'in',
  'back',
  'around',
  'about',
  'sometime',
  'early',
  'late',
  'mid',
  'the',
  'of',
  'it',
  'was',
  'probably',
  'maybe',
  'i',
  'think',
]);

/** "in June", "back in early May": a month said without its year, which names no shop or brand. */
export function isMonthAlone(text: string): boolean {
  const words = spokenWords(inMonths(text)).filter((word) => !AROUND_A_MONTH.has(word));
  return words.length === 1 && monthOf(words[0]!) !== undefined;
}

/** 2023-03-05 → "March 5, 2023"; a first of the month (a month said without a day) → "March 2023". */
export function sayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = MONTHS[month - 1]!;
  const monthName = name.charAt(0).toUpperCase() + name.slice(1);
  return day === 1 ? `${monthName} ${year}` : `${monthName} ${day}, ${year}`;
}
