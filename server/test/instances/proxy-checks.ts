import type { Verdict } from '../../../bench/lib/stats';
import { call, type Answer } from '../faults/http-call';
import { adminQuery } from '../faults/system-databases';
import type { NginxProxy } from './nginx-proxy';

/**
 * Behaviour that must not depend on which instance behind the proxy answers. Each check returns
 * a verdict with the figures behind it; the system test asserts them, the benchmark prints them.
 * Clients are told apart by their local address (127.0.0.x), as the proxy sees them.
 */
export type ProxySetup = { proxy: NginxProxy; instances: number; databaseUrl: string };

const upstreamOf = (answer: Answer) => String(answer.headers?.['x-upstream'] ?? '?');
const distinct = (answers: Answer[]) => new Set(answers.map(upstreamOf)).size;
const statuses = (answers: Answer[]) =>
  Object.entries(
    answers.reduce<Record<number, number>>((counts, answer) => {
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

/** One after another, so the proxy's round robin spreads them over every instance. */
async function inTurn(count: number, send: (index: number) => Promise<Answer>) {
  const answers: Answer[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await send(index));
  return answers;
}

export async function checkSessionsAcrossInstances(
  { proxy, instances }: ProxySetup,
  credentials: { username: string; password: string },
): Promise<Verdict[]> {
  const url = proxy.url;
  const login = await call(`${url}/api/auth/login`, { method: 'POST', body: credentials });
  const cookie = String(login.headers?.['set-cookie'] ?? '').split(';')[0]!;
  const reads = await inTurn(instances * 4, () => call(`${url}/api/auth/user`, { cookie }));
  const logout = await call(`${url}/api/auth/logout`, { method: 'POST', cookie });
  const after = await inTurn(instances * 10, () => call(`${url}/api/auth/user`, { cookie }));
  const others = reads.filter((read) => upstreamOf(read) !== upstreamOf(login));
  return [
    {
      name: 'signed in on one instance, accepted by the others',
      pass:
        login.status === 200 &&
        reads.every((read) => read.status === 200) &&
        distinct(reads) === instances &&
        others.length > 0,
      detail: `login ${login.status} on ${upstreamOf(login)}; then ${statuses(reads)} from ${distinct(reads)} of ${instances} instances`,
    },
    {
      name: 'signed out through the proxy: every instance refuses the session at once',
      pass:
        logout.status === 200 && after.every((read) => read.status === 401) && distinct(after) === instances,
      detail: `logout ${logout.status} on ${upstreamOf(logout)}; then ${statuses(after)} from ${distinct(after)} of ${instances} instances`,
    },
  ];
}

const DAILY_CALLS_PER_ADDRESS = 10;

function logStart(url: string, localAddress: string, tag: string, headers: Record<string, string> = {}) {
  return (index: number) =>
    call(`${url}/api/calls/log-start`, {
      method: 'POST',
      localAddress,
      headers,
      body: { callSid: `sim_${tag}_${index}`, agentType: 'technical' },
    });
}

async function countedCalls(databaseUrl: string, key: string) {
  const rows = await adminQuery<{ count: number }>(
    `select count from call_limits where scope = 'ip' and key = $1`,
    [key],
    databaseUrl,
  );
  return rows[0]?.count ?? 0;
}

/**
 * The daily limit counts the visitor's own address (the proxy appends it to X-Forwarded-For and
 * the instances trust one hop): reached through some instances, refused by all of them; another
 * visitor behind the same proxy is unaffected; addresses a visitor writes into X-Forwarded-For
 * are not believed.
 */
export async function checkCallLimitsByClientAddress({
  proxy,
  instances,
  databaseUrl,
}: ProxySetup): Promise<Verdict[]> {
  const visitor = '127.0.0.7';
  const neighbour = '127.0.0.8';
  const spoofer = '127.0.0.9';
  const run = `${process.pid}_${Date.now()}`;
  const allowed = await inTurn(DAILY_CALLS_PER_ADDRESS, logStart(proxy.url, visitor, `a${run}`));
  const beyond = await inTurn(instances * 3, logStart(proxy.url, visitor, `b${run}`));
  const other = await logStart(proxy.url, neighbour, `c${run}`)(0);
  const spoofed = await inTurn(DAILY_CALLS_PER_ADDRESS + instances * 3, (index) =>
    logStart(proxy.url, spoofer, `d${run}`, { 'x-forwarded-for': `203.0.113.${index + 1}` })(index),
  );
  const spoofedKeys = await adminQuery<{ key: string }>(
    `select key from call_limits where key like '203.0.113.%'`,
    [],
    databaseUrl,
  );
  const spoofedAllowed = spoofed.filter((answer) => answer.status === 200).length;
  return [
    {
      name: 'daily call limit counts the real client address across instances',
      pass:
        allowed.every((answer) => answer.status === 200) &&
        beyond.every((answer) => answer.status === 429) &&
        distinct(allowed) > 1 &&
        distinct(beyond) === instances &&
        (await countedCalls(databaseUrl, visitor)) === DAILY_CALLS_PER_ADDRESS &&
        other.status === 200,
      detail:
        `${visitor}: first ${DAILY_CALLS_PER_ADDRESS} (${statuses(allowed)}) via ${distinct(allowed)} instances, ` +
        `then ${statuses(beyond)} from ${distinct(beyond)} of ${instances}; ${neighbour} after it: ${other.status}`,
    },
    {
      name: 'a client-written X-Forwarded-For is not trusted beyond the proxy hop',
      pass:
        spoofedAllowed === DAILY_CALLS_PER_ADDRESS &&
        spoofedKeys.length === 0 &&
        (await countedCalls(databaseUrl, spoofer)) === DAILY_CALLS_PER_ADDRESS,
      detail: `${spoofed.length} calls from ${spoofer}, each claiming another address: ${statuses(spoofed)}; ${spoofedKeys.length} spoofed addresses counted`,
    },
  ];
}
