/**
 * Issue 28 benchmark: the dealer portal on PostgreSQL, against the real server in its own process,
 * with 100,000 tickets and 50,000 claims spread over 500 dealers of one tenant.
 * - A dealer's claim list (its first page, a search, a status) unloaded, p50/p99 over one
 *   connection, beside the staff's claims queue first page measured in the same run.
 * - What the dealer row policy costs the staff: the staff's ticket list and claims queue timed
 *   with the policies in place and with them dropped, in turns (A, B, A, B), on the same server.
 * Budgets (issue 28): the dealer's list p99 ≤ 25 ms; the policy's cost on staff queries ≤ 5 % of
 * their p50.
 * Run: BENCH_ONLY=portal npm run bench   (BENCH_REUSE=1 keeps an earlier run's seeded database)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { APP_ROLE, rowsOf, type Database } from '../server/db/client';
import { ticketListStatement } from '../server/features/tickets';
import { isPostgresReachable, markSeeded, openSeeded, prepareBigTenant } from './lib/bench-database';
import { request } from './lib/http-timer';
import { seedClaims } from './lib/seed-claims';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time, type Latency, type Verdict } from './lib/stats';

const DATABASE = 'bench_portal_pg';
const DEALERS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const TURNS = 4;
const BUDGET = { p99Ms: 25, policyShare: 0.05 };
const DEALER_USER = 'bench.dealer';

/** The tables whose dealer policies migrations 0030 and 0031 create, to drop and restore them. */
const POLICY_TABLES: Record<string, string> = {
  tickets: `dealer_id = NULLIF(current_setting('app.dealer_id', true), '')::int`,
  dealers: `id = NULLIF(current_setting('app.dealer_id', true), '')::int`,
  claim_credits: `dealer_id = NULLIF(current_setting('app.dealer_id', true), '')::int`,
  warranty_claims: `EXISTS (SELECT 1 FROM tickets t WHERE t.id = warranty_claims.ticket_id)`,
  customers: `EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = customers.id)`,
  attachments: `EXISTS (SELECT 1 FROM tickets t WHERE t.id = attachments.ticket_id)`,
};

async function setPolicies(database: Database, present: boolean) {
  for (const [table, using] of Object.entries(POLICY_TABLES)) {
    await database.db.execute(sql.raw(`drop policy if exists dealer_rows on ${table}`));
    if (present)
      await database.db.execute(
        sql.raw(
          `create policy dealer_rows on ${table} as restrictive for all to treaddesk_dealer using (${using})`,
        ),
      );
  }
}

/** 500 dealers with every ticket on one of them, and a portal account of the first. */
async function spreadOverDealers(database: Database, tenantId: number) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`insert into dealers (tenant_id, dealer_code, dealer_name, contact_name, phone, country, address,
      city, state, zip_code, search_text)
    select ${tenantId}, 'P' || lpad(g::text, 5, '0'), 'Portal Dealer ' || g, 'Contact ' || g, '5550100000',
      'United States', g || ' Main St', 'Austin', 'TX', '78701', 'portal dealer ' || g
    from generate_series(1, ${DEALERS} - (select count(*) from dealers where tenant_id = ${tenantId})) g`);
  await run(sql`update tickets t set dealer_id = d.id
    from (select id, row_number() over (order by id) - 1 as n from dealers where tenant_id = ${tenantId}) d
    where t.tenant_id = ${tenantId} and d.n = t.id % ${DEALERS}`);
  await run(sql`insert into users (email, username, password_hash, role, tenant_id, dealer_id)
    select 'dealer@bench.example', ${DEALER_USER}, password_hash, 'dealer', tenant_id,
      (select min(id) from dealers where tenant_id = ${tenantId})
    from users where username = 'bench'`);
  await run(sql`vacuum analyze tickets`);
}

/**
 * The plan of the staff's first ticket page as the staff's request role runs it: the dealer
 * policies name another role, so with or without them it should be the same plan.
 */
async function staffPlan(database: Database, tenantId: number): Promise<string> {
  const statement = ticketListStatement(database.db, tenantId, { limit: 25, offset: 0 });
  const client = await database.pool!.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', '${APP_ROLE}', true)`,
    );
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (costs off) ${statement.text}`,
      statement.params,
    );
    await client.query('rollback');
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

async function seededDatabase() {
  const seeded = await openSeeded(DATABASE);
  if (seeded) return seeded;
  console.log('\n== PostgreSQL: seeding 100,000 tickets, 50,000 claims and 500 dealers...');
  const fresh = await prepareBigTenant('pg', DATABASE);
  await seedClaims(fresh.database, fresh.bigTenantId, 50_000);
  await spreadOverDealers(fresh.database, fresh.bigTenantId);
  await markSeeded(fresh.database);
  return fresh;
}

async function signIn(url: string, username: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

function timer(url: string, cookie: string) {
  return (path: string) =>
    time(async () => {
      const status = await request(url + path, { method: 'GET', headers: { cookie } });
      if (status >= 300) throw new Error(`${path}: ${status}`);
    }, RUNS);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function runPortalBench() {
  if (!(await isPostgresReachable())) {
    console.log('PostgreSQL is not reachable: the portal benchmark runs on PostgreSQL only.');
    return;
  }
  const started = Date.now();
  const { database, env, bigTenantId } = await seededDatabase();
  const planWith = await staffPlan(database, bigTenantId);
  await setPolicies(database, false);
  const planWithout = await staffPlan(database, bigTenantId);
  await setPolicies(database, true);
  const [counts] = rowsOf<{ claims: number }>(
    await database.db.execute(sql`select count(*)::int as claims from warranty_claims c join tickets t
      on t.id = c.ticket_id where t.dealer_id = (select dealer_id from users where username = ${DEALER_USER})`),
  );
  console.log(
    `   seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; the dealer has ${counts?.claims} claims`,
  );

  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const staff = timer(server.url, server.cookie);
  const dealer = timer(server.url, await signIn(server.url, DEALER_USER));
  const lists: [string, Latency][] = [];
  const staffP50 = {
    with: { tickets: [] as number[], queue: [] as number[] },
    without: { tickets: [] as number[], queue: [] as number[] },
  };
  try {
    lists.push(['baseline: staff claims queue first page', await staff('/api/warranties?limit=25')]);
    lists.push(['dealer: claims first page', await dealer('/api/portal/claims?limit=25')]);
    lists.push(['dealer: claims search', await dealer('/api/portal/claims?limit=25&search=adj-0')]);
    lists.push(['dealer: claims by status', await dealer('/api/portal/claims?limit=25&status=draft')]);
    // A, B, B, A, ...: neither side always runs first after a change of policies.
    for (let turn = 0; turn < TURNS; turn++) {
      for (const present of turn % 2 === 0 ? [true, false] : [false, true]) {
        await setPolicies(database, present);
        const side = present ? staffP50.with : staffP50.without;
        side.tickets.push((await staff('/api/tickets')).p50);
        side.queue.push((await staff('/api/warranties?limit=25')).p50);
      }
    }
  } finally {
    await setPolicies(database, true);
    await server.stop();
    await database.close();
  }
  console.log('   list                                     p50 / p99 (1 conn)');
  for (const [name, latency] of lists)
    console.log(`   ${name.padEnd(40)} ${ms(latency.p50)} / ${ms(latency.p99)}`);
  const cost = (kind: 'tickets' | 'queue') => {
    const withPolicy = mean(staffP50.with[kind]);
    const without = mean(staffP50.without[kind]);
    return { withPolicy, without, share: (withPolicy - without) / without };
  };
  const costs = { tickets: cost('tickets'), queue: cost('queue') };
  for (const [kind, value] of Object.entries(costs))
    console.log(
      `   staff ${kind}: p50 ${ms(value.withPolicy)} with the dealer policies, ${ms(value.without)} without ` +
        `(${(value.share * 100).toFixed(1)} %)`,
    );
  const samePlan = planWith === planWithout;
  console.log(
    `   the staff's ticket page is planned ${samePlan ? 'identically' : 'differently'} with and without the dealer policies`,
  );
  const verdicts: Verdict[] = [
    {
      name: "the staff's ticket page has the same plan with and without the dealer policies",
      pass: samePlan,
      detail: samePlan ? 'identical' : `${planWith}\n---\n${planWithout}`,
    },
    ...lists
      .filter(([name]) => name.startsWith('dealer'))
      .map(([name, latency]) => ({
        name: `${name} p99 ≤ ${BUDGET.p99Ms} ms`,
        pass: latency.p99 <= BUDGET.p99Ms,
        detail: ms(latency.p99),
      })),
    ...Object.entries(costs).map(([kind, value]) => ({
      name: `dealer policy cost on the staff ${kind} ≤ ${BUDGET.policyShare * 100} % of p50`,
      pass: value.share <= BUDGET.policyShare,
      detail: `${(value.share * 100).toFixed(1)} %`,
    })),
  ];
  printVerdicts('Budgets on PostgreSQL (issue 28, dealer portal)', verdicts);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/portal.json', JSON.stringify({ lists, costs }, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runPortalBench();
