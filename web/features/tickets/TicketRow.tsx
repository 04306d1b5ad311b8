import { FileText, Pencil } from 'lucide-react';
import type { Ticket } from '@domain/api-types';
import { formatRelativeTime } from '@domain/display';
import { ticketLabel } from '@domain/tickets';
import { Button } from '../../components/ui/Button';
import { TableCell, TableRow } from '../../components/ui/Table';
import { PriorityBadge, StatusBadge } from './TicketBadges';
import { TicketContactCell } from './TicketContactCell';

export type TicketRowActions = {
  onOpen: (ticket: Ticket, startInEdit: boolean) => void;
  onOpenClaims: (ticket: Ticket) => void;
};

/** A click anywhere on the row opens the ticket; the label button does the same from the keyboard. */
export function TicketRow({ ticket, onOpen, onOpenClaims }: { ticket: Ticket } & TicketRowActions) {
  const label = ticketLabel(ticket.id);
  return (
    <TableRow className="cursor-pointer hover:bg-muted/60" onClick={() => onOpen(ticket, false)}>
      <TableCell className="max-w-44 2xl:max-w-72">
        <button
          type="button"
          className="rounded-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(ticket, false);
          }}
        >
          {label}
        </button>
        <p className="truncate text-sm text-muted-foreground" title={ticket.subject}>
          {ticket.subject}
        </p>
      </TableCell>
      <TableCell className="min-w-40">
        <TicketContactCell ticket={ticket} />
      </TableCell>
      <TableCell>
        <StatusBadge status={ticket.status} />
      </TableCell>
      <TableCell>
        <PriorityBadge priority={ticket.priority} />
      </TableCell>
      <TableCell className="min-w-28 text-muted-foreground">
        <time dateTime={ticket.createdAt} title={new Date(ticket.createdAt).toLocaleString()}>
          {formatRelativeTime(ticket.createdAt)}
        </time>
      </TableCell>
      <TableCell>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Claims for ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpenClaims(ticket);
          }}
        >
          <FileText aria-hidden />
          Claims
        </Button>
      </TableCell>
      <TableCell>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(ticket, true);
          }}
        >
          <Pencil aria-hidden />
        </Button>
      </TableCell>
    </TableRow>
  );
}
