import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, Tenant } from '../../../domain/api-types';
import { loginAttempts, notes } from '../../db/schema';
import { expectLimitHeld } from '../burst-at-limit';
import { createTicketVia } from '../factories';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../fixtures';
import { TestClient } from '../http-client';
import { createTestApp, type TestApp } from '../test-app';

const WRONG = { message: 'Invalid username or password', code: 'UNAUTHENTICATED' };

describe('sign-in hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress = '192.0.2.10') =>
    t.anonymous().post('/api/auth/login', { username, password }, { remoteAddress });

  async function newUser(tenantId: number, username: string) {
    const admin = await t.signIn('globalAdmin');
    const created = await admin.post<{ id: number }>('/api/admin/users', {
      email: `${username}@hardening.test`,
      username,
      password: FIXTURE_PASSWORD,
      tenantId,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  it('80 parallel wrong passwords get at most 5 tries at the password', async () => {
    const id = await newUser(TENANTS.alpha.id, 'race.target');
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => login('race.target', 'wrong-password-guess', '192.0.2.80')),
    );
    const tried = expectLimitHeld(
      answers.map((answer) => answer.status),
      { passed: 401, refused: 429, limit: 5 },
    );
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.account, `user:${id}`));
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(tried).toBeLessThanOrEqual(rows.length);
  });

  it('counts IPv6 addresses by their /64', async () => {
    await newUser(TENANTS.alpha.id, 'ipv6.target');
    for (let n = 1; n <= 5; n += 1) {
      expect((await login('ipv6.target', 'wrong-password-guess', `2001:db8:1:2::${n}`)).status).toBe(401);
    }
    expect((await login('ipv6.target', FIXTURE_PASSWORD, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await login('ipv6.target', FIXTURE_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('caps failures per account across addresses', async () => {
    await newUser(TENANTS.alpha.id, 'spread.target');
    for (let n = 1; n <= 20; n += 1) {
      expect((await login('spread.target', 'wrong-password-guess', `198.51.100.${n}`)).status).toBe(401);
    }
    expect((await login('spread.target', FIXTURE_PASSWORD, '198.51.100.200')).status).toBe(429);
  });

  it('answers the right password on a deactivated tenant exactly like a wrong one', async () => {
    const admin = await t.signIn('globalAdmin');
    const tenant = (await admin.post<Tenant>('/api/admin/tenants', { name: 'Echo Tyres' })).body;
    await newUser(tenant.id, 'echo.agent');
    await admin.patch(`/api/admin/tenants/${tenant.id}`, { isActive: false });
    const right = await login('echo.agent', FIXTURE_PASSWORD, '192.0.2.90');
    const wrong = await login('echo.agent', 'wrong-password-guess', '192.0.2.91');
    expect(right.status).toBe(401);
    expect(right.body).toEqual(WRONG);
    expect(wrong.body).toEqual(WRONG);
  });

  it("takes user administration away from a deactivated tenant's tenant admin", async () => {
    const admin = await t.signIn('globalAdmin');
    const tenant = (await admin.post<Tenant>('/api/admin/tenants', { name: 'Foxtrot Tyres' })).body;
    const created = await admin.post('/api/admin/users', {
      email: 'boss@foxtrot.test',
      username: 'foxtrot.boss',
      password: FIXTURE_PASSWORD,
      role: 'tenant_admin',
      tenantId: tenant.id,
    });
    expect(created.status).toBe(201);
    const boss = new TestClient(t.app);
    await boss.post('/api/auth/login', { username: 'foxtrot.boss', password: FIXTURE_PASSWORD });
    expect((await boss.get('/api/admin/users')).status).toBe(200);
    await admin.patch(`/api/admin/tenants/${tenant.id}`, { isActive: false });
    expect((await boss.get('/api/admin/users')).status).toBe(403);
    const create = await boss.post('/api/admin/users', {
      email: 'new@foxtrot.test',
      username: 'foxtrot.new',
      password: FIXTURE_PASSWORD,
    });
    expect(create.status).toBe(403);
  });

  it("records a note's author from the session, whatever the client claims", async () => {
    const agent = await t.signIn('user');
    const ticket = await createTicketVia(agent);
    const note = await agent.post<Note>('/api/notes', {
      ticketId: ticket.id,
      content: 'Checked the tread depth.',
      authorName: 'The Managing Director',
    });
    expect(note.status).toBe(201);
    expect(note.body.authorName).toBe(USERS.user.username);
    const [row] = await t.database.db
      .select({ authorUserId: notes.authorUserId, authorName: notes.authorName })
      .from(notes)
      .where(and(eq(notes.id, note.body.id), eq(notes.tenantId, TENANTS.alpha.id)));
    expect(row).toEqual({ authorUserId: USERS.user.id, authorName: USERS.user.username });
  });

  it('logout without a session answers before reading the body', async () => {
    const response = await t.anonymous().post('/api/auth/logout', '{not json', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });
});

describe('behind an HTTPS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('accepts only the __Host- cookie, never a plain td_session', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const login = await t
      .anonymous()
      .post('/api/auth/login', { username: USERS.user.username, password: FIXTURE_PASSWORD }, https);
    const token = /__Host-td_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]!;
    const asHost = await t
      .anonymous()
      .get('/api/auth/user', { headers: { ...https.headers, cookie: `__Host-td_session=${token}` } });
    expect(asHost.status).toBe(200);
    const asPlain = await t
      .anonymous()
      .get('/api/auth/user', { headers: { ...https.headers, cookie: `td_session=${token}` } });
    expect(asPlain.status).toBe(401);
  });
});
