/**
 * Issue 13 benchmark: the tickets list's owner filters and sorts with 100,000 tickets in one tenant,
 * on PostgreSQL, against the real server in its own process: unloaded p50/p99 (one connection) per
 * request, beside the default first page measured in the same run as the baseline.
 * Budget (docs/decisions/050-ticket-list-sorting.md): p99 ≤ 25 ms unloaded for every row.
 * Run: BENCH_ONLY=ticket-list npm run bench
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { assignOwners } from './lib/assign-owners';
import { isPostgresReachable, prepareBigTenant } from './lib/bench-database';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { request } from './lib/http-timer';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const BUDGET_P99_MS = 25;
const BASELINE = 'baseline: first page (created desc)';

type Row = { name: string; path: string; api: Latency; errors: number };

function requests(colleagueId: number): Array<{ name: string; path: string }> {
  const sorts = ['created', 'updated', 'priority', 'status'].flatMap((sort) =>
    ['desc', 'asc'].map((direction) => ({
      name: `sort ${sort} ${direction}`,
      path: `/api/tickets?sort=${sort}&direction=${direction}`,
    })),
  );
  return [
    { name: BASELINE, path: '/api/tickets' },
    ...sorts.filter((row) => row.name !== 'sort created desc'),
    { name: 'assignee me', path: '/api/tickets?assignee=me' },
    { name: 'assignee none', path: '/api/tickets?assignee=none' },
    { name: 'assignee colleague', path: `/api/tickets?assignee=${colleagueId}` },
    { name: 'assignee me + updated desc', path: '/api/tickets?assignee=me&sort=updated' },
    { name: 'assignee me + priority desc', path: '/api/tickets?assignee=me&sort=priority' },
    { name: 'assignee none + status asc', path: '/api/tickets?assignee=none&sort=status&direction=asc' },
    { name: 'status open + priority desc', path: '/api/tickets?status=open&sort=priority' },
    { name: 'priority high + updated asc', path: '/api/tickets?priority=high&sort=updated&direction=asc' },
  ];
}

/**
 * What keeping updated_at costs a write: a note added to a random ticket, with the trigger that
 * moves its ticket (migration 0014) and with that trigger switched off, one statement each.
 */
async function timeNoteInserts(database: Database, tenantId: number) {
  const insertNote = () =>
    database.db.execute(sql`insert into notes (tenant_id, ticket_id, content, author_name)
      select ${tenantId}, id, 'Bench note', 'Support Team' from tickets
      where tenant_id = ${tenantId} and id = (select min(id) from tickets where tenant_id = ${tenantId})
        + floor(random() * 100000)::int`);
  const withTouch = await time(insertNote, 300);
  await database.db.execute(sql`alter table notes disable trigger notes_touch_ticket`);
  const withoutTouch = await time(insertNote, 300);
  await database.db.execute(sql`alter table notes enable trigger notes_touch_ticket`);
  console.log(
    `   note insert, ticket moved: ${ms(withTouch.p50)} / ${ms(withTouch.p99)}` +
      `   without the trigger: ${ms(withoutTouch.p50)} / ${ms(withoutTouch.p99)} (p50 / p99)`,
  );
  return { withTouch, withoutTouch };
}

function printTable(rows: Row[]) {
  const baseline = rows.find((row) => row.name === BASELINE)!.api.p50;
  console.log(
    '   request                                  API p50 / p99 (1 conn)   p50 vs baseline   errors',
  );
  for (const row of rows)
    console.log(
      `   ${row.name.padEnd(40)} ${`${ms(row.api.p50)} / ${ms(row.api.p99)}`.padStart(22)}` +
        `   ${`${(row.api.p50 / baseline).toFixed(2)}x`.padStart(15)}   ${row.errors}`,
    );
}

function verdicts(rows: Row[]): Verdict[] {
  return rows
    .filter((row) => row.name !== BASELINE)
    .map((row) => ({
      name: `${row.name} p99 unloaded ≤ ${BUDGET_P99_MS} ms, 0 errors`,
      pass: row.api.p99 <= BUDGET_P99_MS && row.errors === 0,
      detail: `${ms(row.api.p99)}, ${row.errors} errors`,
    }));
}

export async function runTicketListBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the ticket list benchmark runs on PostgreSQL only.');
    return;
  }
  console.log('\n== PostgreSQL: seeding 100,000 tickets with owners...');
  const started = Date.now();
  const { database, env, bigTenantId } = await prepareBigTenant('pg', 'bench_ticket_list_pg');
  const colleagueId = await assignOwners(database, bigTenantId);
  await database.db.execute(sql`vacuum analyze tickets`);
  const noteInserts = await timeNoteInserts(database, bigTenantId);
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
    // Every statement prepared and every page cached once before anything is timed.
    for (const { path } of requests(colleagueId)) for (let i = 0; i < 20; i += 1) await get(path);
    for (const { name, path } of requests(colleagueId)) {
      let errors = 0;
      const api = await time(async () => {
        const status = await request(server.url + path, {
          method: 'GET',
          headers: { cookie: server.cookie },
        });
        if (status >= 300) errors += 1;
      }, 300);
      rows.push({ name, path, api, errors });
    }
  } finally {
    await server.stop();
  }
  printTable(rows);
  printVerdicts('Budgets on PostgreSQL (issue 13, tickets list filters and sorts)', verdicts(rows));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/ticket-list.json', JSON.stringify({ rows, noteInserts }, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runTicketListBench();
