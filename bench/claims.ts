/**
 * Issue 12 benchmark: the claims queue with 100,000 tickets and 50,000 claims in one tenant, on
 * PostgreSQL, against the real server in its own process. Per endpoint: unloaded p50/p99 (one
 * connection) and throughput and p99 at 50 connections (autocannon), beside the tickets list
 * measured in the same run as the baseline.
 * Budgets (docs/decisions/027-claims-queue.md): queue first page and a filtered search p99 ≤ 25 ms
 * unloaded; ≥ 500 req/s at 50 connections with 0 errors.
 * Run: BENCH_ONLY=claims npm run bench   (BENCH_SECONDS shortens the load phases)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/client';
import { isPostgresReachable, prepareBigTenant } from './lib/bench-database';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { request } from './lib/http-timer';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLAIMS = 50_000;
const BUDGET = { p99Ms: 25, reqPerSec: 500 };

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

/** 50,000 claims on the big tenant's tickets, spread over every workflow status and both sources. */
async function seedClaims(
  database: Awaited<ReturnType<typeof prepareBigTenant>>['database'],
  tenantId: number,
) {
  await database.db.execute(sql`insert into warranty_claims (tenant_id, ticket_id, workflow_status, source,
      claim_adjustment_number, dot_serial, tire_brand, selling_price_cents, credit_cents, calculated_percent,
      percent_credit, free_replacement_until, search_text, created_at, updated_at)
    select ${tenantId}, t.id,
      (array['draft','needs_review','pending_authorization','authorized','denied','credited'])[1 + n % 6],
      case when n % 5 = 0 then 'voice_agent' else 'staff' end,
      'ADJ-' || lpad(n::text, 6, '0'), 'DOT U2LL ' || lpad((n % 9999)::text, 4, '0'), 'Michelin',
      15000, 7500, '50', '50', case when n % 10 = 0 then date '2024-01-01' end,
      lower('adj-' || lpad(n::text, 6, '0') || ' dot u2ll ' || lpad((n % 9999)::text, 4, '0') || ' michelin tk-' || t.id),
      t.created_at, t.created_at
    from (select id, created_at, row_number() over (order by id) as n from tickets
          where tenant_id = ${tenantId} order by id limit ${CLAIMS}) t(id, created_at, n)`);
  await database.db.execute(sql`vacuum analyze warranty_claims`);
}

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

export async function runClaimsBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the claims benchmark runs on PostgreSQL only.');
    return;
  }
  console.log('\n== PostgreSQL: seeding 100,000 tickets and 50,000 claims...');
  const started = Date.now();
  const { database, env, bigTenantId } = await prepareBigTenant('pg', 'bench_claims_pg');
  await seedClaims(database, bigTenantId);
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
