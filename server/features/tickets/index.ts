/**
 * Tickets, and the one place a ticket is opened (`openTicket` inside a tenant transaction, or
 * `createTicketIn` from a staff-style input): its search text and audit entry are made there.
 */
export { ticketRoutes } from './tickets.routes';
export { openTicket } from './tickets.create';
export { createTicketIn } from './tickets.service';
export { findTicket, ticketExists } from './tickets.queries';
export { listTickets, ticketFigures } from './ticket-list.queries';
export { ticketJson } from './ticket-json';
