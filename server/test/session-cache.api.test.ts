import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TENANTS, USERS } from './fixtures';
import { TestClient } from './http-client';
import { createTestApp, type TestApp } from './test-app';

/** Reads through `client` until one is refused (at most two seconds): a change heard from elsewhere. */
async function refusedSoon(client: TestClient, path: string) {
  const deadline = Date.now() + 2000;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await client.get(path)).status;
    if (status !== 200) return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return status;
}

/**
 * Two instances on one database, as behind a proxy: each keeps sessions for reads for a few
 * seconds, and a change made on either (or straight in the database) ends what the other kept.
 */
describe('sessions kept by an instance', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const on = (app: FastifyInstance, cookie: string) => new TestClient(app, cookie);

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(t.deps, { webDir: '/nonexistent' });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('serves repeated reads from what it kept without a lookup, and forgets it after a write', async () => {
    const agent = await t.signIn('user');
    expect((await agent.get('/api/tickets')).status).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    await agent.post('/api/tickets', {
      subject: 'Kept session',
      description: 'A write forgets kept sessions',
    });
    expect(t.app.sessionCache.size).toBe(0);
  });

  it('refuses a session signed out on the other instance, a write at once and a read within a moment', async () => {
    const signedIn = await new TestClient(t.app).post('/api/auth/login', {
      username: USERS.user.username,
      password: 'correct-horse-battery',
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const here = on(t.app, cookie);
    const there = on(other, cookie);
    expect((await there.get('/api/tickets')).status).toBe(200);
    expect((await here.post('/api/auth/logout')).status).toBeLessThan(300);
    expect(
      (await there.post('/api/tickets', { subject: 'After sign-out', description: 'Refused' })).status,
    ).toBe(401);
    expect(await refusedSoon(there, '/api/tickets')).toBe(401);
  });

  it('refuses a user disabled straight in the database, and a deactivated tenant, on both instances', async () => {
    const agent = await t.signIn('bravoUser');
    const there = on(other, agent.cookie!);
    expect((await there.get('/api/tickets')).status).toBe(200);
    expect((await agent.get('/api/tickets')).status).toBe(200);
    await t.database.db.execute(sql`update tenants set is_active = false where id = ${TENANTS.bravo.id}`);
    expect(await refusedSoon(there, '/api/tickets')).toBe(403);
    expect(await refusedSoon(agent, '/api/tickets')).toBe(403);
    await t.database.db.execute(sql`update tenants set is_active = true where id = ${TENANTS.bravo.id}`);
    await t.database.db.execute(sql`update users set is_disabled = true where id = ${USERS.bravoUser.id}`);
    expect(await refusedSoon(there, '/api/tickets')).toBe(401);
    expect(await refusedSoon(agent, '/api/tickets')).toBe(401);
  });
});
