import type { ReportFigures } from '@domain/report-figures';

const HEIGHT = 120;
const LABEL_SPACE = 18;

/** Tickets per week as columns, in plain SVG; the table beside it is for screen readers. */
export function WeeklyVolumeChart({ weeks }: { weeks: ReportFigures['weeklyVolume'] }) {
  if (weeks.length === 0)
    return <p className="py-2 text-sm text-muted-foreground">No tickets in this period.</p>;
  const largest = Math.max(...weeks.map((week) => week.count), 1);
  const slot = 100 / weeks.length;
  const labelEvery = Math.ceil(weeks.length / 6);
  return (
    <figure>
      <svg
        viewBox={`0 0 100 ${HEIGHT + LABEL_SPACE}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`Tickets per week, ${weeks.length} weeks, at most ${largest} in a week`}
      >
        {weeks.map((week, index) => {
          const height = (week.count / largest) * HEIGHT;
          return (
            <rect
              key={week.weekStart}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              className="fill-primary"
            >
              <title>{`Week of ${week.weekStart}: ${week.count}`}</title>
            </rect>
          );
        })}
        <line x1="0" x2="100" y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth="0.5" />
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums">
        {weeks
          .filter((_, index) => index % labelEvery === 0)
          .map((week) => (
            <span key={week.weekStart}>{week.weekStart.slice(5)}</span>
          ))}
      </figcaption>
      <table className="sr-only">
        <caption>Tickets per week</caption>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{week.weekStart}</th>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
