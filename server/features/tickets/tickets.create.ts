import type { TicketCategory, TicketPriority, TicketStatus } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { TenantActor } from '../../lib/request-context';
import { searchTextOf } from '../../lib/search';
import type { CustomerRow } from '../customers';
import type { DealerRow } from '../dealers';
import { actorOf } from './ticket-assignment.service';
import { insertTicketEvents } from './ticket-events.queries';
import { applyClockEvent } from './ticket-clock';
import { insertTicket, takeTicketNumber, type TicketRow } from './tickets.queries';

/** A ticket to open, its customer and dealer already found or created. */
export type NewTicket = {
  subject: string;
  description: string;
  priority?: TicketPriority;
  category?: TicketCategory | null;
  customer?: CustomerRow | null;
  dealer?: DealerRow | null;
  /** More words a search finds the ticket by, e.g. the SID of the call that opened it. */
  searchTerms?: readonly string[];
  /** Sample data only: tickets that look as if they were raised and worked on days ago. */
  status?: TicketStatus;
  createdAt?: Date;
  closedAt?: Date | null;
  /** Sample data only: the staff member who took the ticket, and when; its history shows it. */
  takenBy?: { id: number; name: string; at: Date };
};

/** What a ticket search looks through: subject, description and who raised it. */
export function ticketSearchText(
  ticket: Pick<TicketRow, 'subject' | 'description'>,
  customer: CustomerRow | null | undefined,
  dealer: DealerRow | null | undefined,
  searchTerms: readonly string[] = [],
): string {
  return searchTextOf(
    ticket.subject,
    ticket.description,
    customer?.firstName,
    customer?.lastName,
    customer?.phone,
    customer?.email,
    dealer?.dealerName,
    dealer?.contactName,
    dealer?.dealerCode,
    dealer?.city,
    dealer?.state,
    ...searchTerms,
  );
}

/**
 * The one way a ticket comes to be, whoever raises it (staff, a call, an e-mail, the seed): inside
 * the caller's tenant transaction, with its search text and its audit entry.
 */
export async function openTicket(tx: Tx, actor: TenantActor, ticket: NewTicket): Promise<TicketRow> {
  const { customer, dealer, searchTerms, createdAt, closedAt, takenBy, ...fields } = ticket;
  const row = await insertTicket(
    tx,
    {
      ...fields,
      tenantId: actor.tenantId,
      number: await takeTicketNumber(tx, actor.tenantId),
      customerId: customer?.id ?? null,
      dealerId: dealer?.id ?? null,
      searchText: ticketSearchText(ticket, customer, dealer, searchTerms),
      assigneeUserId: takenBy?.id ?? null,
      ...(createdAt ? { createdAt, updatedAt: closedAt ?? createdAt, closedAt: closedAt ?? null } : {}),
    },
    actorOf(actor),
  );
  await applyClockEvent(tx, actor.tenantId, [row.id], 'created', createdAt ?? actor.now);
  if (takenBy) {
    await insertTicketEvents(tx, actor.tenantId, [
      {
        ticketId: row.id,
        kind: 'changed',
        changes: { assignee: { from: null, to: takenBy.name } },
        actorUserId: takenBy.id,
        actorName: takenBy.name,
        createdAt: takenBy.at,
      },
    ]);
  }
  await recordAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.user?.id ?? null,
    action: 'create',
    entity: 'ticket',
    entityId: row.id,
  });
  return row;
}
