import { and, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { TicketListQuery } from '../../../domain/tickets';
import { ticketIdFromSearch } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { customers, dealers, ticketCounts, tickets } from '../../db/schema';
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
  const [items, total] = await Promise.all([
    selectWithContacts(tx)
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(query.limit)
      .offset(query.offset),
    query.search
      ? tx
          .select({ value: count() })
          .from(tickets)
          .where(where)
          .then(([row]) => row?.value ?? 0)
      : countedTickets(tx, tenantId, query),
  ]);
  return { items, total };
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

/** Totals come from the trigger-maintained ticket_counts, never from counting the tickets. */
async function countedTickets(tx: Tx, tenantId: number, query: Pick<TicketListQuery, 'status' | 'priority'>) {
  const conditions: SQL[] = [eq(ticketCounts.tenantId, tenantId)];
  if (query.status) conditions.push(eq(ticketCounts.status, query.status));
  if (query.priority) conditions.push(eq(ticketCounts.priority, query.priority));
  const [row] = await tx
    .select({ value: sql<number>`coalesce(sum(${ticketCounts.count}), 0)`.mapWith(Number) })
    .from(ticketCounts)
    .where(and(...conditions));
  return row?.value ?? 0;
}

const sumWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${ticketCounts.count}) filter (where ${condition}), 0)`.mapWith(Number);

/** Every ticket figure the dashboard and the reports show: counters plus one index range for today. */
export async function ticketFigures(tx: Tx, tenantId: number, startOfDay: Date) {
  const [[counted], [today]] = await Promise.all([
    tx
      .select({
        totalTickets: sql<number>`coalesce(sum(${ticketCounts.count}), 0)`.mapWith(Number),
        openTickets: sumWhere(sql`${ticketCounts.status} = 'open'`),
        inProgressTickets: sumWhere(sql`${ticketCounts.status} = 'in-progress'`),
        closedTickets: sumWhere(sql`${ticketCounts.status} = 'closed'`),
        highPriorityTickets: sumWhere(sql`${ticketCounts.priority} = 'high'`),
        customerTickets: sumWhere(sql`${ticketCounts.contact} in ('customer', 'both')`),
        dealerTickets: sumWhere(sql`${ticketCounts.contact} in ('dealer', 'both')`),
      })
      .from(ticketCounts)
      .where(eq(ticketCounts.tenantId, tenantId)),
    tx
      .select({ resolvedToday: count() })
      .from(tickets)
      .where(
        and(eq(tickets.tenantId, tenantId), eq(tickets.status, 'closed'), gte(tickets.closedAt, startOfDay)),
      ),
  ]);
  return { ...counted!, resolvedToday: today?.resolvedToday ?? 0 };
}
