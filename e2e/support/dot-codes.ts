/**
 * A DOT serial whose date code (week and year, `WWYY`) is about a year before today, so a claim on
 * it stays inside every sample programme's years of coverage whenever the tests run.
 */
export function recentDotSerial(plant = 'U2LL LMLR'): string {
  const madeOn = new Date(Date.now() - 365 * 24 * 3600 * 1000);
  const week = Math.min(
    52,
    Math.max(
      1,
      Math.ceil(((madeOn.getTime() - Date.UTC(madeOn.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7),
    ),
  );
  return `DOT ${plant} ${String(week).padStart(2, '0')}${String(madeOn.getUTCFullYear() % 100).padStart(2, '0')}`;
}
