/**
 * Issue 14 benchmark, on Debian's Postfix and Dovecot started for the run (as in the tests) and the
 * database the server would use (PostgreSQL when reachable, else the embedded one):
 *   - baseline in the same run: 1,000 messages sent straight through Postfix with nodemailer,
 *   - ingest: 1,000 messages delivered to the support mailbox, then filed by the poller:
 *     messages per second, and p95 from the moment Postfix accepted a message to its ticket's commit,
 *   - send: 1,000 queued replies drained by the sender through Postfix: replies per second, and the
 *     process's resident memory before and after (flat: the queue is read in batches).
 * Budgets (decision 039): ingest ≥ 30 msgs/s, send ≥ 30 replies/s, p95 arrival to ticket ≤ 60 s for a
 * backlog of 1,000 (the poll runs after the last arrival), memory growth ≤ 60 MB.
 * Run: npx tsx bench/mail.ts   (BENCH_MAIL_MESSAGES to change the 1,000)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { rowsOf, withTenant } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { outgoingMessages } from '../server/db/schema';
import { pollMailbox, sendDueReplies, writeMailSettings } from '../server/features/mail';
import { insertFixtures } from '../server/test/fixtures';
import { untilMailboxHolds } from '../server/test/mail/mailboxes';
import { mailTestNetwork, settingsForMailbox, startMailServers } from '../server/test/mail/mail-servers';
import { isPostgresReachable, openFresh } from './lib/bench-database';
import { percentile, printVerdicts } from './lib/stats';

const COUNT = Number(process.env.BENCH_MAIL_MESSAGES ?? 1000);
const KEY = 'be'.repeat(32);
const SUPPORT = 'support@alpha.test';
const BUDGET = { ingestPerSecond: 30, sendPerSecond: 30, arrivalP95Seconds: 60, memoryGrowthMb: 60 };

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

export async function runMailBench() {
  const servers = await startMailServers();
  const driver = (await isPostgresReachable()) ? 'pg' : 'pglite';
  const { database } = await openFresh(driver, 'bench_mail');
  try {
    await migrateDatabase(database);
    await insertFixtures(database);
    await withTenant(database, 1, (tx) =>
      writeMailSettings(tx, 1, settingsForMailbox(servers, SUPPORT), KEY, new Date()),
    );

    // Baseline: the same messages straight through Postfix, no database.
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: servers.smtpPort,
      ignoreTLS: true,
      pool: true,
    });
    let started = performance.now();
    for (let i = 0; i < COUNT; i += 1) {
      await transport.sendMail({
        from: 'base@example.test',
        to: 'baseline@example.test',
        subject: `Base ${i}`,
        text: 'x',
      });
    }
    const baselinePerSecond = COUNT / ((performance.now() - started) / 1000);

    // Ingest: arrivals first (the backlog), then the poller files them all.
    const arrivedAt = new Map<string, number>();
    for (let i = 0; i < COUNT; i += 1) {
      const info = await transport.sendMail({
        from: `driver${i}@example.test`,
        to: SUPPORT,
        subject: `Blowout ${i}`,
        text: `Tyre ${i} failed.`,
      });
      arrivedAt.set(info.messageId, Date.now());
    }
    transport.close();
    await untilMailboxHolds(servers, SUPPORT, COUNT);
    const options = {
      database,
      secretKey: KEY,
      maxMessageBytes: 25 * 1_048_576,
      now: () => new Date(),
      network: mailTestNetwork(),
    };
    started = performance.now();
    const result = await pollMailbox(options, 1);
    const ingestPerSecond = (result?.tickets ?? 0) / ((performance.now() - started) / 1000);
    const filed = await withTenant(database, 1, async (tx) =>
      rowsOf<{ id: string; at: string }>(
        await tx.execute(sql`select message_id as id, created_at::text as at from incoming_messages`),
      ),
    );
    const arrival = filed.map((row) => (new Date(row.at).getTime() - (arrivedAt.get(row.id) ?? 0)) / 1000);

    // Send: queue COUNT replies on the first ticket, then drain.
    const [ticket] = await withTenant(database, 1, async (tx) =>
      rowsOf<{ id: number }>(await tx.execute(sql`select min(id) as id from tickets`)),
    );
    await withTenant(database, 1, (tx) =>
      tx.insert(outgoingMessages).values(
        Array.from({ length: COUNT }, (_, i) => ({
          tenantId: 1,
          ticketId: ticket!.id,
          authorName: 'bench',
          toAddress: 'customer@example.test',
          subject: `Re: Blowout [#TK-${i}]`,
          bodyText: 'We are on it.',
          messageId: `<bench-${i}@alpha.test>`,
        })),
      ),
    );
    const sender = {
      database,
      secretKey: KEY,
      retryBaseSeconds: 30,
      maxAttempts: 8,
      now: () => new Date(),
      network: mailTestNetwork(),
    };
    const memoryBefore = rssMb();
    started = performance.now();
    let sent = 0;
    for (;;) {
      const batch = await sendDueReplies(sender, 1, 50);
      if (batch === 0) break;
      sent += batch;
    }
    const sendPerSecond = sent / ((performance.now() - started) / 1000);
    const memoryGrowth = rssMb() - memoryBefore;

    console.log(`\nmail on ${driver}: ${COUNT} messages`);
    console.log(`  baseline: ${baselinePerSecond.toFixed(0)} msgs/s straight through Postfix`);
    console.log(
      `  ingest:   ${ingestPerSecond.toFixed(0)} msgs/s filed, p95 arrival to ticket ${p95(arrival).toFixed(1)} s`,
    );
    console.log(
      `  send:     ${sendPerSecond.toFixed(0)} replies/s (${sent} sent), memory ${memoryGrowth >= 0 ? '+' : ''}${memoryGrowth.toFixed(0)} MB`,
    );
    printVerdicts('budgets', [
      {
        name: 'ingest rate',
        pass: ingestPerSecond >= BUDGET.ingestPerSecond,
        detail: `${ingestPerSecond.toFixed(0)} ≥ ${BUDGET.ingestPerSecond} msgs/s`,
      },
      {
        name: 'arrival to ticket p95',
        pass: p95(arrival) <= BUDGET.arrivalP95Seconds,
        detail: `${p95(arrival).toFixed(1)} ≤ ${BUDGET.arrivalP95Seconds} s`,
      },
      {
        name: 'send rate',
        pass: sendPerSecond >= BUDGET.sendPerSecond,
        detail: `${sendPerSecond.toFixed(0)} ≥ ${BUDGET.sendPerSecond} replies/s`,
      },
      {
        name: 'memory while sending',
        pass: memoryGrowth <= BUDGET.memoryGrowthMb,
        detail: `${memoryGrowth.toFixed(0)} ≤ ${BUDGET.memoryGrowthMb} MB`,
      },
    ]);
  } finally {
    await database.close();
    servers.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMailBench();
