import { sql } from 'drizzle-orm';
import { ticketLabel } from '../../../domain/ticket-labels';
import { rowsOf, type Tx } from '../../db/client';
import { tickets } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { actorOf } from './ticket-assignment.service';
import { applyClockEvent } from './ticket-clock';
import { insertTicketEvents } from './ticket-events.queries';

/** One side of a merge as locked: what the refusals and the answer name. */
export type MergeSide = {
  id: number;
  number: number;
  subject: string;
  status: string;
  mergedIntoId: number | null;
};

type SideRow = { id: number; number: number; subject: string; status: string; merged_into_id: number | null };

/**
 * Locks the two tickets of a merge in id order, with the lock every write to a ticket takes first
 * (lockWritableTicket): FOR NO KEY UPDATE, not a key-share lock, which the activity trigger's FOR
 * UPDATE would wait on in a crossed merge. A merge that waited reads the other's result and is
 * refused. 404 for a ticket not the tenant's; 409 for one merged already, on either side.
 */
export async function lockMergePair(
  tx: Tx,
  tenantId: number,
  fromId: number,
  intoId: number,
  lock: boolean,
): Promise<{ from: MergeSide; into: MergeSide }> {
  const rows = rowsOf<SideRow>(
    await tx.execute(sql`select id, number, subject, status, merged_into_id from ${tickets}
      where tenant_id = ${tenantId} and id in (${fromId}, ${intoId}) order by id
      ${lock ? sql`for no key update` : sql``}`),
  );
  const side = (id: number): MergeSide => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('Ticket');
    return { ...row, mergedIntoId: row.merged_into_id };
  };
  const from = side(fromId);
  const into = side(intoId);
  const keptOf = async (ticket: MergeSide) => {
    const [kept] = rowsOf<{ number: number }>(
      await tx.execute(
        sql`select number from ${tickets} where tenant_id = ${tenantId} and id = ${ticket.mergedIntoId}`,
      ),
    );
    return kept ? ticketLabel(kept) : 'another ticket';
  };
  if (from.mergedIntoId !== null)
    throw new AppError('CONFLICT', `${ticketLabel(from)} was already merged into ${await keptOf(from)}`);
  if (into.mergedIntoId !== null)
    throw new AppError(
      'CONFLICT',
      `${ticketLabel(into)} was merged into ${await keptOf(into)}; merge into that ticket instead`,
      { intoTicketId: [`${ticketLabel(into)} is itself merged`] },
    );
  return { from, into };
}

/**
 * The tickets' own side of a merge: the merged one is closed and points to the kept one, which
 * takes over an unseen customer reply; both histories say so, and the audit log has it. Both rows
 * move to `now` first, so the history entries leave the activity trigger nothing to lock.
 */
export async function markMerged(tx: Tx, ctx: StaffContext, from: MergeSide, into: MergeSide) {
  const { tenantId, now } = ctx;
  await tx.execute(sql`update ${tickets} kept set
      updated_at = greatest(kept.updated_at, ${now}),
      new_reply_at = coalesce(kept.new_reply_at, merged.new_reply_at)
    from ${tickets} merged
    where kept.tenant_id = ${tenantId} and kept.id = ${into.id}
      and merged.tenant_id = ${tenantId} and merged.id = ${from.id}`);
  await tx.execute(sql`update ${tickets} set merged_into_id = ${into.id}, status = 'closed',
      closed_at = case when status = 'closed' then closed_at else ${now} end,
      updated_at = greatest(updated_at, ${now}), new_reply_at = null
    where tenant_id = ${tenantId} and id = ${from.id}`);
  await applyClockEvent(tx, tenantId, [from.id], 'changed', now);
  const actor = actorOf(ctx);
  const status = from.status === 'closed' ? {} : { status: { from: from.status, to: 'closed' } };
  await insertTicketEvents(tx, tenantId, [
    {
      ticketId: from.id,
      kind: 'merged_into',
      changes: { otherTicketId: into.id, otherTicketNumber: into.number, ...status },
      ...actor,
      createdAt: now,
    },
    {
      ticketId: into.id,
      kind: 'merged_from',
      changes: { otherTicketId: from.id, otherTicketNumber: from.number },
      ...actor,
      createdAt: now,
    },
  ]);
  await recordAudit(tx, {
    tenantId,
    userId: ctx.user.id,
    action: 'update',
    entity: 'ticket',
    entityId: from.id,
    changes: {
      mergedIntoId: { from: null, to: into.id },
      ...(from.status === 'closed' ? {} : { status: { from: from.status, to: 'closed' } }),
    },
  });
}
