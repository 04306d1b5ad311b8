import { and, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { TicketListQuery } from '../../../domain/tickets';
import { ticketIdFromSearch } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { customers, dealers, tickets } from '../../db/schema';
import { containsText } from '../../lib/search';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketWithContacts = {
  ticket: TicketRow;
  customer: typeof customers.$inferSelect | null;
  dealer: typeof dealers.$inferSelect | null;
};

function listFilter(tenantId: number, query: TicketListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(tickets.tenantId, tenantId)];
  if (query.status) conditions.push(eq(tickets.status, query.status));
  if (query.priority) conditions.push(eq(tickets.priority, query.priority));
  if (query.search) {
    const id = ticketIdFromSearch(query.search);
    const text = containsText(tickets.searchText, query.search);
    conditions.push(id !== null ? or(text, eq(tickets.id, id))! : text);
  }
  return and(...conditions);
}

function selectWithContacts(tx: Tx) {
  return tx
    .select({ ticket: tickets, customer: customers, dealer: dealers })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId));
}

export async function listTickets(tx: Tx, tenantId: number, query: TicketListQuery) {
  const where = listFilter(tenantId, query);
  const [items, [total]] = await Promise.all([
    selectWithContacts(tx)
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(tickets).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findTicket(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<TicketWithContacts | undefined> {
  const [row] = await selectWithContacts(tx)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)))
    .limit(1);
  return row;
}

export async function ticketExists(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function insertTicket(tx: Tx, values: typeof tickets.$inferInsert) {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  return row!.id;
}

export async function updateTicket(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof tickets.$inferInsert>,
) {
  await tx
    .update(tickets)
    .set(values)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)));
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Every ticket figure the dashboard and the reports show, in one pass over the tenant's tickets. */
export async function ticketCounts(tx: Tx, tenantId: number, startOfDay: Date) {
  const [row] = await tx
    .select({
      totalTickets: sql<number>`count(*)`.mapWith(Number),
      openTickets: countWhere(sql`${tickets.status} = 'open'`),
      inProgressTickets: countWhere(sql`${tickets.status} = 'in-progress'`),
      closedTickets: countWhere(sql`${tickets.status} = 'closed'`),
      highPriorityTickets: countWhere(sql`${tickets.priority} = 'high'`),
      customerTickets: countWhere(sql`${tickets.customerId} is not null`),
      dealerTickets: countWhere(sql`${tickets.dealerId} is not null`),
      resolvedToday: countWhere(sql`${tickets.status} = 'closed' and ${gte(tickets.closedAt, startOfDay)}`),
    })
    .from(tickets)
    .where(eq(tickets.tenantId, tenantId));
  return row!;
}
