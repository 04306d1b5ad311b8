const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number) => money.format(cents / 100);

export const formatPercent = (value: number | null) => (value === null ? '–' : `${value}%`);

/** Hours under two days read as hours, longer ones as days. */
export function formatDuration(hours: number | null): string {
  if (hours === null) return '–';
  if (hours < 48) return `${hours} h`;
  return `${Math.round((hours / 24) * 10) / 10} d`;
}

export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
