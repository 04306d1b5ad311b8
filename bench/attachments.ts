/**
 * Issue 12 benchmark: photos on tickets, on PostgreSQL (when reachable) and the embedded database,
 * against the real server in its own process. Sequential requests over one kept-alive connection:
 *   - baseline in the same run: GET /api/health and a 20 KB photo upload,
 *   - a 5 MB, 12-megapixel phone photo upload (multipart, sniffed, decoded, thumbnailed, stored),
 *   - the photo's thumbnail and the 5 MB original served back,
 * with the server's resident memory before, at its peak and after, sampled from /proc.
 * Budgets (docs/decisions/034-attachment-images.md): upload p50 ≤ 800 ms on PostgreSQL and
 * ≤ 1,500 ms on PGlite; thumbnail p50 ≤ 15 ms; server memory ≤ 150 MB (PGlite 250 MB) above where it
 * started after BENCH_ROUNDS (3) rounds of BENCH_UPLOADS (20) uploads, and ≤ 25 MB more at the end
 * of the last round than at the end of the first (it levels off rather than grows).
 * Run: npx tsx bench/attachments.ts   (BENCH_UPLOADS, BENCH_ROUNDS: 5 MB uploads per round, rounds)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { imageBytes, multipartBody, phonePhoto } from '../server/test/files/sample-files';
import { isPostgresReachable, openFresh, type BenchDriver } from './lib/bench-database';
import { request } from './lib/http-timer';
import { startServer, type RunningServer } from './lib/server-process';
import { printVerdicts, summarise, type Latency, type Verdict } from './lib/stats';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const ROUNDS = Math.max(2, Number(process.env.BENCH_ROUNDS ?? 3));
const ADMIN = { username: 'admin', password: 'bench-admin-password' };
const BUDGET = {
  uploadP50: { pg: 800, pglite: 1500 },
  thumbnailP50: 15,
  /** PGlite's WebAssembly heap keeps its high-water mark: the file passes through it as hex text. */
  memoryGrowthMb: { pg: 150, pglite: 250 },
  steadyGrowthMb: 25,
};

type Timed = Latency & { p95: number };

const signed = (mb: number) => `${mb >= 0 ? '+' : '−'}${Math.abs(mb).toFixed(0)}`;

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function timed(runs: number, fn: (run: number) => Promise<number>): Promise<Timed> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const status = await fn(run);
    samples.push(performance.now() - started);
    if (status >= 300) throw new Error(`request ${run} answered ${status}`);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { ...summarise(samples), p95: sorted[Math.ceil(sorted.length * 0.95) - 1]! };
}

async function newTicket(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/api/tickets`, {
    method: 'POST',
    headers: { cookie: server.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      subject: 'Bench photos',
      description: 'Photos for the benchmark',
      customer: { name: 'Bench Driver', phone: '5550100100', email: null, company: null },
    }),
  });
  if (!response.ok) throw new Error(`ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

function upload(server: RunningServer, ticketId: number, fileName: string, bytes: Buffer) {
  const { payload, contentType } = multipartBody([{ fileName, bytes, contentType: 'image/jpeg' }]);
  return request(`${server.url}/api/tickets/${ticketId}/attachments`, {
    method: 'POST',
    headers: { cookie: server.cookie, 'content-type': contentType, 'content-length': String(payload.length) },
    body: payload,
  });
}

const get = (server: RunningServer, path: string) =>
  request(`${server.url}${path}`, { method: 'GET', headers: { cookie: server.cookie } });

async function lastAttachmentId(server: RunningServer, ticketId: number): Promise<number> {
  const response = await fetch(`${server.url}/api/tickets/${ticketId}/attachments`, {
    headers: { cookie: server.cookie },
  });
  const files = (await response.json()) as Array<{ id: number }>;
  return files.at(-1)!.id;
}

async function benchDriver(driver: BenchDriver, photo: Buffer, small: Buffer): Promise<Verdict[]> {
  const { database, env } = await openFresh(driver, `treaddesk_bench_files_${driver}`);
  await database.close();
  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: ADMIN.password },
    ADMIN,
  );
  const pid = server.child.pid!;
  try {
    const health = await timed(50, () => get(server, '/api/health'));
    const warmTicket = await newTicket(server);
    const ticketJson = await timed(200, () => get(server, `/api/tickets/${warmTicket}`));
    const smallUploads = await timed(10, () => upload(server, warmTicket, 'small.jpg', small));
    // Rounds of uploads, 10 photos per ticket (the limit is 50): the first shows how far memory
    // rises to hold them, the last whether it keeps rising.
    const rounds: Array<{ uploads: Timed; before: number; peak: number; after: number }> = [];
    const tickets: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      tickets.length = 0;
      for (let index = 0; index < Math.ceil(UPLOADS / 10); index += 1) tickets.push(await newTicket(server));
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
      const uploads = await timed(UPLOADS, (run) =>
        upload(server, tickets[Math.floor(run / 10)]!, `p${run}.jpg`, photo),
      );
      clearInterval(sampler);
      rounds.push({ uploads, before, peak, after: rssMb(pid) });
    }
    const uploads = rounds.at(-1)!.uploads;
    const id = await lastAttachmentId(server, tickets[0]!);
    const thumbnails = await timed(200, () => get(server, `/api/attachments/${id}/thumbnail`));
    const originals = await timed(20, () => get(server, `/api/attachments/${id}/content`));

    const name = driver === 'pg' ? 'PostgreSQL' : 'PGlite';
    const line = (label: string, t: Timed) =>
      console.log(
        `  ${label.padEnd(30)} p50 ${t.p50.toFixed(1).padStart(7)} ms  p95 ${t.p95.toFixed(1).padStart(7)} ms  (${t.samples})`,
      );
    console.log(`\n== ${name}: server in its own process, one connection`);
    line('GET /api/health (baseline)', health);
    line('GET a ticket (baseline)', ticketJson);
    line(`upload ${(small.length / 1024).toFixed(0)} KB photo (baseline)`, smallUploads);
    rounds.forEach((round, index) =>
      line(`upload ${(photo.length / 1024 / 1024).toFixed(1)} MB photo, round ${index + 1}`, round.uploads),
    );
    line('GET thumbnail', thumbnails);
    line(`GET ${(photo.length / 1024 / 1024).toFixed(1)} MB original`, originals);
    for (const [index, round] of rounds.entries()) {
      console.log(
        `  server RSS, round ${index + 1}: ${round.before.toFixed(0)} MB before ${UPLOADS} uploads, ` +
          `peak ${round.peak.toFixed(0)} MB, after ${round.after.toFixed(0)} MB`,
      );
    }
    const [first, last] = [rounds[0]!, rounds.at(-1)!];
    const peak = Math.max(...rounds.map((round) => round.peak));
    return [
      {
        name: `${driver}: 5 MB upload p50 ≤ ${BUDGET.uploadP50[driver]} ms`,
        pass: uploads.p50 <= BUDGET.uploadP50[driver],
        detail: `${uploads.p50.toFixed(0)} ms (p95 ${uploads.p95.toFixed(0)} ms; 20 KB baseline ${smallUploads.p50.toFixed(0)} ms)`,
      },
      {
        name: `${driver}: thumbnail p50 ≤ ${BUDGET.thumbnailP50} ms`,
        pass: thumbnails.p50 <= BUDGET.thumbnailP50,
        detail: `${thumbnails.p50.toFixed(1)} ms (GET a ticket ${ticketJson.p50.toFixed(1)} ms, health ${health.p50.toFixed(1)} ms)`,
      },
      {
        name: `${driver}: server memory after ${ROUNDS * UPLOADS} uploads ≤ ${BUDGET.memoryGrowthMb[driver]} MB above the start, ≤ ${BUDGET.steadyGrowthMb} MB more after round 1`,
        pass:
          last.after - first.before <= BUDGET.memoryGrowthMb[driver] &&
          last.after - first.after <= BUDGET.steadyGrowthMb,
        detail:
          `+${(last.after - first.before).toFixed(0)} MB in all (round 1 +${(first.after - first.before).toFixed(0)} MB, ` +
          `rounds 2–${ROUNDS} ${signed(last.after - first.after)} MB; peak +${(peak - first.before).toFixed(0)} MB)`,
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function runAttachmentsBench() {
  const photo = await phonePhoto();
  const small = await imageBytes('jpeg', { width: 160, height: 160, noise: true });
  const verdicts = await benchDriver('pglite', photo, small);
  if (await isPostgresReachable()) verdicts.push(...(await benchDriver('pg', photo, small)));
  else console.log('\nPostgreSQL not reachable: PGlite only.');
  printVerdicts('Attachments budgets', verdicts);
  return verdicts;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await runAttachmentsBench();
