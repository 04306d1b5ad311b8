/**
 * Issue 13 benchmark: the history of one ticket with 500 entries (350 field changes, 150 notes) in
 * the 100,000-ticket tenant, on PostgreSQL, against the real server in its own process, one
 * connection at a time. The same ticket read on its own is the baseline, measured in the same run.
 * Budget (issue 13): the activity timeline of a ticket with 500 events p99 ≤ 15 ms, unloaded.
 * Run: BENCH_ONLY=activity npm run bench
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/client';
import { isPostgresReachable, prepareBigTenant } from './lib/bench-database';
import { request } from './lib/http-timer';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency } from './lib/stats';

const BUDGET_P99_MS = 15;
const CHANGES = 350;
const NOTES = 150;

type Row = { name: string; path: string; api: Latency; budgeted: boolean };

export async function runTicketActivityBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the ticket activity benchmark runs on PostgreSQL only.');
    return;
  }
  console.log(`\n== PostgreSQL: 100,000 tickets, one of them with ${CHANGES + NOTES} history entries...`);
  const { database, env, bigTenantId } = await prepareBigTenant('pg', 'bench_activity_pg');
  const [ticket] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select max(id)::int as id from tickets where tenant_id = ${bigTenantId}`),
  );
  const ticketId = ticket!.id;
  // Status changes round the three states, a minute apart, by the bench user; then the notes.
  await database.db
    .execute(sql`insert into ticket_events (tenant_id, ticket_id, kind, changes, actor_user_id, actor_name, created_at)
    select ${bigTenantId}, ${ticketId}, 'changed',
      jsonb_build_object('status', jsonb_build_object(
        'from', (array['open','in-progress','closed'])[1 + g % 3],
        'to', (array['open','in-progress','closed'])[1 + (g + 1) % 3])),
      (select id from users where username = 'bench'), 'bench', now() - (g || ' minutes')::interval
    from generate_series(1, ${CHANGES}) g`);
  await database.db.execute(sql`insert into notes (tenant_id, ticket_id, content, author_name, created_at)
    select ${bigTenantId}, ${ticketId}, 'Follow-up ' || g || ': called the customer about the tyre', 'Support Team',
      now() - (g || ' minutes')::interval - interval '30 seconds'
    from generate_series(1, ${NOTES}) g`);
  await database.db.execute(sql`vacuum analyze ticket_events, notes`);
  await database.close();

  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const rows: Row[] = [];
  let entries: number;
  try {
    for (const [name, path, budgeted] of [
      ['baseline: the ticket itself', `/api/tickets/${ticketId}`, false],
      [`activity, ${CHANGES + NOTES} entries`, `/api/tickets/${ticketId}/activity`, true],
    ] as const) {
      const api = await time(async () => {
        const status = await request(server.url + path, {
          method: 'GET',
          headers: { cookie: server.cookie },
        });
        if (status !== 200) throw new Error(`${path} answered ${status}`);
      }, 300);
      rows.push({ name, path, api, budgeted });
    }
    const answer = await fetch(`${server.url}/api/tickets/${ticketId}/activity`, {
      headers: { cookie: server.cookie },
    });
    entries = ((await answer.json()) as unknown[]).length;
  } finally {
    await server.stop();
  }
  console.log(
    `   entries answered: ${entries} (${CHANGES} changes and ${NOTES} notes beside what the seed gave it)`,
  );
  console.log('   endpoint                                API p50 / p99 (1 connection)');
  for (const row of rows)
    console.log(`   ${row.name.padEnd(38)} ${`${ms(row.api.p50)} / ${ms(row.api.p99)}`.padStart(22)}`);
  printVerdicts(
    'Budget on PostgreSQL (issue 13, ticket activity)',
    rows
      .filter((row) => row.budgeted)
      .map((row) => ({
        name: `${row.name} p99 unloaded ≤ ${BUDGET_P99_MS} ms`,
        pass: row.api.p99 <= BUDGET_P99_MS,
        detail: ms(row.api.p99),
      })),
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/ticket-activity.json', JSON.stringify({ entries, rows }, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runTicketActivityBench();
