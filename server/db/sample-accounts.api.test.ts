import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../features/auth';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { testConfig } from '../test/test-app';
import { bootstrapDatabase } from './bootstrap';
import type { Database } from './client';
import { migrateDatabase } from './migrate';
import { users } from './schema';

const FORMERLY_PUBLISHED = 'treaddesk-demo-2025';

async function passwordWorks(database: Database, username: string, password: string) {
  const [user] = await database.db.select().from(users).where(eq(users.username, username));
  return verifyPassword(user?.passwordHash, password);
}

describe('sample accounts on a fresh install with sample data', () => {
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateDatabase(database);
    await bootstrapDatabase(database, testConfig({ SEED_SAMPLE_DATA: 'true' }), (line) => lines.push(line));
  });
  afterAll(() => database.close());

  it('get random passwords, printed once each, and the published one signs in nowhere', async () => {
    for (const username of ['maria.lopez', 'sam.carter', 'lee.park']) {
      const printed = lines.filter((line) => line.startsWith(`Sample account ${username} `));
      expect(printed).toHaveLength(1);
      const password = /password: (\S+)$/.exec(printed[0]!)![1]!;
      expect(password).not.toBe(FORMERLY_PUBLISHED);
      expect(await passwordWorks(database, username, password)).toBe(true);
      expect(await passwordWorks(database, username, FORMERLY_PUBLISHED)).toBe(false);
    }
  });
});

describe('sample accounts with SAMPLE_PASSWORD (tests)', () => {
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateDatabase(database);
    const config = testConfig({ SEED_SAMPLE_DATA: 'true', SAMPLE_PASSWORD: 'sample-accounts-password' });
    await bootstrapDatabase(database, config, (line) => lines.push(line));
  });
  afterAll(() => database.close());

  it('all sign in with it, and no password is printed', async () => {
    expect(await passwordWorks(database, 'maria.lopez', 'sample-accounts-password')).toBe(true);
    expect(await passwordWorks(database, 'lee.park', 'sample-accounts-password')).toBe(true);
    expect(lines.filter((line) => line.startsWith('Sample account'))).toEqual([]);
  });
});
