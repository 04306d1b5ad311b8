/** Staff notes on a ticket, and what other features read of them. */
export { ticketNotesIn } from './notes.service';
