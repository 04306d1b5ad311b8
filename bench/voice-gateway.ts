/**
 * Issue 4 benchmark: N concurrent voice sessions streaming 100 ms PCM chunks (the browser's
 * pcm_16000 mode) through /ws/voice to the fake ElevenLabs server, at 100, 250 and 500 sessions.
 * The load (clients + fake provider) runs in its own process; the gateway is this process.
 * Added relay latency = (client → gateway → provider) minus a baseline of the same clients
 * talking to the provider directly, measured in the same run. Percentile differences are noisy on
 * a shared machine (they can even come out negative), so the budget is judged on the via-gateway
 * p99 itself, an upper bound on the latency the gateway adds.
 * Budget: 500 sessions with p99 added latency ≤ 20 ms and 0 dropped frames.
 * Run: npx tsx bench/voice-gateway.ts   (BENCH_SECONDS shortens the streaming phase; default 10)
 */
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadConfig } from '../server/env';
import { liveVoiceCallCount, createVoiceSession } from '../server/features/voice';
import { listeningApp } from './lib/listening-app';
import { percentile, printVerdicts, type Verdict } from './lib/stats';
import type { LoadCommand, LoadReport } from './voice-load';

const LEVELS = (process.env.BENCH_VOICE_LEVELS ?? '100,250,500').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { sessions: 500, p99AddedMs: 20, dropped: 0 };
/** The event-loop histogram records whole sampling intervals; the stall is what exceeds one. */
const LOOP_SAMPLE_MS = 5;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function gatewayMemory() {
  collectGarbage();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.external, rss: usage.rss };
}

type Done = Extract<LoadReport, { event: 'done' }>;
type Result = Done & { p50: number; p99: number; max: number };

function summarise(report: Done): Result {
  const sorted = Float64Array.from(report.latencies).sort();
  const values = Array.from(sorted);
  return { ...report, p50: percentile(values, 50), p99: percentile(values, 99), max: values.at(-1) ?? NaN };
}

export async function runVoiceGatewayBench() {
  const load = fork(new URL('./voice-load.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const reports: LoadReport[] = [];
  let wake: (() => void) | undefined;
  load.on('message', (report: LoadReport) => {
    reports.push(report);
    wake?.();
  });
  const next = async <E extends LoadReport['event']>(event: E) => {
    for (;;) {
      const index = reports.findIndex((report) => report.event === event);
      if (index >= 0) return reports.splice(index, 1)[0] as Extract<LoadReport, { event: E }>;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  const command = (message: LoadCommand) => load.send(message);
  const { baseUrl, apiKey } = await next('ready');

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SEED_SAMPLE_DATA: 'false',
    ELEVENLABS_API_KEY: apiKey,
    ELEVENLABS_API_BASE: baseUrl,
    ELEVENLABS_AGENT_ID_CUSTOMER: 'agent_bench',
    VOICE_MAX_SESSIONS_PER_IP: '1000',
    VOICE_PROVIDER_TIMEOUT_MS: '30000',
  });
  const { database, deps, app, address, wsBase } = await listeningApp(config);
  console.log(
    `voice gateway benchmark: ${LEVELS.join(', ')} sessions, ${SECONDS} s of 100 ms PCM chunks each`,
  );
  console.log(
    'sessions | direct p50/p99 ms | via gateway p50/p99/max ms | added p50/p99 ms | sent | dropped | memory/session',
  );

  const results: Array<{ sessions: number; viaP99: number; addedP99: number; dropped: number }> = [];
  for (const sessions of LEVELS) {
    command({
      cmd: 'run',
      mode: 'direct',
      urls: Array.from({ length: sessions }, () => ''),
      seconds: SECONDS,
    });
    await next('connected');
    command({ cmd: 'go' });
    const direct = summarise(await next('done'));

    const urls: string[] = [];
    for (let i = 0; i < sessions; i += 1) {
      const { sessionId } = await createVoiceSession(deps, {
        agentType: 'customer',
        channel: 'browser',
        ip: '127.0.0.1',
      });
      urls.push(`${wsBase}/ws/voice?agent=customer&session=${sessionId}`);
    }
    const before = gatewayMemory();
    command({ cmd: 'run', mode: 'gateway', urls, seconds: SECONDS, origin: address });
    await next('connected');
    const live = liveVoiceCallCount(app);
    // Idle live calls: what each session holds between chunks (sockets, decoder state, buffers).
    const during = gatewayMemory();
    const loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
    loop.enable();
    let rssPeak = during.rss;
    const cpuBefore = process.cpuUsage();
    const rssSampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 250);
    command({ cmd: 'go' });
    const gateway = summarise(await next('done'));
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(rssSampler);
    loop.disable();
    for (let waited = 0; liveVoiceCallCount(app) > 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const dropped = gateway.sent - gateway.received + gateway.failed * SECONDS * 10;
    const addedP50 = gateway.p50 - direct.p50;
    const addedP99 = gateway.p99 - direct.p99;
    const perSession = (bytes: number) => `${(bytes / Math.max(1, live) / 1024).toFixed(0)} KiB`;
    console.log(
      [
        String(sessions).padStart(8),
        `${direct.p50.toFixed(2)} / ${direct.p99.toFixed(2)}`.padStart(17),
        `${gateway.p50.toFixed(2)} / ${gateway.p99.toFixed(2)} / ${gateway.max.toFixed(1)}`.padStart(26),
        `${addedP50.toFixed(2)} / ${addedP99.toFixed(2)}`.padStart(16),
        String(gateway.sent).padStart(5),
        `${dropped}${gateway.outOfOrder ? ` (${gateway.outOfOrder} out of order)` : ''}`.padStart(8),
        `heap+ext ${perSession(during.heap - before.heap)}, rss ${perSession(during.rss - before.rss)} (streaming peak ${perSession(rssPeak - before.rss)})`,
      ].join(' | '),
    );
    const cpuMicros = cpu.user + cpu.system;
    console.log(
      `         gateway CPU ${(cpuMicros / Math.max(1, gateway.received)).toFixed(1)} µs per relayed frame ` +
        `(${((cpuMicros / (SECONDS * 1e6)) * 100).toFixed(0)}% of a core); event-loop stalls p99 ` +
        `${(loop.percentile(99) / 1e6 - LOOP_SAMPLE_MS).toFixed(1)} ms; live calls ${live}/${sessions}; failed connects ${gateway.failed}`,
    );
    results.push({ sessions, viaP99: gateway.p99, addedP99, dropped });
  }

  const atBudget = results.find((result) => result.sessions === BUDGET.sessions);
  const verdicts: Verdict[] = atBudget
    ? [
        {
          name: `p99 added relay latency at ${BUDGET.sessions} sessions ≤ ${BUDGET.p99AddedMs} ms`,
          pass: atBudget.viaP99 <= BUDGET.p99AddedMs,
          detail: `≤ ${atBudget.viaP99.toFixed(2)} ms (whole relay p99; minus the direct baseline: ${atBudget.addedP99.toFixed(2)} ms)`,
        },
        {
          name: `dropped frames at ${BUDGET.sessions} sessions = ${BUDGET.dropped}`,
          pass: atBudget.dropped <= BUDGET.dropped,
          detail: String(atBudget.dropped),
        },
      ]
    : [];
  printVerdicts('voice gateway budgets', verdicts);

  command({ cmd: 'stop' });
  await app.close();
  await database.close();
  return verdicts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const verdicts = await runVoiceGatewayBench();
  process.exitCode = verdicts.every((verdict) => verdict.pass) ? 0 : 1;
}
