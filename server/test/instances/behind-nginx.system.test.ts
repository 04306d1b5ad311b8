import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '../../../bench/lib/stats';
import { ADMIN, startServerProcess, type ServerProcess } from '../faults/server-process';
import { createScratchDatabase, type ScratchDatabase } from '../faults/system-databases';
import { startNginx, type NginxProxy } from './nginx-proxy';
import { checkVoiceSessionIsOneCallThroughProxy } from './voice-through-proxy';
import {
  checkCallLimitsByClientAddress,
  checkSessionsAcrossInstances,
  type ProxySetup,
} from './proxy-checks';

/** A verdict that failed says its figures in the failure's first line, which is what CI shows. */
function expectPassed(verdict: Verdict | undefined) {
  expect(verdict?.pass, `${verdict?.name}: ${verdict?.detail}`).toBe(true);
}

/**
 * Two instances behind Debian's nginx with the configuration docs/scaling.md recommends (the
 * instances trust one hop): a sign-out is honoured by both at once, and the daily call limits
 * count the visitor's own address, whatever the visitor writes into X-Forwarded-For; a voice
 * session's second socket, upgraded through nginx onto the other instance, is refused.
 */
describe.runIf(process.env.TEST_PG_AVAILABLE === '1')('two instances behind nginx', () => {
  let database: ScratchDatabase;
  const instances: ServerProcess[] = [];
  let proxy: NginxProxy;
  let setup: ProxySetup;
  beforeAll(async () => {
    database = await createScratchDatabase('nginx');
    const env = { DATABASE_URL: database.url, TRUST_PROXY: '1' };
    instances.push(await startServerProcess(env));
    instances.push(await startServerProcess(env));
    proxy = await startNginx(instances.map((instance) => instance.port));
    setup = { proxy, instances: instances.length, databaseUrl: database.url };
  });
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('accepts a session on both instances and refuses it on both right after a sign-out', async () => {
    const [shared, signedOut] = await checkSessionsAcrossInstances(setup, ADMIN);
    expectPassed(shared);
    expectPassed(signedOut);
  });

  it('counts daily calls by the address nginx saw, not by one the client wrote', async () => {
    const [byAddress, spoofed] = await checkCallLimitsByClientAddress(setup);
    expectPassed(byAddress);
    expectPassed(spoofed);
  });

  it('refuses a second socket for a voice session on the other instance; the call goes on', async () => {
    expectPassed(await checkVoiceSessionIsOneCallThroughProxy(setup));
  });
});
