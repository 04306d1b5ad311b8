/** Tickets: what other features read of them. */
import type { Ticket } from '../../../domain/api-types';
import type { Tx } from '../../db/client';
import { ticketJsonById } from './tickets.list-queries';

export { ticketRoutes } from './tickets.routes';
export { listTicketEvents as ticketEventsIn, type TicketEventRow } from './ticket-events.queries';
export { recordClaimChange } from './ticket-claim-events';

/** One ticket with its customer and dealer, as the API answers it; undefined when not the tenant's. */
export async function findTicketIn(tx: Tx, tenantId: number, id: number): Promise<Ticket | undefined> {
  const json = await ticketJsonById(tx, tenantId, id);
  return json === undefined ? undefined : (JSON.parse(json) as Ticket);
}
