import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, dealers, tickets } from '../../db/schema';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketWithContacts = {
  ticket: TicketRow;
  customer: typeof customers.$inferSelect | null;
  dealer: typeof dealers.$inferSelect | null;
};

function selectWithContacts(tx: Tx) {
  return tx
    .select({ ticket: tickets, customer: customers, dealer: dealers })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId));
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

export async function insertTicket(tx: Tx, values: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await tx.insert(tickets).values(values).returning();
  return row!;
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
