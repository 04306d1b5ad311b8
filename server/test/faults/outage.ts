import { call, newAgent, percentile, type Answer } from './http-call';
import type { ServerProcess } from './server-process';

export type OutageFigures = {
  requests: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
};

/** The calls a busy desk makes: lists, stats, a ticket write, the health check. */
function requestFor(server: ServerProcess, index: number) {
  const kinds = [
    { url: '/api/tickets' },
    { url: '/api/tickets/stats' },
    {
      url: '/api/tickets',
      method: 'POST',
      body: {
        subject: 'Written during an outage',
        description: 'x',
        customer: { name: 'Out Age', phone: '5550002222' },
      },
    },
    { url: '/api/health' },
  ];
  const kind = kinds[index % kinds.length]!;
  return { ...kind, url: server.url + kind.url };
}

/** `loops` clients sending requests back to back for `ms`; a request slower than 15 s counts as a hang. */
export async function hammer(
  server: ServerProcess,
  cookie: string,
  ms: number,
  loops: number,
): Promise<Answer[]> {
  const agent = newAgent(loops);
  const answers: Answer[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let index = loop; Date.now() < until; index += loops) {
        const { url, ...options } = requestFor(server, index);
        answers.push(await call(url, { ...options, cookie, agent, timeoutMs: 15_000 }));
      }
    }),
  );
  agent.destroy();
  return answers;
}

export function figures(answers: Answer[]): OutageFigures {
  const statuses: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const times = answers.map((answer) => answer.ms);
  return {
    requests: answers.length,
    statuses,
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    max: Math.round(Math.max(...times)),
  };
}

/** Milliseconds until the first 2xx of an authenticated list, polling every 50 ms. */
export async function timeToRecovery(
  server: ServerProcess,
  cookie: string,
  limitMs = 30_000,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const answer = await call(`${server.url}/api/tickets`, { cookie, timeoutMs: 5000 });
    if (answer.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}
