import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@domain/ticket-labels';
import type { Ticket } from '@domain/api-types';
import { DUE_KIND_LABELS, dueLabel, dueState } from '@domain/due-labels';
import { formatRelativeTime } from '@domain/display';
import { Badge } from '../../components/ui/Badge';
import { PRIORITY_BADGE, STATUS_BADGE } from './ticket-display';

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge variant={PRIORITY_BADGE[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}

/** A customer's reply its owner has not opened yet (decision 084); nothing otherwise. */
export function NewReplyBadge({ ticket }: { ticket: Pick<Ticket, 'newReplyAt'> }) {
  if (!ticket.newReplyAt) return null;
  return (
    <Badge variant="blue" title={`The customer replied ${formatRelativeTime(ticket.newReplyAt)}`}>
      New reply
    </Badge>
  );
}

const DUE_BADGE = { breached: 'red', due_soon: 'orange', due: 'grey' } as const;

/**
 * The ticket's service target (decision 090): "Due in 2 h", "Due soon", "Breached 1 h ago", read
 * against the browser's clock; "Waiting on customer" while the clock is paused; nothing otherwise.
 */
export function DueBadge({
  ticket,
  now = new Date(),
}: {
  ticket: Pick<Ticket, 'dueAt' | 'dueKind' | 'waitingOn'>;
  now?: Date;
}) {
  const state = dueState(ticket.dueAt, now);
  if (state === 'none')
    return ticket.waitingOn === 'customer' ? (
      <span className="text-xs text-muted-foreground">Waiting on customer</span>
    ) : null;
  const kind = ticket.dueKind ? DUE_KIND_LABELS[ticket.dueKind] : 'Target';
  return (
    <Badge
      variant={DUE_BADGE[state]}
      title={`${kind} due ${new Date(ticket.dueAt!).toLocaleString()}`}
      className="whitespace-nowrap"
    >
      {dueLabel(ticket.dueAt, now)}
    </Badge>
  );
}
