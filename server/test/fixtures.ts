import { sql } from 'drizzle-orm';
import { hashPassword } from '../features/auth';
import type { Database } from '../db/client';
import { tenants, users } from '../db/schema';

/** Every test database starts with these tenants and accounts (ids are fixed: a fresh serial). */
export const FIXTURE_PASSWORD = 'correct-horse-battery';

export const TENANTS = {
  alpha: { id: 1, name: 'Alpha Tyres', subdomain: 'alpha' },
  bravo: { id: 2, name: 'Bravo Wheels', subdomain: 'bravo' },
} as const;

export const USERS = {
  globalAdmin: { id: 1, username: 'root.admin', email: 'root@alpha.test', role: 'global_admin', tenantId: 1 },
  tenantAdmin: {
    id: 2,
    username: 'alpha.admin',
    email: 'admin@alpha.test',
    role: 'tenant_admin',
    tenantId: 1,
  },
  user: { id: 3, username: 'alpha.agent', email: 'agent@alpha.test', role: 'user', tenantId: 1 },
  bravoUser: { id: 4, username: 'bravo.agent', email: 'agent@bravo.test', role: 'user', tenantId: 2 },
  bravoAdmin: {
    id: 5,
    username: 'bravo.admin',
    email: 'admin@bravo.test',
    role: 'tenant_admin',
    tenantId: 2,
  },
} as const;

export type FixtureUser = keyof typeof USERS;

export async function insertFixtures(database: Database) {
  await database.db.insert(tenants).values(Object.values(TENANTS));
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  await database.db.insert(users).values(Object.values(USERS).map((user) => ({ ...user, passwordHash })));
  // The ids above were given explicitly: move the sequences past them.
  for (const table of ['tenants', 'users']) {
    await database.db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
}
