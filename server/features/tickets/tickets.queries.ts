import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { customers, dealers, ticketNumbers, tickets } from '../../db/schema';
import { ticketLabel } from '../../../domain/ticket-labels';
import { AppError, notFound } from '../../lib/errors';
import { insertTicketEvents, type EventActor } from './ticket-events.queries';

const SYSTEM: EventActor = { actorUserId: null, actorName: null };

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

/**
 * Many tickets with their contacts, locked in id order as lockWritableTicket locks one (a merge
 * takes the same lock), so two bulk writes cannot interleave. Tickets not the tenant's are absent.
 */
export function lockTicketsWithContacts(tx: Tx, tenantId: number, ids: readonly number[]) {
  return selectWithContacts(tx)
    .where(and(eq(tickets.tenantId, tenantId), inArray(tickets.id, [...ids])))
    .orderBy(asc(tickets.id))
    .for('no key update', { of: tickets });
}

export async function ticketExists(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the ticket row against other writers that count what it holds (uploads) (FOR NO KEY UPDATE does not block the key-share
 * locks foreign keys take), so two requests cannot both pass the per-ticket count. False if absent.
 */
export async function lockTicketRow(tx: Tx, tenantId: number, ticketId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select id from ${tickets} where ${tickets.tenantId} = ${tenantId} and ${tickets.id} = ${ticketId} for no key update`,
    ),
  );
  return rows.length > 0;
}

/** A write to a merged ticket (decision 092): it belongs on the ticket the merge kept. */
export const mergedTicketRefusal = (kept: { number: number }) =>
  new AppError(
    'CONFLICT',
    `This ticket was merged into ${ticketLabel(kept)}; write on ${ticketLabel(kept)} instead`,
  );

/**
 * Locks a ticket about to be written to (a note, a reply, a file, a claim, a change), as
 * lockTicketRow does: a merge holds the same lock, so a write lands before the merge moves it, or
 * is refused after. Throws 404 when absent, 409 when merged into another ticket.
 */
export async function lockWritableTicket(tx: Tx, tenantId: number, ticketId: number): Promise<void> {
  const [row] = rowsOf<{ id: number; kept_number: number | null }>(
    await tx.execute(
      sql`select t.id, (select kept.number from ${tickets} kept where kept.tenant_id = t.tenant_id
        and kept.id = t.merged_into_id) as kept_number
      from ${tickets} t where t.tenant_id = ${tenantId} and t.id = ${ticketId} for no key update of t`,
    ),
  );
  if (!row) throw notFound('Ticket');
  if (row.kept_number !== null) throw mergedTicketRefusal({ number: row.kept_number });
}

/**
 * The tenant's next ticket number (decision 057). The counter row stays locked until the opening
 * transaction ends, so concurrent tickets wait for each other and a rolled-back one leaves no gap.
 * It is taken before the ticket row and its counts are written, the same order for every opening;
 * a tenant without a counter row yet starts after its highest stored number.
 */
export async function takeTicketNumber(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx
    .insert(ticketNumbers)
    .select(
      tx
        .select({
          tenantId: sql<number>`${tenantId}::int`.as('tenant_id'),
          lastNumber: sql<number>`coalesce(max(${tickets.number}), 0) + 1`.as('last_number'),
        })
        .from(tickets)
        .where(eq(tickets.tenantId, tenantId)),
    )
    .onConflictDoUpdate({
      target: ticketNumbers.tenantId,
      set: { lastNumber: sql`${ticketNumbers.lastNumber} + 1` },
    })
    .returning({ number: ticketNumbers.lastNumber });
  return row!.number;
}

/** Every ticket starts its history here, whoever makes it (staff, a call, an e-mail, the seed). */
export async function insertTicket(
  tx: Tx,
  values: typeof tickets.$inferInsert,
  actor: EventActor = SYSTEM,
): Promise<TicketRow> {
  const [row] = await tx.insert(tickets).values(values).returning();
  await insertTicketEvents(tx, row!.tenantId, [
    { ticketId: row!.id, kind: 'created', ...actor, createdAt: row!.createdAt },
  ]);
  return row!;
}

/** Locks tickets about to change owner, in id order, so two bulk changes cannot interleave. */
export function lockTicketOwners(tx: Tx, tenantId: number, ids: number[]) {
  return tx
    .select({ id: tickets.id, assigneeUserId: tickets.assigneeUserId, mergedIntoId: tickets.mergedIntoId })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), inArray(tickets.id, ids)))
    .orderBy(asc(tickets.id))
    .for('update');
}

export async function setTicketOwner(
  tx: Tx,
  tenantId: number,
  ids: number[],
  values: { assigneeUserId: number | null; updatedAt: Date },
) {
  await tx
    .update(tickets)
    .set(values)
    .where(and(eq(tickets.tenantId, tenantId), inArray(tickets.id, ids)));
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

/**
 * Many tickets' edits: each ticket gets its values and its own search text, in one statement for
 * each set of values tickets share (a bulk edit gives most of them the same).
 */
export async function updateTickets(
  tx: Tx,
  tenantId: number,
  rows: readonly { id: number; values: Partial<typeof tickets.$inferInsert>; searchText: string }[],
) {
  const groups = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    // Rows built by one edit list their values in the same order, so equal values print equally.
    const key = JSON.stringify(row.values);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const group of groups.values()) {
    const texts = group.map((row) => sql`when ${row.id}::int then ${row.searchText}::text`);
    await tx
      .update(tickets)
      .set({ ...group[0]!.values, searchText: sql`case ${tickets.id} ${sql.join(texts, sql` `)} end` })
      .where(
        and(
          eq(tickets.tenantId, tenantId),
          inArray(
            tickets.id,
            group.map((row) => row.id),
          ),
        ),
      );
  }
}

/**
 * Marks a ticket as changed at `at` for a change that leaves no row of its own behind (a file's
 * removal); new notes, calls, files, claims and history entries do it through triggers (migration 0014).
 */
export async function touchTicket(tx: Tx, tenantId: number, id: number, at: Date) {
  await tx
    .update(tickets)
    .set({ updatedAt: at })
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id), lt(tickets.updatedAt, at)));
}
