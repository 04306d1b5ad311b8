import type { Ticket } from '@domain/api-types';
import { ticketContact } from './ticket-display';

export function TicketContactCell({ ticket }: { ticket: Ticket }) {
  const contact = ticketContact(ticket);
  return (
    <div className="flex items-center gap-2">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
      >
        {contact.initials}
      </span>
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">{contact.name}</p>
        {contact.lines.map((line) => (
          <p key={line} className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
