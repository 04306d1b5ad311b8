import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../domain/notifications';
import { rowsOf, withDealer } from '../../db/client';
import { claimInState } from '../../test/claim-states';
import { databaseRefusal } from '../../test/databases';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { FIXTURE_PASSWORD } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { untilMailboxHolds } from '../../test/mail/mailboxes';
import {
  MAIL_TEST_ENV,
  startMailServers,
  type MailServers,
  settingsForSending,
} from '../../test/mail/mail-servers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueNoticeMail } from '../mail';

const ALPHA = 1;
const COUNTER = 'svetlana.counter@example.test';
const MAIL_OPTIONS = { retryBaseSeconds: 60, maxAttempts: 3 };

/** Decision 088: a dealer account hears when the team decides, sends back or writes on its claims. */
describe("notices to a claim's dealer accounts", () => {
  let t: TestApp;
  let servers: MailServers;
  let clockOffsetMs = 0;
  let admin: TestClient;
  let agent: TestClient;
  let counter: TestClient;
  let otherCounter: TestClient;
  let dealerId: number;
  let otherDealerTicket: number;
  let ticketId: number;

  async function dealerAccount(id: number, username: string, email: string) {
    const created = await admin.post('/api/admin/users', {
      email,
      username,
      password: FIXTURE_PASSWORD,
      role: 'dealer',
      dealerId: id,
    });
    expect(created.status).toBe(201);
    const client = new TestClient(t.app);
    expect((await client.post('/api/auth/login', { username, password: FIXTURE_PASSWORD })).status).toBe(200);
    return client;
  }

  const noticesOf = async (client: TestClient) =>
    (await client.get<NotificationList>('/api/portal/notifications')).body;
  const move = (id: number, to: string, reason?: string) =>
    admin.post(`/api/warranties/${id}/transitions`, { to, ...(reason ? { reason } : {}) });

  beforeAll(async () => {
    servers = await startMailServers();
    t = await createTestApp({
      env: MAIL_TEST_ENV,
      clock: { now: () => new Date(Date.now() + clockOffsetMs) },
    });
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
    dealerId = (await createDealerVia(admin, { dealerName: 'Brzęczyszczykiewicz Opony' })).id;
    const otherDealer = await createDealerVia(admin, { dealerName: 'Nakamura Tire Depot' });
    ticketId = (await createTicketVia(agent, { dealerId })).id;
    otherDealerTicket = (await createTicketVia(agent, { dealerId: otherDealer.id })).id;
    counter = await dealerAccount(dealerId, 'svetlana.counter', COUNTER);
    otherCounter = await dealerAccount(otherDealer.id, 'nakamura.counter', 'desk@nakamura.example');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    servers?.stop();
  });

  it('tells the dealer of a decision and a credit with the reason, and nobody of the moves it does not wait on', async () => {
    const before = await noticesOf(counter);
    const authorized = await claimInState(t, 'credited', { ticketId });
    const denied = await claimInState(t, 'pending_authorization', { ticketId });
    expect((await move(denied.id, 'denied', 'Puncture repaired outside the tread area')).status).toBe(200);

    const after = await noticesOf(counter);
    const fresh = after.items.slice(0, after.items.length - before.items.length);
    expect(fresh.map((notice) => [notice.claimId, notice.title, notice.detail])).toEqual([
      [denied.id, 'Claim denied', 'Puncture repaired outside the tread area'],
      [authorized.id, 'Claim credited', null],
      [authorized.id, 'Claim authorized', null],
    ]);
    expect(after.unread).toBe(before.unread + 3);
    expect(fresh.every((notice) => notice.ticketId === ticketId && notice.readAt === null)).toBe(true);
    // Filing and submitting (draft → pending authorization) told nobody.
    expect(fresh.some((notice) => notice.status === 'pending_authorization')).toBe(false);
  });

  it('tells the dealer when the team sends a claim back or writes, never of its own message', async () => {
    const claim = await claimInState(t, 'needs_review', { ticketId });
    const before = (await noticesOf(counter)).items.length;
    expect((await move(claim.id, 'draft', 'We need a photo of the DOT code')).status).toBe(200);
    const written = await admin.post(`/api/warranties/${claim.id}/messages`, {
      body: 'Could you also send the invoice? ' + 'x'.repeat(400),
    });
    expect(written.status).toBe(201);
    expect((await counter.post(`/api/portal/claims/${claim.id}/messages`, { body: 'Sent!' })).status).toBe(
      201,
    );

    const { items } = await noticesOf(counter);
    expect(items.length - before).toBe(2);
    const [message, sentBack] = items;
    expect(sentBack).toMatchObject({
      kind: 'claim_status',
      status: 'draft',
      title: 'Claim sent back: the warranty team needs something from you',
      detail: 'We need a photo of the DOT code',
    });
    expect(message).toMatchObject({ kind: 'claim_message', title: 'New message from the warranty team' });
    expect(message!.detail!.startsWith('Could you also send the invoice? xxx')).toBe(true);
    expect(message!.detail!.length).toBeLessThanOrEqual(280);
  });

  it("shows another dealer's account none of it, in the API and in the database", async () => {
    const claim = await claimInState(t, 'authorized', { ticketId: otherDealerTicket });
    const theirs = await noticesOf(otherCounter);
    expect(theirs.items.map((notice) => notice.claimId)).toEqual([claim.id]);
    const mine = await noticesOf(counter);
    expect(mine.items.some((notice) => notice.claimId === claim.id)).toBe(false);

    // The dealer role itself, asked for every notice with no filter, sees only its dealer's.
    const dealersSeen = await withDealer(t.database, { tenantId: ALPHA, dealerId }, async (tx) =>
      rowsOf<{ dealer_id: number }>(await tx.execute(sql`select dealer_id from notifications`)),
    );
    expect(dealersSeen.length).toBe(mine.items.length);
    expect(new Set(dealersSeen.map((row) => row.dealer_id))).toEqual(new Set([dealerId]));
    const update = withDealer(t.database, { tenantId: ALPHA, dealerId }, (tx) =>
      tx.execute(sql`update notifications set read_at = now()`),
    );
    expect(await databaseRefusal(update)).toMatch(/permission denied/);
  });

  it("marks its own notices read, one or all; another account's ids change nothing", async () => {
    const theirs = (await noticesOf(otherCounter)).items[0]!;
    const { items, unread } = await noticesOf(counter);
    expect(unread).toBeGreaterThan(1);
    const one = await counter.post<NotificationList>('/api/portal/notifications/read', {
      ids: [items[0]!.id, theirs.id],
    });
    expect(one.status).toBe(200);
    expect(one.body.unread).toBe(unread - 1);
    expect(one.body.items[0]!.readAt).not.toBeNull();
    expect((await noticesOf(otherCounter)).items[0]!.readAt).toBeNull();

    const all = await counter.post<NotificationList>('/api/portal/notifications/read', {});
    expect(all.body.unread).toBe(0);
    expect((await noticesOf(otherCounter)).unread).toBe(1);
    const refused = await counter.post<{ fieldErrors: Record<string, string[]> }>(
      '/api/portal/notifications/read',
      { ids: [] },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.ids).toEqual(['Name at least one notification']);
    expect((await admin.get('/api/portal/notifications')).status).toBe(403);
    expect((await t.anonymous().get('/api/portal/notifications')).status).toBe(401);
  });

  it('settles the e-mails as not set up while the tenant has no mail server, the notices staying', async () => {
    await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA, 1000);
    const states = await t.database.db.execute(
      sql`select distinct email_status from notifications where tenant_id = ${ALPHA} and dealer_id is not null`,
    );
    expect(rowsOf<{ email_status: string }>(states).map((row) => row.email_status)).toEqual(['not_set_up']);
    expect((await noticesOf(counter)).items.length).toBeGreaterThan(0);
  });

  it("e-mails a notice through the tenant's server to the account's address, and retries a refused one", async () => {
    const saved = await admin.patch(
      '/api/mail-settings',
      settingsForSending(servers, 'support@alpha.test', 'Alpha Tyres Warranty'),
    );
    expect(saved.status).toBe(200);
    const claim = await claimInState(t, 'pending_authorization', { ticketId, tireBrand: 'Hankook' });
    expect((await move(claim.id, 'denied', 'Tread worn past the last 2/32"')).status).toBe(200);
    expect(await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA)).toBe(1);
    const [mail] = await untilMailboxHolds(servers, COUNTER, 1);
    const ticketNumber = (await noticesOf(counter)).items[0]!.ticketNumber;
    expect(mail!.subject).toBe(`#TK-${String(ticketNumber).padStart(3, '0')} Claim denied`);
    expect(mail!.from?.text).toContain('support@alpha.test');
    expect(mail!.text).toContain('Hello svetlana.counter,');
    expect(mail!.text).toContain('Reason: Tread worn past the last 2/32"');
    expect(mail!.text).toContain('Hankook');
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');

    // The server down: the notice waits and is tried again later, then given up as failed.
    servers.stopSmtp();
    try {
      expect((await move(claim.id, 'pending_authorization', 'Customer sent new photos')).status).toBe(200);
      expect(await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA)).toBe(0);
      const waiting = await t.database.db.execute(
        sql`select email_status, email_error, email_attempts from notifications where claim_id = ${claim.id} order by id desc limit 1`,
      );
      expect(rowsOf(waiting)[0]).toMatchObject({ email_status: 'queued', email_attempts: 1 });
      expect((rowsOf<{ email_error: string }>(waiting)[0]!.email_error ?? '').length).toBeGreaterThan(0);
      for (let attempt = 2; attempt <= MAIL_OPTIONS.maxAttempts; attempt += 1) {
        clockOffsetMs += 3600_000;
        await sendDueNoticeMail(t.deps, MAIL_OPTIONS, ALPHA);
      }
      const given = await t.database.db.execute(
        sql`select email_status from notifications where claim_id = ${claim.id} order by id desc limit 1`,
      );
      expect(rowsOf(given)[0]).toMatchObject({ email_status: 'failed' });
    } finally {
      await servers.startSmtp();
    }
  });
});
