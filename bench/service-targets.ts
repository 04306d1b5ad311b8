/**
 * Issue 27 benchmark: the tickets list sorted and filtered by due time (service targets) with
 * 100,000 tickets in one tenant, on PostgreSQL, against the real server in its own process:
 * unloaded p50/p99 (one connection) per request, beside the created-at sort (the list's default
 * first page) measured in the same run as the baseline.
 * Budget (docs/decisions/090-service-targets.md): p99 ≤ 25 ms unloaded for every row, a deep page
 * included.
 * Run: BENCH_ONLY=service-targets npm run bench
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { isPostgresReachable, prepareBigTenant } from './lib/bench-database';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { request } from './lib/http-timer';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const BUDGET_P99_MS = 25;
const BASELINE = 'baseline: created desc (first page)';

type Row = { name: string; path: string; api: Latency; errors: number };

const REQUESTS: Array<{ name: string; path: string }> = [
  { name: BASELINE, path: '/api/tickets?sort=created&direction=desc' },
  { name: 'sort due asc', path: '/api/tickets?sort=due&direction=asc' },
  { name: 'sort due desc', path: '/api/tickets?sort=due&direction=desc' },
  { name: 'sort due asc, deep page (offset 5,000)', path: '/api/tickets?sort=due&direction=asc&offset=5000' },
  { name: 'due soon', path: '/api/tickets?due=due_soon' },
  { name: 'due soon + sort due', path: '/api/tickets?due=due_soon&sort=due&direction=asc' },
  { name: 'breached', path: '/api/tickets?due=breached' },
  { name: 'breached + sort due', path: '/api/tickets?due=breached&sort=due&direction=asc' },
  {
    name: 'breached + sort due, deep page',
    path: '/api/tickets?due=breached&sort=due&direction=asc&offset=2000',
  },
  { name: 'assignee none + sort due', path: '/api/tickets?assignee=none&sort=due&direction=asc' },
  { name: "Today's Overview (Due Soon count)", path: '/api/tickets/stats' },
];

/**
 * The tenant's targets, and a clock on every unclosed ticket as events would have left it: three
 * in four waiting on the desk with a due time spread from two days ago to twelve days ahead (a few
 * hundred within the hour), the rest paused on the customer.
 */
async function setClocks(
  database: Awaited<ReturnType<typeof prepareBigTenant>>['database'],
  tenantId: number,
) {
  const day = { start: '08:00', end: '18:00' };
  const policy = {
    timeZone: 'America/Chicago',
    hours: {
      sunday: null,
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: null,
    },
    holidays: ['2026-12-25'],
    targets: {
      high: { firstResponse: 60, nextResponse: 120, resolution: 960 },
      medium: { firstResponse: 240, nextResponse: 480, resolution: 2400 },
      low: { firstResponse: 480, nextResponse: 960, resolution: 4800 },
    },
  };
  await database.db.execute(sql`insert into service_target_policies (tenant_id, policy)
    values (${tenantId}, ${JSON.stringify(policy)}::jsonb) on conflict (tenant_id) do update set policy = excluded.policy`);
  await database.db.execute(sql`update tickets set
      waiting_on = case when id % 4 = 0 then 'customer' else 'staff' end,
      waiting_since = now() - ((id * 31) % 2880 || ' minutes')::interval,
      due_at = case when id % 4 = 0 then null
        else now() + (((id * 7919) % 20160) - 2880 || ' minutes')::interval end,
      due_kind = case when id % 4 = 0 then null when id % 3 = 0 then 'resolution' else 'first_response' end
    where tenant_id = ${tenantId} and status <> 'closed'`);
  await database.db
    .execute(sql`update tickets set waiting_on = null, waiting_since = null, due_at = null, due_kind = null
    where tenant_id = ${tenantId} and status = 'closed'`);
}

function printTable(rows: Row[]) {
  const baseline = rows.find((row) => row.name === BASELINE)!.api;
  console.log(
    '   request                                          API p50 / p99 (1 conn)   p99 vs baseline   errors',
  );
  for (const row of rows)
    console.log(
      `   ${row.name.padEnd(48)} ${`${ms(row.api.p50)} / ${ms(row.api.p99)}`.padStart(22)}` +
        `   ${`${(row.api.p99 / baseline.p99).toFixed(2)}x`.padStart(15)}   ${row.errors}`,
    );
}

function verdicts(rows: Row[]): Verdict[] {
  const baseline = rows.find((row) => row.name === BASELINE)!.api;
  return rows
    .filter((row) => row.name !== BASELINE)
    .map((row) => ({
      name: `${row.name} p99 unloaded ≤ ${BUDGET_P99_MS} ms, 0 errors`,
      pass: row.api.p99 <= BUDGET_P99_MS && row.errors === 0,
      detail: `${ms(row.api.p99)} (baseline ${ms(baseline.p99)}), ${row.errors} errors`,
    }));
}

export async function runServiceTargetsBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the service targets benchmark runs on PostgreSQL only.');
    return;
  }
  console.log('\n== PostgreSQL: seeding 100,000 tickets with due times...');
  const started = Date.now();
  const { database, env, bigTenantId } = await prepareBigTenant('pg', 'bench_service_targets_pg');
  await setClocks(database, bigTenantId);
  await database.db.execute(sql`vacuum analyze tickets`);
  await database.close();
  console.log(`   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const rows: Row[] = [];
  const get = (path: string) =>
    request(server.url + path, { method: 'GET', headers: { cookie: server.cookie } });
  try {
    // Every statement prepared once before anything is timed.
    for (const { path } of REQUESTS) for (let i = 0; i < 20; i += 1) await get(path);
    for (const { name, path } of REQUESTS) {
      let errors = 0;
      const api = await time(async () => {
        if ((await get(path)) >= 300) errors += 1;
      }, 300);
      rows.push({ name, path, api, errors });
    }
  } finally {
    await server.stop();
  }
  printTable(rows);
  printVerdicts('Budgets on PostgreSQL (issue 27, sort and filter by due time)', verdicts(rows));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/service-targets.json', JSON.stringify({ rows }, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runServiceTargetsBench();
