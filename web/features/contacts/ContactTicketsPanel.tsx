import { Link } from 'wouter';
import { Ticket as TicketIcon } from 'lucide-react';
import type { Ticket } from '@domain/api-types';
import { ticketLabel } from '@domain/tickets';
import { PriorityBadge, StatusBadge, BACK_ON_CLOSE } from '../tickets';
import { ContactListPanel } from './ContactListPanel';
import { useContactTickets, type ContactRef } from './use-contact-records';
import { RECORD_PAGES } from '../../lib/paths';

const created = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function TicketLine({ ticket }: { ticket: Ticket }) {
  return (
    <Link
      href={RECORD_PAGES.ticket.of(ticket.id)}
      state={BACK_ON_CLOSE}
      className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-left text-sm hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none"
    >
      <span className="font-mono font-semibold text-primary">{ticketLabel(ticket)}</span>
      <span className="min-w-0 flex-1 basis-40 break-words">{ticket.subject}</span>
      <span className="flex items-center gap-1.5">
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
      </span>
      <span className="ml-auto whitespace-nowrap text-xs text-muted-foreground tabular-nums">
        {created.format(new Date(ticket.createdAt))}
      </span>
    </Link>
  );
}

/** The contact's tickets, newest first; each links to its own address, which opens it over the list; closing it comes back here. */
export function ContactTicketsPanel({ contact }: { contact: ContactRef }) {
  return (
    <ContactListPanel<Ticket>
      title="Tickets"
      icon={TicketIcon}
      noun="ticket"
      list={useContactTickets(contact)}
      empty="No tickets yet."
      getKey={(ticket) => ticket.id}
      renderItem={(ticket) => <TicketLine ticket={ticket} />}
    />
  );
}
