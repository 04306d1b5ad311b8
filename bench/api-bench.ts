/**
 * Issue 2 benchmark: 100,000 tickets in one tenant plus four small tenants, on PostgreSQL and on
 * the embedded database. Per endpoint: unloaded p50/p99 (one connection), throughput and p99 at
 * 50 connections (autocannon, server in its own process), and the raw SQL of the same queries.
 * Budgets (PostgreSQL): p99 ≤ 25 ms unloaded for list/search/stats; ≥ 800 req/s on the first page
 * at 50 connections with 0 errors; the API within 3x of its raw queries.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Database } from '../server/db/client';
import { prepareBigTenant, type BenchDriver } from './lib/bench-database';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { rawStatements, type RawStatement } from './lib/raw-queries';
import { request } from './lib/http-timer';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

type Driver = BenchDriver;
type Endpoint = { name: string; method: 'GET' | 'POST'; path: string; body?: string; listLike: boolean };

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function endpoints(customerId: number): Endpoint[] {
  const body = JSON.stringify({
    subject: 'Bench ticket',
    description: 'Created by the benchmark',
    customerId,
  });
  return [
    { name: 'tickets first page', method: 'GET', path: '/api/tickets', listLike: true },
    {
      name: 'tickets status+priority+search',
      method: 'GET',
      path: '/api/tickets?status=open&priority=high&search=bulge',
      listLike: true,
    },
    { name: 'tickets stats', method: 'GET', path: '/api/tickets/stats', listLike: true },
    { name: 'reports summary', method: 'GET', path: '/api/reports/summary', listLike: false },
    { name: 'ticket creation', method: 'POST', path: '/api/tickets', body, listLike: false },
  ];
}

async function timeRaw(database: Database, statements: RawStatement[]): Promise<Latency> {
  if (database.driver === 'pglite') {
    return time(async () => {
      for (const statement of statements) await database.pglite!.query(statement.text, statement.params);
    }, 200);
  }
  const client = await database.pool!.connect();
  try {
    return await time(async () => {
      for (const statement of statements) await client.query(statement.text, statement.params);
    }, 200);
  } finally {
    client.release();
  }
}

type Row = {
  endpoint: Endpoint;
  raw: Latency;
  api: Latency;
  reqPerSec: number;
  loadedP99: number;
  errors: number;
};

async function measureApi(
  url: string,
  cookie: string,
  endpoint: Endpoint,
  connections: number,
  options: object,
) {
  const result = await autocannon({
    url: url + endpoint.path,
    method: endpoint.method,
    body: endpoint.body,
    headers: { cookie, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    connections,
    ...options,
  });
  return result;
}

async function benchDriver(driver: Driver): Promise<Row[]> {
  console.log(`\n== ${driver === 'pg' ? 'PostgreSQL 15' : 'PGlite (embedded)'}: seeding 100,000 tickets...`);
  const started = Date.now();
  const { database, env, bigTenantId, customerId } = await prepareBigTenant(driver, `bench_api_${driver}`);
  console.log(`   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const raw = rawStatements(bigTenantId, customerId);
  const rawTimes = new Map<string, Latency>();
  for (const [name, statements] of Object.entries(raw))
    rawTimes.set(name, await timeRaw(database, statements));
  await database.close();

  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const rows: Row[] = [];
  try {
    for (const endpoint of endpoints(customerId)) {
      const headers = {
        cookie: server.cookie,
        ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      };
      let failures = 0;
      const unloaded = await time(async () => {
        const status = await request(server.url + endpoint.path, {
          method: endpoint.method,
          headers,
          body: endpoint.body,
        });
        if (status >= 300) failures += 1;
      }, 300);
      const loaded = await measureApi(server.url, server.cookie, endpoint, 50, { duration: LOAD_SECONDS });
      rows.push({
        endpoint,
        raw: rawTimes.get(endpoint.name)!,
        api: unloaded,
        reqPerSec: loaded.requests.average,
        loadedP99: loaded.latency.p99,
        errors: loaded.errors + loaded.non2xx + failures,
      });
    }
  } finally {
    await server.stop();
  }
  printTable(rows);
  return rows;
}

function printTable(rows: Row[]) {
  console.log(
    '   endpoint                        raw SQL p50   API p50 / p99 (1 conn)   ratio   req/s @50   p99 @50   errors',
  );
  for (const row of rows) {
    console.log(
      `   ${row.endpoint.name.padEnd(31)} ${ms(row.raw.p50).padStart(11)}   ${`${ms(row.api.p50)} / ${ms(row.api.p99)}`.padStart(22)}` +
        `   ${(row.api.p50 / row.raw.p50).toFixed(1).padStart(5)}x   ${row.reqPerSec.toFixed(0).padStart(9)}   ${ms(row.loadedP99).padStart(9)}   ${row.errors}`,
    );
  }
}

function verdicts(rows: Row[]): Verdict[] {
  const out: Verdict[] = [];
  for (const row of rows.filter((r) => r.endpoint.listLike)) {
    out.push({
      name: `${row.endpoint.name} p99 unloaded ≤ 25 ms`,
      pass: row.api.p99 <= 25,
      detail: ms(row.api.p99),
    });
  }
  const firstPage = rows.find((row) => row.endpoint.name === 'tickets first page')!;
  out.push({
    name: 'first page ≥ 800 req/s at 50 connections, 0 errors',
    pass: firstPage.reqPerSec >= 800 && firstPage.errors === 0,
    detail: `${firstPage.reqPerSec.toFixed(0)} req/s, ${firstPage.errors} errors`,
  });
  for (const row of rows) {
    const ratio = row.api.p50 / row.raw.p50;
    out.push({
      name: `${row.endpoint.name} API within 3x of raw SQL`,
      pass: ratio <= 3,
      detail: `${ratio.toFixed(2)}x`,
    });
  }
  return out;
}

export async function runApiBench() {
  const drivers = (process.env.BENCH_DRIVERS ?? 'pg,pglite').split(',') as Driver[];
  const results: Partial<Record<Driver, Row[]>> = {};
  for (const driver of drivers) results[driver] = await benchDriver(driver);
  if (results.pg) printVerdicts('Budgets on PostgreSQL (issue 2)', verdicts(results.pg));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/api.json', JSON.stringify(results, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await runApiBench();
