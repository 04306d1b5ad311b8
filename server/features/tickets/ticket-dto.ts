import type { Ticket } from '../../../domain/api-types';
import { toCustomerDto } from '../customers/customer-dto';
import { toDealerDto } from '../dealers/dealer-dto';
import type { TicketWithContacts } from './tickets.queries';

export function toTicketDto({ ticket, customer, dealer }: TicketWithContacts): Ticket {
  return {
    id: ticket.id,
    subject: ticket.subject,
    description: ticket.description,
    status: ticket.status,
    priority: ticket.priority,
    category: ticket.category,
    customerId: ticket.customerId,
    dealerId: ticket.dealerId,
    customer: customer ? toCustomerDto(customer) : null,
    dealer: dealer ? toDealerDto(dealer) : null,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    closedAt: ticket.closedAt?.toISOString() ?? null,
  };
}
