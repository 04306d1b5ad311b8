/**
 * The load side of bench/voice-gateway.ts, in its own process: the fake ElevenLabs server plus N
 * browser-like clients streaming 100 ms PCM chunks. Each chunk carries its send time, so the
 * fake's receipt time gives the relay latency, measured on one clock in one process.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startFakeElevenLabs } from '../fakes/elevenlabs/fake-elevenlabs';

export type LoadCommand =
  | { cmd: 'run'; mode: 'direct' | 'gateway'; urls: string[]; seconds: number; origin?: string }
  | { cmd: 'go' }
  | { cmd: 'stop' };
export type LoadReport =
  | { event: 'ready'; baseUrl: string; apiKey: string }
  | { event: 'connected' }
  | {
      event: 'done';
      latencies: number[];
      sent: number;
      received: number;
      outOfOrder: number;
      failed: number;
    };

const CHUNK_MS = 100;
const CHUNK_BYTES = 3200; // 100 ms of PCM16 mono at 16 kHz
/** Send time (float64), client index and sequence number (uint32 each), padded to 18 bytes = 24 base64 characters. */
const STAMP_BYTES = 18;
/** The rest of the chunk is the same every time, so its base64 is computed once. */
const TAIL_BASE64 = Buffer.from(
  Array.from({ length: CHUNK_BYTES - STAMP_BYTES }, (_, i) => (i * 37) % 251),
).toString('base64');
const send = (report: LoadReport) => process.send!(report);

const received = new Map<number, { count: number; lastSeq: number }>();
let latencies: number[] = [];
let outOfOrder = 0;
let go: (() => void) | undefined;

const fake = await startFakeElevenLabs({
  record: false,
  checkFrames: false,
  onUserAudio: (_conversation, base64, at) => {
    const pcm = Buffer.from(base64.slice(0, 24), 'base64');
    if (pcm.length < 16) return;
    latencies.push(at - pcm.readDoubleLE(0));
    const client = pcm.readUInt32LE(8);
    const seq = pcm.readUInt32LE(12);
    const entry = received.get(client) ?? { count: 0, lastSeq: -1 };
    if (seq !== entry.lastSeq + 1) outOfOrder += 1;
    received.set(client, { count: entry.count + 1, lastSeq: seq });
  },
});

function openClient(url: string, mode: 'direct' | 'gateway', origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket =
      mode === 'direct'
        ? new WebSocket(url, ['convai'], { perMessageDeflate: false })
        : new WebSocket(url, { perMessageDeflate: false, headers: origin ? { origin } : {} });
    socket.once('error', reject);
    socket.once('open', () => {
      if (mode === 'direct') socket.send(JSON.stringify({ type: 'conversation_initiation_client_data' }));
    });
    socket.once('message', () => resolve(socket)); // conversation_initiation_metadata
    socket.once('close', (code) => reject(new Error(`closed ${code} before metadata`)));
  });
}

async function signedUrls(count: number) {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(
      `${fake.baseUrl}/v1/convai/conversation/get-signed-url?agent_id=agent_bench`,
      {
        headers: { 'xi-api-key': fake.apiKey },
      },
    );
    urls.push(((await response.json()) as { signed_url: string }).signed_url);
  }
  return urls;
}

async function run(command: Extract<LoadCommand, { cmd: 'run' }>) {
  received.clear();
  latencies = [];
  outOfOrder = 0;
  const urls = command.mode === 'direct' ? await signedUrls(command.urls.length) : command.urls;
  const sockets: WebSocket[] = [];
  let failed = 0;
  for (let i = 0; i < urls.length; i += 50) {
    const batch = await Promise.allSettled(
      urls.slice(i, i + 50).map((url) => openClient(url, command.mode, command.origin)),
    );
    for (const result of batch) if (result.status === 'fulfilled') sockets.push(result.value);
    failed += batch.filter((result) => result.status === 'rejected').length;
  }
  // The gateway side takes its memory snapshot (a forced GC) now, before any latency is measured.
  send({ event: 'connected' });
  await new Promise<void>((resolve) => (go = resolve));
  let sent = 0;
  const timers = sockets.map((socket, client) => {
    let seq = 0;
    const stamp = Buffer.alloc(STAMP_BYTES);
    const tick = () => {
      if (socket.readyState !== WebSocket.OPEN) return;
      stamp.writeDoubleLE(performance.now(), 0);
      stamp.writeUInt32LE(client, 8);
      stamp.writeUInt32LE(seq++, 12);
      // Exactly what the browser sends in pcm_16000 mode: {"user_audio_chunk":"<base64 PCM16>"}.
      socket.send(`{"user_audio_chunk":"${stamp.toString('base64')}${TAIL_BASE64}"}`);
      sent += 1;
    };
    const timer: { start?: NodeJS.Timeout; interval?: NodeJS.Timeout } = {};
    // Spread the clients over the 100 ms period, as independent browsers would be.
    timer.start = setTimeout(() => {
      tick();
      timer.interval = setInterval(tick, CHUNK_MS);
    }, Math.random() * CHUNK_MS);
    return timer;
  });
  await new Promise((resolve) => setTimeout(resolve, command.seconds * 1000));
  for (const { start, interval } of timers) {
    clearTimeout(start);
    clearInterval(interval);
  }
  const total = () => [...received.values()].reduce((sum, entry) => sum + entry.count, 0);
  for (let waited = 0; total() < sent && waited < 3000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const report: LoadReport = { event: 'done', latencies, sent, received: total(), outOfOrder, failed };
  await Promise.all(
    sockets.map(
      (socket) => new Promise<void>((resolve) => (socket.once('close', () => resolve()), socket.close(1000))),
    ),
  );
  for (let waited = 0; fake.openConversations() > 0 && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  send(report);
}

process.on('message', (command: LoadCommand) => {
  if (command.cmd === 'stop') return void fake.close().then(() => process.exit(0));
  if (command.cmd === 'go') return go?.();
  void run(command).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
send({ event: 'ready', baseUrl: fake.baseUrl, apiKey: fake.apiKey });
