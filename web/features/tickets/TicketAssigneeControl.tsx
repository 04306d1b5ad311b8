import type { Ticket } from '@domain/api-types';
import { AssigneeSelect } from './AssigneeSelect';
import { showTicketUpdateFailed } from './ticket-feedback';
import { useUpdateTicket } from './use-tickets';

/**
 * The ticket's owner, changeable from the list. Clicks (and the picker's portal, whose events
 * bubble through React) stay here instead of opening the ticket.
 */
export function TicketAssigneeControl({ ticket, label }: { ticket: Ticket; label: string }) {
  const update = useUpdateTicket(ticket.id);
  const assign = (assigneeId: number | null) =>
    update.mutate({ assigneeId }, { onError: showTicketUpdateFailed });
  return (
    <div className="mt-1" onClick={(event) => event.stopPropagation()}>
      <AssigneeSelect
        aria-label={`Assignee of ${label}`}
        className="w-full max-w-40 border-dashed"
        value={ticket.assignee?.id ?? null}
        currentName={ticket.assignee?.name}
        disabled={update.isPending}
        onChange={assign}
      />
    </div>
  );
}
