/**
 * The live desk (decision 093): one notice reaching 50 signed-in agents, each holding its event
 * stream on one of three instances of the built server on one PostgreSQL database. Each round an
 * admin's note mentions all 50 through one of the instances (in turn); the time from sending it to
 * each agent's stream reading the new notice is one sample. Printed beside the baseline of the
 * same run: one agent's poll of its notices (GET /api/notifications), what every agent did every
 * 30 seconds before. Budget: p95 ≤ 200 ms.
 * Run: npx tsx bench/live-notifications.ts   (BENCH_ROUNDS, default 20; needs PostgreSQL)
 */
import { pathToFileURL } from 'node:url';
import type { NotificationList } from '../domain/notifications';
import { startServerProcess, type ServerProcess } from '../server/test/faults/server-process';
import {
  openLiveStream,
  postJson,
  staffOnDesk,
  ticketOnDesk,
  type LiveStreamClient,
} from '../server/test/instances/live-desk';
import { isPostgresReachable, openFresh } from './lib/bench-database';
import { percentile, printVerdicts, time } from './lib/stats';

const AGENTS = 50;
const INSTANCES = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BUDGET_P95_MS = 200;

const p = (samples: number[], at: number) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    at,
  ).toFixed(1);

export async function runLiveNotificationsBench() {
  if (!(await isPostgresReachable())) return console.log('skipped: no PostgreSQL on 127.0.0.1:5432');
  const { database, env } = await openFresh('pg', 'bench_live_pg');
  await database.close();
  const instances: ServerProcess[] = [];
  const streams: LiveStreamClient[] = [];
  try {
    for (let count = 0; count < INSTANCES; count += 1) instances.push(await startServerProcess(env));
    const { admin, staff } = await staffOnDesk(instances[0]!.url, AGENTS, 'live.bench');
    const ticket = await ticketOnDesk(instances[0]!.url, admin, 'Live desk benchmark');
    for (const [index, agent] of staff.entries()) {
      const stream = await openLiveStream(instances[index % INSTANCES]!.url, agent.cookie);
      await stream.reader.next('notifications');
      streams.push(stream);
    }
    const mentions = staff.map((agent) => `@${agent.username}`).join(' ');
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const marker = `Round ${round}:`;
      const through = instances[round % INSTANCES]!.url;
      const sent = performance.now();
      await postJson(`${through}/api/notes`, admin, {
        ticketId: ticket.id,
        content: `${marker} ${mentions}`,
      });
      const arrivals = await Promise.all(
        streams.map(async (stream) => {
          await stream.reader.next<NotificationList>('notices', (list) =>
            Boolean(list.items[0]?.detail?.includes(marker)),
          );
          const event = stream.reader.events.findLast(
            (seen) =>
              seen.event === 'notices' &&
              Boolean((seen.data as NotificationList).items[0]?.detail?.includes(marker)),
          )!;
          return event.at - sent;
        }),
      );
      samples.push(...arrivals);
    }
    const poll = await time(
      () => fetch(`${instances[1]!.url}/api/notifications`, { headers: { cookie: staff[0]!.cookie } }),
      ROUNDS * 5,
    );
    console.log(`\n== one notice to ${AGENTS} agents on ${INSTANCES} instances, ${ROUNDS} rounds`);
    console.log(
      `   pushed on the stream   p50 ${p(samples, 50)} ms  p95 ${p(samples, 95)} ms  p99 ${p(samples, 99)} ms  (${samples.length} deliveries)`,
    );
    console.log(
      `   baseline: one poll     p50 ${poll.p50.toFixed(1)} ms  p99 ${poll.p99.toFixed(1)} ms  (GET /api/notifications, one agent)`,
    );
    const p95 = Number(p(samples, 95));
    const verdicts = [
      {
        name: `p95 from writing a notice to ${AGENTS} streams on ${INSTANCES} instances`,
        pass: p95 <= BUDGET_P95_MS,
        detail: `${p95} ms (budget ${BUDGET_P95_MS} ms)`,
      },
    ];
    printVerdicts('live notifications', verdicts);
    if (verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runLiveNotificationsBench();
