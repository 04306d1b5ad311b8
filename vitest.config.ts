import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import net from 'node:net';
import {
  API_FILES_ON_ONE_DATABASE,
  ON_POSTGRES_WHEN_REACHABLE,
  PROPERTY_SUITES,
} from './server/test/api-files-on-one-database';

function isPostgresReachable(): Promise<boolean> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432), timeout: 1000 });
    const finish = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.once('timeout', () => finish(false));
  });
}

const apiTests = ['server/**/*.api.test.ts'];
/** Fault, backup and two-instance tests: real server processes; `npm run test:system` (TEST_SYSTEM=1). */
const systemTests = ['server/**/*.system.test.ts'];

/**
 * API tests run on the embedded database always, and again on PostgreSQL when one answers, except
 * the few whose subject is not the database, the response-schema check, which the fuzzer makes on
 * the embedded database, and the role matrices (server/test/api-files-on-one-database.ts).
 */
const withPostgres = process.env.TEST_SKIP_PG !== '1' && (await isPostgresReachable());
/** The deep run (`npm run test:fuzz`) takes the generated-input suites to PostgreSQL as well. */
const onEmbeddedOnly = [
  ...API_FILES_ON_ONE_DATABASE,
  ...(process.env.TEST_DEEP === '1' ? [] : PROPERTY_SUITES),
];

export default defineConfig(() => {
  const apiProject = (driver: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name: `api-${driver}`,
      include: apiTests,
      exclude: [
        ...configDefaults.exclude,
        ...(driver === 'pg' ? onEmbeddedOnly : []),
        ...(driver === 'pglite' && withPostgres ? ON_POSTGRES_WHEN_REACHABLE : []),
      ],
      env: { TEST_DB: driver },
      globalSetup: ['server/test/global-setup.ts'],
      // Guards against a hung test, not measures: on a two-core machine shared with other heavy
      // work, starting an app on a fresh database or a burst of 80 sign-ins takes tens of seconds.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
  return {
    plugins: [react()],
    resolve: { alias: { '@domain': new URL('./domain', import.meta.url).pathname } },
    test: {
      pool: 'forks' as const,
      // Vitest's default is one fewer than the cores: a single worker on a two-core machine, where
      // the tests mostly wait on databases, mail servers and speech processes.
      maxWorkers: 2,
      // The files of a worker share loaded modules: each API file builds its own app on its own
      // database and the component tests clean up after each test, while importing the server
      // or React anew for every file was most of the time (about 700 of 1,000 seconds).
      isolate: false,
      projects: [
        {
          extends: true as const,
          test: {
            name: 'unit',
            include: [
              'domain/**/*.test.ts',
              'server/**/*.test.ts',
              'fakes/**/*.test.ts',
              'eslint-rules/**/*.test.ts',
            ],
            exclude: [...apiTests, ...systemTests],
            // A guard against a hung test, not a measure: WebAssembly speech takes seconds on a busy machine.
            testTimeout: 30_000,
          },
        },
        {
          extends: true as const,
          test: {
            name: 'web',
            include: ['web/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            setupFiles: ['web/test/setup.ts'],
            // A guard against a hung test, not a measure: typing in the test DOM is slow on a busy machine.
            testTimeout: 30_000,
          },
        },
        apiProject('pglite'),
        ...(withPostgres ? [apiProject('pg')] : []),
        ...(process.env.TEST_SYSTEM === '1'
          ? [
              {
                extends: true as const,
                test: {
                  name: 'system',
                  include: systemTests,
                  env: { TEST_PG_AVAILABLE: withPostgres ? '1' : '0' },
                  // One file at a time: restart and fail-fast timings must measure the product, not a neighbour.
                  fileParallelism: false,
                  isolate: true,
                  testTimeout: 300_000,
                  hookTimeout: 120_000,
                },
              },
            ]
          : []),
      ],
    },
  };
});
