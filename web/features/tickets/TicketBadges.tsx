import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@domain/ticket-labels';
import type { Ticket } from '@domain/api-types';
import { DUE_KIND_LABELS, dueState } from '@domain/due-labels';
import { formatRelativeTime } from '@domain/display';
import { Badge } from '../../components/ui/Badge';
import { DueTimeBadge } from '../../components/DueTimeBadge';
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

/**
 * The ticket's service target (decision 090): its due time, or "Waiting on customer" while the
 * clock is paused; nothing otherwise.
 */
export function DueBadge({
  ticket,
  now = new Date(),
}: {
  ticket: Pick<Ticket, 'dueAt' | 'dueKind' | 'waitingOn'>;
  now?: Date;
}) {
  if (dueState(ticket.dueAt, now) === 'none')
    return ticket.waitingOn === 'customer' ? (
      <span className="text-xs text-muted-foreground">Waiting on customer</span>
    ) : null;
  const kind = ticket.dueKind ? DUE_KIND_LABELS[ticket.dueKind] : 'Target';
  return <DueTimeBadge dueAt={ticket.dueAt} what={kind} now={now} />;
}
