/**
 * Search everything with 1,000,000 tickets, 500,000 notes, 100,000 call transcripts, 100,000 claims
 * and 100,000 customers in one tenant, on PostgreSQL: unloaded p50/p99 (one connection) per search
 * through the API, beside the same statement run straight on the driver in the same run ("raw").
 * Budget (docs/decisions/061-search-everything.md): p99 ≤ 30 ms unloaded for every search.
 * Run: BENCH_ONLY=search npm run bench (BENCH_REUSE=1 keeps an already seeded database).
 */
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { migrateDatabase } from '../server/db/migrate';
import { CANDIDATES_PER_SOURCE, searchStatement, searchTermsOf } from '../server/features/search';
import { SEARCH_DEFAULT_LIMIT } from '../domain/search';
import { isPostgresReachable, markSeeded, openFresh, openSeeded } from './lib/bench-database';
import { request } from './lib/http-timer';
import { RARE_WORD, seedSearchData } from './lib/seed-search';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const BUDGET_P99_MS = 30;
const DATABASE = 'bench_search_pg';
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

async function openDatabase() {
  const seeded = await openSeeded(DATABASE);
  if (seeded) return seeded;
  console.log('\n== PostgreSQL: seeding 1,000,000 tickets, 500,000 notes, 100,000 transcripts...');
  const started = Date.now();
  const { database, env } = await openFresh('pg', DATABASE);
  await migrateDatabase(database);
  const { bigTenantId } = await seedSearchData(env.DATABASE_URL!);
  await markSeeded(database);
  console.log(`   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { database, env, bigTenantId };
}

/** The API's own statement for a search, compiled to text, timed straight on a driver connection. */
function rawStatement(tenantId: number, q: string) {
  const values = {
    tenantId,
    ...searchTermsOf(q),
    candidates: CANDIDATES_PER_SOURCE,
    limit: SEARCH_DEFAULT_LIMIT,
  };
  const query = new PgDialect().sqlToQuery(searchStatement(values));
  return { text: query.sql, values: query.params };
}

function printTable(rows: Row[]) {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
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

export async function runSearchBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the search benchmark runs on PostgreSQL only.');
    return;
  }
  const { database, env, bigTenantId } = await openDatabase();
  await database.close();

  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
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
      const statement = rawStatement(bigTenantId, q);
      let results = 0;
      const raw = await time(
        async () => {
          results = (await client.query(statement)).rowCount ?? 0;
        },
        RUNS,
        10,
      );
      rows.push({ name, q, api, raw, results, errors });
    }
  } finally {
    await server.stop();
    await client.end();
  }
  printTable(rows);
  printVerdicts('Budgets on PostgreSQL (search everything, 1M tickets)', verdicts(rows));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/search.json', JSON.stringify({ load: os.loadavg(), rows }, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runSearchBench();
