import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@domain/ticket-labels';
import { Badge } from '../../components/ui/Badge';
import { PRIORITY_BADGE, STATUS_BADGE } from './ticket-display';

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge variant={PRIORITY_BADGE[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}
