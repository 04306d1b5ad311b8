import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fillPlaceholders,
  type CannedReply,
  type cannedReplySchema,
  type Placeholder,
} from '../../../domain/mail';
import { ticketLabel } from '../../../domain/tickets';
import { cannedReplies, warrantyClaims } from '../../db/schema';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { findTicket, type TicketWithContacts } from '../tickets';

type Row = typeof cannedReplies.$inferSelect;
const toDto = (row: Row, filled?: string): CannedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  personal: row.ownerUserId !== null,
  ...(filled === undefined ? {} : { filled }),
});

const visibleTo = (ctx: StaffContext) =>
  and(
    eq(cannedReplies.tenantId, ctx.tenantId),
    or(isNull(cannedReplies.ownerUserId), eq(cannedReplies.ownerUserId, ctx.user.id)),
  );

type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** What a ticket's `{{placeholders}}` read; a ticket not the tenant's is not found. */
export async function placeholderValues(
  tx: Tx,
  ctx: StaffContext,
  ticketId: number,
): Promise<PlaceholderValues> {
  const found = await findTicket(tx, ctx.tenantId, ticketId);
  if (!found) throw notFound('Ticket');
  return (await placeholderValuesOf(tx, ctx, [found])).get(ticketId)!;
}

/** What the placeholders read on each ticket the caller has read with its contacts, by ticket id. */
export async function placeholderValuesOf(
  tx: Tx,
  ctx: StaffContext,
  founds: readonly TicketWithContacts[],
): Promise<Map<number, PlaceholderValues>> {
  if (founds.length === 0) return new Map();
  // Each ticket's first claim.
  const claims = await tx
    .selectDistinctOn([warrantyClaims.ticketId])
    .from(warrantyClaims)
    .where(
      and(
        eq(warrantyClaims.tenantId, ctx.tenantId),
        inArray(
          warrantyClaims.ticketId,
          founds.map(({ ticket }) => ticket.id),
        ),
      ),
    )
    .orderBy(asc(warrantyClaims.ticketId), asc(warrantyClaims.id));
  const claimOf = new Map(claims.map((claim) => [claim.ticketId, claim]));
  return new Map(
    founds.map((found): [number, PlaceholderValues] => {
      const claim = claimOf.get(found.ticket.id);
      const customerName = found.customer
        ? `${found.customer.firstName} ${found.customer.lastName}`.trim()
        : found.dealer?.contactName;
      return [
        found.ticket.id,
        {
          customer_name: customerName,
          ticket_number: ticketLabel(found.ticket),
          ticket_subject: found.ticket.subject,
          claim_number: claim?.claimTicketAdjustmentNumber ?? undefined,
          claim_credit: claim?.percentCredit ? `${claim.percentCredit}%` : undefined,
          claim_tires: claim?.numberOfTires ? String(claim.numberOfTires) : undefined,
          agent_name: ctx.user.username,
        },
      ];
    }),
  );
}

/** Shared replies and the user's own; with a ticket, each also comes filled in for it. */
export async function listCannedReplies(ctx: StaffContext, ticketId: number | undefined) {
  return ctx.inTenant(async (tx) => {
    const rows = await tx
      .select()
      .from(cannedReplies)
      .where(visibleTo(ctx))
      .orderBy(asc(cannedReplies.title), asc(cannedReplies.id));
    if (ticketId === undefined) return rows.map((row) => toDto(row));
    const values = await placeholderValues(tx, ctx, ticketId);
    return rows.map((row) => toDto(row, fillPlaceholders(row.body, values)));
  });
}

const canManageShared = (ctx: StaffContext) => ctx.user.role !== 'user';

export async function createCannedReply(ctx: StaffContext, input: z.output<typeof cannedReplySchema>) {
  if (!input.personal && !canManageShared(ctx))
    throw forbidden('Only an administrator can add replies for everyone');
  return ctx.inTenant(async (tx) => {
    const [row] = await tx
      .insert(cannedReplies)
      .values({
        tenantId: ctx.tenantId,
        ownerUserId: input.personal ? ctx.user.id : null,
        title: input.title,
        body: input.body,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create',
      entity: 'canned_reply',
      entityId: row!.id,
    });
    return toDto(row!);
  });
}

async function editable(tx: Tx, ctx: StaffContext, id: number) {
  const [row] = await tx
    .select()
    .from(cannedReplies)
    .where(and(visibleTo(ctx), eq(cannedReplies.id, id)))
    .limit(1);
  if (!row) throw notFound('Canned reply');
  if (row.ownerUserId === null && !canManageShared(ctx))
    throw forbidden('Only an administrator can change replies for everyone');
  return row;
}

export async function updateCannedReply(
  ctx: StaffContext,
  id: number,
  input: z.output<typeof cannedReplySchema>,
) {
  return ctx.inTenant(async (tx) => {
    await editable(tx, ctx, id);
    const [row] = await tx
      .update(cannedReplies)
      .set({ title: input.title, body: input.body, updatedAt: ctx.now })
      .where(and(eq(cannedReplies.tenantId, ctx.tenantId), eq(cannedReplies.id, id)))
      .returning();
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'canned_reply',
      entityId: id,
    });
    return toDto(row!);
  });
}

export async function deleteCannedReply(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    await editable(tx, ctx, id);
    await tx
      .delete(cannedReplies)
      .where(and(eq(cannedReplies.tenantId, ctx.tenantId), eq(cannedReplies.id, id)));
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'canned_reply',
      entityId: id,
    });
  });
}
