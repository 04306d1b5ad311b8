/**
 * Offline speech benchmark (issues 11, 26): visitors talking to the simulated agent through /ws/voice,
 * their words made by espeak-ng and streamed in real time as the browser does (4096-sample PCM
 * chunks): calls one after another (a first turn, heard with the first-utterance adaptation, then
 * later turns), and 25 concurrent talking sessions.
 * Turn latency = from the end of the visitor's voice (the last loud sample, as a browser would
 * have captured it) to the first frame of the agent's spoken answer: it includes the pause that
 * ends the turn, recognition and the first synthesized clause.
 * Baseline, same run: a typed message to the first audio of its answer (no turn end, no recognizer).
 * Also: CPU time per second of conversation (server and speech workers), synthesis real-time
 * factor, and memory (server and speech workers).
 * Budgets: first turn of a call p95 ≤ 1,000 ms and later turns p95 ≤ 1,000 ms at 1 session;
 * every turn p95 ≤ 2,000 ms at 25 sessions.
 * Run: npx tsx bench/voice-speech.ts   (SPEECH_CALLS: calls one after another, default 16, of
 * SPEECH_CALL_TURNS turns, default 3; SPEECH_TURNS: turns at 25 sessions, default 50;
 * SPEECH_SESSIONS=1,25)
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { WebSocket } from 'ws';
import { loadConfig } from '../server/env';
import { SpeechEngines, sharedSpeechEngines } from '../server/features/speech';
import { createVoiceSession } from '../server/features/voice';
import { espeakSpeech } from '../server/test/speech/espeak';
import { VISITOR_UTTERANCES } from '../server/test/speech/visitor-utterances';
import { listeningApp } from './lib/listening-app';
import { percentile, printVerdicts, type Verdict } from './lib/stats';

const TURNS = Number(process.env.SPEECH_TURNS ?? 50);
const CALLS = Number(process.env.SPEECH_CALLS ?? 16);
const CALL_TURNS = Number(process.env.SPEECH_CALL_TURNS ?? 3);
const FIRST_TURN_BUDGET_MS = 1000;
/** 1 and 25 sessions by default; SPEECH_SESSIONS=1,12,25 measures others too (budget 2 s above one). */
const LEVELS = (process.env.SPEECH_SESSIONS ?? '1,25')
  .split(',')
  .map(Number)
  .map((sessions) => ({ sessions, budgetP95: sessions === 1 ? 1000 : 2000 }));
const CHUNK = 4096;
const CHUNK_MS = (CHUNK / 16_000) * 1000;
const TRAILING_SILENCE_CHUNKS = 8; // 2 s: enough to end any turn

type Received = { message: Record<string, unknown> | 'audio'; at: number };
type Match = (message: Received['message']) => boolean;

/** A socket whose messages are all kept, with arrival times, so none is missed between awaits. */
type Socket = { ws: WebSocket; log: Received[]; find(from: number, match: Match): Promise<number> };

function openSocket(url: string, origin: string): Promise<Socket> {
  const ws = new WebSocket(url, { origin });
  const log: Received[] = [];
  let wake: (() => void) | undefined;
  ws.on('message', (data, isBinary) => {
    const message = isBinary ? 'audio' : (JSON.parse(String(data)) as Record<string, unknown>);
    log.push({ message, at: performance.now() });
    wake?.();
  });
  /** The index of the first message from `from` on that matches, once it has arrived. */
  async function find(from: number, match: Match): Promise<number> {
    for (;;) {
      const index = log.findIndex((item, i) => i >= from && match(item.message));
      if (index >= 0) return index;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, log, find }));
    ws.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isType =
  (type: string): Match =>
  (message) =>
    message !== 'audio' && message.type === type;
const isAudio: Match = (message) => message === 'audio';

/** Speaks `turns` utterances in real time; returns each turn's latency to the agent's first audio. */
async function talk(socket: Socket, utterances: Int16Array[], turns: number, offset: number) {
  const latencies: number[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    const speech = utterances[(offset + turn) % utterances.length]!;
    const frames: string[] = [];
    for (let i = 0; i < speech.length; i += CHUNK) {
      const chunk = new Int16Array(CHUNK);
      chunk.set(speech.subarray(i, i + CHUNK));
      frames.push(Buffer.from(chunk.buffer).toString('base64'));
    }
    const silence = Buffer.alloc(CHUNK * 2).toString('base64');
    const from = socket.log.length;
    const answered = socket
      .find(from, isType('user_transcript'))
      .then((heard) => socket.find(heard, isType('agent_response')))
      .then((reply) => socket.find(reply, isAudio))
      .then((audio) => socket.log[audio]!.at);
    // Where the voice really ends (espeak-ng adds quiet after it): a browser captures that sample
    // (CHUNK_MS − its offset in its chunk) before it sends the chunk.
    let voiceEnd = speech.length - 1;
    while (voiceEnd > 0 && Math.abs(speech[voiceEnd]!) < 300) voiceEnd -= 1;
    const endChunk = Math.floor(voiceEnd / CHUNK);
    const endInChunkMs = ((voiceEnd % CHUNK) / 16_000) * 1000;
    let lastSpeechAt = 0;
    for (const [index, frame] of frames.entries()) {
      socket.ws.send(JSON.stringify({ user_audio_chunk: frame }));
      if (index === endChunk) lastSpeechAt = performance.now() - (CHUNK_MS - endInChunkMs);
      await sleep(CHUNK_MS);
    }
    let done = false;
    void answered.then(() => (done = true));
    for (let i = 0; i < TRAILING_SILENCE_CHUNKS && !done; i += 1) {
      socket.ws.send(JSON.stringify({ user_audio_chunk: silence }));
      await sleep(CHUNK_MS);
    }
    // A turn never answered with audio within 15 s counts as failed (NaN), not as a hang.
    const answeredAt = await Promise.race([answered, sleep(15_000).then(() => NaN)]);
    latencies.push(answeredAt - lastSpeechAt);
  }
  return latencies;
}

/** CPU seconds and resident memory of this process and its speech workers (Linux /proc). */
function processFigures() {
  const pids = [String(process.pid)];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(process.pid)) pids.push(entry);
    } catch {
      // gone meanwhile
    }
  }
  let cpu = 0;
  let rss = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu += (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, clock ticks
      rss += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return { cpu, rss, processes: pids.length };
}

async function synthesisRealTimeFactor() {
  const engines = new SpeechEngines({ workers: 1 });
  await engines.ready();
  const sentences = VISITOR_UTTERANCES.map(({ say }) => `You said: ${say}`);
  let seconds = 0;
  const started = performance.now();
  for (const sentence of sentences) seconds += (await engines.synthesize(sentence)).length / 16_000;
  const elapsed = (performance.now() - started) / 1000;
  await engines.close();
  return { rtf: elapsed / seconds, seconds };
}

export async function runVoiceSpeechBench() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SEED_SAMPLE_DATA: 'false',
    VOICE_MAX_SESSIONS_PER_IP: '1000',
    // Measures what the cores hold, past the lines the server would take (decision 098).
    VOICE_OFFLINE_CALLS_PER_CORE: '1000',
  });
  const { database, deps, app, address, wsBase } = await listeningApp(config);
  const status = await sharedSpeechEngines().ready();
  if (!status.available) throw new Error(status.reason);
  const utterances = VISITOR_UTTERANCES.map(({ say }) => espeakSpeech(say));

  async function call() {
    const { sessionId } = await createVoiceSession(deps, {
      agentType: 'customer',
      channel: 'browser',
      ip: '127.0.0.1',
    });
    const socket = await openSocket(`${wsBase}/ws/voice?agent=customer&session=${sessionId}`, address);
    await socket.find(0, isType('agent_response'));
    return socket;
  }

  // Baseline: typed messages, answered without turn detection or recognition.
  const baseline: number[] = [];
  {
    const socket = await call();
    for (let i = 0; i < 20; i += 1) {
      const from = socket.log.length;
      const sent = performance.now();
      socket.ws.send(JSON.stringify({ type: 'user_message', text: `Where is my order number ${i}?` }));
      const reply = await socket.find(from, isType('agent_response'));
      baseline.push(socket.log[await socket.find(reply, isAudio)]!.at - sent);
    }
    socket.ws.close();
  }
  const sortedBaseline = baseline.sort((a, b) => a - b);
  console.log(
    `offline speech benchmark: ${CALLS} calls of ${CALL_TURNS} turns at 1 session, ${TURNS} turns at 25, real-time streaming; baseline (typed message → first audio): ` +
      `p50 ${percentile(sortedBaseline, 50).toFixed(0)} ms, p95 ${percentile(sortedBaseline, 95).toFixed(0)} ms`,
  );
  console.log(
    'sessions | turns | end of speech → first agent audio p50 / p95 / max ms: all, first turns of calls, later turns | CPU s per conversation s | memory (server + speech workers)',
  );

  /** Sessions at once talking: one session is calls one after another, each a first turn then later ones. */
  async function runLevel(sessions: number): Promise<number[][]> {
    if (sessions === 1) {
      const calls: number[][] = [];
      for (let index = 0; index < CALLS; index += 1) {
        const socket = await call();
        calls.push(await talk(socket, utterances, CALL_TURNS, index * CALL_TURNS));
        socket.ws.close();
      }
      return calls;
    }
    const sockets = await Promise.all(Array.from({ length: sessions }, call));
    const turnsEach = Math.ceil(TURNS / sessions);
    const results = await Promise.all(
      sockets.map((socket, index) =>
        sleep((index * 997) % 3000).then(() => talk(socket, utterances, turnsEach, index)),
      ),
    );
    for (const socket of sockets) socket.ws.close();
    return results;
  }

  const answered = (latencies: number[]) =>
    latencies.filter((latency) => !Number.isNaN(latency)).sort((a, b) => a - b);
  const figures = (sorted: number[]) =>
    `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} / ${(sorted.at(-1) ?? NaN).toFixed(0)}`;

  const verdicts: Verdict[] = [];
  for (const { sessions, budgetP95 } of LEVELS) {
    const before = processFigures();
    let peakRss = before.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, processFigures().rss)), 1000);
    const started = performance.now();
    const results = await runLevel(sessions);
    const wall = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = processFigures();
    const failed = results.flat().filter((latency) => Number.isNaN(latency)).length;
    const latencies = answered(results.flat());
    const firstTurns = answered(results.map((turns) => turns[0]!));
    const laterTurns = answered(results.flatMap((turns) => turns.slice(1)));
    const p95 = percentile(latencies, 95);
    const cpuPerSecond = (after.cpu - before.cpu) / (wall * sessions);
    console.log(
      [
        String(sessions).padStart(8),
        `${latencies.length}${failed ? ` (+${failed} unanswered)` : ''}`.padStart(5),
        `all ${figures(latencies)}, first ${figures(firstTurns)} (${firstTurns.length}), later ${figures(laterTurns)} (${laterTurns.length})`,
        cpuPerSecond.toFixed(3),
        `peak ${(peakRss / 2 ** 20).toFixed(0)} MiB in ${after.processes} processes`,
      ].join(' | '),
    );
    const baselineP95 = `baseline typed p95 ${percentile(sortedBaseline, 95).toFixed(0)} ms`;
    const plural = sessions > 1 ? 's' : '';
    if (sessions === 1) {
      const firstP95 = percentile(firstTurns, 95);
      verdicts.push({
        name: `first turn of a call p95 at 1 session ≤ ${FIRST_TURN_BUDGET_MS} ms`,
        pass: firstP95 <= FIRST_TURN_BUDGET_MS && failed === 0,
        detail: `${firstP95.toFixed(0)} ms over ${firstTurns.length} calls; later turns p95 ${percentile(laterTurns, 95).toFixed(0)} ms (${baselineP95})`,
      });
    }
    verdicts.push({
      name: `turn latency p95 at ${sessions} session${plural} ≤ ${budgetP95} ms`,
      pass: p95 <= budgetP95 && failed === 0,
      detail: `${p95.toFixed(0)} ms over ${latencies.length} turns (first turns p95 ${percentile(firstTurns, 95).toFixed(0)} ms), ${failed} unanswered (${baselineP95})`,
    });
  }

  const synthesis = await synthesisRealTimeFactor();
  console.log(
    `synthesis real-time factor (one worker, ${synthesis.seconds.toFixed(1)} s of speech, not cached): ${synthesis.rtf.toFixed(3)}`,
  );
  printVerdicts('offline speech budgets', verdicts);
  await app.close();
  await database.close();
  await sharedSpeechEngines().close();
  return verdicts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const verdicts = await runVoiceSpeechBench();
  process.exitCode = verdicts.every((verdict) => verdict.pass) ? 0 : 1;
}
