/**
 * Recovery times that the fault tests check only as behaviour (they must not fail on a busy machine):
 *   - kill -9 during 1,000 concurrent ticket writes: time from the restart to the first healthy answer,
 *     on PGlite and (when reachable) PostgreSQL. Budget: ≤ 5,000 ms every round.
 *   - PostgreSQL cut off for 5 s behind a TCP proxy: slowest 503 during the cut (budget ≤ 3,000 ms: fail
 *     fast, never hang) and time to the first 200 after it (budget ≤ 5,000 ms).
 * Run: npx tsx bench/faults.ts   (BENCH_FAULT_ROUNDS, default 3)
 */
import { pathToFileURL } from 'node:url';
import { adminDatabaseUrl } from '../server/test/databases';
import { killNineRounds } from '../server/test/faults/kill-nine';
import { figures, hammer, timeToRecovery } from '../server/test/faults/outage';
import { signInAdmin, startServerProcess } from '../server/test/faults/server-process';
import { createScratchDatabase, scratchDataDir } from '../server/test/faults/system-databases';
import { startTcpProxy } from '../server/test/faults/tcp-proxy';
import { isPostgresReachable } from './lib/bench-database';
import { printVerdicts, type Verdict } from './lib/stats';

const ROUNDS = Number(process.env.BENCH_FAULT_ROUNDS ?? 3);
const RESTART_BUDGET_MS = 5000;
const FAIL_FAST_BUDGET_MS = 3000;
const RECOVERY_BUDGET_MS = 5000;

async function restartVerdict(driver: 'pglite' | 'pg'): Promise<Verdict> {
  const scratch = driver === 'pg' ? await createScratchDatabase('bench_kill9') : null;
  const folder = driver === 'pglite' ? scratchDataDir('bench-kill9') : null;
  try {
    const env: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: folder!.dir };
    const rounds = await killNineRounds({ env, rounds: ROUNDS, writes: 1000, seed: 4242 });
    const restarts = rounds.map((round) => round.restartMs);
    const lost = rounds.reduce((sum, round) => sum + round.lost, 0);
    return {
      name: `kill -9 under 1,000 writes, ${driver}: healthy after restart`,
      pass: Math.max(...restarts) <= RESTART_BUDGET_MS && lost === 0,
      detail: `${restarts.join(', ')} ms over ${ROUNDS} rounds (budget ≤ ${RESTART_BUDGET_MS} ms), ${lost} writes lost`,
    };
  } finally {
    await scratch?.drop();
    folder?.remove();
  }
}

async function outageVerdicts(): Promise<Verdict[]> {
  const scratch = await createScratchDatabase('bench_outage');
  const target = new URL(adminDatabaseUrl());
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(scratch.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const server = await startServerProcess({ DATABASE_URL: viaProxy.toString(), DATABASE_POOL_SIZE: '10' });
  try {
    const cookie = await signInAdmin(server.url);
    proxy.setMode('cut-off');
    const outage = figures(await hammer(server, cookie, 5000, 10));
    proxy.setMode('pass');
    const recoveryMs = await timeToRecovery(server, cookie);
    return [
      {
        name: 'PostgreSQL cut off 5 s: slowest answer during the cut',
        pass: outage.max <= FAIL_FAST_BUDGET_MS && Object.keys(outage.statuses).join() === '503',
        detail: `max ${outage.max} ms, p50 ${outage.p50} ms, ${JSON.stringify(outage.statuses)} (budget ≤ ${FAIL_FAST_BUDGET_MS} ms, all 503)`,
      },
      {
        name: 'PostgreSQL cut off 5 s: first 200 after the cut',
        pass: recoveryMs <= RECOVERY_BUDGET_MS,
        detail: `${recoveryMs} ms (budget ≤ ${RECOVERY_BUDGET_MS} ms)`,
      },
    ];
  } finally {
    await server.stop();
    await proxy.close();
    await scratch.drop();
  }
}

export async function runFaultsBench() {
  const withPostgres = await isPostgresReachable();
  const verdicts = [await restartVerdict('pglite')];
  if (withPostgres) verdicts.push(await restartVerdict('pg'), ...(await outageVerdicts()));
  printVerdicts('Fault recovery (figures; the fault tests assert only behaviour)', verdicts);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runFaultsBench();
