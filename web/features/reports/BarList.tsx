export type Bar = { key: string; label: string; value: number; display?: string; detail?: string };

/** Horizontal bars scaled to the largest value: the list reads as a table and looks like a chart. */
export function BarList({ bars, empty }: { bars: Bar[]; empty: string }) {
  if (bars.length === 0) return <p className="py-2 text-sm text-muted-foreground">{empty}</p>;
  const largest = Math.max(...bars.map((bar) => bar.value), 1);
  return (
    <ul className="grid gap-2">
      {bars.map((bar) => (
        <li key={bar.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium">{bar.label}</span>
            <span className="shrink-0 tabular-nums">
              {bar.display ?? bar.value}
              {bar.detail ? <span className="ml-2 text-xs text-muted-foreground">{bar.detail}</span> : null}
            </span>
          </div>
          <div className="h-2 rounded-full bg-muted" aria-hidden>
            <div
              className="h-2 rounded-full bg-primary"
              style={{ width: `${Math.max((bar.value / largest) * 100, bar.value > 0 ? 2 : 0)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
