import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_NO_AT } from '../../../domain/admin';
import type { SessionUser, User } from '../../../domain/api-types';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const NEUTRAL = { message: 'That username or e-mail cannot be used', code: 'CONFLICT' };

describe('one sign-in namespace for e-mails and usernames', () => {
  let t: TestApp;
  let bravoAdmin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    bravoAdmin = await t.signIn('bravoAdmin');
  });
  afterAll(() => t.close());

  const newUser = (overrides: Record<string, unknown>) =>
    bravoAdmin.post<User>('/api/admin/users', {
      email: `fresh${Math.random().toString(36).slice(2)}@bravo.test`,
      username: `fresh.${Math.random().toString(36).slice(2)}`,
      password: FIXTURE_PASSWORD,
      ...overrides,
    });

  it("refuses a username that is another tenant's e-mail, and the victim still signs in as itself", async () => {
    const attack = await newUser({ username: USERS.user.email });
    expect(attack.status).toBe(400);
    expect(attack.body).toMatchObject({ fieldErrors: { username: ['A username cannot contain @'] } });

    const mine = (await newUser({})).body;
    const rename = await bravoAdmin.patch(`/api/admin/users/${mine.id}`, {
      email: mine.email,
      username: USERS.user.email.toUpperCase(),
    });
    expect(rename.status).toBe(400);

    const victim = await t
      .anonymous()
      .post<SessionUser>('/api/auth/login', { username: USERS.user.email, password: FIXTURE_PASSWORD });
    expect(victim.status).toBe(200);
    expect(victim.body.id).toBe(USERS.user.id);
  });

  it("answers a taken name with the same neutral 409, whoever's tenant holds it", async () => {
    const otherTenantsEmail = await newUser({ email: USERS.user.email });
    const otherTenantsName = await newUser({ username: USERS.user.username.toUpperCase() });
    const ownTenantsName = await newUser({ username: USERS.bravoUser.username });
    for (const response of [otherTenantsEmail, otherTenantsName, ownTenantsName]) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual(NEUTRAL);
    }
  });

  it('folds compatibility characters (NFKC) before the @ rule, when storing and when signing in', async () => {
    // A full-width '＠' and a small '﹫' both fold to '@'.
    for (const username of ['rosa\uFF20bravo.test', 'rosa\uFE6Bbravo.test']) {
      const attack = await newUser({ username });
      expect(attack.status).toBe(400);
      expect(attack.body).toMatchObject({ fieldErrors: { username: [USERNAME_NO_AT] } });
    }
    const wide = await newUser({
      username: '\uFF54\uFF45\uFF4F\uFF0E\uFF56\uFF41\uFF4E\uFF53',
      email: 'teo.vans@bravo.test',
    });
    expect(wide.status).toBe(201);
    expect(wide.body.username).toBe('teo.vans');
    const ligature = await newUser({ username: '\uFB01ona.reyes', email: 'fiona.reyes@bravo.test' });
    expect(ligature.body.username).toBe('fiona.reyes');
    // The same person typing the name in full width, or with the ligature, is the same account.
    const taken = await newUser({ username: 'TEO.VANS' });
    expect(taken.status).toBe(409);
    for (const name of ['\uFF34\uFF25\uFF2F.vans', '\uFB01ona.reyes']) {
      const login = await t
        .anonymous()
        .post<SessionUser>('/api/auth/login', { username: name, password: FIXTURE_PASSWORD });
      expect(login.status).toBe(200);
    }
    const rename = await bravoAdmin.patch(`/api/admin/users/${wide.body.id}`, {
      email: wide.body.email,
      username: 'teo\uFF20bravo.test',
    });
    expect(rename.status).toBe(400);
  });

  it('the database refuses a username not in NFKC form whatever the caller', async () => {
    await expect(
      t.database.db.execute(
        sql`insert into users (email, username, password_hash, role, tenant_id)
            values ('wide@y.test', ${'wide\uFF0Ename'}, 'h', 'user', ${TENANTS.bravo.id})`,
      ),
    ).rejects.toThrow();
  });

  it('the database refuses a username holding @ whatever the caller', async () => {
    await expect(
      t.database.db.execute(
        sql`insert into users (email, username, password_hash, role, tenant_id)
            values ('x@y.test', 'x@y.test', 'h', 'user', ${TENANTS.bravo.id})`,
      ),
    ).rejects.toThrow();
  });

  it('signs in by username case-folded, and by e-mail', async () => {
    for (const name of [USERS.bravoUser.username.toUpperCase(), ` ${USERS.bravoUser.email} `]) {
      const login = await t
        .anonymous()
        .post<SessionUser>('/api/auth/login', { username: name, password: FIXTURE_PASSWORD });
      expect(login.body.id).toBe(USERS.bravoUser.id);
    }
  });
});
