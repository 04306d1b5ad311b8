import type { z } from 'zod';
import type { createDealerSchema, dealerListQuerySchema, updateDealerSchema } from '../../../domain/dealers';
import type { Tx } from '../../db/client';
import { diffFields, recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { StaffContext, TenantActor } from '../../lib/request-context';
import { toDealerDto, type DealerRow } from './dealer-dto';
import {
  dealerCodeTaken,
  deleteDealerRow,
  findDealer,
  insertDealer,
  listDealers,
  updateDealerRow,
  type NewDealer,
} from './dealers.queries';

type DealerFields = Partial<z.output<typeof createDealerSchema>>;

/** The form's `dealerId` is the dealer's own code, stored as `dealerCode`. */
function toDealerColumns({ dealerId, ...rest }: DealerFields): Partial<NewDealer> {
  return dealerId === undefined ? rest : { ...rest, dealerCode: dealerId };
}

async function assertCodeFree(tx: Tx, tenantId: number, code: string, exceptId?: number) {
  if (await dealerCodeTaken(tx, tenantId, code, exceptId)) {
    throw conflict(`Dealer ID ${code} is already in use`, 'dealerId');
  }
}

export async function createDealer(ctx: StaffContext, input: z.output<typeof createDealerSchema>) {
  return ctx.inTenant(async (tx) => {
    await assertCodeFree(tx, ctx.tenantId, input.dealerId);
    const { dealerId, ...rest } = input;
    const row = await insertDealer(tx, ctx.tenantId, { ...rest, dealerCode: dealerId });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create',
      entity: 'dealer',
      entityId: row.id,
    });
    return toDealerDto(row);
  });
}

export async function editDealer(ctx: StaffContext, id: number, patch: z.output<typeof updateDealerSchema>) {
  return ctx.inTenant(async (tx) => {
    const current = await findDealer(tx, ctx.tenantId, id);
    if (!current) throw notFound('Dealer');
    const columns = toDealerColumns(patch);
    const changes = diffFields(current, columns);
    if (Object.keys(changes).length === 0) return toDealerDto(current);
    if (columns.dealerCode) await assertCodeFree(tx, ctx.tenantId, columns.dealerCode, id);
    const row = await updateDealerRow(tx, ctx.tenantId, current, columns);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'dealer',
      entityId: id,
      changes,
    });
    return toDealerDto(row);
  });
}

/** Deletes a dealer the caller has locked and found unreferenced (see the contacts feature). */
export async function deleteDealerIn(tx: Tx, ctx: TenantActor, dealer: DealerRow) {
  await deleteDealerRow(tx, ctx.tenantId, dealer.id);
  await recordAudit(tx, {
    tenantId: ctx.tenantId,
    userId: ctx.user?.id ?? null,
    action: 'delete',
    entity: 'dealer',
    entityId: dealer.id,
  });
}

export async function getDealer(ctx: StaffContext, id: number) {
  const row = await ctx.inTenant((tx) => findDealer(tx, ctx.tenantId, id));
  if (!row) throw notFound('Dealer');
  return toDealerDto(row);
}

export async function listDealerPage(ctx: StaffContext, query: z.output<typeof dealerListQuerySchema>) {
  const page = await ctx.inTenant((tx) => listDealers(tx, ctx.tenantId, query));
  return { items: page.items.map(toDealerDto), total: page.total };
}
