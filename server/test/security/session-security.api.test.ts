import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant, User } from '../../../domain/api-types';
import { sessions } from '../../db/schema';
import { hashSessionToken } from '../../lib/session-token';
import { FIXTURE_PASSWORD, TENANTS } from '../fixtures';
import { TestClient } from '../http-client';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Session rules not covered by auth.api.test.ts and admin.api.test.ts (see SECURITY.md for the
 * full list): where a token is accepted, how it is stored, and that access follows the account's
 * current role and tenant on every request, not the state at sign-in.
 */
describe('session security', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('globalAdmin');
  });
  afterAll(() => t.close());

  async function newAccount(role: 'user' | 'tenant_admin', tenantId: number = TENANTS.alpha.id) {
    const name = `s${Math.random().toString(36).slice(2, 10)}`;
    const user = (
      await admin.post<User>('/api/admin/users', {
        email: `${name}@alpha.test`,
        username: name,
        password: FIXTURE_PASSWORD,
        role,
        tenantId,
      })
    ).body;
    const client = new TestClient(t.app);
    const login = await client.post('/api/auth/login', { username: name, password: FIXTURE_PASSWORD });
    expect(login.status).toBe(200);
    return { user, client, token: client.cookie!.split('=')[1]! };
  }

  it('accepts the session token only from its cookie, not from the URL or an Authorization header', async () => {
    const { token } = await newAccount('user');
    const anonymous = t.anonymous();
    expect((await anonymous.get(`/api/auth/user?td_session=${token}`)).status).toBe(401);
    const bearer = await anonymous.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(401);
    expect(
      (await anonymous.get('/api/auth/user', { headers: { cookie: `td_session=${token}` } })).status,
    ).toBe(200);
  });

  it('stores only a SHA-256 of the token: the sessions table cannot be replayed as cookies', async () => {
    const { token, user } = await newAccount('user');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.idHash)).toEqual([hashSessionToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const replay = t
      .anonymous()
      .get('/api/auth/user', { headers: { cookie: `td_session=${rows[0]!.idHash}` } });
    expect((await replay).status).toBe(401);
  });

  it('sets no cookie on a failed sign-in', async () => {
    const failed = await t
      .anonymous()
      .post('/api/auth/login', { username: 'alpha.agent', password: 'wrong-password!' });
    expect(failed.status).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it("applies a role change to the user's live session at its next request", async () => {
    const { user, client } = await newAccount('tenant_admin');
    expect((await client.get('/api/admin/users')).status).toBe(200);
    await admin.patch(`/api/admin/users/${user.id}`, {
      email: user.email,
      username: user.username,
      role: 'user',
    });
    expect((await client.get('/api/admin/users')).status).toBe(403);
    expect((await client.get('/api/tickets')).status).toBe(200);
  });

  it('ends staff access at once when their tenant is deactivated, and restores it when reactivated', async () => {
    const tenant = (await admin.post<Tenant>('/api/admin/tenants', { name: 'Echo Tyres' })).body;
    const { client } = await newAccount('user', tenant.id);
    expect((await client.get('/api/tickets')).status).toBe(200);
    await admin.patch(`/api/admin/tenants/${tenant.id}`, { isActive: false });
    expect((await client.get('/api/tickets')).status).toBe(403);
    expect((await client.post('/api/notes', { ticketId: 1, content: 'x' })).status).toBe(403);
    await admin.patch(`/api/admin/tenants/${tenant.id}`, { isActive: true });
    expect((await client.get('/api/tickets')).status).toBe(200);
  });

  it('issues unpredictable 256-bit tokens: 50 sign-ins, 50 distinct tokens', async () => {
    const tokens = new Set<string>();
    for (let index = 0; index < 50; index += 1) {
      const client = new TestClient(t.app);
      await client.post(
        '/api/auth/login',
        { username: 'alpha.admin', password: FIXTURE_PASSWORD },
        {
          remoteAddress: `10.60.0.${index + 1}`,
        },
      );
      tokens.add(client.cookie!.split('=')[1]!);
    }
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
