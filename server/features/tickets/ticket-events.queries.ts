import { and, desc, eq } from 'drizzle-orm';
import type { TicketEventChanges, TicketEventKind } from '../../../domain/ticket-activity';
import type { Tx } from '../../db/client';
import { ticketEvents } from '../../db/schema';

/** Who made a change: a signed-in user, or the system / voice agent (both null). */
export type EventActor = { actorUserId: number | null; actorName: string | null };

export type NewTicketEvent = EventActor & {
  ticketId: number;
  kind: TicketEventKind;
  changes?: TicketEventChanges;
  createdAt?: Date;
};

export async function insertTicketEvents(tx: Tx, tenantId: number, events: NewTicketEvent[]) {
  if (events.length === 0) return;
  await tx.insert(ticketEvents).values(events.map((event) => ({ ...event, tenantId })));
}

export type TicketEventRow = typeof ticketEvents.$inferSelect;

/** A ticket's own events, newest first (the activity timeline merges them with notes, calls...). */
export function listTicketEvents(tx: Tx, tenantId: number, ticketId: number): Promise<TicketEventRow[]> {
  return tx
    .select()
    .from(ticketEvents)
    .where(and(eq(ticketEvents.tenantId, tenantId), eq(ticketEvents.ticketId, ticketId)))
    .orderBy(desc(ticketEvents.createdAt), desc(ticketEvents.id));
}
