import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeMailSettings } from '../../../domain/notifications';
import { ticketLabel } from '../../../domain/ticket-labels';
import { rowsOf, withTenant } from '../../db/client';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { FIXTURE_PASSWORD, USERS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { readMailbox, untilMailboxHolds } from '../../test/mail/mailboxes';
import {
  MAIL_TEST_ENV,
  startMailServers,
  type MailServers,
  settingsForSending,
} from '../../test/mail/mail-servers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueNoticeMail } from '../mail';
import { claimDueNoticeMail } from './notifications.queries';

const ALPHA = 1;
const BASE_URL = 'https://desk.alpha.test';
const MAIL_OPTIONS = { retryBaseSeconds: 60, maxAttempts: 3, leaseSeconds: 300 };

/** Decision 097: staff choose which of their own notices also come by e-mail; none by default. */
describe('notices to staff by e-mail', () => {
  let t: TestApp;
  let servers: MailServers;
  let clockOffsetMs = 0;
  let admin: TestClient;
  let agent: TestClient;
  let people = 0;

  /** A new staff member of Alpha with an address at a test mailbox, signed in. */
  async function staffMember() {
    people += 1;
    const username = `desk.kowalczyk${people}`;
    const email = `ola.kowalczyk${people}@example.test`;
    const created = await admin.post<{ id: number }>('/api/admin/users', {
      email,
      username,
      password: FIXTURE_PASSWORD,
      role: 'user',
    });
    expect(created.status).toBe(201);
    const client = new TestClient(t.app);
    expect((await client.post('/api/auth/login', { username, password: FIXTURE_PASSWORD })).status).toBe(200);
    return { id: created.body.id, username, email, client };
  }

  const settingsOf = async (client: TestClient) =>
    (await client.get<NoticeMailSettings>('/api/notifications/email')).body;
  const emailStates = async (userId: number) =>
    rowsOf<{ kind: string; email_status: string }>(
      await t.database.db.execute(
        sql`select kind, email_status from notifications where user_id = ${userId} order by id`,
      ),
    );
  const assign = async (ticketId: number, assigneeId: number, by = admin) =>
    expect((await by.patch(`/api/tickets/${ticketId}`, { assigneeId })).status).toBe(200);

  beforeAll(async () => {
    servers = await startMailServers();
    t = await createTestApp({
      env: { ...MAIL_TEST_ENV, PUBLIC_BASE_URL: `${BASE_URL}/` },
      clock: { now: () => new Date(Date.now() + clockOffsetMs) },
    });
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    servers?.stop();
  });

  it('chooses nothing by default and says so while the tenant has no mail', async () => {
    expect(await settingsOf(agent)).toEqual({ kinds: [], email: USERS.user.email, mailSetUp: false });
  });

  it("keeps each person's choice their own", async () => {
    const saved = await agent.put<NoticeMailSettings>('/api/notifications/email', {
      kinds: ['note_mention', 'ticket_assigned'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.kinds).toEqual(['note_mention', 'ticket_assigned']);
    expect((await settingsOf(admin)).kinds).toEqual([]);
    await admin.put('/api/notifications/email', { kinds: ['due_soon'] });
    expect((await settingsOf(agent)).kinds).toEqual(['note_mention', 'ticket_assigned']);
    expect((await agent.put('/api/notifications/email', { kinds: [] })).status).toBe(200);
    expect((await settingsOf(agent)).kinds).toEqual([]);
    expect((await settingsOf(admin)).kinds).toEqual(['due_soon']);
  });

  it('refuses a kind it does not know, one named twice, or no list, with field messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kinds: ['ticket_assigned', 'claim_status'] }, 'kinds.1'],
      [{ kinds: ['due_soon', 'due_soon'] }, 'kinds'],
      [{ kinds: 'due_soon' }, 'kinds'],
      [{}, 'kinds'],
    ];
    for (const [body, field] of cases) {
      const answer = await agent.put<{ fieldErrors: Record<string, string[]> }>(
        '/api/notifications/email',
        body,
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fieldErrors[field]?.length, JSON.stringify(answer.body)).toBeGreaterThan(0);
    }
  });

  it('is not for a dealer account', async () => {
    const dealer = await createDealerVia(admin, { dealerName: 'Ōkawa Tyre Centre' });
    await admin.post('/api/admin/users', {
      email: 'okawa.counter@example.test',
      username: 'okawa.counter',
      password: FIXTURE_PASSWORD,
      role: 'dealer',
      dealerId: dealer.id,
    });
    const counter = new TestClient(t.app);
    await counter.post('/api/auth/login', { username: 'okawa.counter', password: FIXTURE_PASSWORD });
    expect((await counter.get('/api/notifications/email')).status).toBe(403);
    expect((await counter.put('/api/notifications/email', { kinds: ['due_soon'] })).status).toBe(403);
  });

  it('queues an e-mail only for a chosen kind, never for what one did oneself', async () => {
    const person = await staffMember();
    await person.client.put('/api/notifications/email', { kinds: ['ticket_assigned'] });
    const chosen = await createTicketVia(admin, { subject: 'Bead leak after fitting' });
    await assign(chosen.id, person.id);
    // Mentioned, a kind not chosen: a notice in the desk, no e-mail.
    await admin.post('/api/notes', { ticketId: chosen.id, content: `@${person.username} please call back` });
    // Taking a ticket oneself, or mentioning oneself, tells nobody.
    const own = await createTicketVia(person.client, { subject: 'Valve stem cracked' });
    await assign(own.id, person.id, person.client);
    await person.client.post('/api/notes', { ticketId: own.id, content: `note to self @${person.username}` });
    expect(await emailStates(person.id)).toEqual([
      { kind: 'ticket_assigned', email_status: 'queued' },
      { kind: 'note_mention', email_status: 'none' },
    ]);
  });

  it('settles queued e-mails as not set up while the tenant has no mail server', async () => {
    await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA, 1000);
    const queued = await t.database.db.execute(
      sql`select count(*)::int as n from notifications where tenant_id = ${ALPHA} and email_status = 'queued'`,
    );
    expect(rowsOf<{ n: number }>(queued)[0]!.n).toBe(0);
  });

  it("sends a notice once through the tenant's server, with the ticket's link, however many senders run", async () => {
    const saved = await admin.patch(
      '/api/mail-settings',
      settingsForSending(servers, 'support@alpha.test', 'Alpha Tyres Desk'),
    );
    expect(saved.status).toBe(200);
    const person = await staffMember();
    expect((await settingsOf(person.client)).mailSetUp).toBe(true);
    await person.client.put('/api/notifications/email', { kinds: ['ticket_assigned'] });
    const ticket = await createTicketVia(admin, { subject: 'Sidewall bulge on the 4th day' });
    await assign(ticket.id, person.id);
    // Two instances at once: the row is taken by one of them only.
    const sent = await Promise.all([
      sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA),
      sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA),
    ]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA)).toBe(0);
    const [mail] = await untilMailboxHolds(servers, person.email, 1);
    expect(mail!.subject).toBe(`${ticketLabel(ticket)} Assigned to you`);
    expect(mail!.from?.text).toContain('support@alpha.test');
    expect(mail!.text).toContain(`Hello ${person.username},`);
    expect(mail!.text).toContain('Sidewall bulge on the 4th day');
    expect(mail!.text).toContain(`${BASE_URL}/tickets/${ticket.id}`);
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(await emailStates(person.id)).toEqual([{ kind: 'ticket_assigned', email_status: 'sent' }]);
    expect(await readMailbox(servers, person.email)).toHaveLength(1);
  });

  it('sends a notice taken by a sender that stopped mid-way once its hold runs out, and only once', async () => {
    const person = await staffMember();
    await person.client.put('/api/notifications/email', { kinds: ['note_mention'] });
    const ticket = await createTicketVia(admin, { subject: 'Run-flat warning light' });
    await admin.post('/api/notes', { ticketId: ticket.id, content: `@${person.username} over to you` });
    // A sender takes it and stops before sending (a crash): the hold keeps others off it meanwhile.
    const taken = await withTenant(t.database, ALPHA, (tx) =>
      claimDueNoticeMail(tx, ALPHA, t.deps.clock.now(), MAIL_OPTIONS.leaseSeconds, 100),
    );
    expect(taken.map((notice) => notice.email)).toContain(person.email);
    expect(await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA)).toBe(0);
    clockOffsetMs += (MAIL_OPTIONS.leaseSeconds + 1) * 1000;
    expect(await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA)).toBe(1);
    expect(await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA)).toBe(0);
    const [mail] = await untilMailboxHolds(servers, person.email, 1);
    expect(mail!.subject).toBe(`${ticketLabel(ticket)} You were mentioned in a note`);
    expect(mail!.text).toContain(`alpha.admin: @${person.username} over to you`);
    expect(await emailStates(person.id)).toEqual([{ kind: 'note_mention', email_status: 'sent' }]);
  });
});
