import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openEmbeddedDatabase, openServerDatabase, rowsOf, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedBenchData } from './seed-tickets';

export type BenchDriver = 'pg' | 'pglite';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `BENCH_DATABASE_SUFFIX` keeps benchmarks run side by side on one PostgreSQL server (from several
 * checkouts) from dropping each other's databases: `bench_claims_pg` becomes `bench_claims_pg_<suffix>`.
 */
export function benchDatabaseName(name: string): string {
  const suffix = process.env.BENCH_DATABASE_SUFFIX?.trim();
  if (!suffix) return name;
  if (!/^[a-z0-9_]{1,20}$/.test(suffix))
    throw new Error('BENCH_DATABASE_SUFFIX takes lower-case letters, digits and underscores (at most 20)');
  return `${name}_${suffix}`;
}

/** Whether the PostgreSQL server the benchmarks use answers at all. */
export async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh, empty benchmark database, and the environment that points a server at it. */
export async function openFresh(
  driver: BenchDriver,
  benchName: string,
): Promise<{ database: Database; env: Record<string, string> }> {
  const name = benchDatabaseName(benchName);
  if (driver === 'pglite') {
    const dataDir = `.tmp/${name}`;
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { database: await openEmbeddedDatabase({ dataDir }), env: { DATA_DIR: dataDir } };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // Seeding a million rows on a busy shared machine outlasts the app's per-statement limit.
  const database = await openServerDatabase({ url: url.toString(), poolSize: 4, statementTimeoutMs: 0 });
  return { database, env: { DATABASE_URL: url.toString() } };
}

/**
 * A benchmark database an earlier run finished seeding (markSeeded), when `BENCH_REUSE=1`;
 * otherwise null (the caller seeds a fresh one). Saves the minutes a million rows take to seed.
 */
export async function openSeeded(benchName: string) {
  if (process.env.BENCH_REUSE !== '1') return null;
  const name = benchDatabaseName(benchName);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openServerDatabase({ url: url.toString(), poolSize: 4, statementTimeoutMs: 0 });
  try {
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from tenants, bench_seeded where name = 'Big Tyre Co'`),
    );
    if (row) {
      // Seeded by an earlier version: brought up to the current schema, as the server would at start.
      await migrateDatabase(database);
      return { database, env: { DATABASE_URL: url.toString() }, bigTenantId: row.id };
    }
  } catch {
    // No such database yet.
  }
  // Closed either way: its connection watchdog would otherwise keep the benchmark from exiting.
  await database.close();
  return null;
}

/** Marks a benchmark database as completely seeded, for openSeeded. */
export async function markSeeded(database: Database) {
  await database.db.execute(sql`create table if not exists bench_seeded as select now() as at`);
}

/**
 * Migrated and seeded with the 100k-ticket tenant. The database is left open for raw timings;
 * close it before starting a server on an embedded one (its folder is locked).
 */
export async function prepareBigTenant(driver: BenchDriver, name: string, tickets?: number) {
  const { database, env } = await openFresh(driver, name);
  await migrateDatabase(database);
  const { bigTenantId } = await seedBenchData(database, tickets);
  const customerId = rowsOf<{ id: number }>(
    await database.db.execute(sql`select min(id)::int as id from customers where tenant_id = ${bigTenantId}`),
  )[0]!.id;
  return { database, env, bigTenantId, customerId };
}

/** Random ids of a tenant's rows, for load generators that open tickets and pick customers. */
export async function sampleIds(database: Database, table: 'tickets' | 'customers', tenantId: number) {
  const result = await database.db.execute(
    sql.raw(`select id from ${table} where tenant_id = ${Number(tenantId)} order by random() limit 2000`),
  );
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}
