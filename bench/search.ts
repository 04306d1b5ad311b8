/**
 * Search everything with 1,000,000 tickets, 500,000 notes, 100,000 call transcripts, 100,000 claims
 * and 100,000 customers in one tenant on PostgreSQL, and a tenth of that on the embedded database
 * (docs/scaling.md advises leaving it past 250,000 tickets): unloaded p50/p99 (one connection) per
 * search through the API, beside the same statement run straight on the database in the same run
 * ("raw"). Budget (docs/decisions/061-search-everything.md): p99 ≤ 30 ms unloaded for every search.
 * Run: BENCH_ONLY=search npm run bench (BENCH_REUSE=1 keeps an already seeded PostgreSQL database;
 * BENCH_SEARCH_DRIVERS=pg or pglite for one of them).
 */
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import {
  CANDIDATES_PER_SOURCE,
  englishQueryStatement,
  searchStatement,
  searchTermsOf,
} from '../server/features/search';
import { SEARCH_DEFAULT_LIMIT } from '../domain/search';
import {
  isPostgresReachable,
  markSeeded,
  openFresh,
  openSeeded,
  type BenchDriver,
} from './lib/bench-database';
import { request } from './lib/http-timer';
import { RARE_WORD, seedSearchData } from './lib/seed-search';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const BUDGET_P99_MS = 30;
/** The embedded database gets a tenth of the rows: the size it is meant for. */
const SCALE: Record<BenchDriver, number> = { pg: 1, pglite: 10 };
const LABEL: Record<BenchDriver, string> = { pg: 'PostgreSQL', pglite: 'embedded database (PGlite)' };
const DRIVERS = (process.env.BENCH_SEARCH_DRIVERS ?? 'pg,pglite').split(',') as BenchDriver[];
/** Timed requests per search (BENCH_SEARCH_RUNS): 100 makes the p99 the second slowest. */
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 100);

const SEARCHES: Array<{ name: string; q: string }> = [
  { name: 'very common word (every ticket)', q: 'tyre' },
  { name: 'common word', q: 'sidewall' },
  { name: 'two common words', q: 'tread separation' },
  { name: 'rare word', q: RARE_WORD },
  { name: 'partial word (prefix)', q: 'feath' },
  { name: 'partial word (trigram, name)', q: 'lvare' },
  { name: 'customer name', q: 'Ana Okafor' },
  { name: 'adjustment number', q: 'ADJ-004242' },
  { name: 'DOT serial', q: 'DOT U2LL 0042' },
  { name: 'ticket number', q: '#TK-123456' },
  { name: 'no match', q: 'zzzyqx' },
];

type Row = { name: string; q: string; api: Latency; raw: Latency; results: number; errors: number };

async function openDatabase(driver: BenchDriver) {
  const name = `bench_search_${driver}`;
  const seeded = driver === 'pg' ? await openSeeded(name) : null;
  if (seeded) return seeded;
  const tickets = (1_000_000 / SCALE[driver]).toLocaleString('en-US');
  console.log(`\n== ${LABEL[driver]}: seeding ${tickets} tickets with their notes, calls and claims...`);
  const started = Date.now();
  const { database, env } = await openFresh(driver, name);
  await migrateDatabase(database);
  const { bigTenantId } = await seedSearchData(database, SCALE[driver]);
  await markSeeded(database);
  console.log(`   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { database, env, bigTenantId };
}

const dialect = new PgDialect();

/** The API's two statements for a search (its words, then the search), straight on a driver. */
async function runRaw(database: Database, tenantId: number, q: string): Promise<number> {
  const run = async ({ sql: text, params }: { sql: string; params: unknown[] }) =>
    (database.pool ? await database.pool.query(text, params) : await database.pglite!.query(text, params))
      .rows as Array<Record<string, unknown>>;
  const terms = searchTermsOf(q);
  const [query] = await run(dialect.sqlToQuery(englishQueryStatement(tenantId, terms)));
  const values = {
    tenantId,
    ...terms,
    english: query!.english as string | null,
    candidates: CANDIDATES_PER_SOURCE,
    limit: SEARCH_DEFAULT_LIMIT,
  };
  return (await run(dialect.sqlToQuery(searchStatement(values)))).length;
}

function printTable(driver: BenchDriver, rows: Row[]) {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  console.log(`\n== ${LABEL[driver]}`);
  console.log(`   machine load (1/5/15 min): ${one} / ${five} / ${fifteen} on ${os.cpus().length} cores`);
  console.log(
    '   search                              q                  API p50 / p99      raw p50 / p99   results',
  );
  for (const row of rows)
    console.log(
      `   ${row.name.padEnd(35)} ${row.q.padEnd(16)} ${`${ms(row.api.p50)} / ${ms(row.api.p99)}`.padStart(19)}` +
        `   ${`${ms(row.raw.p50)} / ${ms(row.raw.p99)}`.padStart(19)}   ${String(row.results).padStart(5)}`,
    );
}

function verdicts(rows: Row[]): Verdict[] {
  return rows.map((row) => ({
    name: `${row.name} p99 unloaded ≤ ${BUDGET_P99_MS} ms, 0 errors`,
    pass: row.api.p99 <= BUDGET_P99_MS && row.errors === 0,
    detail: `${ms(row.api.p99)} (raw ${ms(row.raw.p99)}), ${row.errors} errors`,
  }));
}

/** The API's statements for each search straight on the database, before the server takes it over. */
async function timeRaw(database: Database, tenantId: number) {
  const raw = new Map<string, { latency: Latency; results: number }>();
  for (const { q } of SEARCHES) {
    let results = 0;
    const run = async () => {
      results = await runRaw(database, tenantId, q);
    };
    raw.set(q, { latency: await time(run, RUNS, 10), results });
  }
  return raw;
}

async function benchDriver(driver: BenchDriver): Promise<Row[]> {
  const { database, env, bigTenantId } = await openDatabase(driver);
  const raw = await timeRaw(database, bigTenantId);
  // The embedded database's folder takes one process at a time.
  await database.close();
  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const rows: Row[] = [];
  try {
    for (const { name, q } of SEARCHES) {
      const path = `/api/search?q=${encodeURIComponent(q)}`;
      let errors = 0;
      const api = await time(
        async () => {
          const status = await request(server.url + path, {
            method: 'GET',
            headers: { cookie: server.cookie },
          });
          if (status !== 200) errors += 1;
        },
        RUNS,
        10,
      );
      const { latency, results } = raw.get(q)!;
      rows.push({ name, q, api, raw: latency, results, errors });
    }
  } finally {
    await server.stop();
  }
  printTable(driver, rows);
  return rows;
}

export async function runSearchBench() {
  const drivers = (await isPostgresReachable()) ? DRIVERS : DRIVERS.filter((driver) => driver !== 'pg');
  const results: Partial<Record<BenchDriver, Row[]>> = {};
  for (const driver of drivers) results[driver] = await benchDriver(driver);
  for (const driver of drivers) {
    const size = (1_000_000 / SCALE[driver]).toLocaleString('en-US');
    printVerdicts(
      `Budgets on the ${LABEL[driver]} (search everything, ${size} tickets)`,
      verdicts(results[driver]!),
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/search.json', JSON.stringify({ load: os.loadavg(), results }, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runSearchBench();
