import { dueLabel, dueState } from '@domain/due-labels';
import { Badge } from './ui/Badge';

const DUE_BADGE = { breached: 'red', due_soon: 'orange', due: 'grey' } as const;

/**
 * A due time against the browser's clock (decisions 090, 096): "Due in 2 h", "Due soon",
 * "Breached 1 h ago", titled with what is due and when; nothing without a due time.
 */
export function DueTimeBadge({
  dueAt,
  what,
  now = new Date(),
}: {
  dueAt: string | null;
  what: string;
  now?: Date;
}) {
  const state = dueState(dueAt, now);
  if (state === 'none') return null;
  return (
    <Badge
      variant={DUE_BADGE[state]}
      title={`${what} due ${new Date(dueAt!).toLocaleString()}`}
      className="whitespace-nowrap"
    >
      {dueLabel(dueAt, now)}
    </Badge>
  );
}
