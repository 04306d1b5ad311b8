import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../env';
import { hashPassword } from '../features/auth';
import type { Database } from '../db/client';
import { DEMO_TENANT, findDemoTenantId } from '../db/demo-tenant';
import { tenants, users } from '../db/schema';
import { SAMPLE_ACCOUNTS, seedSampleData, type SamplePasswords } from './seed';

export type BootstrapLog = (message: string) => void;

const generatedPassword = () => randomBytes(12).toString('base64url');

/** One password for every sample account when configured, else a random one each. */
function samplePasswords(configured: string | undefined): SamplePasswords {
  return Object.fromEntries(
    SAMPLE_ACCOUNTS.map((username) => [username, configured ?? generatedPassword()]),
  ) as SamplePasswords;
}

/**
 * First start: a demo tenant and a global admin (with a generated password printed once when
 * none is configured), then sample data when asked for and the database holds no tenants' data yet.
 */
export async function bootstrapDatabase(database: Database, config: Config, log: BootstrapLog) {
  const { db } = database;
  const [{ value: tenantCount } = { value: 0 }] = await db.select({ value: count() }).from(tenants);
  const isNew = tenantCount === 0;
  if (isNew) await db.insert(tenants).values(DEMO_TENANT).onConflictDoNothing();
  const demoTenantId = await findDemoTenantId(database);

  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, config.ADMIN_EMAIL.toLowerCase()));
  if (!admin) {
    const password = config.ADMIN_PASSWORD ?? generatedPassword();
    await db
      .insert(users)
      .values({
        email: config.ADMIN_EMAIL.toLowerCase(),
        username: config.ADMIN_USERNAME,
        passwordHash: await hashPassword(password),
        role: 'global_admin',
        // Public demo calls land in the demo tenant: a global admin belongs to no tenant.
        tenantId: null,
      })
      .onConflictDoNothing();
    if (!config.ADMIN_PASSWORD) {
      log(`Created global admin ${config.ADMIN_EMAIL} with the generated password: ${password}`);
      log('It is shown only this once; sign in and change it, or set ADMIN_PASSWORD.');
    }
  }
  if (isNew && config.SEED_SAMPLE_DATA) {
    const passwords = samplePasswords(config.SAMPLE_PASSWORD);
    await seedSampleData(database, demoTenantId, passwords);
    log('Added sample data: two tenants with customers, dealers, tickets, notes, transcripts and claims.');
    if (!config.SAMPLE_PASSWORD) {
      for (const [username, password] of Object.entries(passwords)) {
        log(`Sample account ${username} has the generated password: ${password}`);
      }
      log('They are shown only this once; set SAMPLE_PASSWORD to choose one for every sample account.');
    }
  }
}
