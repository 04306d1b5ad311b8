import type { Ticket } from '@domain/api-types';
import { customerInitials } from '@domain/display';
import { formatPhone } from '@domain/phone';
import type { TicketPriority, TicketStatus } from '@domain/ticket-labels';
import type { BadgeVariant } from '../../components/ui/Badge';

/** Spec section 4: open red, in progress yellow, closed green; high red, medium orange, low grey. */
export const STATUS_BADGE: Record<TicketStatus, BadgeVariant> = {
  open: 'red',
  'in-progress': 'yellow',
  closed: 'green',
};
export const PRIORITY_BADGE: Record<TicketPriority, BadgeVariant> = {
  high: 'red',
  medium: 'orange',
  low: 'grey',
};

export type TicketContact = { initials: string; name: string; lines: string[] };

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return customerInitials(words[0] ?? '', words.length > 1 ? (words[words.length - 1] ?? '') : '');
}

/** The Customer cell: the customer; else the dealer's contact with city and state; else 'Unknown'. */
export function ticketContact(ticket: Pick<Ticket, 'customer' | 'dealer'>): TicketContact {
  const { customer, dealer } = ticket;
  if (customer) {
    return {
      initials: customerInitials(customer.firstName, customer.lastName),
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      lines: [formatPhone(customer.phone)],
    };
  }
  if (dealer) {
    return {
      initials: initialsOf(dealer.contactName),
      name: dealer.contactName,
      lines: [formatPhone(dealer.phone), `${dealer.city}, ${dealer.state}`],
    };
  }
  return { initials: '?', name: 'Unknown', lines: ['No contact info'] };
}
