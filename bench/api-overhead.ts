/**
 * Issue 15 benchmark, goals 1 and 2: the tickets list through the API beside the same statement
 * served by a bare Fastify route ("bare": a pg pool, no session, tenant transaction or security work)
 * and run straight on the driver ("raw"), with 100,000 and 1,000,000 tickets in one tenant on PostgreSQL.
 * Budgets: every case's API throughput at 50 connections ≥ 0.8 of the bare route's and its p50 ≤ 1.3x
 * the bare route's; at a million tickets, any filter combination with a common word p99 ≤ 25 ms
 * unloaded and ≥ 300 req/s at 50 connections.
 * Run: BENCH_ONLY=overhead npm run bench (BENCH_TICKETS=100000 for one size, BENCH_SECONDS of load
 * per side and case, run in two halves; BENCH_REUSE=1 keeps databases an earlier run seeded).
 */
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../server/db/client';
import { ticketListStatement } from '../server/features/tickets';
import { assignOwners } from './lib/assign-owners';
import { isPostgresReachable, markSeeded, openSeeded, prepareBigTenant } from './lib/bench-database';
import { postgresBackendsOf, processTree, startCpuCount } from './lib/cpu-usage';
import { request } from './lib/http-timer';
import type { RawStatement } from './lib/raw-queries';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startBareServer, startServer } from './lib/server-process';
import { ms, printVerdicts, time, timeInTurn, type Latency, type Verdict } from './lib/stats';

const SIZES = (process.env.BENCH_TICKETS ?? '100000,1000000').split(',').map(Number);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const PAGE = 50;
const RARE_WORD = 'horseshoe';

type Case = { name: string; query: Record<string, string>; commonWord: boolean };

const CASES: Case[] = [
  { name: 'first page', query: {}, commonWord: false },
  { name: 'rare-word search', query: { search: RARE_WORD }, commonWord: false },
  {
    name: 'status+priority+common word',
    query: { status: 'open', priority: 'high', search: 'bulge' },
    commonWord: true,
  },
  { name: 'common word', query: { search: 'tread' }, commonWord: true },
  { name: 'status+common word', query: { status: 'closed', search: 'wear' }, commonWord: true },
  {
    name: 'unassigned+common word, by priority',
    query: { assignee: 'none', search: 'leak', sort: 'priority' },
    commonWord: true,
  },
  // The bench user's tickets are all sidewall bulges (bench/lib/assign-owners.ts): a word they hold.
  {
    name: 'mine+priority+common word',
    query: { assignee: 'me', priority: 'low', search: 'bulge' },
    commonWord: true,
  },
];

/** CPU milliseconds per request under load: the server process, and PostgreSQL's backends for the database. */
type CpuPerRequest = { server: number; database: number };
type Served = {
  p50: number;
  p99: number;
  reqPerSec: number;
  loadedP99: number;
  errors: number;
  cpu: CpuPerRequest;
};
type Row = { tickets: number; case: Case; raw: Latency; bare: Served; api: Served };

const pathOf = (query: Record<string, string>) =>
  `/api/tickets?${new URLSearchParams({ ...query, limit: String(PAGE) }).toString()}`;

/** A handful of tickets with a word no other ticket has. */
async function addRareWord(database: Database, tenantId: number) {
  await database.db.execute(sql`update tickets set subject = 'Horseshoe nail in the tread',
      search_text = 'horseshoe nail in the tread ' || search_text
    where tenant_id = ${tenantId} and id % 100000 = 7`);
}

async function seedOverheadDatabase(name: string, tickets: number) {
  const seeded = await prepareBigTenant('pg', name, tickets);
  await assignOwners(seeded.database, seeded.bigTenantId);
  await addRareWord(seeded.database, seeded.bigTenantId);
  await seeded.database.db.execute(sql`analyze tickets`);
  await markSeeded(seeded.database);
  return seeded;
}

async function statementsFor(database: Database, tenantId: number, meId: number) {
  const statements = new Map<string, RawStatement>();
  for (const { query } of CASES) {
    const { assignee, ...rest } = query;
    const owner = assignee === 'me' ? meId : (assignee as 'none' | undefined);
    statements.set(
      pathOf(query),
      ticketListStatement(database.db, tenantId, {
        ...(rest as object),
        ...(owner === undefined ? {} : { assignee: owner }),
        limit: PAGE,
        offset: 0,
      }),
    );
  }
  return statements;
}

async function timeRaw(database: Database, statement: RawStatement): Promise<Latency> {
  const client = await database.pool!.connect();
  try {
    return await time(() => client.query(statement.text, statement.params), 200);
  } finally {
    client.release();
  }
}

type Target = { url: string; cookie?: string; pid: number; database: string };
type Targets = { bare: Target; api: Target };
const SIDES = ['bare', 'api'] as const;
type Side = (typeof SIDES)[number];

const headersOf = (target: Target): Record<string, string> =>
  target.cookie ? { cookie: target.cookie } : {};

/** Every pooled connection warmed (a new backend plans slowly at first). */
async function warm(target: Target, path: string) {
  await autocannon({
    url: target.url + path,
    headers: headersOf(target),
    connections: CONNECTIONS,
    duration: 1,
  });
}

type Loaded = { requests: number; seconds: number; p99: number; errors: number; cpu: CpuPerRequest };

async function load(target: Target, path: string, seconds: number): Promise<Loaded> {
  const countCpu = startCpuCount({
    server: processTree(target.pid),
    database: postgresBackendsOf(target.database),
  });
  const result = await autocannon({
    url: target.url + path,
    headers: headersOf(target),
    connections: CONNECTIONS,
    duration: seconds,
  });
  const { cores } = countCpu();
  const requests = result.requests.total;
  return {
    requests,
    seconds,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpu: {
      server: (cores.server! * seconds * 1000) / requests,
      database: (cores.database! * seconds * 1000) / requests,
    },
  };
}

/**
 * Both sides measured in turn, so a busy moment of the shared machine falls on both alike: the
 * unloaded requests alternate one by one (who goes first alternates too), and the load phases run
 * bare, API, API, bare, each half the time, which also cancels a steady drift.
 */
async function serveBoth(targets: Targets, path: string): Promise<Record<Side, Served>> {
  for (const side of SIDES) await warm(targets[side], path);
  const errors = { bare: 0, api: 0 };
  const send = (side: Side) => async () => {
    const target = targets[side];
    if ((await request(target.url + path, { method: 'GET', headers: headersOf(target) })) >= 300)
      errors[side] += 1;
  };
  const [bareUnloaded, apiUnloaded] = await timeInTurn([send('bare'), send('api')], 300);
  const half = LOAD_SECONDS / 2;
  const phases: Record<Side, Loaded[]> = { bare: [], api: [] };
  for (const side of ['bare', 'api', 'api', 'bare'] as const)
    phases[side].push(await load(targets[side], path, half));
  const served = (side: Side, unloaded: Latency): Served => {
    const rounds = phases[side];
    const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
    const perRequest = (pick: (cpu: CpuPerRequest) => number) =>
      rounds.reduce((sum, round) => sum + pick(round.cpu) * round.requests, 0) / requests;
    return {
      p50: unloaded.p50,
      p99: unloaded.p99,
      reqPerSec: requests / rounds.reduce((sum, round) => sum + round.seconds, 0),
      loadedP99: Math.max(...rounds.map((round) => round.p99)),
      errors: errors[side] + rounds.reduce((sum, round) => sum + round.errors, 0),
      cpu: { server: perRequest((cpu) => cpu.server), database: perRequest((cpu) => cpu.database) },
    };
  };
  return { bare: served('bare', bareUnloaded!), api: served('api', apiUnloaded!) };
}

async function benchSize(tickets: number): Promise<Row[]> {
  console.log(`\n== PostgreSQL, ${tickets.toLocaleString('en-US')} tickets: seeding...`);
  const started = Date.now();
  const name = `bench_overhead_${tickets}`;
  const { database, env, bigTenantId } =
    (await openSeeded(name)) ?? (await seedOverheadDatabase(name, tickets));
  const [me] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from users where username = 'bench'`),
  );
  console.log(
    `   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const statements = await statementsFor(database, bigTenantId, me!.id);
  const raw = new Map<string, Latency>();
  for (const [path, statement] of statements) raw.set(path, await timeRaw(database, statement));
  await database.close();

  const routesFile = `.tmp/bare-routes-${tickets}.json`;
  fs.mkdirSync('.tmp', { recursive: true });
  fs.writeFileSync(routesFile, JSON.stringify(Object.fromEntries(statements)));
  // Both servers up at once and measured case by case, one after the other: background work in the
  // database (a checkpoint, autovacuum) then falls on both sides alike instead of on one phase.
  const bareServer = await startBareServer(env.DATABASE_URL!, routesFile);
  const api = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  ).catch(async (error: unknown) => {
    await bareServer.stop();
    throw error;
  });
  const targets = {
    bare: { url: bareServer.url, pid: bareServer.child.pid!, database: name },
    api: { url: api.url, cookie: api.cookie, pid: api.child.pid!, database: name },
  };
  const rows: Row[] = [];
  try {
    for (const benchCase of CASES) {
      const path = pathOf(benchCase.query);
      rows.push({ tickets, case: benchCase, raw: raw.get(path)!, ...(await serveBoth(targets, path)) });
    }
  } finally {
    await Promise.all([bareServer.stop(), api.stop()]);
  }
  printTable(rows);
  return rows;
}

function printTable(rows: Row[]) {
  console.log(
    '   case                                  raw p50   bare p50   API p50 / p99      API req/s  bare req/s  API/bare  API p99@50  errors (API/bare)',
  );
  for (const row of rows)
    console.log(
      `   ${row.case.name.padEnd(37)} ${ms(row.raw.p50).padStart(8)} ${ms(row.bare.p50).padStart(10)}` +
        `   ${`${ms(row.api.p50)} / ${ms(row.api.p99)}`.padStart(17)}  ${row.api.reqPerSec.toFixed(0).padStart(9)}` +
        `  ${row.bare.reqPerSec.toFixed(0).padStart(10)}  ${(row.api.reqPerSec / row.bare.reqPerSec).toFixed(2).padStart(8)}` +
        `  ${ms(row.api.loadedP99).padStart(10)}  ${row.api.errors}/${row.bare.errors}`,
    );
  console.log('\n   CPU ms per request at 50 connections: server process / PostgreSQL backends');
  console.log('   case                                         API           bare');
  for (const row of rows)
    console.log(
      `   ${row.case.name.padEnd(37)} ${cpuOf(row.api.cpu).padStart(13)}  ${cpuOf(row.bare.cpu).padStart(13)}`,
    );
}

const cpuOf = (cpu: CpuPerRequest) => `${cpu.server.toFixed(2)} / ${cpu.database.toFixed(2)}`;

function verdicts(rows: Row[]): Verdict[] {
  const out: Verdict[] = [];
  for (const row of rows) {
    const label = `${row.tickets.toLocaleString('en-US')} ${row.case.name}`;
    const share = row.api.reqPerSec / row.bare.reqPerSec;
    const slower = row.api.p50 / row.bare.p50;
    out.push({
      name: `${label}: API ≥ 0.8 of bare req/s and p50 ≤ 1.3x bare, 0 errors`,
      pass: share >= 0.8 && slower <= 1.3 && row.api.errors === 0,
      detail: `${share.toFixed(2)} of bare req/s, p50 ${slower.toFixed(2)}x bare, ${row.api.errors} errors`,
    });
    if (row.tickets >= 1_000_000 && row.case.commonWord)
      out.push({
        name: `${label}: p99 unloaded ≤ 25 ms and ≥ 300 req/s at ${CONNECTIONS} connections`,
        pass: row.api.p99 <= 25 && row.api.reqPerSec >= 300,
        detail: `${ms(row.api.p99)}, ${row.api.reqPerSec.toFixed(0)} req/s`,
      });
  }
  return out;
}

export async function runApiOverheadBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the API overhead benchmark runs on PostgreSQL only.');
    return;
  }
  const loadBefore = os.loadavg();
  const rows: Row[] = [];
  for (const size of SIZES) rows.push(...(await benchSize(size)));
  const loadAfter = os.loadavg();
  console.log(
    `\n   machine load (1/5/15 min) before ${loadBefore.map((v) => v.toFixed(1)).join('/')}, after ${loadAfter.map((v) => v.toFixed(1)).join('/')}`,
  );
  printVerdicts('Budgets on PostgreSQL (issue 15: API overhead and a million tickets)', verdicts(rows));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    'bench/results/api-overhead.json',
    JSON.stringify({ rows, loadBefore, loadAfter }, null, 2),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runApiOverheadBench();
