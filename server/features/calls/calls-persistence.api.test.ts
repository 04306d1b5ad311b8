import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openServerDatabase, type Database } from '../../db/client';
import { expectLimitHeld } from '../../test/burst-at-limit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dailyCount, PhoneTestClient, simCallSid } from '../../test/calls/calls-test-client';

async function appOn(t: TestApp, database: Database = t.database): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.deps, database }, { webDir: '/nonexistent' });
  await app.ready();
  return app;
}

describe('limits that survive a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps counts and recognises the device cookie after the app restarts on the same database', async () => {
    const device = new PhoneTestClient(t.app, { remoteAddress: '192.0.2.10' });
    for (let call = 0; call < 10; call += 1) expect((await device.logStart(simCallSid())).status).toBe(200);
    const deviceId = device.deviceId;
    await t.app.close();

    const restarted = await appOn(t);
    try {
      device.useApp(restarted);
      const check = await device.post('/api/calls/check-limits', { agentType: 'customer' });
      expect(check.status).toBe(429);
      expect(device.deviceId).toBe(deviceId);
      // A new device on the same address is refused too: the address is spent as well.
      const other = new PhoneTestClient(restarted, { remoteAddress: '192.0.2.10' });
      expect((await other.logStart(simCallSid())).status).toBe(429);
      expect(await dailyCount(t.database, 'device', deviceId!)).toBe(10);
    } finally {
      await restarted.close();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('limits across two app instances on one PostgreSQL', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    const url = (t.database.pool!.options as { connectionString: string }).connectionString;
    secondDatabase = await openServerDatabase({ url, poolSize: 10 });
    second = await appOn(t, secondDatabase);
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await t.close();
  });

  it('lets exactly 10 of 50 concurrent calls from one address through, spread over both instances', async () => {
    const ip = '192.0.2.77';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        new PhoneTestClient(index % 2 === 0 ? t.app : second, { remoteAddress: ip }).logStart(simCallSid()),
      ),
    );
    const through = expectLimitHeld(
      answers.map((answer) => answer.status),
      { passed: 200, refused: 429, limit: 10 },
    );
    expect(await dailyCount(t.database, 'ip', ip)).toBe(through);
  });

  it('shares the device secret: a cookie issued by one instance is the same device on the other', async () => {
    const device = new PhoneTestClient(t.app, { remoteAddress: '192.0.2.78' });
    await device.accessToken();
    const deviceId = device.deviceId;
    device.useApp(second);
    await device.logStart(simCallSid(), 'customer', { remoteAddress: '192.0.2.79' });
    expect(device.deviceId).toBe(deviceId);
    expect(await dailyCount(t.database, 'device', deviceId!)).toBe(1);
  });
});
