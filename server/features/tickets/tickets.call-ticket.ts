import type { TicketPriority } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { applyClockEvent } from './ticket-clock';
import { diffFields, recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { TenantActor } from '../../lib/request-context';
import { findCustomer } from '../customers';
import { findDealer } from '../dealers';
import { actorOf } from './ticket-assignment.service';
import { insertTicketEvents } from './ticket-events.queries';
import { ticketSearchText } from './tickets.create';
import { findTicket, updateTicket } from './tickets.queries';

export type CallClaimDetails = {
  subject: string;
  /** Put before what the call's ticket already says about the call. */
  description: string;
  priority: TicketPriority;
  customerId: number | null;
  dealerId: number | null;
  /** The call's SID: the ticket is still found by it. */
  searchTerms: readonly string[];
};

/**
 * A phone call's ticket, opened with the call's facts before the provider delivered the claim taken
 * on the call, becomes that claim's ticket: its subject, caller and dealer (decision 079).
 */
export async function describeCallClaimOnTicketIn(
  tx: Tx,
  actor: TenantActor,
  ticketId: number,
  details: CallClaimDetails,
) {
  const current = await findTicket(tx, actor.tenantId, ticketId);
  if (!current) throw notFound('Ticket');
  const { tenantId } = actor;
  const customer =
    (details.customerId !== null ? await findCustomer(tx, tenantId, details.customerId) : null) ??
    current.customer;
  const dealer =
    (details.dealerId !== null ? await findDealer(tx, tenantId, details.dealerId) : null) ?? current.dealer;
  const fields = {
    subject: details.subject,
    description: `${details.description}\n\n${current.ticket.description}`.trim(),
    priority: details.priority,
    customerId: customer?.id ?? null,
    dealerId: dealer?.id ?? null,
  };
  const changes = diffFields(current.ticket, fields);
  await updateTicket(tx, actor.tenantId, ticketId, {
    ...fields,
    updatedAt: actor.now,
    searchText: ticketSearchText(fields, customer, dealer, details.searchTerms),
  });
  if (changes.priority) await applyClockEvent(tx, actor.tenantId, [ticketId], 'changed', actor.now);
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  await insertTicketEvents(tx, actor.tenantId, [
    {
      ticketId,
      kind: 'changed',
      changes: Object.fromEntries(
        Object.entries(changes).map(([field, change]) => [
          field,
          { from: text(change.from), to: text(change.to) },
        ]),
      ),
      ...actorOf(actor),
      createdAt: actor.now,
    },
  ]);
  await recordAudit(tx, {
    tenantId: actor.tenantId,
    userId: null,
    action: 'update',
    entity: 'ticket',
    entityId: ticketId,
    changes,
  });
}
