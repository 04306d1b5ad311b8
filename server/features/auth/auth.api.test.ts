import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

type SessionUser = {
  id: number;
  username: string;
  role: string;
  tenant: { name: string } | null;
  activeTenant: { id: number };
};

describe('sign-in and sessions', () => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const login = (client: TestClient, username: string, password = FIXTURE_PASSWORD, remoteAddress?: string) =>
    client.post<SessionUser>('/api/auth/login', { username, password }, { remoteAddress });

  it('signs in by username or e-mail and answers the user with its tenant', async () => {
    const byName = await login(t.anonymous(), USERS.user.username);
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({
      id: USERS.user.id,
      username: 'alpha.agent',
      role: 'user',
      tenant: { name: 'Alpha Tyres' },
    });
    expect(byName.body).not.toHaveProperty('passwordHash');
    const byEmail = await login(t.anonymous(), USERS.user.email.toUpperCase());
    expect(byEmail.status).toBe(200);
  });

  it('sets an HttpOnly SameSite=Lax cookie, not Secure over plain HTTP', async () => {
    const response = await login(t.anonymous(), USERS.user.username);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^td_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('GET /api/auth/user is 401 signed out and the user signed in', async () => {
    const anonymous = await t.anonymous().get('/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHENTICATED' });
    const client = t.anonymous();
    await login(client, USERS.tenantAdmin.username);
    const me = await client.get<SessionUser>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('alpha.admin');
  });

  it('issues a new session id at every login and drops the one the browser came with', async () => {
    const client = t.anonymous();
    await login(client, USERS.user.username);
    const first = client.cookie!;
    await login(client, USERS.user.username);
    expect(client.cookie).not.toBe(first);
    expect((await new TestClient(t.app, first).get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('logout removes the session: the old cookie is refused afterwards', async () => {
    const client = t.anonymous();
    await login(client, USERS.user.username);
    const cookie = client.cookie!;
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/td_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await new TestClient(t.app, cookie).get('/api/auth/user')).status).toBe(401);
  });

  it('refuses wrong passwords and unknown accounts with the same message', async () => {
    const wrong = await login(t.anonymous(), USERS.bravoUser.username, 'not-the-password');
    const unknown = await login(t.anonymous(), 'nobody@nowhere.test', 'whatever-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ message: 'Invalid username or password' });
  });

  it('validates the sign-in form', async () => {
    const response = await t.anonymous().post('/api/auth/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { username: ['Email is required'], password: ['Password is required'] },
    });
  });

  it('after 5 failures from one IP within 15 minutes answers 429 with Retry-After, even for the right password', async () => {
    const client = t.anonymous();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(client, USERS.bravoAdmin.username, 'wrong-password')).status).toBe(401);
    }
    const blocked = await login(client, USERS.bravoAdmin.username);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await login(client, USERS.bravoAdmin.username, FIXTURE_PASSWORD, '10.9.9.9')).status).toBe(200);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);

    clock.advance(15 * 60_000 + 1000);
    expect((await login(client, USERS.bravoAdmin.username)).status).toBe(200);
  });

  it('idle sessions expire after SESSION_IDLE_MINUTES', async () => {
    const client = t.anonymous();
    await login(client, USERS.user.username);
    clock.advance(29 * 60_000);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    clock.advance(29 * 60_000);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    clock.advance(31 * 60_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('sessions end at SESSION_MAX_HOURS however active they are', async () => {
    const client = t.anonymous();
    await login(client, USERS.user.username);
    for (let minutes = 0; minutes < 11 * 60 + 40; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await client.get('/api/auth/user')).status).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('lets a global admin switch the active tenant, and nobody else', async () => {
    const admin = await t.signIn('globalAdmin');
    const switched = await admin.post<SessionUser>('/api/auth/tenant', { tenantId: TENANTS.bravo.id });
    expect(switched.status).toBe(200);
    expect(switched.body.activeTenant.id).toBe(TENANTS.bravo.id);
    expect((await admin.get<SessionUser>('/api/auth/user')).body.activeTenant.id).toBe(TENANTS.bravo.id);
    expect((await admin.post('/api/auth/tenant', { tenantId: 999 })).status).toBe(404);
    await admin.post('/api/auth/tenant', { tenantId: TENANTS.alpha.id });

    const user = await t.signIn('user');
    expect((await user.post('/api/auth/tenant', { tenantId: TENANTS.bravo.id })).status).toBe(403);
  });
});

describe('sign-in behind an HTTPS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('uses a Secure __Host- cookie and sends HSTS', async () => {
    const response = await t
      .anonymous()
      .post(
        '/api/auth/login',
        { username: USERS.user.username, password: FIXTURE_PASSWORD },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
    expect(response.status).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-td_session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
