import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, dealers, tickets } from '../../db/schema';
import type { JsonText } from '../../db/json-text';
import { ticketJson } from './ticket-json';

/** A customer or a dealer, by id: whose tickets to read. */
export type ContactRef = { kind: 'customer' | 'dealer'; id: number };

/** The tickets raised by (or on behalf of) the contact, on their own index. */
export function ticketsOfContact(tenantId: number, contact: ContactRef) {
  const column = contact.kind === 'customer' ? tickets.customerId : tickets.dealerId;
  return and(eq(tickets.tenantId, tenantId), eq(column, contact.id))!;
}

export async function countContactTickets(tx: Tx, tenantId: number, contact: ContactRef): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(tickets).where(ticketsOfContact(tenantId, contact));
  return row?.value ?? 0;
}

/** A page of the contact's tickets, newest first, as the ticket list answers them. */
export async function listContactTickets(
  tx: Tx,
  tenantId: number,
  contact: ContactRef,
  page: { limit: number; offset: number },
) {
  const rows = tx
    .select({ doc: sql`${ticketJson}`.as('doc'), createdAt: tickets.createdAt, id: tickets.id })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(ticketsOfContact(tenantId, contact))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('rows');
  const [[json], total] = await Promise.all([
    tx
      .select({
        json: sql<string>`coalesce(json_agg(${rows.doc} order by ${rows.createdAt} desc, ${rows.id} desc), '[]')::text`,
      })
      .from(rows),
    countContactTickets(tx, tenantId, contact),
  ]);
  return { json: json!.json as JsonText, total };
}
