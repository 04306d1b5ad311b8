import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { testConfig } from '../test/test-app';
import { bootstrapDatabase } from './bootstrap';
import { findDemoTenantId } from '../db/demo-tenant';
import type { Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { users } from '../db/schema';

describe('first start', () => {
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateDatabase(database);
    await bootstrapDatabase(database, testConfig({ ADMIN_PASSWORD: '' }), (line) => lines.push(line));
  });
  afterAll(() => database.close());

  it('keeps the global admin out of the demo tenant that public calls write to', async () => {
    const demoTenantId = await findDemoTenantId(database);
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'global_admin'));
    expect(admin).toBeDefined();
    expect(admin!.tenantId).not.toBe(demoTenantId);
  });

  it('prints the generated admin password once', () => {
    expect(lines.filter((line) => line.includes('generated password'))).toHaveLength(1);
  });
});
