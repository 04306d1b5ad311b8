import type { Ticket } from '@domain/api-types';
import { ticketLabel } from '@domain/ticket-labels';
import { TableCell, TableRow } from '../../components/ui/Table';
import { DueBadge, NewReplyBadge, PriorityBadge, StatusBadge } from './TicketBadges';
import { TagChips } from '../tags';
import { TicketContactCell } from './TicketContactCell';
import { TicketAssigneeControl } from './TicketAssigneeControl';
import { TICKET_ROW_ATTRIBUTE } from './ticket-shortcuts';
import {
  ClaimButtons,
  EditTicketButton,
  RelativeTime,
  SelectTicketBox,
  TicketLabelButton,
} from './TicketListParts';

export type TicketRowActions = {
  onOpen: (ticket: Ticket, startInEdit: boolean) => void;
  onOpenClaims: (ticket: Ticket) => void;
};

export type TicketItemProps = {
  ticket: Ticket;
  isSelected: boolean;
  onToggleSelected: () => void;
} & TicketRowActions;

/**
 * A click anywhere on the row opens the ticket; the label button does the same from the keyboard.
 * The subject takes the room the fixed-width columns leave (TicketTable) and wraps; the owner sits
 * on the label's line instead of taking a column, and the due badge under the status while the table is
 * too narrow for a Due column (`dueColumn`).
 */
export function TicketRow({
  ticket,
  isSelected,
  onToggleSelected,
  onOpen,
  onOpenClaims,
  dueColumn,
}: TicketItemProps & { dueColumn: boolean }) {
  const label = ticketLabel(ticket);
  return (
    <TableRow
      // Focusable from the keyboard shortcuts (j/k), not a tab stop: the label button is that.
      tabIndex={-1}
      {...{ [TICKET_ROW_ATTRIBUTE]: ticket.id }}
      className="cursor-pointer hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      data-state={isSelected ? 'selected' : undefined}
      onClick={() => onOpen(ticket, false)}
    >
      <TableCell className="px-2 align-top">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <SelectTicketBox label={label} isSelected={isSelected} onToggle={onToggleSelected} />
          <TicketLabelButton label={label} onOpen={() => onOpen(ticket, false)} />
          <NewReplyBadge ticket={ticket} />
          <TicketAssigneeControl ticket={ticket} label={label} className="ml-auto" />
        </div>
        <p
          className="mt-1 line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]"
          title={ticket.subject}
        >
          {ticket.subject}
        </p>
        <TagChips tags={ticket.tags} />
      </TableCell>
      <TableCell className="px-2">
        <TicketContactCell ticket={ticket} />
      </TableCell>
      <TableCell className="px-2">
        <StatusBadge status={ticket.status} />
        {dueColumn ? null : (
          <div className="mt-1">
            <DueBadge ticket={ticket} />
          </div>
        )}
      </TableCell>
      <TableCell className="px-2">
        <PriorityBadge priority={ticket.priority} />
      </TableCell>
      {dueColumn ? (
        <TableCell className="px-2">
          <DueBadge ticket={ticket} />
        </TableCell>
      ) : null}
      <TableCell className="px-2 text-[0.8125rem] leading-snug text-muted-foreground">
        <RelativeTime at={ticket.updatedAt} />
      </TableCell>
      <TableCell className="px-2 text-[0.8125rem] leading-snug text-muted-foreground">
        <RelativeTime at={ticket.createdAt} />
      </TableCell>
      <TableCell className="px-2">
        <ClaimButtons ticket={ticket} label={label} onOpenClaims={onOpenClaims} />
      </TableCell>
      <TableCell className="px-2">
        <EditTicketButton label={label} onEdit={() => onOpen(ticket, true)} />
      </TableCell>
    </TableRow>
  );
}
