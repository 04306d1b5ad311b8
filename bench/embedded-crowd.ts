/**
 * Issue 15 benchmark, goal 4: the embedded database (PGlite) under a crowd. The first tickets page
 * of a 100,000-ticket tenant, served to one connection (the baseline) and then to 50 at once.
 * Budgets: at 50 connections no client time-outs, p99 ≤ 500 ms, and requests answered in the order
 * they arrived (50 requests sent 5 ms apart, each on a connection of its own, none overtaken).
 * Run: BENCH_ONLY=crowd npm run bench
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { prepareBigTenant } from './lib/bench-database';
import { request } from './lib/http-timer';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { ms, printVerdicts, time } from './lib/stats';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CLIENT_TIMEOUT_S = 10;
const PATH = '/api/tickets?limit=50';

/** Sends `count` requests `gapMs` apart on fresh connections; answers how many finished before one sent earlier. */
async function overtaken(url: string, cookie: string, count: number, gapMs: number) {
  const finished: number[] = [];
  const sent: Array<Promise<void>> = [];
  for (let index = 0; index < count; index += 1) {
    sent.push(
      new Promise<void>((resolve, reject) => {
        const req = http.request(url, { headers: { cookie }, agent: false }, (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            finished.push(index);
            resolve();
          });
        });
        req.on('error', reject);
        req.end();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await Promise.all(sent);
  // A request is overtaken when one sent after it finished first.
  return finished.filter((index, position) => finished.slice(0, position).some((other) => other > index))
    .length;
}

export async function runEmbeddedCrowdBench() {
  console.log('\n== PGlite (embedded): seeding 100,000 tickets...');
  const { database, env } = await prepareBigTenant('pglite', 'bench_crowd_pglite');
  await database.close();
  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const loadBefore = os.loadavg();
  try {
    const headers = { cookie: server.cookie };
    const alone = await time(() => request(server.url + PATH, { method: 'GET', headers }), 200);
    const crowd = await autocannon({
      url: server.url + PATH,
      headers,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      timeout: CLIENT_TIMEOUT_S,
    });
    const passedBy = await overtaken(server.url + PATH, server.cookie, CONNECTIONS, 5);
    const loadAfter = os.loadavg();
    console.log(
      `   one connection (baseline): p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}\n` +
        `   ${CONNECTIONS} connections: ${crowd.requests.average.toFixed(0)} req/s, p50 ${ms(crowd.latency.p50)}, ` +
        `p99 ${ms(crowd.latency.p99)}, max ${ms(crowd.latency.max)}, ${crowd.timeouts} time-outs, ` +
        `${crowd.errors + crowd.non2xx} errors\n` +
        `   arrival order: ${passedBy} of ${CONNECTIONS} requests overtaken\n` +
        `   machine load before ${loadBefore.map((v) => v.toFixed(1)).join('/')}, after ${loadAfter.map((v) => v.toFixed(1)).join('/')}`,
    );
    printVerdicts('Budgets on the embedded database (issue 15, goal 4)', [
      {
        name: `${CONNECTIONS} connections: no client time-outs or errors`,
        pass: crowd.timeouts === 0 && crowd.errors + crowd.non2xx === 0,
        detail: `${crowd.timeouts} time-outs, ${crowd.errors + crowd.non2xx} errors`,
      },
      {
        name: `${CONNECTIONS} connections: first page p99 ≤ 500 ms`,
        pass: crowd.latency.p99 <= 500,
        detail: ms(crowd.latency.p99),
      },
      { name: 'requests answered in arrival order', pass: passedBy === 0, detail: `${passedBy} overtaken` },
    ]);
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync(
      'bench/results/embedded-crowd.json',
      JSON.stringify(
        { alone, crowd: crowd.latency, reqPerSec: crowd.requests.average, passedBy, loadBefore, loadAfter },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runEmbeddedCrowdBench();
