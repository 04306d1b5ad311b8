import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSettings, ThreadEntry } from '../../../domain/mail';
import { manualClock } from '../../lib/clock';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { startBannerServer, type BannerServer } from '../../test/mail/banner-server';
import { createTestApp, TEST_MAIL_SECRET_KEY, type TestApp } from '../../test/test-app';
import { MAIL_FAILURES, mailNetworkOf, pollMailbox, sendDueReplies } from '.';

const BANNER = 'SSH-2.0-INTERNAL-SECRET-BANNER build 7.4';
const PRIVATE = 'refused: the address is on a private network';
/** Every way the issue reached the server itself, or the cloud's metadata service. */
const PRIVATE_HOSTS = [
  '127.0.0.1',
  'localhost',
  '2130706433',
  '127.1',
  '0x7f.1',
  '0177.0.0.1',
  '0',
  '169.254.169.254',
];

describe("connections to a tenant's mail servers", () => {
  const clock = manualClock(new Date('2026-06-01T08:00:00Z'));
  let banner: BannerServer;
  let t: TestApp;
  let admin: TestClient;

  const pointAt = (host: string, port = banner.port) =>
    admin.patch<MailSettings>('/api/mail-settings', {
      supportAddress: 'support@alpha.test',
      smtpHost: host,
      smtpPort: port,
      imapHost: host,
      imapPort: port,
      imapUser: 'support@alpha.test',
      imapPassword: 'mailbox-password-1',
    });
  /** Each test of the allowance gets a window of its own. */
  const nextWindow = () => clock.advance(11 * 60_000);

  beforeAll(async () => {
    banner = await startBannerServer(BANNER);
    t = await createTestApp({ clock });
    admin = await t.signIn('tenantAdmin');
  });
  afterAll(async () => {
    await t.close();
    await banner.close();
  });

  it('refuses loopback, link-local and unspecified hosts in every spelling, without connecting', async () => {
    for (const host of PRIVATE_HOSTS) {
      expect((await pointAt(host)).status).toBe(200);
      for (const server of ['smtp', 'imap']) {
        const answer = await admin.post('/api/mail-settings/test', { server });
        expect(answer.status, `${server} ${host}`).toBe(200);
        expect(answer.body, `${server} ${host}`).toEqual({ ok: false, message: PRIVATE });
      }
      nextWindow();
    }
    expect(banner.connections()).toBe(0);
  });

  it('keeps the poller and the sender away from them too, recording only the class', async () => {
    nextWindow();
    await pointAt('2130706433');
    const network = mailNetworkOf(t.deps.config);
    const now = () => clock.now();
    const poller = {
      database: t.database,
      secretKey: TEST_MAIL_SECRET_KEY,
      maxMessageBytes: 100_000,
      now,
      network,
    };
    await expect(pollMailbox(poller, 1)).rejects.toThrow();
    expect((await admin.get<MailSettings>('/api/mail-settings')).body.lastPollError).toBe(PRIVATE);

    const agent = await t.signIn('user');
    const ticket = await createTicketVia(agent, {
      customer: { name: 'Oskar Lindqvist', phone: '5555550142', email: 'oskar@example.test', company: null },
    });
    await agent.post(`/api/tickets/${ticket.id}/replies`, { content: 'Your claim is approved.' });
    const sender = {
      database: t.database,
      secretKey: TEST_MAIL_SECRET_KEY,
      retryBaseSeconds: 30,
      maxAttempts: 8,
      now,
      network,
    };
    expect(await sendDueReplies(sender, 1)).toBe(0);
    const thread = (await agent.get<ThreadEntry[]>(`/api/tickets/${ticket.id}/thread`)).body;
    expect(thread.find((entry) => entry.kind === 'reply')).toMatchObject({
      status: 'queued',
      lastError: PRIVATE,
    });
    expect(banner.connections()).toBe(0);
  });

  it("allows 10 tests of a tenant's servers per 10 minutes, then answers 429 with Retry-After", async () => {
    nextWindow();
    await pointAt('169.254.169.254');
    for (let test = 1; test <= 10; test += 1) {
      clock.advance(30_000);
      expect(
        (await admin.post('/api/mail-settings/test', { server: test % 2 ? 'smtp' : 'imap' })).status,
      ).toBe(200);
    }
    const refused = await admin.post('/api/mail-settings/test', { server: 'imap' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    // The window opened with the first test, 4.5 minutes ago.
    expect(Number(refused.headers['retry-after'])).toBe(5.5 * 60);
    const otherTenant = await t.signIn('bravoAdmin');
    await otherTenant.patch('/api/mail-settings', {
      supportAddress: 'support@bravo.test',
      smtpHost: '10.0.0.1',
    });
    expect((await otherTenant.post('/api/mail-settings/test', { server: 'smtp' })).status).toBe(200);
    clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await admin.post('/api/mail-settings/test', { server: 'smtp' })).status).toBe(200);
  });
});

describe('mail servers on a network the operator allows', () => {
  let banner: BannerServer;
  let t: TestApp;
  beforeAll(async () => {
    banner = await startBannerServer(BANNER);
    t = await createTestApp({ env: { MAIL_ALLOWED_NETWORKS: '127.0.0.0/8' } });
  });
  afterAll(async () => {
    await t.close();
    await banner.close();
  });

  it('connects, and answers what failed by its class, never what the other side said', async () => {
    const admin = await t.signIn('tenantAdmin');
    await admin.patch('/api/mail-settings', {
      supportAddress: 'support@alpha.test',
      smtpHost: '127.1',
      smtpPort: banner.port,
      imapHost: 'localhost',
      imapPort: banner.port,
      imapUser: 'support@alpha.test',
      imapPassword: 'mailbox-password-1',
    });
    for (const server of ['smtp', 'imap']) {
      const answer = await admin.post('/api/mail-settings/test', { server });
      expect(answer.body, server).toEqual({ ok: false, message: MAIL_FAILURES.connect });
      expect(answer.text).not.toContain('INTERNAL-SECRET');
    }
    expect(banner.connections()).toBe(2);
    const poller = {
      database: t.database,
      secretKey: TEST_MAIL_SECRET_KEY,
      maxMessageBytes: 100_000,
      now: () => new Date(),
      network: mailNetworkOf(t.deps.config),
    };
    await expect(pollMailbox(poller, 1)).rejects.toThrow();
    const settings = (await admin.get<MailSettings>('/api/mail-settings')).body;
    expect(settings.lastPollError).toBe(MAIL_FAILURES.connect);
    expect(banner.connections()).toBe(3);
  });
});
