/**
 * Issue 6 load test: an authenticated 80/20 read/write mix at 50 connections for 60 s on
 * PostgreSQL, against a tenant of 100,000 tickets (bench/lib seeds it), the server in its own
 * process. Budgets: ≥ 500 req/s, p99 ≤ 250 ms, 0 errors. LOAD_MIX_SECONDS (or BENCH_SECONDS)
 * shortens the run; LOAD_MIX_DRIVERS=pg,pglite adds the embedded database (no budget there).
 */
import fs from 'node:fs';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { openEmbeddedDatabase, openServerDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { sampleIds } from './lib/bench-database';
import { BENCH_PASSWORD, seedBenchData } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { printVerdicts, type Verdict } from './lib/stats';

type Driver = 'pg' | 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'treaddesk_bench_mix';
const PGLITE_DIR = '.tmp/bench-mix-pglite';
const SECONDS = Number(process.env.LOAD_MIX_SECONDS ?? process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 50;

export type MixResult = {
  driver: Driver;
  seconds: number;
  connections: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  writeShare: number;
  /** The same server answering /api/health (no database) in the same run: how busy the machine is. */
  baselineHealthReqPerSec: number;
};

async function openDatabase(driver: Driver): Promise<{ database: Database; env: Record<string, string> }> {
  if (driver === 'pglite') {
    fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
    return { database: await openEmbeddedDatabase({ dataDir: PGLITE_DIR }), env: { DATA_DIR: PGLITE_DIR } };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE_NAME}`;
  return {
    database: await openServerDatabase({ url: url.toString(), poolSize: 4 }),
    env: { DATABASE_URL: url.toString() },
  };
}

const pick = (ids: number[]) => ids[Math.floor(Math.random() * ids.length)]!;

/**
 * One cycle of what a desk does, 16 reads and 4 writes (80/20), repeated by every connection: the
 * dashboard (list, stats) most, opening tickets (detail, notes, claims, transcripts), looking a
 * caller up by name, now and then a broad filtered search (a word in one ticket of eight) and the
 * reports; writes are new tickets, notes and status changes.
 */
export function mix(ticketIds: number[], customerIds: number[]): Request[] {
  const json = { 'content-type': 'application/json' };
  const get = (path: string): Request => ({ method: 'GET', path });
  const withTicket = (path: (id: number) => string): Request => ({
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: path(pick(ticketIds)) }),
  });
  const send = (method: 'POST' | 'PATCH', path: string | null, body: () => object): Request => ({
    method,
    headers: json,
    setupRequest: (request) => ({
      ...request,
      ...(path ? { path } : { path: `/api/tickets/${pick(ticketIds)}` }),
      body: JSON.stringify(body()),
    }),
  });
  const lookUpCaller: Request = {
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: `/api/tickets?search=last${1000 + Math.floor(Math.random() * 8999)}`,
    }),
  };
  const newTicket = send('POST', '/api/tickets', () => ({
    subject: 'Load mix ticket',
    description: 'Written by the load test',
    customerId: pick(customerIds),
  }));
  return [
    get('/api/tickets'),
    get('/api/tickets/stats'),
    withTicket((id) => `/api/tickets/${id}`),
    withTicket((id) => `/api/notes?ticketId=${id}`),
    newTicket,
    withTicket((id) => `/api/warranties?ticketId=${id}`),
    lookUpCaller,
    get('/api/tickets'),
    withTicket((id) => `/api/tickets/${id}/transcripts`),
    send('POST', '/api/notes', () => ({ ticketId: pick(ticketIds), content: 'Load mix note' })),
    get('/api/tickets/stats'),
    withTicket((id) => `/api/tickets/${id}`),
    get('/api/tickets?status=open&priority=high&search=bulge'),
    withTicket((id) => `/api/notes?ticketId=${id}`),
    send('PATCH', null, () => ({ status: pick([0, 1, 2]) === 0 ? 'in-progress' : 'open' })),
    get('/api/tickets'),
    lookUpCaller,
    withTicket((id) => `/api/tickets/${id}`),
    get('/api/reports/summary'),
    newTicket,
  ];
}

async function runDriver(driver: Driver): Promise<MixResult> {
  console.log(`\n== ${driver === 'pg' ? 'PostgreSQL 15' : 'PGlite (embedded)'}: seeding 100,000 tickets...`);
  const { database, env } = await openDatabase(driver);
  await migrateDatabase(database);
  const { bigTenantId } = await seedBenchData(database);
  const ticketIds = await sampleIds(database, 'tickets', bigTenantId);
  const customerIds = await sampleIds(database, 'customers', bigTenantId);
  await database.close();
  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  try {
    const baseline = await autocannon({
      url: `${server.url}/api/health`,
      connections: CONNECTIONS,
      duration: 5,
    });
    console.log(
      `   baseline: /api/health ${Math.round(baseline.requests.average)} req/s at ${CONNECTIONS} connections`,
    );
    console.log(`   ${CONNECTIONS} connections, ${SECONDS} s, 80% reads / 20% writes...`);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie: server.cookie },
      requests: mix(ticketIds, customerIds),
    });
    return {
      driver,
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      writeShare: 0.2,
      baselineHealthReqPerSec: Math.round(baseline.requests.average),
    };
  } finally {
    await server.stop();
  }
}

function verdicts(result: MixResult): Verdict[] {
  return [
    { name: '≥ 500 req/s', pass: result.reqPerSec >= 500, detail: `${result.reqPerSec} req/s` },
    {
      name: 'p99 ≤ 250 ms',
      pass: result.p99 <= 250,
      detail: `p50 ${result.p50} ms, p97.5 ${result.p97_5} ms, p99 ${result.p99} ms`,
    },
    {
      name: '0 errors',
      pass: result.errors === 0,
      detail: `${result.errors} errors and non-2xx of ${result.requests}`,
    },
  ];
}

export async function runLoadMix() {
  const drivers = (process.env.LOAD_MIX_DRIVERS ?? 'pg').split(',') as Driver[];
  const results: MixResult[] = [];
  for (const driver of drivers) {
    const result = await runDriver(driver);
    results.push(result);
    console.log(
      `   ${result.requests} requests: ${result.reqPerSec} req/s, p50 ${result.p50} ms, p97.5 ${result.p97_5} ms, ` +
        `p99 ${result.p99} ms, ${result.errors} errors`,
    );
    if (driver === 'pg')
      printVerdicts('Budgets on PostgreSQL (issue 6: 80/20 mix, 50 connections)', verdicts(result));
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/load-mix.json', JSON.stringify(results, null, 2));
  if (results.some((result) => result.driver === 'pg' && verdicts(result).some((verdict) => !verdict.pass))) {
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoadMix();
