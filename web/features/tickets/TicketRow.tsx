import { FileDown, FileText, Pencil } from 'lucide-react';
import { claimPackagePdfUrl } from '@domain/claim-package';
import type { Ticket } from '@domain/api-types';
import { formatRelativeTime } from '@domain/display';
import { ticketLabel } from '@domain/tickets';
import { Button } from '../../components/ui/Button';
import { TableCell, TableRow } from '../../components/ui/Table';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/Tooltip';
import { PriorityBadge, StatusBadge } from './TicketBadges';
import { TicketContactCell } from './TicketContactCell';
import { TicketAssigneeControl } from './TicketAssigneeControl';
import { TICKET_ROW_ATTRIBUTE } from './ticket-shortcuts';

export type TicketRowActions = {
  onOpen: (ticket: Ticket, startInEdit: boolean) => void;
  onOpenClaims: (ticket: Ticket) => void;
};

/** Opens the ticket's claim package PDF in a new tab, in one click. */
function ClaimPackageLink({ ticketId, label }: { ticketId: number; label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="sm" className="ml-1 max-2xl:w-8 max-2xl:px-0" asChild>
          <a
            href={claimPackagePdfUrl(ticketId)}
            target="_blank"
            rel="noopener"
            aria-label={`Claim package PDF for ${label}`}
            onClick={(event) => event.stopPropagation()}
          >
            <FileDown aria-hidden />
            <span className="max-2xl:sr-only">PDF</span>
          </a>
        </Button>
      </TooltipTrigger>
      <TooltipContent>Claim package (PDF)</TooltipContent>
    </Tooltip>
  );
}

/** A click anywhere on the row opens the ticket; the label button does the same from the keyboard. */
type TicketRowProps = {
  ticket: Ticket;
  isSelected: boolean;
  onToggleSelected: () => void;
} & TicketRowActions;

export function TicketRow({ ticket, isSelected, onToggleSelected, onOpen, onOpenClaims }: TicketRowProps) {
  const label = ticketLabel(ticket.id);
  return (
    <TableRow
      // Focusable from the keyboard shortcuts (j/k), not a tab stop: the label button is that.
      tabIndex={-1}
      {...{ [TICKET_ROW_ATTRIBUTE]: ticket.id }}
      className="cursor-pointer hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      data-state={isSelected ? 'selected' : undefined}
      onClick={() => onOpen(ticket, false)}
    >
      <TableCell className="max-w-36 px-2 2xl:max-w-72">
        <input
          type="checkbox"
          className="mr-2 size-4 align-middle accent-primary"
          aria-label={`Select ${label}`}
          checked={isSelected}
          onClick={(event) => event.stopPropagation()}
          onChange={onToggleSelected}
        />
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
        <TicketAssigneeControl ticket={ticket} label={label} />
      </TableCell>
      <TableCell className="max-w-52 px-2 2xl:max-w-72">
        <TicketContactCell ticket={ticket} />
      </TableCell>
      <TableCell className="px-2">
        <StatusBadge status={ticket.status} />
      </TableCell>
      <TableCell className="px-2">
        <PriorityBadge priority={ticket.priority} />
      </TableCell>
      <TableCell className="whitespace-nowrap px-2 text-muted-foreground">
        <time dateTime={ticket.createdAt} title={new Date(ticket.createdAt).toLocaleString()}>
          {formatRelativeTime(ticket.createdAt)}
        </time>
      </TableCell>
      <TableCell className="whitespace-nowrap px-2">
        {/* Icon-only below 2xl so all seven columns fit a 1280px screen; the tooltip names it. */}
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              className="max-2xl:w-8 max-2xl:px-0"
              aria-label={`Claims for ${label}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpenClaims(ticket);
              }}
            >
              <FileText aria-hidden />
              <span className="max-2xl:sr-only">Claims</span>
            </Button>
          </TooltipTrigger>
          <TooltipContent>Claims</TooltipContent>
        </Tooltip>
        {ticket.claimCount > 0 ? <ClaimPackageLink ticketId={ticket.id} label={label} /> : null}
      </TableCell>
      <TableCell className="px-2">
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
