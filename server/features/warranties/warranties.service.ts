import type { z } from 'zod';
import {
  fillProration,
  prorateWarrantyClaim,
  type createWarrantySchema,
  type updateWarrantySchema,
  type warrantyListQuerySchema,
  type WarrantyFields,
} from '../../../domain/warranties';
import type { Tx } from '../../db/client';
import { diffFields, recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { ticketExists } from '../tickets/tickets.queries';
import { toWarrantyDto, type WarrantyRow } from './warranty-dto';
import { deleteClaim, findClaim, insertClaim, listClaims, updateClaim } from './warranties.queries';

type WarrantyPatch = z.output<typeof updateWarrantySchema>;

async function assertTicket(tx: Tx, ctx: StaffContext, ticketId: number) {
  if (!(await ticketExists(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
}

export async function listWarrantyPage(ctx: StaffContext, query: z.output<typeof warrantyListQuerySchema>) {
  return ctx.inTenant(async (tx) => {
    if (query.ticketId) await assertTicket(tx, ctx, query.ticketId);
    const page = await listClaims(tx, ctx.tenantId, query);
    return { items: page.items.map(toWarrantyDto), total: page.total };
  });
}

export async function createWarranty(ctx: StaffContext, input: z.output<typeof createWarrantySchema>) {
  return ctx.inTenant(async (tx) => {
    await assertTicket(tx, ctx, input.ticketId);
    const row = await insertClaim(tx, ctx.tenantId, {
      ...fillProration(input),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create',
      entity: 'warranty',
      entityId: row.id,
    });
    return toWarrantyDto(row);
  });
}

const PERCENT_FIELDS = ['calculatedPercent', 'percentCredit'] as const;

/**
 * A percentage that was filled in from the readings follows the readings when they change;
 * one typed by staff stays as typed unless the patch changes it.
 */
function mergeWithProration(existing: WarrantyRow, patch: WarrantyPatch): Partial<WarrantyFields> {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const merged: Partial<WarrantyFields> = { ...existing, ...defined };
  const before = prorateWarrantyClaim(existing);
  const autoFilled = {
    calculatedPercent: before && String(before.wornPercent),
    percentCredit: before && String(before.creditPercent),
  };
  for (const field of PERCENT_FIELDS) {
    if (patch[field] === undefined && existing[field] !== null && existing[field] === autoFilled[field])
      merged[field] = null;
  }
  return fillProration(merged);
}

export async function editWarranty(ctx: StaffContext, id: number, patch: WarrantyPatch) {
  return ctx.inTenant(async (tx) => {
    const existing = await findClaim(tx, ctx.tenantId, id);
    if (!existing) throw notFound('Warranty claim');
    if (patch.ticketId !== undefined && patch.ticketId !== existing.ticketId)
      await assertTicket(tx, ctx, patch.ticketId);
    const { ticketId = existing.ticketId } = patch;
    const next = { ...mergeWithProration(existing, patch), ticketId };
    const changes = diffFields(existing as unknown as Record<string, unknown>, next);
    const {
      id: _id,
      tenantId: _tenant,
      createdAt: _created,
      updatedAt: _updated,
      ...values
    } = next as WarrantyRow;
    const row = await updateClaim(tx, ctx.tenantId, id, { ...values, updatedAt: ctx.now });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'warranty',
      entityId: id,
      changes,
    });
    return toWarrantyDto(row);
  });
}

export async function removeWarranty(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    const existing = await findClaim(tx, ctx.tenantId, id);
    if (!existing) throw notFound('Warranty claim');
    await deleteClaim(tx, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'warranty',
      entityId: id,
    });
  });
}
