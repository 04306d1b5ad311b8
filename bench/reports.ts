/**
 * Issue 12 benchmark: reports and exports with 100,000 tickets and 50,000 claims in one tenant, on
 * PostgreSQL, against the real server in its own process:
 *   - report figures (every card and chart of the Reports page) for three periods, p50/p99 over
 *     one connection, as served (kept up to REPORT_CACHE_SECONDS, decision 044) and counted afresh
 *     on every request, beside the tickets list's first page measured in the same run as baseline;
 *   - the CSV export of all 100,000 tickets and of all 50,000 claims: time to the last byte, rows
 *     received, and the server's resident memory before and at its peak (sampled from /proc).
 * Budgets (issue 12): report figures p99 ≤ 50 ms; 100,000 tickets exported in ≤ 5 s with server
 * memory growth ≤ 50 MB.
 * Run: BENCH_ONLY=reports npm run bench   (BENCH_EXPORTS: exports timed per kind, default 3)
 */
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { isPostgresReachable, prepareBigTenant } from './lib/bench-database';
import { seedClaims } from './lib/seed-claims';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { request } from './lib/http-timer';
import { startServer, type RunningServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const TICKETS = 100_000;
const CLAIMS = 50_000;
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const BUDGET = { figuresP99Ms: 50, exportSeconds: 5, exportMemoryMb: 50 };

const BASELINE = { name: 'baseline: tickets first page', path: '/api/tickets' };
const FIGURES = [
  { name: 'figures, all time', path: '/api/reports/figures?period=all-time' },
  { name: 'figures, last 30 days', path: '/api/reports/figures?period=last-30-days' },
  { name: 'figures, this year', path: '/api/reports/figures?period=this-year' },
];
type Timed = { name: string; latency: Latency; budgeted: boolean };

type Export = { seconds: number; rows: number; bytes: number; peakGrowthMb: number };

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Downloads one export to the end, counting its lines, while sampling the server's memory. */
function download(server: RunningServer, path: string): Promise<Export> {
  const pid = server.child.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(server.url + path, { headers: { cookie: server.cookie } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
        let lines = 0;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        response.on('end', () => {
          clearInterval(sampler);
          peak = Math.max(peak, rssMb(pid));
          const seconds = (performance.now() - started) / 1000;
          resolve({ seconds, rows: lines - 1, bytes, peakGrowthMb: peak - before });
        });
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summariseExports(runs: Export[]): Export {
  return {
    seconds: median(runs.map((run) => run.seconds)),
    rows: Math.min(...runs.map((run) => run.rows)),
    bytes: runs[0]!.bytes,
    peakGrowthMb: Math.max(...runs.map((run) => run.peakGrowthMb)),
  };
}

async function timeEach(
  server: RunningServer,
  endpoints: { name: string; path: string }[],
  budgeted: boolean,
) {
  const rows: Timed[] = [];
  for (const endpoint of endpoints) {
    const latency = await time(async () => {
      const status = await request(server.url + endpoint.path, {
        method: 'GET',
        headers: { cookie: server.cookie },
      });
      if (status !== 200) throw new Error(`${endpoint.path} answered ${status}`);
    }, 200);
    rows.push({ name: endpoint.name, latency, budgeted });
  }
  return rows;
}

function verdicts(figures: Timed[], tickets: Export): Verdict[] {
  return [
    ...figures
      .filter((row) => row.budgeted)
      .map((row) => ({
        name: `${row.name} p99 ≤ ${BUDGET.figuresP99Ms} ms`,
        pass: row.latency.p99 <= BUDGET.figuresP99Ms,
        detail: ms(row.latency.p99),
      })),
    {
      name: `all ${TICKETS.toLocaleString('en-US')} tickets as CSV in ≤ ${BUDGET.exportSeconds} s`,
      pass: tickets.rows === TICKETS && tickets.seconds <= BUDGET.exportSeconds,
      detail: `${tickets.rows} rows in ${tickets.seconds.toFixed(2)} s`,
    },
    {
      name: `server memory growth during the export ≤ ${BUDGET.exportMemoryMb} MB`,
      pass: tickets.peakGrowthMb <= BUDGET.exportMemoryMb,
      detail: `+${tickets.peakGrowthMb.toFixed(1)} MB at peak`,
    },
  ];
}

export async function runReportsBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the reports benchmark runs on PostgreSQL only.');
    return;
  }
  console.log(`\n== PostgreSQL: seeding ${TICKETS} tickets and ${CLAIMS} claims...`);
  const { database, env, bigTenantId } = await prepareBigTenant('pg', 'bench_reports_pg');
  await seedClaims(database, bigTenantId, CLAIMS);
  await database.close();

  const start = (cacheSeconds?: string) =>
    startServer(
      {
        ...env,
        SEED_SAMPLE_DATA: 'false',
        ADMIN_PASSWORD: 'bench-admin-password',
        ...(cacheSeconds ? { REPORT_CACHE_SECONDS: cacheSeconds } : {}),
      },
      { username: 'bench', password: BENCH_PASSWORD },
    );
  const figures: Timed[] = [];
  const exports: Record<'tickets' | 'claims', Export[]> = { tickets: [], claims: [] };
  const counting = await start('0');
  try {
    figures.push(...(await timeEach(counting, [BASELINE], false)));
    figures.push(
      ...(await timeEach(
        counting,
        FIGURES.map((endpoint) => ({ ...endpoint, name: `${endpoint.name}, counted afresh` })),
        false,
      )),
    );
  } finally {
    await counting.stop();
  }
  const server = await start();
  try {
    figures.push(...(await timeEach(server, FIGURES, true)));
    for (let run = 0; run < EXPORTS; run += 1) {
      exports.tickets.push(await download(server, '/api/exports/tickets.csv'));
      exports.claims.push(await download(server, '/api/exports/claims.csv'));
    }
  } finally {
    await server.stop();
  }
  console.log('   endpoint                                   p50 / p99 (1 conn)');
  for (const row of figures)
    console.log(`   ${row.name.padEnd(42)} ${ms(row.latency.p50)} / ${ms(row.latency.p99)}`);
  const tickets = summariseExports(exports.tickets);
  const claims = summariseExports(exports.claims);
  console.log(`   CSV export (median of ${EXPORTS})        rows      MB     seconds   peak memory growth`);
  for (const [name, result] of [
    ['tickets', tickets],
    ['claims', claims],
  ] as const)
    console.log(
      `   ${name.padEnd(32)} ${String(result.rows).padStart(7)} ${(result.bytes / 1e6).toFixed(1).padStart(7)}` +
        ` ${result.seconds.toFixed(2).padStart(10)}   +${result.peakGrowthMb.toFixed(1)} MB`,
    );
  printVerdicts('Budgets on PostgreSQL (issue 12, reports and exports)', verdicts(figures, tickets));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/reports.json', JSON.stringify({ figures, tickets, claims }, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runReportsBench();
