/** A ticket's history: who did what and when, read from every feature that writes on a ticket. */
export { ticketActivityRoutes } from './ticket-activity.routes';
