import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/api-types';
import { startFakeElevenLabs, type FakeElevenLabs } from '../../../fakes/elevenlabs/fake-elevenlabs';
import { TWILIO } from '../telephony/telephony-test-setup';
import { TENANTS } from '../fixtures';
import { TestClient } from '../http-client';
import { createFuzzEnv, type FuzzEnv } from './fuzz-env';
import { requestArbitrary, sendFuzzRequest } from './fuzz-request';
import { FUZZ_SEED } from './fuzz-seed';
import { forgedWebhooks, secretForms, twilioCallAndHangUp, voiceCall } from './log-canary-steps';
import { ROUTES } from './route-table';

/** The value of a `name=value` cookie. */
const valueOf = (cookie: string | undefined) => cookie?.split('=').slice(1).join('=') ?? '';

const CANARY = {
  password: 'pw-CANARY-7f3a9c2e1b40',
  newPassword: 'pw-CANARY-NEW-55aa7c19',
  wrongPassword: 'pw-CANARY-WRONG-9d8c0e',
  elevenLabsKey: 'xi-CANARY-elevenlabs-4b2f',
  webhookSecret: 'wsec-CANARY-hook-6e1d',
  twilioAuthToken: 'tw-CANARY-auth-3c7b',
  twilioApiKeySecret: 'tw-CANARY-keysecret-8a2e',
  sessionCookie: 'CANARYsessionCookie0123456789abcdefghijklmn',
  deviceCookie: 'CANARYdevice0000000000000.CANARYsignature0123456789abcdefghijklm',
  smtpPassword: 'smtp-CANARY-5d2e91',
  imapPassword: 'imap-CANARY-8c1f07',
  mailSecretKey: 'ca11ab1e'.repeat(8),
};

/**
 * Signs in and out, calls every route of the table (valid and hostile), both webhooks, a voice
 * call through the ElevenLabs fake and a Twilio call with its REST hang-up, with canary values for
 * every secret (invitation links' tokens too); the captured log (at trace level) must hold none of
 * them in any encoding, and must record sign-ins, failed sign-ins and refused requests.
 */
describe('logs without secrets', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let fake: FakeElevenLabs;
  let env: FuzzEnv;
  const issued: string[] = [];
  beforeAll(async () => {
    fake = await startFakeElevenLabs({ apiKey: CANARY.elevenLabsKey });
    env = await createFuzzEnv({
      logStream,
      secrets: {
        webhookSecret: CANARY.webhookSecret,
        twilioAuthToken: CANARY.twilioAuthToken,
        twilioApiKeySecret: CANARY.twilioApiKeySecret,
      },
      env: {
        LOG_LEVEL: 'trace',
        ELEVENLABS_API_KEY: CANARY.elevenLabsKey,
        ELEVENLABS_API_BASE: fake.baseUrl,
        ELEVENLABS_AGENT_ID_TECHNICAL: 'agent_technical',
        MAIL_SECRET_KEY: CANARY.mailSecretKey,
        // The closed port below is on loopback: allowed, so the credentials are really tried.
        MAIL_ALLOWED_NETWORKS: '127.0.0.0/8',
      },
    });
    const admin = new TestClient(env.t.app, env.cookies.globalAdmin);
    const user = (
      await admin.post<User>('/api/admin/users', {
        email: 'canary@alpha.test',
        username: 'canary.user',
        password: CANARY.password,
        tenantId: TENANTS.alpha.id,
      })
    ).body;
    // Mail server passwords: saved, then used against a closed port so the failures are logged too.
    await admin.patch('/api/mail-settings', {
      supportAddress: 'support@alpha.test',
      smtpHost: '127.0.0.1',
      smtpPort: 9,
      smtpUser: 'support',
      smtpPassword: CANARY.smtpPassword,
      imapHost: '127.0.0.1',
      imapPort: 9,
      imapUser: 'support',
      imapPassword: CANARY.imapPassword,
    });
    await admin.post('/api/mail-settings/test', { server: 'smtp' });
    await admin.post('/api/mail-settings/test', { server: 'imap' });
    const staff = new TestClient(env.t.app);
    await staff.post('/api/auth/login', { username: 'canary.user', password: CANARY.wrongPassword });
    await staff.post('/api/auth/login', { username: 'canary.user', password: CANARY.password });
    issued.push(valueOf(staff.cookie));
    await admin.patch(`/api/admin/users/${user.id}`, {
      email: user.email,
      username: user.username,
      password: CANARY.newPassword,
    });
    await staff.post('/api/auth/login', { username: 'canary.user', password: CANARY.newPassword });
    issued.push(valueOf(staff.cookie));
    await staff.post(
      '/api/notes',
      { ticketId: 1, content: 'x' },
      { headers: { origin: 'https://evil.example' } },
    );
    await staff.post('/api/auth/logout');
    const planted = `td_session=${CANARY.sessionCookie}; td_device=${CANARY.deviceCookie}`;
    await t()
      .anonymous()
      .get('/api/auth/user', { headers: { cookie: planted } });
    await t()
      .anonymous()
      .post('/api/calls/check-limits', { agentType: 'customer' }, { headers: { cookie: planted } });
    issued.push(...(await voiceCall(env)), ...(await twilioCallAndHangUp(env)));
    await forgedWebhooks(env);
    for (const route of ROUTES) {
      for (const request of fc.sample(requestArbitrary(route, env.ids), { numRuns: 12, seed: FUZZ_SEED })) {
        await sendFuzzRequest(env, route, request);
      }
    }
    issued.push(
      ...Object.values(env.cookies).map(valueOf),
      valueOf(env.ids.phone.twilio.cookie),
      ...env.ids.alpha.invitations,
      ...env.ids.alpha.surveys,
    );
  }, 120_000);
  afterAll(async () => {
    await env?.close();
    await fake?.close();
  });
  const t = () => env.t;

  it('holds none of the passwords, cookies, webhook secret or provider keys, in any encoding', () => {
    const log = lines.join('');
    const basicAuth = Buffer.from(`${TWILIO.apiKeySid}:${CANARY.twilioApiKeySecret}`).toString('base64');
    const secrets = [...Object.values(CANARY), basicAuth, ...issued.filter(Boolean)];
    const found = secrets.flatMap(secretForms).filter((form) => log.includes(form));
    expect(found).toEqual([]);
    expect(lines.length).toBeGreaterThan(500);
  });

  it('records sign-ins, failed sign-ins, refusals and webhook refusals', () => {
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; status?: number });
    const messages = entries.map((entry) => entry.msg);
    expect(messages).toContain('login succeeded');
    expect(messages).toContain('login failed');
    expect(messages).toContain('logout');
    expect(messages).toContain('ElevenLabs webhook refused');
    expect(messages).toContain('Twilio webhook refused');
    const refused = new Set(entries.filter((e) => e.msg === 'request refused').map((e) => e.status));
    for (const status of [400, 401, 403, 415]) expect(refused).toContain(status);
  });
});
