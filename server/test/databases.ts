import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openEmbeddedDatabase, openServerDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { embeddedTestDatabase } from './embedded-reuse';
import { insertFixtures } from './fixtures';

export type TestDriver = 'pglite' | 'pg';

/** Where one test run keeps its migrated template; each run has its own so runs never collide. */
export type TemplateLocation = { pgliteDump: string; pgliteEmptyDump: string; pgTemplate: string };

export function newTemplateLocation(): TemplateLocation {
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  return {
    pgliteDump: path.resolve(`.tmp/test-db/pglite-${runId}.tar`),
    pgliteEmptyDump: path.resolve(`.tmp/test-db/pglite-empty-${runId}.tar`),
    pgTemplate: `treaddesk_tpl_${runId}`,
  };
}

/** The admin connection for test databases: TEST_DATABASE_URL, or the local server CI provides. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

function databaseUrl(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrates once and keeps the result: a PGlite dump file, and a PostgreSQL template database. */
export async function prepareTemplates(drivers: TestDriver[], where: TemplateLocation) {
  fs.mkdirSync(path.dirname(where.pgliteDump), { recursive: true });
  if (drivers.includes('pglite')) {
    const database = await openEmbeddedDatabase({});
    // A new embedded database runs initdb, seconds of CPU: the empty cluster is kept as well.
    // Kept as plain tar: unpacking a gzip dump for every test file cost more CPU than the disk saves.
    const empty = await database.pglite!.dumpDataDir('none');
    fs.writeFileSync(where.pgliteEmptyDump, Buffer.from(await empty.arrayBuffer()));
    await migrateDatabase(database);
    await insertFixtures(database);
    // Each test database starts from this dump: without a checkpoint, each replays the log first.
    await database.pglite!.exec('checkpoint');
    const dump = await database.pglite!.dumpDataDir('none');
    fs.writeFileSync(where.pgliteDump, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  if (drivers.includes('pg')) {
    await withAdminClient(async (client) => {
      await client.query(`CREATE DATABASE ${where.pgTemplate}`);
    });
    const database = await openServerDatabase({ url: databaseUrl(where.pgTemplate), poolSize: 2 });
    await migrateDatabase(database);
    await insertFixtures(database);
    await database.close();
  }
}

/** A fresh database with the migrated schema and fixtures; dropped again by close(). */
export async function dropTemplates(where: TemplateLocation) {
  fs.rmSync(where.pgliteDump, { force: true });
  fs.rmSync(where.pgliteEmptyDump, { force: true });
  await withAdminClient((client) =>
    client.query(`DROP DATABASE IF EXISTS ${where.pgTemplate} WITH (FORCE)`),
  ).catch(() => {});
}

/** A worker reads each dump once: the files of a worker share loaded modules (isolate: false). */
const dumps = new Map<string, Blob>();
function dumpAt(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([fs.readFileSync(file)])));
  return dump;
}

export async function openTestDatabase(driver: TestDriver, where: TemplateLocation): Promise<Database> {
  if (driver === 'pglite') {
    return embeddedTestDatabase(
      async () => (await openEmbeddedDatabase({ loadDataDir: dumpAt(where.pgliteDump) })).pglite!,
    );
  }
  const name = `treaddesk_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${where.pgTemplate}`);
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const database = await openServerDatabase({ url: databaseUrl(name), poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function currentDriver(): TestDriver {
  return process.env.TEST_DB === 'pg' ? 'pg' : 'pglite';
}

/** An empty database (no migrations, no fixtures), for tests that migrate step by step. */
export async function openEmptyTestDatabase(driver: TestDriver, where: TemplateLocation): Promise<Database> {
  if (driver === 'pglite') return openEmbeddedDatabase({ loadDataDir: dumpAt(where.pgliteEmptyDump) });
  const name = `treaddesk_empty_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openServerDatabase({ url: databaseUrl(name), poolSize: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** What a statement came to: 'allowed', or the database's own refusal beneath the query builder's wrapping. */
export function databaseRefusal(work: Promise<unknown>): Promise<string> {
  return work.then(
    () => 'allowed',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );
}
