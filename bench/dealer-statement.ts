/**
 * Issue 24 benchmark: a dealer statement for a dealer with 5,000 credited claims (and 500 credit
 * notes) among 20,000 ledger rows of other dealers, on PostgreSQL, against the real server in its
 * own process. Timed in turn, one connection: the statement of the whole year (every line) as JSON
 * and CSV, one month as JSON and PDF, beside the dealer's own record (GET /api/dealers/:id) as
 * baseline. The PDF of the whole year (5,500 lines, about 110 pages) is timed after them, alone:
 * it takes longer than the others and would stall the requests timed after it.
 * Budget (issue 24): the statement of a dealer with 5,000 claims in ≤ 1 s (p99 of the JSON).
 * Run: BENCH_ONLY=statement npm run bench
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/client';
import { isPostgresReachable, prepareBigTenant } from './lib/bench-database';
import { request } from './lib/http-timer';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, timeInTurn } from './lib/stats';

const TICKETS = 25_000;
const DEALER_CLAIMS = 5_000;
const OTHER_CLAIMS = 20_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 1000;

type BenchDatabase = Awaited<ReturnType<typeof prepareBigTenant>>['database'];

/**
 * Credited claims on the tenant's tickets, the first DEALER_CLAIMS credited to one dealer and the
 * rest spread over the others, each with its credit row over the last year; every tenth of the
 * dealer's is reversed by a credit note.
 */
async function seedLedger(database: BenchDatabase, tenantId: number) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const [dealer] = rowsOf<{ id: number; dealers: number }>(
    await run(
      sql`select min(id)::int as id, count(*)::int as dealers from dealers where tenant_id = ${tenantId}`,
    ),
  );
  await run(sql`insert into warranty_claims (tenant_id, ticket_id, workflow_status, source,
      claim_adjustment_number, credited_dealer_id, selling_price_cents, credit_cents, authorized_cents,
      authorized_at, credited_at, search_text, created_at, updated_at)
    select ${tenantId}, t.id, 'credited', 'staff', 'ADJ-' || lpad(n::text, 6, '0'),
      case when n <= ${DEALER_CLAIMS} then ${dealer!.id} else ${dealer!.id} + 1 + n % (${dealer!.dealers} - 1) end,
      20000, 5000 + n % 9000, 5000 + n % 9000,
      now() - ((n % 360) || ' days')::interval, now() - ((n % 360) || ' days')::interval,
      'adj-' || lpad(n::text, 6, '0'), now() - ((n % 360 + 5) || ' days')::interval, now()
    from (select id, row_number() over (order by id) as n from tickets
          where tenant_id = ${tenantId} order by id limit ${DEALER_CLAIMS + OTHER_CLAIMS}) t(id, n)`);
  await run(sql`insert into claim_credits (tenant_id, claim_id, dealer_id, kind, number, amount_cents,
      credited_at, user_name)
    select tenant_id, id, credited_dealer_id, 'credit', claim_adjustment_number, credit_cents, credited_at, 'bench'
    from warranty_claims where tenant_id = ${tenantId} and workflow_status = 'credited'`);
  await run(sql`insert into claim_credits (tenant_id, claim_id, dealer_id, kind, number, amount_cents,
      credited_at, user_name, reason)
    select tenant_id, claim_id, dealer_id, 'reversal', 'CN-' || lpad(row_number() over (order by id)::text, 6, '0'),
      -amount_cents, credited_at + interval '2 days', 'bench', 'Returned'
    from claim_credits where tenant_id = ${tenantId} and dealer_id = ${dealer!.id} and id % 10 = 0`);
  await run(sql`vacuum analyze claim_credits`);
  await run(sql`vacuum analyze warranty_claims`);
  return dealer!.id;
}

export async function runDealerStatementBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the dealer statement benchmark runs on PostgreSQL only.');
    return;
  }
  console.log(`\n== PostgreSQL: seeding ${DEALER_CLAIMS + OTHER_CLAIMS} credited claims and their ledger...`);
  const { database, env, bigTenantId } = await prepareBigTenant('pg', 'bench_statement_pg', TICKETS);
  const dealerId = await seedLedger(database, bigTenantId);
  await database.close();

  const now = new Date();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const yearAgo = day(new Date(now.getTime() - 365 * 86_400_000));
  const year = `dealerId=${dealerId}&from=${yearAgo}&to=${day(now)}`;
  const month = `dealerId=${dealerId}&month=${day(now).slice(0, 7)}`;
  const endpoints = [
    {
      name: 'baseline: the dealer (GET /api/dealers/:id)',
      path: `/api/dealers/${dealerId}`,
      budgeted: false,
    },
    { name: 'statement, one year, JSON', path: `/api/reports/dealer-statement?${year}`, budgeted: true },
    { name: 'statement, one year, CSV', path: `/api/reports/dealer-statement.csv?${year}`, budgeted: false },
    { name: 'statement, this month, JSON', path: `/api/reports/dealer-statement?${month}`, budgeted: true },
    {
      name: 'statement, this month, PDF',
      path: `/api/reports/dealer-statement.pdf?${month}`,
      budgeted: false,
    },
  ];
  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  let latencies;
  let yearPdf;
  try {
    latencies = await timeInTurn(
      endpoints.map((endpoint) => async () => {
        const status = await request(server.url + endpoint.path, {
          method: 'GET',
          headers: { cookie: server.cookie },
        });
        if (status !== 200) throw new Error(`${endpoint.path} answered ${status}`);
      }),
      RUNS,
      3,
    );
    const yearPdfPath = `/api/reports/dealer-statement.pdf?${year}`;
    [yearPdf] = await timeInTurn(
      [
        async () => {
          const status = await request(server.url + yearPdfPath, {
            method: 'GET',
            headers: { cookie: server.cookie },
          });
          if (status !== 200) throw new Error(`${yearPdfPath} answered ${status}`);
        },
      ],
      5,
      1,
    );
  } finally {
    await server.stop();
  }
  console.log(
    `   endpoint (${DEALER_CLAIMS} claims, ${DEALER_CLAIMS / 10} credit notes)   p50 / p99 (1 conn)`,
  );
  const rows = endpoints.map((endpoint, index) => ({ ...endpoint, latency: latencies[index]! }));
  for (const row of rows)
    console.log(`   ${row.name.padEnd(46)} ${ms(row.latency.p50)} / ${ms(row.latency.p99)}`);
  console.log(
    `   ${'statement, one year, PDF (5 runs, alone)'.padEnd(46)} ${ms(yearPdf!.p50)} / ${ms(yearPdf!.p99)}`,
  );
  printVerdicts(
    'Budget on PostgreSQL (issue 24, dealer statement)',
    rows
      .filter((row) => row.budgeted)
      .map((row) => ({
        name: `${row.name} p99 ≤ ${BUDGET_MS} ms`,
        pass: row.latency.p99 <= BUDGET_MS,
        detail: ms(row.latency.p99),
      })),
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/dealer-statement.json', JSON.stringify(rows, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runDealerStatementBench();
