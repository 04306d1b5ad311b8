/** Staff notes on a ticket, and what other features read of them. */
export { noteRoutes } from './notes.routes';
export { ticketNotesIn } from './notes.service';
