import type { Ticket, TicketStats } from '../../../domain/api-types';
import { call, newAgent } from './http-call';
import { signInAdmin, startServerProcess, type ServerProcess } from './server-process';

/**
 * Crash rounds per database: 3 in `npm test`, a new seed (FAULT_SEED) each run so runs add up; 10
 * in `npm run test:faults`, the deep run.
 */
export const KILL_ROUNDS = Math.max(1, Number(process.env.KILL_ROUNDS ?? 3));

export type RoundResult = {
  round: number;
  acknowledged: number;
  /** Answered 503 (the pool's queue was full for 2 s): refused, never acknowledged. */
  refused: number;
  /** No answer: the connection died with the process. */
  cut: number;
  lost: number;
  /** Committed but never acknowledged (the answer was lost with the process): allowed. */
  unacknowledgedCommitted: number;
  restartMs: number;
  /** Ticket counters (trigger-maintained) agree with the rows after the crash. */
  countersAgree: boolean;
};

/** A small deterministic generator, so a seed replays the same kill points. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return min + (state % (max - min + 1));
  };
}

async function roundTickets(server: ServerProcess, cookie: string, tag: string) {
  const found = new Map<number, string>();
  for (let offset = 0; ; offset += 200) {
    const page = await call(`${server.url}/api/tickets?search=${tag}&limit=200&offset=${offset}`, { cookie });
    if (page.status !== 200) throw new Error(`list after restart: ${page.status} ${page.text}`);
    const tickets = JSON.parse(page.text) as Ticket[];
    for (const ticket of tickets) found.set(ticket.id, ticket.subject);
    if (tickets.length < 200) return found;
  }
}

async function totalTickets(server: ServerProcess, cookie: string) {
  const answer = await call(`${server.url}/api/tickets/stats`, { cookie });
  return (JSON.parse(answer.text) as TicketStats).totalTickets;
}

type Burst = { acknowledged: Map<number, string>; refused: number; cut: number };

/**
 * Sends `writes` ticket creations at once and kills the server with SIGKILL once `killAfter` of
 * them are acknowledged (or 5 s into the burst if fewer came by then), most still in flight.
 */
async function burstAndKill(
  victim: ServerProcess,
  cookie: string,
  body: (index: number) => { subject: string; description: string; customerId: number },
  writes: number,
  killAfter: number,
): Promise<Burst> {
  const agent = newAgent(writes);
  const burst: Burst = { acknowledged: new Map(), refused: 0, cut: 0 };
  let killed: Promise<void> | undefined;
  let due = false;
  const kill = () => (killed ??= victim.kill9());
  const timer = setTimeout(() => (burst.acknowledged.size > 0 ? kill() : (due = true)), 5000);
  await Promise.all(
    Array.from({ length: writes }, async (_, index) => {
      const answer = await call(`${victim.url}/api/tickets`, {
        method: 'POST',
        cookie,
        agent,
        timeoutMs: 20_000,
        body: body(index),
      });
      if (answer.status === 201) {
        burst.acknowledged.set((JSON.parse(answer.text) as Ticket).id, body(index).subject);
        if (due || burst.acknowledged.size === killAfter) kill();
      } else if (answer.status === 503) burst.refused += 1;
      else burst.cut += 1;
    }),
  );
  clearTimeout(timer);
  agent.destroy();
  await (killed ?? victim.kill9());
  return burst;
}

/**
 * Rounds of: `writes` ticket creations sent at once; kill -9 of the server after a seeded number
 * of acknowledgements; restart on the same port; every acknowledged ticket must be there, with
 * the ticket counters still matching the rows.
 */
export async function killNineRounds(options: {
  env: Record<string, string>;
  rounds: number;
  writes: number;
  seed: number;
}): Promise<RoundResult[]> {
  const next = random(options.seed);
  let server = await startServerProcess(options.env);
  const results: RoundResult[] = [];
  try {
    const cookie = await signInAdmin(server.url);
    const customer = await call(`${server.url}/api/customers`, {
      method: 'POST',
      cookie,
      body: { firstName: 'Kill', lastName: 'Nine', phone: '5550009999' },
    });
    const customerId = (JSON.parse(customer.text) as { id: number }).id;
    for (let round = 1; round <= options.rounds; round += 1) {
      const tag = `killnine${options.seed}r${round}x`;
      const before = await totalTickets(server, cookie);
      const victim = server;
      const burst = await burstAndKill(
        victim,
        cookie,
        (index) => ({
          subject: `${tag} write ${index}`,
          description: 'written during a crash test',
          customerId,
        }),
        options.writes,
        next(50, Math.floor(options.writes * 0.3)),
      );
      server = await startServerProcess(options.env, { port: victim.port });
      const stored = await roundTickets(server, cookie, tag);
      results.push({
        round,
        acknowledged: burst.acknowledged.size,
        refused: burst.refused,
        cut: burst.cut,
        lost: [...burst.acknowledged].filter(([id, subject]) => stored.get(id) !== subject).length,
        unacknowledgedCommitted: [...stored.keys()].filter((id) => !burst.acknowledged.has(id)).length,
        restartMs: server.readyMs,
        countersAgree: (await totalTickets(server, cookie)) === before + stored.size,
      });
    }
  } finally {
    await server.stop();
  }
  return results;
}
