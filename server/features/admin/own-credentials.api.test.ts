import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED } from '../../../domain/admin';
import type { User } from '../../../domain/api-types';
import { CURRENT_PASSWORD_WRONG } from '../../../domain/auth';
import { FIXTURE_PASSWORD, TENANTS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const NEW_PASSWORD = 'vulcanised-rubber-2041';

describe('own password and e-mail through user administration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh admin of the given role, signed in in its own client. */
  async function admin(role: 'tenant_admin' | 'global_admin', name: string) {
    const root = await t.signIn('globalAdmin');
    const created = await root.post<User>('/api/admin/users', {
      email: `${name}@kestrel.test`,
      username: name,
      password: FIXTURE_PASSWORD,
      role,
      tenantId: TENANTS.alpha.id,
    });
    expect(created.status).toBe(201);
    const client = new TestClient(t.app);
    expect(
      (await client.post('/api/auth/login', { username: name, password: FIXTURE_PASSWORD })).status,
    ).toBe(200);
    return { client, user: created.body };
  }
  const signsIn = async (username: string, password: string) =>
    (await t.anonymous().post('/api/auth/login', { username, password }, { remoteAddress: '203.0.113.77' }))
      .status;

  it('refuses a tenant or global admin changing their own password or e-mail without the current password', async () => {
    for (const [role, name] of [
      ['tenant_admin', 'self.tenant'],
      ['global_admin', 'self.global'],
    ] as const) {
      const { client, user } = await admin(role, name);
      const self = `/api/admin/users/${user.id}`;
      for (const change of [{ password: NEW_PASSWORD }, { email: `${name}.new@kestrel.test` }]) {
        const refused = await client.patch(self, { email: user.email, username: user.username, ...change });
        expect(refused.status, `${role} ${JSON.stringify(change)}`).toBe(400);
        expect(refused.body).toMatchObject({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_REQUIRED] } });
      }
      const wrong = await client.patch(self, {
        email: user.email,
        username: user.username,
        password: NEW_PASSWORD,
        currentPassword: 'not-my-password-at-all',
      });
      expect(wrong.body).toMatchObject({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] } });
      // Nothing changed: the old password and e-mail still sign in, the new ones do not.
      expect(await signsIn(name, FIXTURE_PASSWORD)).toBe(200);
      expect(await signsIn(name, NEW_PASSWORD)).toBe(401);
      expect(await signsIn(`${name}.new@kestrel.test`, FIXTURE_PASSWORD)).toBe(401);
    }
  });

  it('accepts them with the current password, and other edits of oneself without it', async () => {
    const { client, user } = await admin('tenant_admin', 'self.keeper');
    const self = `/api/admin/users/${user.id}`;
    const renamed = await client.patch<User>(self, { email: user.email, username: 'self.keeper2' });
    expect(renamed.status).toBe(200);
    const changed = await client.patch<User>(self, {
      email: 'self.keeper@fjord.test',
      username: 'self.keeper2',
      password: NEW_PASSWORD,
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('self.keeper@fjord.test');
    expect(await signsIn('self.keeper@fjord.test', NEW_PASSWORD)).toBe(200);
    // The session that made the change goes on.
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('guesses at the current password meet the sign-in throttle', async () => {
    const { client, user } = await admin('global_admin', 'self.guessed');
    const guess = (currentPassword: string) =>
      client.patch(`/api/admin/users/${user.id}`, {
        email: 'thief@evil.example',
        username: user.username,
        currentPassword,
      });
    for (let n = 1; n <= 5; n += 1) expect((await guess(`guess-number-${n}-wrong`)).status).toBe(400);
    const blocked = await guess(FIXTURE_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still lets an admin reset someone else’s password without knowing it', async () => {
    const { client } = await admin('tenant_admin', 'reset.boss');
    const root = await t.signIn('globalAdmin');
    const staff = (
      await root.post<User>('/api/admin/users', {
        email: 'reset.staff@kestrel.test',
        username: 'reset.staff',
        password: FIXTURE_PASSWORD,
        tenantId: TENANTS.alpha.id,
      })
    ).body;
    const reset = await client.patch(`/api/admin/users/${staff.id}`, {
      email: staff.email,
      username: staff.username,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await signsIn('reset.staff', NEW_PASSWORD)).toBe(200);
  });
});
