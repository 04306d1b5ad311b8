import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabaseUrl } from '../databases';
import { call, newAgent } from './http-call';
import { figures, hammer, timeToRecovery } from './outage';
import { signInAdmin, startServerProcess, type ServerProcess } from './server-process';
import { adminQuery, createScratchDatabase, type ScratchDatabase } from './system-databases';
import { startTcpProxy, type ProxyMode, type TcpProxy } from './tcp-proxy';

const OUTAGE_MS = 10_000;
const POOL_SIZE = 10;

/**
 * The server (its own process) reaches PostgreSQL through a TCP proxy we control. For 10 s the
 * database is stopped (connections reset, new ones refused) or cut off (nothing gets through);
 * every request must be answered 503 (none may hang until the client gives up), then work again
 * without a restart, with no connection leaked. How fast is a figure: `BENCH_ONLY=faults npm run bench`.
 */
describe.runIf(process.env.TEST_PG_AVAILABLE === '1')('database stopped or cut off for 10 s', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let cookie: string;
  beforeAll(async () => {
    database = await createScratchDatabase('outage');
    const target = new URL(adminDatabaseUrl());
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({
      DATABASE_URL: viaProxy.toString(),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    });
    cookie = await signInAdmin(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  for (const mode of ['stopped', 'cut-off'] as ProxyMode[]) {
    it(`${mode}: every request is answered 503, none hangs, then it recovers without a restart`, async () => {
      expect((await hammer(server, cookie, 1000, 10)).every((answer) => answer.status < 300)).toBe(true);
      proxy.setMode(mode);
      const outage = figures(await hammer(server, cookie, OUTAGE_MS, 10));
      proxy.setMode('pass');
      const recoveryMs = await timeToRecovery(server, cookie);

      const agent = newAgent(40);
      const after = await Promise.all(
        Array.from({ length: 400 }, (_, index) =>
          call(`${server.url}/api/tickets${index % 2 ? '/stats' : ''}`, { cookie, agent, timeoutMs: 15_000 }),
        ),
      );
      agent.destroy();
      const [activity] = await adminQuery<{ connections: number }>(
        'select count(*)::int as connections from pg_stat_activity where datname = $1',
        [database.name],
      );
      const connections = activity?.connections ?? 0;
      console.log(
        `[outage, ${mode} ${OUTAGE_MS / 1000} s] ${JSON.stringify(outage)}; recovered ${recoveryMs} ms after; ` +
          `${after.filter((a) => a.status === 200).length}/400 OK after; ${connections} database connections`,
      );
      // A request the server never answered within the client's 15 s shows as "no answer": a hang.
      expect(Object.keys(outage.statuses)).toEqual(['503']);
      expect(recoveryMs).not.toBe(Infinity);
      expect(after.every((answer) => answer.status === 200)).toBe(true);
      // The pool, the tenant reader pool (decision 060), the watchdog and the one connection that
      // hears session changes and the live desk (decision 093).
      const mostConnections = 2 * POOL_SIZE + 2;
      expect(connections).toBeLessThanOrEqual(mostConnections);
      expect(proxy.openConnections()).toBeLessThanOrEqual(mostConnections);
      expect((await call(`${server.url}/api/health`)).status).toBe(200);
    });
  }
});
