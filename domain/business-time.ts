/**
 * Business time: minutes counted only inside a tenant's weekly hours, in its time zone, skipping
 * its holidays (docs/decisions/090-service-targets.md). Local times become instants through Intl,
 * so a day that is 23 or 25 hours long (a DST change) counts the hours the clock on the wall shows.
 */

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours as 'HH:MM' (end '24:00' allowed); an end at or before the start runs past midnight. */
export type DayHours = { start: string; end: string };

export type BusinessCalendar = {
  timeZone: string;
  hours: Record<Weekday, DayHours | null>;
  /** Local dates ('YYYY-MM-DD') whose hours are not worked; a shift is skipped when it starts on one. */
  holidays: readonly string[];
};

const MINUTE_MS = 60_000;
/** How far ahead a target may fall: past this the calendar is refused rather than looped over. */
const SEARCH_DAYS = 800;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(instant: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string) {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (instant % 1000));
}

/**
 * The instant a local wall time names. A time skipped by a spring-forward change reads as the
 * instant just after the gap; a repeated one (autumn) as its first occurrence.
 */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string) {
  const wall = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (first === second) return first;
  // Two readings disagree around a change: take the earlier one that maps back to the wall time.
  const candidates = [first, second].sort((a, b) => a - b);
  for (const candidate of candidates)
    if (candidate + offsetAt(candidate, timeZone) === wall) return candidate;
  return Math.max(first, second);
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

const isoDate = (utcDay: number) => new Date(utcDay).toISOString().slice(0, 10);

/** The worked stretches of the calendar, in order, from the local day before `from` onwards. */
function* shifts(from: number, calendar: BusinessCalendar): Generator<[number, number]> {
  const { timeZone, hours } = calendar;
  const holidays = new Set(calendar.holidays);
  const local = localParts(from, timeZone);
  // A shift of the day before may run past midnight into `from`'s day.
  const firstDay = Date.UTC(local.year, local.month - 1, local.day) - 86_400_000;
  for (let index = 0; index <= SEARCH_DAYS; index++) {
    const utcDay = firstDay + index * 86_400_000;
    const date = new Date(utcDay);
    const day = hours[WEEKDAYS[date.getUTCDay()]!];
    if (!day || holidays.has(isoDate(utcDay))) continue;
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const start = minutesOf(day.start);
    const end = minutesOf(day.end);
    const startAt = instantOf(y, m, d, start, timeZone);
    const endAt = instantOf(y, m, d, end > start ? end : end + 24 * 60, timeZone);
    if (endAt > startAt) yield [startAt, endAt];
  }
}

/** Whether the week has any working minutes at all. */
export function hasBusinessHours(hours: BusinessCalendar['hours']): boolean {
  return WEEKDAYS.some((day) => {
    const slot = hours[day];
    return slot !== null && slot.start !== slot.end;
  });
}

/**
 * The instant `minutes` business minutes after `start`. A week without hours is refused, as is
 * a target further off than the calendar has working time for (every day a holiday).
 */
export function addBusinessMinutes(start: Date, minutes: number, calendar: BusinessCalendar): Date {
  if (!hasBusinessHours(calendar.hours)) throw new RangeError('The week has no business hours');
  const from = start.getTime();
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  for (const [shiftStart, shiftEnd] of shifts(from, calendar)) {
    if (shiftEnd <= from) continue;
    const begin = Math.max(shiftStart, from);
    if (remaining === 0) return new Date(Math.max(from, begin));
    const available = shiftEnd - begin;
    if (remaining <= available) return new Date(begin + remaining);
    remaining -= available;
  }
  throw new RangeError('No business hours within the search window');
}

/** Business minutes between two instants (0 when `to` is not after `from`), whole minutes down. */
export function businessMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  if (!hasBusinessHours(calendar.hours)) throw new RangeError('The week has no business hours');
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  let total = 0;
  for (const [shiftStart, shiftEnd] of shifts(a, calendar)) {
    if (shiftStart >= b) break;
    const overlap = Math.min(shiftEnd, b) - Math.max(shiftStart, a);
    if (overlap > 0) total += overlap;
  }
  return Math.floor(total / MINUTE_MS);
}
