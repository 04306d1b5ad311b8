/**
 * Several app instances behind nginx on one PostgreSQL database holding the 100k-ticket tenant.
 * Figures at 50 connections, for the first tickets page and the 80/20 read/write mix of
 * load-mix.ts: one instance hit directly (the baseline, same run), then nginx in front of 1, 2
 * and 3 instances; the first page's SQL straight on the driver at 50 clients (the database's own
 * ceiling); where the CPU went in each phase. Then, through nginx with 3 instances, PASS/FAIL:
 * sessions shared and sign-out honoured everywhere at once, daily call limits by the client's real
 * address (and a spoofed X-Forwarded-For ignored), a voice call's WebSocket through nginx (and a
 * second socket for its session, on another instance, taking the call over), and an
 * instance killed with SIGKILL under ticket writes losing no acknowledged write, writing none twice.
 * Everything shares the machine's cores: nginx, the instances, PostgreSQL and this process (the
 * load generator).
 * Run: npx tsx bench/multi-instance.ts   (BENCH_SECONDS per load phase, default 8; needs nginx)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServerProcess, signIn, type ServerProcess } from '../server/test/faults/server-process';
import { checkKillDuringWrites } from '../server/test/instances/kill-behind-proxy';
import {
  isNginxInstalled,
  NGINX_MISSING,
  startNginx,
  type NginxProxy,
} from '../server/test/instances/nginx-proxy';
import {
  checkCallLimitsByClientAddress,
  checkSessionsAcrossInstances,
  type ProxySetup,
} from '../server/test/instances/proxy-checks';
import {
  checkVoiceCallThroughProxy,
  checkVoiceSessionIsOneCallThroughProxy,
} from '../server/test/instances/voice-through-proxy';
import { mix } from './load-mix';
import { isPostgresReachable, prepareBigTenant, sampleIds } from './lib/bench-database';
import {
  describeCpu,
  describeCpuPerRequest,
  postgresBackendsOf,
  processTree,
  startCpuCount,
  type CpuShare,
} from './lib/cpu-usage';
import { driverThroughput } from './lib/driver-load';
import { rawStatements } from './lib/raw-queries';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { printVerdicts, type Verdict } from './lib/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const DATABASE = 'bench_instances_pg';
const MOST_INSTANCES = 3;
const BENCH_USER = { username: 'bench', password: BENCH_PASSWORD };

type Load = 'first page' | '80/20 mix';
type Figures = {
  target: string;
  load: Load;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: CpuShare;
};

type Run = {
  instances: ServerProcess[];
  cookie: string;
  ticketIds: number[];
  customerIds: number[];
};

async function measure(
  run: Run,
  target: string,
  url: string,
  load: Load,
  nginx?: NginxProxy,
): Promise<Figures> {
  const countCpu = startCpuCount({
    postgres: postgresBackendsOf(DATABASE),
    instances: () => run.instances.map((instance) => instance.pid),
    nginx: nginx ? processTree(nginx.pid) : () => [],
    'load generator': () => [process.pid],
  });
  const result = await autocannon({
    url: load === 'first page' ? `${url}/api/tickets` : url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie: run.cookie },
    ...(load === '80/20 mix' ? { requests: mix(run.ticketIds, run.customerIds) } : {}),
  });
  return {
    target,
    load,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: countCpu(),
  };
}

function printFigures(figures: Figures, baseline?: Figures) {
  const ratio = baseline ? ` (${(figures.reqPerSec / baseline.reqPerSec).toFixed(2)}x direct)` : '';
  console.log(
    `   ${figures.target.padEnd(22)} ${figures.load.padEnd(10)} ${String(figures.reqPerSec).padStart(6)} req/s${ratio.padEnd(16)}` +
      ` p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ${figures.errors} errors`,
  );
  console.log(`      ${describeCpu(figures.cpu)}`);
  console.log(`      ${describeCpuPerRequest(figures.cpu, figures.reqPerSec)}`);
}

/** Compiled code paths and the database's cache, before the first measured phase. */
async function warmUp(run: Run) {
  await Promise.all(
    run.instances.map((instance) =>
      autocannon({
        url: instance.url,
        connections: 5,
        duration: 3,
        headers: { cookie: run.cookie },
        requests: mix(run.ticketIds, run.customerIds),
      }),
    ),
  );
}

async function measureScaling(run: Run) {
  const rows: Figures[] = [];
  const baselines = new Map<Load, Figures>();
  for (const load of ['first page', '80/20 mix'] as const) {
    const figures = await measure(run, 'direct, 1 instance', run.instances[0]!.url, load);
    baselines.set(load, figures);
    rows.push(figures);
    printFigures(figures);
  }
  for (let count = 1; count <= MOST_INSTANCES; count += 1) {
    const nginx = await startNginx(run.instances.slice(0, count).map((instance) => instance.port));
    try {
      for (const load of ['first page', '80/20 mix'] as const) {
        const figures = await measure(
          run,
          `nginx, ${count} instance${count > 1 ? 's' : ''}`,
          nginx.url,
          load,
          nginx,
        );
        rows.push(figures);
        printFigures(figures, baselines.get(load));
      }
    } finally {
      await nginx.stop();
    }
  }
  // The baseline once more, last: how much of the difference is the order of the phases.
  const again = await measure(run, 'direct, again', run.instances[0]!.url, 'first page');
  rows.push(again);
  printFigures(again, baselines.get('first page'));
  return rows;
}

/**
 * What PostgreSQL alone serves of the first page's SQL: measured before any instance starts, so
 * the instances' pooled connections (up to 22 each, idle or not) leave the driver's 50 a slot each.
 */
async function measureDatabaseCeiling(databaseUrl: string, bigTenantId: number, customerId: number) {
  const countCpu = startCpuCount({
    postgres: postgresBackendsOf(DATABASE),
    'load generator': () => [process.pid],
  });
  const statements = rawStatements(bigTenantId, customerId)['tickets first page']!;
  const database = await driverThroughput(databaseUrl, statements, CONNECTIONS, SECONDS);
  console.log(
    `   ${'driver, no app'.padEnd(22)} ${'first page SQL'.padEnd(10)} ${Math.round(database.perSecond)} a second at ${CONNECTIONS} clients,` +
      ` p50 ${database.p50.toFixed(1)} ms  p99 ${database.p99.toFixed(1)} ms`,
  );
  const cpu = countCpu();
  console.log(`      ${describeCpu(cpu)}`);
  console.log(`      ${describeCpuPerRequest(cpu, database.perSecond)}`);
  return { perSecond: Math.round(database.perSecond), p50: database.p50, p99: database.p99, cpu };
}

async function runChecks(run: Run, databaseUrl: string, customerId: number): Promise<Verdict[]> {
  const proxy = await startNginx(run.instances.map((instance) => instance.port));
  const setup: ProxySetup = { proxy, instances: run.instances.length, databaseUrl };
  try {
    return [
      ...(await checkSessionsAcrossInstances(setup, BENCH_USER)),
      ...(await checkCallLimitsByClientAddress(setup)),
      await checkVoiceCallThroughProxy(proxy),
      await checkVoiceSessionIsOneCallThroughProxy(setup),
      ...(await checkKillDuringWrites(setup, run.instances[1]!, {
        cookie: run.cookie,
        customerId,
        writes: 1500,
        connections: CONNECTIONS,
        killAfter: 300,
      })),
    ];
  } finally {
    await proxy.stop();
  }
}

export async function runMultiInstanceBench() {
  if (!isNginxInstalled()) return console.log(`skipped: ${NGINX_MISSING}`);
  if (!(await isPostgresReachable())) return console.log('skipped: no PostgreSQL on 127.0.0.1:5432');
  console.log('several instances behind nginx: seeding 100,000 tickets on PostgreSQL...');
  const { database, env, bigTenantId, customerId } = await prepareBigTenant('pg', DATABASE);
  const ticketIds = await sampleIds(database, 'tickets', bigTenantId);
  const customerIds = await sampleIds(database, 'customers', bigTenantId);
  await database.close();
  console.log(`\n== ${CONNECTIONS} connections, ${SECONDS} s a phase`);
  const databaseCeiling = await measureDatabaseCeiling(env.DATABASE_URL!, bigTenantId, customerId);
  const instanceEnv = { ...env, TRUST_PROXY: '1' };
  const instances: ServerProcess[] = [];
  try {
    for (let count = 0; count < MOST_INSTANCES; count += 1)
      instances.push(await startServerProcess(instanceEnv));
    const run: Run = {
      instances,
      cookie: await signIn(instances[0]!.url, BENCH_USER),
      ticketIds,
      customerIds,
    };
    await warmUp(run);
    const scaling = { rows: await measureScaling(run), databaseCeiling };
    const verdicts = await runChecks(run, env.DATABASE_URL!, customerId);
    printVerdicts(`through nginx with ${MOST_INSTANCES} instances`, verdicts);
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/multi-instance.json', JSON.stringify({ ...scaling, verdicts }, null, 2));
    if (verdicts.some((verdict) => !verdict.pass)) {
      process.exitCode = 1;
      for (const instance of instances)
        console.log(`\n-- instance :${instance.port}, last log lines:\n${instance.output().slice(-2000)}`);
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMultiInstanceBench();
