import type { z } from 'zod';
import type { createDealerSchema, dealerListQuerySchema } from '../../../domain/dealers';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { toDealerDto } from './dealer-dto';
import { dealerCodeTaken, findDealer, insertDealer, listDealers } from './dealers.queries';

export async function createDealer(ctx: StaffContext, input: z.output<typeof createDealerSchema>) {
  return ctx.inTenant(async (tx) => {
    if (await dealerCodeTaken(tx, ctx.tenantId, input.dealerId)) {
      throw conflict(`Dealer ID ${input.dealerId} is already in use`, 'dealerId');
    }
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

export async function getDealer(ctx: StaffContext, id: number) {
  const row = await ctx.inTenant((tx) => findDealer(tx, ctx.tenantId, id));
  if (!row) throw notFound('Dealer');
  return toDealerDto(row);
}

export async function listDealerPage(ctx: StaffContext, query: z.output<typeof dealerListQuerySchema>) {
  const page = await ctx.inTenant((tx) => listDealers(tx, ctx.tenantId, query));
  return { items: page.items.map(toDealerDto), total: page.total };
}
