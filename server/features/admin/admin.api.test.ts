import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant, User } from '../../../domain/api-types';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { createTicketVia } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('tenant administration', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('globalAdmin');
  });
  afterAll(() => t.close());

  it('creates, searches, edits and deletes a tenant', async () => {
    const created = await admin.post<Tenant>('/api/admin/tenants', {
      name: 'Charlie Tread',
      subdomain: 'Charlie',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Charlie Tread', subdomain: 'charlie', isActive: true });
    const found = await admin.get<Tenant[]>('/api/admin/tenants', { query: { search: 'charl' } });
    expect(found.body.map((tenant) => tenant.id)).toEqual([created.body.id]);
    const edited = await admin.patch<Tenant>(`/api/admin/tenants/${created.body.id}`, { isActive: false });
    expect(edited.body).toMatchObject({ name: 'Charlie Tread', isActive: false });
    expect((await admin.delete(`/api/admin/tenants/${created.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/tenants/${created.body.id}`)).status).toBe(404);
  });

  it('validates with the spec message and refuses taken subdomains', async () => {
    const missing = await admin.post('/api/admin/tenants', { name: ' ' });
    expect(missing.body).toMatchObject({ fieldErrors: { name: ['Tenant name is required'] } });
    const taken = await admin.post('/api/admin/tenants', { name: 'Copy', subdomain: 'alpha' });
    expect(taken.status).toBe(409);
    expect((await admin.post('/api/admin/tenants', { name: 'Bad', subdomain: 'no spaces!' })).status).toBe(
      400,
    );
  });

  it('refuses to delete a tenant that still has users or records', async () => {
    const response = await admin.delete(`/api/admin/tenants/${TENANTS.bravo.id}`);
    expect(response.status).toBe(409);
    expect((await admin.get<Tenant[]>('/api/admin/tenants')).body.map((tenant) => tenant.id)).toContain(
      TENANTS.bravo.id,
    );
  });

  it('stops staff of an inactive tenant from signing in', async () => {
    const tenant = (await admin.post<Tenant>('/api/admin/tenants', { name: 'Delta Tyres' })).body;
    await admin.post('/api/admin/users', {
      email: 'd@delta.test',
      username: 'delta.agent',
      password: FIXTURE_PASSWORD,
      tenantId: tenant.id,
    });
    await admin.patch(`/api/admin/tenants/${tenant.id}`, { isActive: false });
    const login = await t
      .anonymous()
      .post('/api/auth/login', { username: 'delta.agent', password: FIXTURE_PASSWORD });
    expect(login.status).toBe(401);
  });
});

describe('user administration', () => {
  let t: TestApp;
  let admin: TestClient;
  let tenantAdmin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('globalAdmin');
    tenantAdmin = await t.signIn('tenantAdmin');
  });
  afterAll(() => t.close());

  it('creates a user (default role user), who can then sign in', async () => {
    const created = await admin.post<User>('/api/admin/users', {
      email: 'New.Hire@Alpha.test',
      username: 'new.hire',
      password: 'a-long-enough-password',
      tenantId: TENANTS.alpha.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'new.hire@alpha.test',
      role: 'user',
      tenant: { name: 'Alpha Tyres' },
    });
    expect(created.body).not.toHaveProperty('passwordHash');
    const login = await t
      .anonymous()
      .post('/api/auth/login', { username: 'new.hire', password: 'a-long-enough-password' });
    expect(login.status).toBe(200);
  });

  it('validates with the spec messages', async () => {
    const missing = await admin.post('/api/admin/users', { email: '', username: '', password: '' });
    expect(missing.body).toMatchObject({
      fieldErrors: {
        email: ['Email, username, and password are required'],
        username: ['Email, username, and password are required'],
        password: ['Email, username, and password are required'],
      },
    });
    const edit = await admin.patch(`/api/admin/users/${USERS.user.id}`, { email: '', username: '' });
    expect(edit.body).toMatchObject({ fieldErrors: { email: ['Email and username are required'] } });
    const weak = await admin.post('/api/admin/users', {
      email: 'w@a.test',
      username: 'weak',
      password: 'short',
      tenantId: 1,
    });
    expect(weak.body).toMatchObject({
      fieldErrors: { password: ['Password must be at least 12 characters'] },
    });
    const noTenant = await admin.post('/api/admin/users', {
      email: 'n@a.test',
      username: 'nt',
      password: 'a-long-enough-password',
    });
    expect(noTenant.body).toMatchObject({ fieldErrors: { tenantId: ['Choose a tenant for this role'] } });
  });

  it('refuses duplicate e-mail or username with 409', async () => {
    const dupe = await admin.post('/api/admin/users', {
      email: USERS.user.email,
      username: 'someone.else',
      password: 'a-long-enough-password',
      tenantId: 1,
    });
    expect(dupe.status).toBe(409);
    const dupeName = await admin.post('/api/admin/users', {
      email: 'other@alpha.test',
      username: USERS.user.username.toUpperCase(),
      password: 'a-long-enough-password',
      tenantId: 1,
    });
    expect(dupeName.body).toEqual({ message: 'That username or e-mail cannot be used', code: 'CONFLICT' });
  });

  it('filters by role and searches by e-mail or username', async () => {
    const admins = await admin.get<User[]>('/api/admin/users', { query: { role: 'global_admin' } });
    expect(admins.body.every((user) => user.role === 'global_admin')).toBe(true);
    const found = await admin.get<User[]>('/api/admin/users', { query: { search: 'bravo.ag' } });
    expect(found.body.map((user) => user.id)).toEqual([USERS.bravoUser.id]);
  });

  it("lets a tenant admin manage only its own tenant's users, never granting global admin", async () => {
    const list = await tenantAdmin.get<User[]>('/api/admin/users');
    expect(list.body.length).toBeGreaterThan(0);
    expect(
      list.body.every((user) => user.tenantId === TENANTS.alpha.id && user.role !== 'global_admin'),
    ).toBe(true);
    const created = await tenantAdmin.post<User>('/api/admin/users', {
      email: 'x@alpha.test',
      username: 'x.alpha',
      password: FIXTURE_PASSWORD,
    });
    expect(created.body.tenantId).toBe(TENANTS.alpha.id);
    const escalate = await tenantAdmin.post('/api/admin/users', {
      email: 'y@alpha.test',
      username: 'y.alpha',
      password: FIXTURE_PASSWORD,
      role: 'global_admin',
    });
    expect(escalate.status).toBe(403);
    const otherTenant = await tenantAdmin.post('/api/admin/users', {
      email: 'z@alpha.test',
      username: 'z.alpha',
      password: FIXTURE_PASSWORD,
      tenantId: TENANTS.bravo.id,
    });
    expect(otherTenant.status).toBe(403);
    expect(
      (
        await tenantAdmin.patch(`/api/admin/users/${USERS.bravoUser.id}`, {
          email: 'a@b.test',
          username: 'hijack',
        })
      ).status,
    ).toBe(404);
    expect((await tenantAdmin.delete(`/api/admin/users/${USERS.globalAdmin.id}`)).status).toBe(404);
    expect((await tenantAdmin.get('/api/admin/tenants')).status).toBe(403);
  });

  it('a password change or disabling ends the user’s other sessions', async () => {
    const user = (
      await admin.post<User>('/api/admin/users', {
        email: 'p@alpha.test',
        username: 'pw.user',
        password: FIXTURE_PASSWORD,
        tenantId: 1,
      })
    ).body;
    const session = new TestClient(t.app);
    await session.post('/api/auth/login', { username: 'pw.user', password: FIXTURE_PASSWORD });
    expect((await session.get('/api/auth/user')).status).toBe(200);
    const changed = await admin.patch(`/api/admin/users/${user.id}`, {
      email: user.email,
      username: user.username,
      password: 'a-brand-new-password',
    });
    expect(changed.status).toBe(200);
    expect((await session.get('/api/auth/user')).status).toBe(401);

    await session.post('/api/auth/login', { username: 'pw.user', password: 'a-brand-new-password' });
    await admin.patch(`/api/admin/users/${user.id}`, {
      email: user.email,
      username: user.username,
      isDisabled: true,
    });
    expect((await session.get('/api/auth/user')).status).toBe(401);
    const login = await session.post('/api/auth/login', {
      username: 'pw.user',
      password: 'a-brand-new-password',
    });
    expect(login.status).toBe(401);
  });

  it('keeps the admin’s own session after changing its own password; refuses self-demotion and self-deletion', async () => {
    const self = await admin.patch<User>(`/api/admin/users/${USERS.globalAdmin.id}`, {
      email: USERS.globalAdmin.email,
      username: USERS.globalAdmin.username,
      role: 'user',
      tenantId: 1,
    });
    expect(self.status).toBe(409);
    expect((await admin.delete(`/api/admin/users/${USERS.globalAdmin.id}`)).status).toBe(409);
  });

  it('deletes a user; their tickets stay', async () => {
    const user = (
      await admin.post<User>('/api/admin/users', {
        email: 'gone@alpha.test',
        username: 'gone',
        password: FIXTURE_PASSWORD,
        tenantId: 1,
      })
    ).body;
    const client = new TestClient(t.app);
    await client.post('/api/auth/login', { username: 'gone', password: FIXTURE_PASSWORD });
    const ticket = await createTicketVia(client);
    await client.post('/api/notes', { ticketId: ticket.id, content: 'note by a leaver' });
    expect((await admin.delete(`/api/admin/users/${user.id}`)).status).toBe(204);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const agent = await t.signIn('user');
    expect((await agent.get(`/api/tickets/${ticket.id}`)).status).toBe(200);
    expect(
      (await agent.get<unknown[]>('/api/notes', { query: { ticketId: String(ticket.id) } })).body,
    ).toHaveLength(1);
  });
});
