import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/api-types';
import { KNOWN_DEVICE_SPACING_SECONDS } from '../../../domain/auth';
import { loginAttempts } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../../test/fixtures';
import { expectLimitHeld } from '../../test/burst-at-limit';
import { createTestApp, type TestApp } from '../../test/test-app';

const WRONG = 'wrong-password-guess';
/** Four addresses, five guesses each: the account's cap of 20. */
const ATTACKERS = ['198.51.100.11', '198.51.100.12', '2001:db8:77::1', '203.0.113.40'];

describe('a lockout that slows a guesser without locking the owner out', () => {
  const clock = manualClock(new Date('2026-04-14T07:30:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string, device?: string) =>
    t.anonymous().post(
      '/api/auth/login',
      { username, password },
      {
        remoteAddress: ip,
        headers: device ? { cookie: `td_known_device=${device}` } : {},
      },
    );

  async function account(username: string) {
    const admin = await t.signIn('globalAdmin');
    const created = await admin.post<User>('/api/admin/users', {
      email: `${username}@lockout.test`,
      username,
      password: FIXTURE_PASSWORD,
      tenantId: TENANTS.alpha.id,
    });
    expect(created.status).toBe(201);
    return created.body;
  }
  /** The owner signs in once on their laptop; the answer's cookie makes it a known device. */
  async function ownersDevice(username: string) {
    const response = await login(username, FIXTURE_PASSWORD, '192.0.2.50');
    expect(response.status).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    const value = /td_known_device=([^;]+)/.exec(cookie)?.[1];
    expect(cookie).toMatch(/td_known_device=[^;]+;.*Path=\/api;.*HttpOnly/);
    return value!;
  }
  async function guessFromEverywhere(username: string) {
    for (const ip of ATTACKERS) {
      for (let guess = 0; guess < 5; guess += 1) expect((await login(username, WRONG, ip)).status).toBe(401);
    }
    expect((await login(username, FIXTURE_PASSWORD, '198.51.100.99')).status).toBe(429);
  }

  it('lets the owner in from a device they signed in on before, after 20 guesses from 4 addresses', async () => {
    await account('fleet.manager');
    const laptop = await ownersDevice('fleet.manager');
    clock.advance(60_000);
    await guessFromEverywhere('fleet.manager');
    expect((await login('fleet.manager', FIXTURE_PASSWORD, '192.0.2.50', laptop)).status).toBe(200);
    // Travelling, on another network: the device is what counts, not the address.
    clock.advance(KNOWN_DEVICE_SPACING_SECONDS * 1000);
    expect((await login('fleet.manager', FIXTURE_PASSWORD, '100.64.9.9', laptop)).status).toBe(200);
    // A new browser, though, waits like everyone else while the account is under attack.
    expect((await login('fleet.manager', FIXTURE_PASSWORD, '192.0.2.50')).status).toBe(429);
  });

  it('keeps the global admin in as well', async () => {
    await t.signIn('globalAdmin');
    const desk = await ownersDevice(USERS.globalAdmin.username);
    clock.advance(60_000);
    await guessFromEverywhere(USERS.globalAdmin.username);
    expect((await login(USERS.globalAdmin.username, FIXTURE_PASSWORD, '192.0.2.50', desk)).status).toBe(200);
  });

  it('slows a known device under attack to one try per spacing, and 5 failures in all', async () => {
    await account('yard.lead');
    const tablet = await ownersDevice('yard.lead');
    await guessFromEverywhere('yard.lead');
    expect((await login('yard.lead', WRONG, '192.0.2.50', tablet)).status).toBe(401);
    const tooSoon = await login('yard.lead', FIXTURE_PASSWORD, '192.0.2.50', tablet);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(KNOWN_DEVICE_SPACING_SECONDS);
    for (let failure = 2; failure <= 5; failure += 1) {
      clock.advance(KNOWN_DEVICE_SPACING_SECONDS * 1000);
      expect((await login('yard.lead', WRONG, '192.0.2.50', tablet)).status).toBe(401);
    }
    clock.advance(KNOWN_DEVICE_SPACING_SECONDS * 1000);
    const spent = await login('yard.lead', FIXTURE_PASSWORD, '192.0.2.50', tablet);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(KNOWN_DEVICE_SPACING_SECONDS);
    clock.advance(15 * 60_000);
    expect((await login('yard.lead', FIXTURE_PASSWORD, '192.0.2.50', tablet)).status).toBe(200);
  });

  it("treats another account's device cookie, and a forged or altered one, as an unknown device", async () => {
    const victim = await account('parts.buyer');
    await account('mallory.staff');
    const mallorysOwn = await ownersDevice('mallory.staff');
    await guessFromEverywhere('parts.buyer');
    const [userId, deviceId, signature] = mallorysOwn.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const cookie of [
      mallorysOwn,
      `${victim.id}.${deviceId}.${signature}`,
      `${userId}.${deviceId}.${flipped}`,
      `${victim.id}.${'ab'.repeat(12)}.${'x'.repeat(43)}`,
    ]) {
      expect((await login('parts.buyer', FIXTURE_PASSWORD, '192.0.2.50', cookie)).status, cookie).toBe(429);
    }
  });

  it('lets at most 5 of 60 parallel guesses from one known device reach the password check', async () => {
    const owner = await account('night.shift');
    const phone = await ownersDevice('night.shift');
    clock.advance(60_000);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login('night.shift', WRONG, '192.0.2.50', phone)),
    );
    const tried = expectLimitHeld(
      answers.map((answer) => answer.status),
      { passed: 401, refused: 429, limit: 5 },
    );
    const failures = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.account, `user:${owner.id}`));
    const taken = failures.filter((row) => !row.succeeded).length;
    expect(taken).toBeLessThanOrEqual(5);
    expect(taken).toBeGreaterThanOrEqual(tried);
  });
});
