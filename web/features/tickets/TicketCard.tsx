import { ticketLabel } from '@domain/ticket-labels';
import { cn } from '../../lib/cn';
import { DueBadge, NewReplyBadge, PriorityBadge, StatusBadge } from './TicketBadges';
import { TicketAssigneeControl } from './TicketAssigneeControl';
import {
  ClaimButtons,
  EditTicketButton,
  RelativeTime,
  SelectTicketBox,
  TicketLabelButton,
} from './TicketListParts';
import { TagChips } from '../tags';
import type { TicketItemProps } from './TicketRow';
import { ticketContact } from './ticket-display';

/** A ticket on a narrow screen: the row's content stacked, the whole card opening the ticket. */
export function TicketCard({ ticket, isSelected, onToggleSelected, onOpen, onOpenClaims }: TicketItemProps) {
  const label = ticketLabel(ticket);
  const contact = ticketContact(ticket);
  return (
    <article
      aria-label={label}
      className={cn(
        'flex cursor-pointer flex-col gap-2 border-b border-border px-4 py-3 hover:bg-muted/60',
        isSelected && 'bg-muted',
      )}
      onClick={() => onOpen(ticket, false)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SelectTicketBox label={label} isSelected={isSelected} onToggle={onToggleSelected} />
        <TicketLabelButton label={label} onOpen={() => onOpen(ticket, false)} />
        <NewReplyBadge ticket={ticket} />
        <DueBadge ticket={ticket} />
        <span className="ml-auto flex gap-1.5">
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
        </span>
      </div>
      <p className="text-sm font-medium [overflow-wrap:anywhere]">{ticket.subject}</p>
      <TagChips tags={ticket.tags} />
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {contact.name}
        {contact.lines[0] ? ` · ${contact.lines[0]}` : ''}
      </p>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <RelativeTime at={ticket.createdAt} prefix="Created " />
        <RelativeTime at={ticket.updatedAt} prefix="Updated " />
      </p>
      <div className="flex items-center gap-2">
        <TicketAssigneeControl ticket={ticket} label={label} />
        <span className="ml-auto flex items-center gap-1">
          <ClaimButtons ticket={ticket} label={label} onOpenClaims={onOpenClaims} />
          <EditTicketButton label={label} onEdit={() => onOpen(ticket, true)} />
        </span>
      </div>
    </article>
  );
}
