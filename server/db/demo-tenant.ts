import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { tenants } from './schema';

export const DEMO_TENANT = { name: 'Demo Tyre Centre', subdomain: 'demo' };

/** The tenant public demo calls land in: the one with the demo subdomain, else the first. */
export async function findDemoTenantId(database: Database): Promise<number> {
  const [demo] = await database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.subdomain, DEMO_TENANT.subdomain));
  if (demo) return demo.id;
  const [first] = await database.db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id).limit(1);
  if (!first) throw new Error('No tenant exists yet');
  return first.id;
}
