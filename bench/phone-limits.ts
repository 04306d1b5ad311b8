/**
 * Issue 5 benchmark: the phone demo's daily limits under load, on PGlite and (when reachable)
 * PostgreSQL. autocannon hammers, from one address with 50 connections:
 *   - GET /api/health (baseline, same run),
 *   - POST /api/calls/check-limits (the read path; every request is a new device),
 *   - POST /api/calls/log-start with a new call SID each time (10 are counted, the rest refused
 *     by a transaction that rolls back),
 * then checks that exactly 10 calls were counted for the address.
 * Server and load share this process and the machine's cores, so throughput is a lower bound.
 * Budgets: exactly 10 calls counted; 0 errors and 0 5xx; log-start p99 ≤ 50 ms on PostgreSQL.
 * Run: npx tsx bench/phone-limits.ts   (BENCH_SECONDS shortens each phase; default 5)
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../server/app';
import { bootstrapDatabase } from '../server/setup/bootstrap';
import { openEmbeddedDatabase, openServerDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { loadConfig } from '../server/env';
import { systemClock } from '../server/lib/clock';
import { dailyCount } from '../server/test/calls/calls-test-client';
import { isPostgresReachable } from './lib/bench-database';
import { printVerdicts, type Verdict } from './lib/stats';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'treaddesk_bench_phone';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function openDatabase(
  driver: 'pglite' | 'pg',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === 'pglite') return { database: await openEmbeddedDatabase({}), drop: async () => {} };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`drop database if exists ${BENCH_DB} with (force)`);
  await admin(`create database ${BENCH_DB}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const database = await openServerDatabase({ url: url.toString(), poolSize: 20 });
  return { database, drop: () => admin(`drop database if exists ${BENCH_DB} with (force)`) };
}

type Phase = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
};

async function load(url: string, name: string, options: Partial<autocannon.Options>): Promise<Phase> {
  const result = await autocannon({ url, connections: 50, duration: SECONDS, ...options });
  const statuses: Record<string, number> = {};
  for (const [key, value] of Object.entries(result)) {
    if (/^\dxx$/.test(key) && typeof value === 'number' && value > 0) statuses[key] = value;
  }
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

async function benchDriver(driver: 'pglite' | 'pg'): Promise<Verdict[]> {
  const { database, drop } = await openDatabase(driver);
  await migrateDatabase(database);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_SAMPLE_DATA: 'false' });
  await bootstrapDatabase(database, { ...config, ADMIN_PASSWORD: 'bench-admin-password' }, () => {});
  const app = await buildApp({ config, database, clock: systemClock }, { webDir: '/nonexistent' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const json = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  try {
    const phases = [
      await load(`${base}/api/health`, 'health (baseline)', {}),
      await load(`${base}/api/calls/check-limits`, 'check-limits', {
        ...json,
        body: JSON.stringify({ agentType: 'customer' }),
      }),
      await load(`${base}/api/calls/log-start`, 'log-start (one address)', {
        ...json,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                callSid: `sim_${randomBytes(10).toString('hex')}`,
                agentType: 'customer',
              }),
            }),
          },
        ],
      }),
    ];
    console.log(`\n== ${driver === 'pg' ? 'PostgreSQL' : 'PGlite'}, 50 connections, ${SECONDS} s each`);
    for (const phase of phases) {
      console.log(
        `  ${phase.name.padEnd(24)} ${phase.rps.toFixed(0).padStart(6)} req/s  p50 ${phase.p50} ms  p99 ${phase.p99} ms  ${JSON.stringify(phase.statuses)}`,
      );
    }
    const counted = await dailyCount(database, 'ip', '127.0.0.1');
    const logStart = phases[2]!;
    const verdicts: Verdict[] = [
      {
        name: `${driver}: calls counted for one address`,
        pass: counted === 10,
        detail: `${counted} (want 10)`,
      },
      {
        name: `${driver}: no errors, no 5xx`,
        pass: phases.every((phase) => phase.errors === 0 && !phase.statuses['5xx']),
        detail: phases.map((phase) => `${phase.name}: ${phase.errors} errors`).join(', '),
      },
    ];
    if (driver === 'pg') {
      verdicts.push({
        name: 'pg: log-start p99 ≤ 50 ms',
        pass: logStart.p99 <= 50,
        detail: `${logStart.p99} ms`,
      });
    }
    return verdicts;
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

export async function runPhoneLimitsBench() {
  const verdicts = await benchDriver('pglite');
  if (await isPostgresReachable()) verdicts.push(...(await benchDriver('pg')));
  else console.log('\nPostgreSQL not reachable: skipped');
  printVerdicts('Phone limits budgets', verdicts);
  return verdicts.every((verdict) => verdict.pass);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await runPhoneLimitsBench()) ? 0 : 1;
}
