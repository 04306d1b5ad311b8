/**
 * The DOT serial's date code (reference/tyre-warranty.md): since 2000 its last four digits are the
 * week and year of manufacture, `WWYY` ("0315" is week 3 of 2015); before 2000 the code had three
 * digits, which cannot be placed in a decade. A dealer may give the date code alone.
 */
export type DotDate =
  | { kind: 'dated'; week: number; year: number; madeOn: string }
  | { kind: 'pre_2000' }
  | { kind: 'unreadable' };

/** The Monday of ISO week `week` of `year`, as YYYY-MM-DD. */
function mondayOfWeek(year: number, week: number): string {
  const fourthOfJanuary = new Date(Date.UTC(year, 0, 4));
  const weekday = (fourthOfJanuary.getUTCDay() + 6) % 7;
  const monday = new Date(fourthOfJanuary);
  monday.setUTCDate(4 - weekday + (week - 1) * 7);
  return monday.toISOString().slice(0, 10);
}

/**
 * The manufacture date a serial's last group says. `today` (YYYY-MM-DD) bounds the year: a code
 * naming a week not yet come is unreadable, not a tyre from the next century.
 */
export function readDotDate(serial: string | null | undefined, today: string): DotDate {
  const compact = (serial ?? '').replace(/\s+/g, '').toUpperCase();
  const digits = compact.match(/(\d+)$/)?.[1] ?? '';
  if (digits.length === 3) {
    const week = Number(digits.slice(0, 2));
    return week >= 1 && week <= 53 ? { kind: 'pre_2000' } : { kind: 'unreadable' };
  }
  if (digits.length < 4) return { kind: 'unreadable' };
  const code = digits.slice(-4);
  const week = Number(code.slice(0, 2));
  const year = 2000 + Number(code.slice(2));
  if (week < 1 || week > 53) return { kind: 'unreadable' };
  const madeOn = mondayOfWeek(year, week);
  if (madeOn > today) return { kind: 'unreadable' };
  return { kind: 'dated', week, year, madeOn };
}

/** Whole years from one date (YYYY-MM-DD) to another, as a birthday counts them. */
export function wholeYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** The week as the sidewall shows it ("03"). */
export const weekText = (week: number) => String(week).padStart(2, '0');

/** How the date code reads to a person: "week 03 of 2015", "before 2000" or "unreadable". */
export function describeDotDate(date: DotDate): string {
  if (date.kind === 'dated') return `week ${weekText(date.week)} of ${date.year}`;
  return date.kind === 'pre_2000' ? 'before 2000 (three-digit date code)' : 'unreadable';
}
