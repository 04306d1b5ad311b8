import type { z } from 'zod';
import { wellFormed } from '../../../domain/fields';
import {
  PERSONAL_VIEWS_PER_USER,
  SHARED_VIEWS_PER_TENANT,
  viewCapReached,
  type createTicketViewSchema,
  type TicketView,
  type TicketViewQuery,
  type updateTicketViewSchema,
} from '../../../domain/tags';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import {
  countTicketViews,
  deleteTicketView,
  findTicketView,
  insertTicketView,
  listTicketViews,
  lockCreations,
  updateTicketView,
  viewNameTaken,
  type TicketViewRow,
} from './tags.queries';

const SHARED_ONLY_BY_ADMINS = 'Only a tenant admin can change the team’s shared views';

const isAdmin = (ctx: StaffContext) => ctx.user.role === 'tenant_admin' || ctx.user.role === 'global_admin';

function toViewDto(row: TicketViewRow): TicketView {
  return {
    id: row.id,
    name: row.name,
    shared: row.ownerUserId === null,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** jsonb refuses half of a UTF-16 pair: a search holding one is kept as a text column would keep it. */
const storable = (query: TicketViewQuery): TicketViewQuery =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? wellFormed(value) : value]),
  ) as TicketViewQuery;

const nameTaken = (name: string) => conflict(`A view named ${name} already exists`, 'name');

async function assertNameFree(
  tx: Tx,
  ctx: StaffContext,
  owner: number | null,
  name: string,
  exceptId?: number,
) {
  if (await viewNameTaken(tx, ctx.tenantId, owner, name, exceptId)) throw nameTaken(name);
}

async function refusingTakenName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw nameTaken(name);
    throw error;
  }
}

/** The cap of the view's scope, counted with that scope's creations taken one at a time. */
async function assertRoomForView(tx: Tx, tenantId: number, owner: number | null) {
  await lockCreations(tx, `views:${tenantId}:${owner ?? 'shared'}`);
  const cap = owner === null ? SHARED_VIEWS_PER_TENANT : PERSONAL_VIEWS_PER_USER;
  if ((await countTicketViews(tx, tenantId, owner)) >= cap) throw conflict(viewCapReached(owner === null));
}

export const listViews = (ctx: StaffContext) =>
  ctx.readInTenant(async (tx) => (await listTicketViews(tx, ctx.tenantId, ctx.user.id)).map(toViewDto));

export async function createView(ctx: StaffContext, input: z.output<typeof createTicketViewSchema>) {
  if (input.shared && !isAdmin(ctx)) throw forbidden(SHARED_ONLY_BY_ADMINS);
  const owner = input.shared ? null : ctx.user.id;
  return refusingTakenName(input.name, () =>
    ctx.inTenant(async (tx) => {
      await assertRoomForView(tx, ctx.tenantId, owner);
      await assertNameFree(tx, ctx, owner, input.name);
      const row = await insertTicketView(tx, {
        tenantId: ctx.tenantId,
        ownerUserId: owner,
        name: input.name,
        query: storable(input.query),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'create',
        entity: 'ticket_view',
        entityId: row.id,
        changes: { name: row.name, shared: input.shared },
      });
      return toViewDto(row);
    }),
  );
}

/** The view the caller may change: their own, or a shared one for a tenant admin. */
async function changeableView(tx: Tx, ctx: StaffContext, id: number) {
  const view = await findTicketView(tx, ctx.tenantId, ctx.user.id, id);
  if (!view) throw notFound('View');
  if (view.ownerUserId === null && !isAdmin(ctx)) throw forbidden(SHARED_ONLY_BY_ADMINS);
  return view;
}

export async function editView(
  ctx: StaffContext,
  id: number,
  patch: z.output<typeof updateTicketViewSchema>,
) {
  return refusingTakenName(patch.name ?? '', () =>
    ctx.inTenant(async (tx) => {
      const view = await changeableView(tx, ctx, id);
      if (patch.name) await assertNameFree(tx, ctx, view.ownerUserId, patch.name, id);
      const query = patch.query && storable(patch.query);
      const row = await updateTicketView(tx, ctx.tenantId, id, { ...patch, query, updatedAt: ctx.now });
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'update',
        entity: 'ticket_view',
        entityId: id,
        changes: { from: { name: view.name, query: view.query }, to: patch },
      });
      return toViewDto(row);
    }),
  );
}

export async function removeView(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    const view = await changeableView(tx, ctx, id);
    await deleteTicketView(tx, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'ticket_view',
      entityId: id,
      changes: { name: view.name, shared: view.ownerUserId === null },
    });
  });
}
