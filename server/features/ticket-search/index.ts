/** A global admin's ticket search across every active tenant, each searched under its own row-level security. */
export { ticketSearchRoutes } from './ticket-search.routes';
