import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PortalTicket, PortalTicketsQuery } from '../../../domain/dealer-portal';
import type { Tx } from '../../db/client';
import { customers, ticketReference, tickets, warrantyClaims } from '../../db/schema';
import { containsText } from '../../lib/search';
import type { DealerScope } from './portal.queries';

const ofDealer = (scope: DealerScope) =>
  and(eq(tickets.tenantId, scope.tenantId), eq(tickets.dealerId, scope.dealerId));

/** The dealer's tickets, newest first, with their customer and how many claims each holds. */
export async function dealerTicketPage(tx: Tx, scope: DealerScope, query: PortalTicketsQuery) {
  const where = and(
    ofDealer(scope),
    query.search ? containsText(tickets.searchText, query.search) : undefined,
  );
  const claimCount = tx
    .select({ value: count() })
    .from(warrantyClaims)
    .where(eq(warrantyClaims.ticketId, tickets.id));
  const rows = await tx
    .select({
      ...ticketReference,
      subject: tickets.subject,
      status: tickets.status,
      firstName: customers.firstName,
      lastName: customers.lastName,
      claimCount: sql<number>`(${claimCount})`.mapWith(Number),
      createdAt: tickets.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(query.limit)
    .offset(query.offset);
  const items = rows.map(({ total: _total, firstName, lastName, createdAt, ...row }): PortalTicket => ({
    ...row,
    customerName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    createdAt: createdAt.toISOString(),
  }));
  return { items, total: rows[0]?.total ?? 0 };
}

/** Whether this ticket is one of the dealer's (asked as the dealer, beneath its row policy). */
export async function isDealerTicket(tx: Tx, scope: DealerScope, id: number) {
  const [row] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(ofDealer(scope), eq(tickets.id, id)))
    .limit(1);
  return row !== undefined;
}
