import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TENANTS, USERS } from './fixtures';
import { TestClient } from './http-client';
import { createTestApp, type TestApp } from './test-app';

/**
 * The very next read through `client` answers `expected`: a kept session is served only once the
 * instance has heard every change committed before the read (decision 125), whether another
 * instance or the database itself made it.
 */
async function answersAtOnce(client: TestClient, path: string, expected: number) {
  expect((await client.get(path)).status).toBe(expected);
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
    // Kept for a minute, longer than any wait below: only a change notice can end a kept session.
    t = await createTestApp({ env: { SESSION_CACHE_MS: '60000' } });
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

  /** One sign-in, as seen by this instance and the other, with a read kept on the other. */
  async function signedInOnBoth() {
    const signedIn = await new TestClient(t.app).post('/api/auth/login', {
      username: USERS.user.username,
      password: 'correct-horse-battery',
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const there = on(other, cookie);
    expect((await there.get('/api/tickets')).status).toBe(200);
    return { here: on(t.app, cookie), there };
  }

  it('refuses a session signed out on the other instance on its very next read', async () => {
    const { here, there } = await signedInOnBoth();
    expect((await here.post('/api/auth/logout')).status).toBeLessThan(300);
    await answersAtOnce(there, '/api/tickets', 401);
  });

  it('refuses a write from a session signed out on the other instance at once', async () => {
    const { here, there } = await signedInOnBoth();
    expect((await here.post('/api/auth/logout')).status).toBeLessThan(300);
    const write = await there.post('/api/tickets', { subject: 'After sign-out', description: 'Refused' });
    expect(write.status).toBe(401);
  });

  it('refuses a user disabled straight in the database, and a deactivated tenant, on both instances', async () => {
    const agent = await t.signIn('bravoUser');
    const there = on(other, agent.cookie!);
    expect((await there.get('/api/tickets')).status).toBe(200);
    expect((await agent.get('/api/tickets')).status).toBe(200);
    await t.database.db.execute(sql`update tenants set is_active = false where id = ${TENANTS.bravo.id}`);
    await answersAtOnce(there, '/api/tickets', 403);
    await answersAtOnce(agent, '/api/tickets', 403);
    await t.database.db.execute(sql`update tenants set is_active = true where id = ${TENANTS.bravo.id}`);
    await answersAtOnce(there, '/api/tickets', 200);
    await answersAtOnce(agent, '/api/tickets', 200);
    await t.database.db.execute(sql`update users set is_disabled = true where id = ${USERS.bravoUser.id}`);
    await answersAtOnce(there, '/api/tickets', 401);
    await answersAtOnce(agent, '/api/tickets', 401);
  });
});
