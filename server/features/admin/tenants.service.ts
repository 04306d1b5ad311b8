import type { z } from 'zod';
import type { adminListQuerySchema, tenantSchema, updateTenantSchema } from '../../../domain/admin';
import type { Tenant } from '../../../domain/api-types';
import { diffFields, recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import type { RequestSession } from '../../lib/request-context';
import {
  deleteTenant,
  findTenant,
  insertTenant,
  listTenants,
  subdomainTaken,
  tenantHasData,
  updateTenant,
  type TenantRow,
} from './tenants.queries';

export function toTenantDto(row: TenantRow): Tenant {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

const SUBDOMAIN_TAKEN = 'That subdomain is already in use';

export async function listTenantPage(deps: AppDeps, query: z.output<typeof adminListQuerySchema>) {
  const page = await listTenants(deps.database.db, query);
  return { items: page.items.map(toTenantDto), total: page.total };
}

export async function createTenant(
  deps: AppDeps,
  actor: RequestSession,
  input: z.output<typeof tenantSchema>,
) {
  const { db } = deps.database;
  if (input.subdomain && (await subdomainTaken(db, input.subdomain)))
    throw conflict(SUBDOMAIN_TAKEN, 'subdomain');
  const row = await insertTenant(db, input);
  await recordAudit(db, {
    tenantId: null,
    userId: actor.user.id,
    action: 'create',
    entity: 'tenant',
    entityId: row.id,
  });
  return toTenantDto(row);
}

export async function editTenant(
  deps: AppDeps,
  actor: RequestSession,
  id: number,
  patch: z.output<typeof updateTenantSchema>,
) {
  const { db } = deps.database;
  const existing = await findTenant(db, id);
  if (!existing) throw notFound('Tenant');
  if (patch.subdomain && (await subdomainTaken(db, patch.subdomain, id)))
    throw conflict(SUBDOMAIN_TAKEN, 'subdomain');
  const changes = diffFields(existing, patch);
  const row = await updateTenant(db, id, patch);
  await recordAudit(db, {
    tenantId: null,
    userId: actor.user.id,
    action: 'update',
    entity: 'tenant',
    entityId: id,
    changes,
  });
  return toTenantDto(row);
}

/** A tenant is deleted only once empty; one with users or records is deactivated instead. */
export async function removeTenant(deps: AppDeps, actor: RequestSession, id: number) {
  const { db } = deps.database;
  if (!(await findTenant(db, id))) throw notFound('Tenant');
  if (await tenantHasData(db, id)) {
    throw conflict('This tenant still has users or records. Deactivate it instead of deleting it.');
  }
  await deleteTenant(db, id);
  await recordAudit(db, {
    tenantId: null,
    userId: actor.user.id,
    action: 'delete',
    entity: 'tenant',
    entityId: id,
  });
}
