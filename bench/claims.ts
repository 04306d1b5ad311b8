/**
 * Issue 12 benchmark: the claims queue with 100,000 tickets and 50,000 claims in one tenant, on
 * PostgreSQL, against the real server in its own process. Per endpoint: unloaded p50/p99 (one
 * connection) and throughput and p99 at 50 connections (autocannon), beside the tickets list
 * measured in the same run as the baseline.
 * Budgets (docs/decisions/027-claims-queue.md): queue first page and a filtered search p99 ≤ 25 ms
 * unloaded; ≥ 500 req/s at 50 connections with 0 errors.
 * Run: BENCH_ONLY=claims npm run bench   (BENCH_SECONDS shortens the load phases; BENCH_REUSE=1 keeps
 * an earlier run's seeded database; BENCH_DATABASE_SUFFIX names the database for one checkout)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/client';
import { isPostgresReachable, markSeeded, openSeeded, prepareBigTenant } from './lib/bench-database';
import { seedClaims } from './lib/seed-claims';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { request } from './lib/http-timer';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { p99Ms: 25, reqPerSec: 500 };
const DATABASE = 'bench_claims_pg';

type Endpoint = { name: string; path: string; budgeted: boolean };
type Row = { endpoint: Endpoint; api: Latency; reqPerSec: number; loadedP99: number; errors: number };

const ENDPOINTS: Endpoint[] = [
  { name: 'baseline: tickets first page', path: '/api/tickets', budgeted: false },
  { name: 'claims queue first page', path: '/api/warranties?limit=25', budgeted: true },
  {
    name: 'claims status + search',
    path: '/api/warranties?limit=25&status=pending_authorization&search=adj-004',
    budgeted: true,
  },
  {
    name: 'claims dealer + date range',
    path: '/api/warranties?limit=25&dealerId=DEALER&from=2020-01-01',
    budgeted: true,
  },
  { name: 'claims counters', path: '/api/warranties/counters', budgeted: false },
];

function printTable(rows: Row[]) {
  console.log('   endpoint                         API p50 / p99 (1 conn)   req/s @50   p99 @50   errors');
  for (const row of rows)
    console.log(
      `   ${row.endpoint.name.padEnd(32)} ${`${ms(row.api.p50)} / ${ms(row.api.p99)}`.padStart(22)}` +
        `   ${row.reqPerSec.toFixed(0).padStart(9)}   ${ms(row.loadedP99).padStart(9)}   ${row.errors}`,
    );
}

function verdicts(rows: Row[]): Verdict[] {
  return rows
    .filter((row) => row.endpoint.budgeted)
    .flatMap((row) => [
      {
        name: `${row.endpoint.name} p99 unloaded ≤ ${BUDGET.p99Ms} ms`,
        pass: row.api.p99 <= BUDGET.p99Ms,
        detail: ms(row.api.p99),
      },
      {
        name: `${row.endpoint.name} ≥ ${BUDGET.reqPerSec} req/s at 50 connections, 0 errors`,
        pass: row.reqPerSec >= BUDGET.reqPerSec && row.errors === 0,
        detail: `${row.reqPerSec.toFixed(0)} req/s, ${row.errors} errors`,
      },
    ]);
}

/** The 100k-ticket tenant with 50,000 claims; with BENCH_REUSE=1, an earlier run's database as it is. */
async function seededDatabase() {
  const seeded = await openSeeded(DATABASE);
  if (seeded) return seeded;
  console.log('\n== PostgreSQL: seeding 100,000 tickets and 50,000 claims...');
  const fresh = await prepareBigTenant('pg', DATABASE);
  await seedClaims(fresh.database, fresh.bigTenantId, 50_000);
  await markSeeded(fresh.database);
  return fresh;
}

export async function runClaimsBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the claims benchmark runs on PostgreSQL only.');
    return;
  }
  const started = Date.now();
  const { database, env, bigTenantId } = await seededDatabase();
  const [dealer] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select min(id)::int as id from dealers where tenant_id = ${bigTenantId}`),
  );
  await database.close();
  console.log(`   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const rows: Row[] = [];
  try {
    for (const endpoint of ENDPOINTS) {
      const path = endpoint.path.replace('DEALER', String(dealer!.id));
      let failures = 0;
      const api = await time(async () => {
        const status = await request(server.url + path, {
          method: 'GET',
          headers: { cookie: server.cookie },
        });
        if (status >= 300) failures += 1;
      }, 300);
      const loaded = await autocannon({
        url: server.url + path,
        headers: { cookie: server.cookie },
        connections: 50,
        duration: LOAD_SECONDS,
      });
      rows.push({
        endpoint,
        api,
        reqPerSec: loaded.requests.average,
        loadedP99: loaded.latency.p99,
        errors: loaded.errors + loaded.non2xx + failures,
      });
    }
  } finally {
    await server.stop();
  }
  printTable(rows);
  printVerdicts('Budgets on PostgreSQL (issue 12, claims queue)', verdicts(rows));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/claims.json', JSON.stringify(rows, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runClaimsBench();
