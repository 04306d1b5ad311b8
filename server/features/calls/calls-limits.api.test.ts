import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_LIMITS_LINE,
  DEVICE_LIMIT_DETAIL,
  IP_LIMIT_DETAIL,
  type CallLimitFailure,
} from '../../../domain/call-limits';
import { manualClock } from '../../lib/clock';
import { expectLimitHeld } from '../../test/burst-at-limit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dailyCount, PhoneTestClient, simCallSid } from '../../test/calls/calls-test-client';

const LIMIT_MESSAGE = 'Call limit reached. Please try again later.';
let addressCounter = 0;
/** A fresh documentation-range address, so tests never share an IP counter by accident. */
const freshIp = () => `198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

describe('daily call limits', () => {
  const clock = manualClock(new Date('2026-11-20T22:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(new Date('2026-11-20T22:00:00Z')));

  it('states the limits line verbatim', () => {
    expect(CALL_LIMITS_LINE).toBe('Limits: 10 calls per device daily, 10 per IP daily');
  });

  it('lets one device start 10 calls a day, then answers 429 with details and Retry-After', async () => {
    const device = new PhoneTestClient(t.app);
    for (let call = 0; call < 10; call += 1) {
      const ip = freshIp();
      expect(
        (await device.post('/api/calls/check-limits', { agentType: 'customer' }, { remoteAddress: ip }))
          .status,
      ).toBe(200);
      expect((await device.logStart(simCallSid(), 'customer', { remoteAddress: ip })).status).toBe(200);
    }
    const check = await device.post<CallLimitFailure>(
      '/api/calls/check-limits',
      { agentType: 'customer' },
      { remoteAddress: freshIp() },
    );
    expect(check.status).toBe(429);
    expect(check.body).toEqual({
      message: LIMIT_MESSAGE,
      code: 'RATE_LIMITED',
      details: DEVICE_LIMIT_DETAIL,
    });
    // 22:00 UTC: two hours to the next UTC midnight.
    expect(check.headers['retry-after']).toBe(String(2 * 3600));
    const start = await device.logStart(simCallSid(), 'customer', { remoteAddress: freshIp() });
    expect(start.status).toBe(429);
    expect(start.body).toMatchObject({ details: DEVICE_LIMIT_DETAIL });
    expect(await dailyCount(t.database, 'device', device.deviceId!)).toBe(10);
  });

  it('lets one address start 10 calls a day, whatever devices it uses', async () => {
    const ip = freshIp();
    for (let call = 0; call < 10; call += 1) {
      expect((await new PhoneTestClient(t.app, { remoteAddress: ip }).logStart(simCallSid())).status).toBe(
        200,
      );
    }
    const newcomer = new PhoneTestClient(t.app, { remoteAddress: ip });
    const refused = await newcomer.post<CallLimitFailure>('/api/calls/check-limits', { agentType: 'sales' });
    expect(refused.status).toBe(429);
    expect(refused.body.details).toBe(IP_LIMIT_DETAIL);
    expect((await newcomer.logStart(simCallSid())).status).toBe(429);
    expect(await dailyCount(t.database, 'ip', ip)).toBe(10);
  });

  it('counts only calls that start: checking spends nothing, a retried log-start counts once', async () => {
    const device = new PhoneTestClient(t.app, { remoteAddress: freshIp() });
    for (let check = 0; check < 15; check += 1) {
      const answer = await device.post('/api/calls/check-limits', { agentType: 'customer' });
      expect(answer.status).toBe(200);
    }
    const callSid = simCallSid();
    expect((await device.logStart(callSid)).body).toEqual({ callSid, counted: true });
    expect((await device.logStart(callSid)).body).toEqual({ callSid, counted: false });
    const again = await device.post('/api/calls/check-limits', { agentType: 'customer' });
    expect(again.body).toEqual({ allowed: true, callsLeftToday: 9 });
    expect(await dailyCount(t.database, 'device', device.deviceId!)).toBe(1);
  });

  it('lets exactly 10 of 50 concurrent calls from one address through', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        new PhoneTestClient(t.app, { remoteAddress: ip }).logStart(simCallSid()),
      ),
    );
    const through = expectLimitHeld(
      answers.map((answer) => answer.status),
      { passed: 200, refused: 429, limit: 10 },
    );
    expect(await dailyCount(t.database, 'ip', ip)).toBe(through);
  });

  it('lets exactly 10 of 50 concurrent calls from one device (many addresses) through', async () => {
    const device = new PhoneTestClient(t.app);
    await device.accessToken();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        device.logStart(simCallSid(), 'customer', { remoteAddress: freshIp() }),
      ),
    );
    const through = expectLimitHeld(
      answers.map((answer) => answer.status),
      { passed: 200, refused: 429, limit: 10 },
    );
    expect(await dailyCount(t.database, 'device', device.deviceId!)).toBe(through);
  });

  it('starts a new allowance at midnight UTC', async () => {
    const ip = freshIp();
    const device = new PhoneTestClient(t.app, { remoteAddress: ip });
    for (let call = 0; call < 10; call += 1) await device.logStart(simCallSid());
    expect((await device.post('/api/calls/check-limits', { agentType: 'customer' })).status).toBe(429);
    clock.set(new Date('2026-11-21T00:00:01Z'));
    expect((await device.post('/api/calls/check-limits', { agentType: 'customer' })).status).toBe(200);
    expect((await device.logStart(simCallSid())).status).toBe(200);
  });

  it('identifies a device by its signed cookie only: a forged or missing one gets a new id', async () => {
    const ip = freshIp();
    const device = new PhoneTestClient(t.app, { remoteAddress: ip });
    await device.accessToken();
    const original = device.deviceId!;
    const cookie = device.cookies.get('td_device')!;
    const answer = await device.accessToken();
    expect(answer.headers['set-cookie']).toBeUndefined();
    // Another id with the old signature, and a bare id: neither is accepted.
    for (const forged of [`${'f'.repeat(24)}.${cookie.split('.')[1]}`, 'f'.repeat(24)]) {
      const forger = new PhoneTestClient(t.app, { remoteAddress: ip });
      forger.cookies.set('td_device', forged);
      await forger.accessToken();
      expect(forger.deviceId).toMatch(/^[0-9a-f]{24}$/);
      expect(forger.deviceId).not.toBe('f'.repeat(24));
      expect(forger.deviceId).not.toBe(original);
    }
    const set = String((await new PhoneTestClient(t.app).accessToken()).headers['set-cookie']);
    expect(set).toMatch(
      /^td_device=[0-9a-f]{24}\.[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
  });

  it('counts the socket address: a forged X-Forwarded-For changes nothing without TRUST_PROXY', async () => {
    const ip = freshIp();
    for (let call = 0; call < 10; call += 1) {
      const visitor = new PhoneTestClient(t.app, {
        remoteAddress: ip,
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect((await visitor.logStart(simCallSid())).status).toBe(200);
    }
    const forger = new PhoneTestClient(t.app, {
      remoteAddress: ip,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect((await forger.logStart(simCallSid())).status).toBe(429);
    expect(await dailyCount(t.database, 'ip', ip)).toBe(10);
  });

  it('answers 400 with field messages for malformed payloads', async () => {
    const device = new PhoneTestClient(t.app);
    const missing = await device.post('/api/calls/log-start', { agentType: 'customer' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { callSid: ['callSid is required'] },
    });
    const bad = await device.post('/api/calls/log-start', { callSid: '../x', agentType: 'pirate' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['agentType', 'callSid']);
    expect((await device.post('/api/calls/check-limits', {})).status).toBe(400);
    expect((await device.post('/api/calls/check-limits', { agentType: 'x' })).body).toMatchObject({
      fieldErrors: { agentType: ['Unknown agent type'] },
    });
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('counts the forwarded client address', async () => {
    const proxy = '10.9.9.9';
    const client = freshIp();
    for (let call = 0; call < 10; call += 1) {
      const visitor = new PhoneTestClient(t.app, {
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
      expect((await visitor.logStart(simCallSid())).status).toBe(200);
    }
    const sameClient = new PhoneTestClient(t.app, {
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': client },
    });
    expect((await sameClient.logStart(simCallSid())).status).toBe(429);
    const otherClient = new PhoneTestClient(t.app, {
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect((await otherClient.logStart(simCallSid())).status).toBe(200);
    expect(await dailyCount(t.database, 'ip', client)).toBe(10);
    expect(await dailyCount(t.database, 'ip', proxy)).toBe(0);
  });
});
