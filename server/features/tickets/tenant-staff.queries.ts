import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Assignee } from '../../../domain/ticket-ownership';
import type { Tx } from '../../db/client';
import { tenantStaff } from '../../db/schema';

/**
 * The active tenant's staff through the tenant_staff view (migration 0011): the request-time role
 * cannot read users, and the view shows it only the tenant whose transaction it is in.
 */
export function listActiveStaff(tx: Tx): Promise<Assignee[]> {
  return tx
    .select({ id: tenantStaff.id, name: tenantStaff.username })
    .from(tenantStaff)
    .where(eq(tenantStaff.isDisabled, false))
    .orderBy(asc(tenantStaff.username), asc(tenantStaff.id));
}

/** Names of the given users as far as the tenant can see them (a user of another tenant is absent). */
export async function staffNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: tenantStaff.id, name: tenantStaff.username })
    .from(tenantStaff)
    .where(inArray(tenantStaff.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A staff member tickets may be given to: same tenant, not disabled. */
export async function findAssignableStaff(tx: Tx, id: number): Promise<Assignee | undefined> {
  const [row] = await tx
    .select({ id: tenantStaff.id, name: tenantStaff.username })
    .from(tenantStaff)
    .where(and(eq(tenantStaff.id, id), eq(tenantStaff.isDisabled, false)))
    .limit(1);
  return row;
}
