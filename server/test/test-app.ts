import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { loadConfig, type Config } from '../env';
import { systemClock, type Clock } from '../lib/clock';
import type { AppDeps } from '../lib/deps';
import { currentDriver, openTestDatabase } from './databases';
import { FIXTURE_PASSWORD, USERS, type FixtureUser } from './fixtures';
import { TestClient } from './http-client';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  /** A client with no session. */
  anonymous(): TestClient;
  /** A client signed in as one of the fixture users. */
  signIn(who: FixtureUser): Promise<TestClient>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  logStream?: NodeJS.WritableStream;
};

export const TEST_MAIL_SECRET_KEY = '5e'.repeat(32);

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_SAMPLE_DATA: 'false',
    MAIL_WORKERS: 'false',
    MAIL_SECRET_KEY: TEST_MAIL_SECRET_KEY,
    REPORT_CACHE_SECONDS: '0',
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(currentDriver(), inject('testDbTemplate'));
  const config = testConfig(options.logStream ? { LOG_LEVEL: 'info', ...options.env } : options.env);
  const deps: AppDeps = { config, database, clock: options.clock ?? systemClock };
  const app = await buildApp(deps, { logStream: options.logStream, webDir: '/nonexistent' });
  await app.ready();
  const sessions = new Map<FixtureUser, string>();
  return {
    app,
    database,
    deps,
    anonymous: () => new TestClient(app),
    async signIn(who) {
      const cached = sessions.get(who);
      if (cached) return new TestClient(app, cached);
      const client = new TestClient(app);
      const response = await client.post('/api/auth/login', {
        username: USERS[who].username,
        password: FIXTURE_PASSWORD,
      });
      if (response.status !== 200)
        throw new Error(`sign-in as ${who} failed: ${response.status} ${response.text}`);
      sessions.set(who, client.cookie!);
      return client;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
