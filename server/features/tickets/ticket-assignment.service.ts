import type { z } from 'zod';
import {
  ASSIGNEE_REFUSED,
  type Assignee,
  type BulkAssignResult,
  type bulkAssignSchema,
} from '../../../domain/ticket-ownership';
import { MERGED_TICKET_SKIPPED } from '../../../domain/ticket-merge';
import type { Tx } from '../../db/client';
import { recordAudits } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { StaffContext, TenantActor } from '../../lib/request-context';
import { notifyStaffIn } from '../notifications';
import { insertTicketEvents, type EventActor } from './ticket-events.queries';
import { findAssignableStaff, listActiveStaff, staffNames } from './tenant-staff.queries';
import { lockTicketOwners, setTicketOwner } from './tickets.queries';

/** The signed-in user as the author of a change; the system and the voice agent are null. */
export function actorOf(ctx: TenantActor): EventActor {
  return { actorUserId: ctx.user?.id ?? null, actorName: ctx.user?.username ?? null };
}

/**
 * The new owner, checked against the ticket's tenant: another tenant's user, a disabled one and a
 * user that does not exist are refused with the same words (no way to tell them apart).
 */
export async function assignableOwner(tx: Tx, assigneeId: number | null): Promise<Assignee | null> {
  if (assigneeId === null) return null;
  const owner = await findAssignableStaff(tx, assigneeId);
  if (!owner) throw new AppError('VALIDATION_ERROR', ASSIGNEE_REFUSED, { assigneeId: [ASSIGNEE_REFUSED] });
  return owner;
}

/** The names of the tickets' owners before a change, read at once: by owner id, null for nobody. */
export async function previousOwnerNames(
  tx: Tx,
  owned: readonly { ticket: { assigneeUserId: number | null } }[],
) {
  const ids = owned.map(({ ticket }) => ticket.assigneeUserId).filter((id): id is number => id !== null);
  const names = await staffNames(tx, ids);
  return (id: number | null) => (id === null ? null : (names.get(id) ?? null));
}

export const listAssignees = (ctx: StaffContext) => ctx.inTenant((tx) => listActiveStaff(tx));

/** Gives many tickets one owner (or none); unknown tickets and those already owned so are reported. */
export async function bulkAssign(
  ctx: StaffContext,
  input: z.output<typeof bulkAssignSchema>,
): Promise<BulkAssignResult> {
  const ids = [...new Set(input.ids)];
  return ctx.inTenant(async (tx) => {
    const owner = await assignableOwner(tx, input.assigneeId);
    const locked = new Map((await lockTicketOwners(tx, ctx.tenantId, ids)).map((t) => [t.id, t]));
    const skipped: BulkAssignResult['skipped'] = [];
    const changed: number[] = [];
    for (const id of ids) {
      const ticket = locked.get(id);
      if (!ticket) skipped.push({ id, reason: 'Ticket not found' });
      else if (ticket.mergedIntoId !== null) skipped.push({ id, reason: MERGED_TICKET_SKIPPED });
      else if (ticket.assigneeUserId === (owner?.id ?? null))
        skipped.push({ id, reason: 'Already assigned' });
      else changed.push(id);
    }
    if (changed.length === 0) return { changed, skipped };
    await setTicketOwner(tx, ctx.tenantId, changed, {
      assigneeUserId: owner?.id ?? null,
      updatedAt: ctx.now,
    });
    const fromName = await previousOwnerNames(
      tx,
      changed.map((id) => ({ ticket: locked.get(id)! })),
    );
    const fromOf = (id: number) => fromName(locked.get(id)!.assigneeUserId);
    await insertTicketEvents(
      tx,
      ctx.tenantId,
      changed.map((ticketId) => ({
        ticketId,
        kind: 'changed' as const,
        changes: { assignee: { from: fromOf(ticketId), to: owner?.name ?? null } },
        ...actorOf(ctx),
        createdAt: ctx.now,
      })),
    );
    await recordAudits(
      tx,
      changed.map((ticketId) => ({
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'update' as const,
        entity: 'ticket',
        entityId: ticketId,
        changes: { assigneeUserId: { from: locked.get(ticketId)!.assigneeUserId, to: owner?.id ?? null } },
      })),
    );
    if (owner)
      await notifyStaffIn(tx, ctx, { kind: 'ticket_assigned', userIds: [owner.id], ticketIds: changed });
    return { changed, skipped };
  });
}
