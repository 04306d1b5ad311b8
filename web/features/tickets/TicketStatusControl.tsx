import { useEffect, useRef, useState } from 'react';
import type { Ticket } from '@domain/api-types';
import { STATUS_LABELS, TICKET_STATUSES, ticketLabel, type TicketStatus } from '@domain/tickets';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/Select';
import { StatusBadge } from './TicketBadges';
import { showTicketUpdated, showTicketUpdateFailed } from './ticket-feedback';
import { useUpdateTicket } from './use-tickets';

type TicketStatusControlProps = {
  ticket: Ticket;
  /** Each new value opens the choices (the "s" shortcut); 0 leaves them closed. */
  openRequest?: number;
};

/** The ticket's status as its coloured badge, changeable in place without the edit form. */
export function TicketStatusControl({ ticket, openRequest = 0 }: TicketStatusControlProps) {
  const update = useUpdateTicket(ticket.id);
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openRequest === 0) return;
    // Opened from the trigger, as by hand: the choices return the focus there and Escape then closes the dialog.
    trigger.current?.focus();
    setOpen(true);
  }, [openRequest]);
  const change = (status: string) => {
    if (status === ticket.status) return;
    update.mutate(
      { status: status as TicketStatus },
      { onSuccess: showTicketUpdated, onError: showTicketUpdateFailed },
    );
  };
  return (
    <Select
      value={ticket.status}
      onValueChange={change}
      open={isOpen}
      onOpenChange={setOpen}
      disabled={update.isPending}
    >
      <SelectTrigger
        ref={trigger}
        aria-label={`Status of ${ticketLabel(ticket)}`}
        className="h-8 w-auto gap-1 px-2"
      >
        <SelectValue>
          <StatusBadge status={ticket.status} />
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {TICKET_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
