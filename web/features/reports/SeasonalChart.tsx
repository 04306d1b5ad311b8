import type { ReportFigures } from '@domain/report-figures';

const HEIGHT = 120;
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });

/** Tickets and claims per month as paired columns in plain SVG; the table beside it is for screen readers. */
export function SeasonalChart({ months }: { months: ReportFigures['seasonal'] }) {
  const largest = Math.max(...months.map((row) => Math.max(row.tickets, row.claims)), 1);
  const slot = 100 / Math.max(months.length, 1);
  const bar = slot * 0.35;
  const height = (value: number) => (value / largest) * HEIGHT;
  return (
    <figure>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`Tickets and claims per month over the last ${months.length} months, at most ${largest} in a month`}
      >
        {months.map((row, index) => (
          <g key={row.month}>
            <rect
              x={index * slot + slot * 0.12}
              y={HEIGHT - height(row.tickets)}
              width={bar}
              height={height(row.tickets)}
              className="fill-primary"
            >
              <title>{`${row.month}: ${row.tickets} tickets`}</title>
            </rect>
            <rect
              x={index * slot + slot * 0.12 + bar}
              y={HEIGHT - height(row.claims)}
              width={bar}
              height={height(row.claims)}
              className="fill-amber-500"
            >
              <title>{`${row.month}: ${row.claims} claims`}</title>
            </rect>
          </g>
        ))}
        <line x1="0" x2="100" y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth="0.5" />
      </svg>
      <div
        className="mt-1 grid text-center text-[10px] text-muted-foreground"
        style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}
      >
        {months.map((row) => (
          <span key={row.month}>{monthName(row.month)}</span>
        ))}
      </div>
      <figcaption className="mt-2 flex gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="inline-block size-2.5 rounded-sm bg-primary" aria-hidden /> Tickets
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-2.5 rounded-sm bg-amber-500" aria-hidden /> Claims
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Tickets and claims per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Tickets</th>
            <th scope="col">Claims</th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              <td>{row.tickets}</td>
              <td>{row.claims}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
