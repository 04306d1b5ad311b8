import type { z } from 'zod';
import type {
  createCustomerSchema,
  customerListQuerySchema,
  customerSearchSchema,
  updateCustomerSchema,
} from '../../../domain/customers';
import type { Tx } from '../../db/client';
import { diffFields, recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { StaffContext, TenantActor } from '../../lib/request-context';
import { toCustomerDto, type CustomerRow } from './customer-dto';
import {
  deleteCustomerRow,
  findCustomer,
  insertCustomer,
  updateCustomerRow,
  listCustomers,
  searchCustomers,
  type NewCustomer,
} from './customers.queries';

export async function createCustomer(ctx: StaffContext, input: z.output<typeof createCustomerSchema>) {
  return ctx.inTenant(async (tx) => toCustomerDto(await createCustomerIn(tx, ctx, input)));
}

/** Creates a customer inside an open tenant transaction (also used by ticket creation). */
export async function createCustomerIn(tx: Tx, ctx: TenantActor, customer: NewCustomer) {
  const row = await insertCustomer(tx, ctx.tenantId, customer);
  await recordAudit(tx, {
    tenantId: ctx.tenantId,
    userId: ctx.user?.id ?? null,
    action: 'create',
    entity: 'customer',
    entityId: row.id,
  });
  return row;
}

export async function getCustomer(ctx: StaffContext, id: number) {
  const row = await ctx.inTenant((tx) => findCustomer(tx, ctx.tenantId, id));
  if (!row) throw notFound('Customer');
  return toCustomerDto(row);
}

export async function editCustomer(
  ctx: StaffContext,
  id: number,
  patch: z.output<typeof updateCustomerSchema>,
) {
  return ctx.inTenant(async (tx) => {
    const current = await findCustomer(tx, ctx.tenantId, id);
    if (!current) throw notFound('Customer');
    const changes = diffFields(current, patch);
    if (Object.keys(changes).length === 0) return toCustomerDto(current);
    const row = await updateCustomerRow(tx, ctx.tenantId, current, patch);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'customer',
      entityId: id,
      changes,
    });
    return toCustomerDto(row);
  });
}

/** Deletes a customer the caller has locked and found unreferenced (see the contacts feature). */
export async function deleteCustomerIn(tx: Tx, ctx: TenantActor, customer: CustomerRow) {
  await deleteCustomerRow(tx, ctx.tenantId, customer.id);
  await recordAudit(tx, {
    tenantId: ctx.tenantId,
    userId: ctx.user?.id ?? null,
    action: 'delete',
    entity: 'customer',
    entityId: customer.id,
  });
}

export async function listCustomerPage(ctx: StaffContext, query: z.output<typeof customerListQuerySchema>) {
  const page = await ctx.inTenant((tx) => listCustomers(tx, ctx.tenantId, query));
  return { items: page.items.map(toCustomerDto), total: page.total };
}

export async function searchCustomerMatches(ctx: StaffContext, query: z.output<typeof customerSearchSchema>) {
  const rows = await ctx.inTenant((tx) => searchCustomers(tx, ctx.tenantId, query.phone, query.name));
  return rows.map(toCustomerDto);
}
