/**
 * Issue 27 benchmark: a macro (a reply with placeholders, a status, a priority and an owner) applied
 * to 200 tickets at once, through the app in-process (no socket), on the database the server would
 * use (PostgreSQL when reachable, else the embedded one). The baseline in the same run is the bulk
 * assignment of the same 200 tickets, and the rounds alternate between the two so that whatever else
 * the machine does falls on both alike. Each round's macro changes every field and queues 200 replies.
 * Budget (issue 27): applying a macro to 200 tickets in bulk ≤ 2 s (p50 and worst).
 * Run: BENCH_ONLY=macros npm run bench   (BENCH_MACRO_ROUNDS to change the 10 rounds)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { MacroBulkResult } from '../domain/macros';
import { buildApp } from '../server/app';
import { withTenant } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { loadConfig } from '../server/env';
import { writeMailSettings } from '../server/features/mail';
import { systemClock } from '../server/lib/clock';
import { FIXTURE_PASSWORD, insertFixtures, USERS } from '../server/test/fixtures';
import { TestClient } from '../server/test/http-client';
import { isPostgresReachable, openFresh } from './lib/bench-database';
import { ms, printVerdicts, summarise } from './lib/stats';

const TICKETS = 200;
const ROUNDS = Number(process.env.BENCH_MACRO_ROUNDS ?? 10);
const BUDGET_MS = 2000;
const KEY = 'ac'.repeat(32);

export async function runMacrosBench() {
  const driver = (await isPostgresReachable()) ? 'pg' : 'pglite';
  console.log(`\n== ${driver}: a macro on ${TICKETS} tickets, ${ROUNDS} rounds beside a bulk assignment`);
  const { database } = await openFresh(driver, 'bench_macros');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_SAMPLE_DATA: 'false',
    MAIL_WORKERS: 'false',
    MAIL_SECRET_KEY: KEY,
  });
  const app = await buildApp({ config, database, clock: systemClock }, { webDir: '/nonexistent' });
  try {
    await migrateDatabase(database);
    await insertFixtures(database);
    // Replies are queued, not sent: the mail workers are off, only the set-up must exist.
    await withTenant(database, 1, (tx) =>
      writeMailSettings(
        tx,
        1,
        { supportAddress: 'desk@alpha.test', smtpHost: 'mx.alpha.test', smtpPort: 25 },
        KEY,
        new Date(),
      ),
    );
    await app.ready();
    const admin = new TestClient(app);
    const login = await admin.post('/api/auth/login', {
      username: USERS.tenantAdmin.username,
      password: FIXTURE_PASSWORD,
    });
    if (login.status !== 200) throw new Error(`bench login: ${login.status} ${login.text}`);

    const ids: number[] = [];
    for (let i = 0; i < TICKETS; i += 1) {
      const created = await admin.post<{ id: number }>('/api/tickets', {
        subject: `Tread separation ${i}`,
        description: 'The tread came away on the motorway.',
        priority: 'medium',
        customer: {
          name: `Rowan Field${i}`,
          phone: `555${String(1_000_000 + i)}`,
          email: `rowan${i}@example.test`,
        },
      });
      if (created.status !== 201) throw new Error(`bench ticket: ${created.status} ${created.text}`);
      ids.push(created.body.id);
    }
    const macro = async (name: string, actions: Record<string, unknown>) => {
      const answer = await admin.post<{ id: number }>('/api/macros', { name, actions });
      if (answer.status !== 201) throw new Error(`bench macro: ${answer.status} ${answer.text}`);
      return answer.body.id;
    };
    // Two macros that undo each other, so every round changes all three fields of every ticket.
    const macros = [
      await macro('Escalate', {
        reply: 'Hello {{customer_name}}, {{ticket_number}} is with our specialists.',
        status: 'in-progress',
        priority: 'high',
        owner: USERS.user.id,
      }),
      await macro('Hand back', {
        reply: 'Hello {{customer_name}}, {{ticket_number}} is back with the desk.',
        status: 'open',
        priority: 'low',
        owner: USERS.tenantAdmin.id,
      }),
    ];

    const baseline: number[] = [];
    const applied: number[] = [];
    const timed = async (samples: number[], send: () => Promise<{ status: number; text: string }>) => {
      const started = performance.now();
      const answer = await send();
      samples.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`bench: ${answer.status} ${answer.text.slice(0, 300)}`);
      return answer;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = round % 2 === 0 ? USERS.globalAdmin.id : USERS.tenantAdmin.id;
      const assign = () =>
        timed(baseline, () => admin.post('/api/tickets/assign', { ids, assigneeId: owner }));
      const apply = async () => {
        const answer = await timed(applied, () =>
          admin.post<MacroBulkResult>(`/api/macros/${macros[round % 2]}/apply-bulk`, { ticketIds: ids }),
        );
        const result = JSON.parse(answer.text) as MacroBulkResult;
        if (result.applied.length !== TICKETS)
          throw new Error(`bench: skipped ${JSON.stringify(result.skipped)}`);
      };
      if (round % 2 === 0) {
        await assign();
        await apply();
      } else {
        await apply();
        await assign();
      }
    }
    const rows = [
      {
        name: `baseline: bulk assignment of ${TICKETS}`,
        latency: summarise(baseline),
        worst: Math.max(...baseline),
      },
      {
        name: `macro on ${TICKETS} (reply, 3 fields)`,
        latency: summarise(applied),
        worst: Math.max(...applied),
      },
    ];
    console.log('   request                                   p50 / worst');
    for (const row of rows)
      console.log(`   ${row.name.padEnd(40)} ${`${ms(row.latency.p50)} / ${ms(row.worst)}`.padStart(24)}`);
    const macroRow = rows[1]!;
    printVerdicts('Budget (issue 27, macros)', [
      {
        name: `macro applied to ${TICKETS} tickets p50 ≤ ${BUDGET_MS} ms`,
        pass: macroRow.latency.p50 <= BUDGET_MS,
        detail: ms(macroRow.latency.p50),
      },
      {
        name: `macro applied to ${TICKETS} tickets worst ≤ ${BUDGET_MS} ms`,
        pass: macroRow.worst <= BUDGET_MS,
        detail: ms(macroRow.worst),
      },
    ]);
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/macros.json', JSON.stringify({ driver, rounds: ROUNDS, rows }, null, 2));
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMacrosBench();
