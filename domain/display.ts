/** Display rules shared by the screens (spec sections 2 and 9). */

/** Seconds as minutes:seconds with the seconds padded to 2 digits; 'Unknown' when absent. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return 'Unknown';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 'front-office' → 'Front Office'. */
export function formatAgentType(agentType: string): string {
  return agentType
    .replace(/-/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function capitalise(word: string | null | undefined): string {
  if (!word) return '';
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function formatThousands(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.toLocaleString('en-US');
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 5040 → '$50.40'; -16514 → '-$165.14'; null → ''. */
export const formatMoney = (cents: number | null) =>
  typeof cents === 'number' ? dollars.format(cents / 100) : '';

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function distance(seconds: number): string {
  if (seconds < 45) return 'less than a minute';
  if (seconds < 90) return '1 minute';
  if (seconds < 45 * MINUTE) return `${Math.round(seconds / MINUTE)} minutes`;
  if (seconds < 90 * MINUTE) return 'about 1 hour';
  if (seconds < DAY) return `about ${Math.round(seconds / HOUR)} hours`;
  if (seconds < 42 * HOUR) return '1 day';
  if (seconds < MONTH) return `${Math.round(seconds / DAY)} days`;
  if (seconds < 45 * DAY) return 'about 1 month';
  if (seconds < YEAR) return `${Math.round(seconds / MONTH)} months`;
  const years = Math.floor(seconds / YEAR);
  return years === 1 ? 'about 1 year' : `about ${years} years`;
}

/** Relative time in the style of '5 minutes ago' or 'in 2 days'. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  return seconds >= 0 ? `${distance(seconds)} ago` : `in ${distance(-seconds)}`;
}

/** m:ss for countdowns. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 'JS' for Jane Smith, as the avatars show a customer. */
export function customerInitials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
