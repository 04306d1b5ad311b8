import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VoiceTestSocket } from '../voice/voice-test-client';
import { call, newAgent } from '../faults/http-call';
import { ADMIN, startServerProcess, type ServerProcess } from '../faults/server-process';
import { adminQuery, createScratchDatabase, type ScratchDatabase } from '../faults/system-databases';
import { startRoundRobin, type RoundRobin } from './round-robin-proxy';

// Sessions kept for a minute, longer than any wait below: only a change notice ends a kept one early.
const ENV = { TRUST_PROXY: '1', SESSION_CACHE_MS: '60000' };

/**
 * Two app processes on one PostgreSQL database behind a round-robin balancer (no sticky
 * sessions): sessions, daily call limits and voice sessions live in the database, so it must not
 * matter which instance answers, nor that the other one restarts.
 */
describe.runIf(process.env.TEST_PG_AVAILABLE === '1')('two instances on one PostgreSQL', () => {
  let database: ScratchDatabase;
  const instances: ServerProcess[] = [];
  let balancer: RoundRobin;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createScratchDatabase('instances');
    env = { ...ENV, DATABASE_URL: database.url };
    // Started together: migrations and the first-start bootstrap race, as in a rolling deploy.
    instances.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    balancer = await startRoundRobin(instances.map((instance) => instance.port));
  });
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  const servedBy = (answer: { headers?: Record<string, unknown> }) => Number(answer.headers?.['x-served-by']);

  it('a session made on one instance works on the other, and a logout on one ends it on both', async () => {
    const login = await call(`${balancer.url}/api/auth/login`, { method: 'POST', body: ADMIN });
    expect(login.status).toBe(200);
    const cookie = String(login.headers!['set-cookie']).split(';')[0]!;
    const reads = await Promise.all(
      Array.from({ length: 10 }, () => call(`${balancer.url}/api/auth/user`, { cookie })),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(10).fill(200));
    expect(new Set(reads.map(servedBy))).toEqual(new Set([0, 1]));
    const logout = await call(`${balancer.url}/api/auth/logout`, { method: 'POST', cookie });
    expect(servedBy(logout)).toBeGreaterThanOrEqual(0);
    // A read may use the other instance's kept session until the database's change notice reaches
    // it (docs/decisions/058-session-cache.md): within moments, even on a busy machine. Reads come
    // first: a write answered by an instance empties its cache, and would end the session without
    // the notice.
    await vi.waitFor(
      async () => {
        const after = await Promise.all([0, 1].map(() => call(`${balancer.url}/api/auth/user`, { cookie })));
        expect(after.map((read) => read.status)).toEqual([401, 401]);
        expect(new Set(after.map(servedBy))).toEqual(new Set([0, 1]));
      },
      { timeout: 10_000, interval: 50 },
    );
    const writes = await Promise.all(
      [0, 1].map(() => call(`${balancer.url}/api/tickets`, { method: 'POST', cookie, body: {} })),
    );
    expect(writes.map((write) => write.status)).toEqual([401, 401]);
    expect(new Set(writes.map(servedBy))).toEqual(new Set([0, 1]));
  });

  it('lets exactly 10 of 50 concurrent calls from one address through, across both instances', async () => {
    const agent = newAgent(50);
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(`${balancer.url}/api/calls/log-start`, {
          method: 'POST',
          agent,
          headers,
          body: { callSid: `sim_two_ip_${index}`, agentType: 'technical' },
        }),
      ),
    );
    agent.destroy();
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40);
    // Each instance answered at least 10 of the 50: counting on its own, either would have let 10 through.
    for (const instance of [0, 1]) {
      expect(answers.filter((answer) => servedBy(answer) === instance).length).toBeGreaterThanOrEqual(10);
    }
    const rows = await adminQuery<{ count: number }>(
      `select count from call_limits where scope = 'ip' and key = $1`,
      ['198.51.100.7'],
      database.url,
    );
    expect(rows.map((row) => row.count)).toEqual([10]);
  });

  it('lets one device (many addresses) start exactly 10 calls, across both instances', async () => {
    const token = await call(`${balancer.url}/api/twilio/access-token?agentType=technical`);
    const device = String(token.headers!['set-cookie']).split(';')[0]!;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call(`${balancer.url}/api/calls/log-start`, {
          method: 'POST',
          cookie: device,
          headers: { 'x-forwarded-for': `198.51.100.${100 + index}` },
          body: { callSid: `sim_two_device_${index}`, agentType: 'technical' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
  });

  it('keeps a voice call on one instance going while the other restarts (SIGTERM, then kill -9)', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const session = await call(`${balancer.url}/api/voice/start-session`, {
      method: 'POST',
      body: { agentType: 'technical' },
    });
    const { sessionId } = JSON.parse(session.text) as { sessionId: string };
    const wsUrl = `${first.url.replace('http', 'ws')}/ws/voice?agent=technical&session=${sessionId}`;
    const socket = await VoiceTestSocket.open(wsUrl, { origin: first.url });
    await socket.json('conversation_initiation_metadata');
    await socket.json('agent_response');
    const ask = async () => {
      socket.send({ type: 'user_message', text: 'My tyre pressure warning light is on' });
      const reply = await socket.json('agent_response', 10_000);
      expect(reply.agent_response_event.agent_response).toMatch(/pressure warning/i);
    };
    await second.stop();
    await ask();
    instances[1] = await startServerProcess(env, { port: second.port });
    await ask();
    await instances[1].kill9();
    await ask();
    instances[1] = await startServerProcess(env, { port: second.port });
    await ask();
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
    expect((await call(`${instances[1].url}/api/health`)).status).toBe(200);
  });
});
