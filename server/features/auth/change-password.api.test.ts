import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, TENANTS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('change my password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function freshUser(username: string) {
    const admin = await t.signIn('globalAdmin');
    await admin.post('/api/admin/users', {
      email: `${username}@alpha.test`,
      username,
      password: FIXTURE_PASSWORD,
      tenantId: TENANTS.alpha.id,
    });
    const client = new TestClient(t.app);
    await client.post('/api/auth/login', { username, password: FIXTURE_PASSWORD });
    return client;
  }

  it('a plain user changes their own password with the current one; other sessions end', async () => {
    const me = await freshUser('self.changer');
    const elsewhere = await freshUser('self.changer');
    const changed = await me.post('/api/auth/password', {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: 'tread-depth-sixty-four',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ok: true });
    expect((await me.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    const login = (password: string) =>
      t.anonymous().post('/api/auth/login', { username: 'self.changer', password });
    expect((await login('tread-depth-sixty-four')).status).toBe(200);
    expect((await login(FIXTURE_PASSWORD)).status).toBe(401);
  });

  it('refuses a wrong current password, and signed-out callers', async () => {
    const me = await freshUser('wrong.current');
    const wrong = await me.post('/api/auth/password', {
      currentPassword: 'not-my-password-at-all',
      newPassword: 'tread-depth-sixty-four',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      fieldErrors: { currentPassword: ['The current password is not correct'] },
    });
    const anonymous = await t.anonymous().post('/api/auth/password', {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: 'tread-depth-sixty-four',
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses blank and common passwords, here and in user administration', async () => {
    const me = await freshUser('weak.chooser');
    for (const [newPassword, message] of [
      [' '.repeat(12), 'Password must not be blank'],
      ['password1234', 'This password is too common. Please choose another.'],
      ['Password2024!', 'This password is too common. Please choose another.'],
      ['abcabcabcabc', 'This password is too common. Please choose another.'],
    ] as const) {
      const response = await me.post('/api/auth/password', {
        currentPassword: FIXTURE_PASSWORD,
        newPassword,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ fieldErrors: { newPassword: [message] } });
    }
    const admin = await t.signIn('globalAdmin');
    const created = await admin.post('/api/admin/users', {
      email: 'common@alpha.test',
      username: 'common.user',
      password: 'qwertyuiop123',
      tenantId: TENANTS.alpha.id,
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      fieldErrors: { password: ['This password is too common. Please choose another.'] },
    });
  });
});
