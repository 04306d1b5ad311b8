import type { Ticket } from '@domain/api-types';
import { cn } from '../../lib/cn';
import { AssigneeSelect } from './AssigneeSelect';
import { showTicketUpdateFailed } from './ticket-feedback';
import { useUpdateTicket } from './use-tickets';

type TicketAssigneeControlProps = { ticket: Ticket; label: string; className?: string };

/**
 * The ticket's owner by name, changeable from the list through a compact menu. Clicks (and the
 * picker's portal, whose events bubble through React) stay here instead of opening the ticket.
 */
export function TicketAssigneeControl({ ticket, label, className }: TicketAssigneeControlProps) {
  const update = useUpdateTicket(ticket.id);
  const assign = (assigneeId: number | null) =>
    update.mutate({ assigneeId }, { onError: showTicketUpdateFailed });
  return (
    <div className={cn('min-w-0', className)} onClick={(event) => event.stopPropagation()}>
      <AssigneeSelect
        aria-label={`Assignee of ${label}`}
        className="h-7 w-auto max-w-36 gap-1 border-dashed px-2 shadow-none"
        value={ticket.assignee?.id ?? null}
        currentName={ticket.assignee?.name}
        disabled={update.isPending}
        onChange={assign}
      />
    </div>
  );
}
