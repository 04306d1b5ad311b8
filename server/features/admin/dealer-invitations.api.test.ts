import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_NOT_FOUND,
  invitationViewSchema,
  MAIL_NOT_SET_UP_FOR_INVITATIONS,
  pendingInvitationSchema,
  type PendingInvitation,
} from '../../../domain/account-invitations';
import { PASSWORD_COMMON, sessionUserResponseSchema } from '../../../domain/admin';
import type { User } from '../../../domain/api-types';
import type { PortalDealer } from '../../../domain/dealer-portal';
import { rowsOf, withInvitationToken, withTenant } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { createDealerVia } from '../../test/factories';
import { TENANTS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import {
  MAIL_TEST_ENV,
  settingsForMailbox,
  startMailServers,
  type MailServers,
} from '../../test/mail/mail-servers';
import { untilMailboxHolds } from '../../test/mail/mailboxes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IDENTITY_UNAVAILABLE } from './users.service';

const GOOD_PASSWORD = 'Kerbside-Retread-2026';
const LINK = /(https?:\/\/\S+)\/auth\/invite#([A-Za-z0-9_-]{43})/;

/** Issue 28 and docs/decisions/087: a dealer account invited by e-mail, through real Postfix and Dovecot. */
describe('inviting a dealer account by e-mail', () => {
  let servers: MailServers;
  let t: TestApp;
  let admin: TestClient;
  let dealer: { id: number; dealerName: string };
  const clock = manualClock();
  const logLines: string[] = [];
  const tokens: string[] = [];
  let addresses = 0;

  /** The link's routes from a client address of their own, so one test's 404s never throttle another's. */
  const link = (token: string) => {
    addresses += 1;
    const extra = { remoteAddress: `198.51.100.${addresses}` };
    const client = t.anonymous();
    return {
      client,
      view: () => client.get(`/api/auth/invitations/${token}`, extra),
      accept: (password: string) =>
        client.post<User>(`/api/auth/invitations/${token}/accept`, { password }, extra),
    };
  };

  const invite = (who: TestClient, email: string, username: string, dealerId = dealer.id) =>
    who.post<PendingInvitation>(`/api/admin/dealers/${dealerId}/invitations`, { email, username });

  /** The token of the newest invitation in a mailbox. */
  async function tokenMailedTo(address: string, count = 1) {
    const messages = await untilMailboxHolds(servers, address, count);
    const match = LINK.exec(messages[count - 1]!.text ?? '');
    expect(match, messages[count - 1]!.text).not.toBeNull();
    tokens.push(match![2]!);
    return { origin: match![1]!, token: match![2]!, message: messages[count - 1]! };
  }

  const accountsWithEmail = async (email: string) =>
    rowsOf<{ id: number; is_disabled: boolean }>(
      await t.database.db.execute(sql`select id, is_disabled from users where email = ${email}`),
    );

  beforeAll(async () => {
    servers = await startMailServers();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ env: MAIL_TEST_ENV, clock, logStream });
    admin = await t.signIn('tenantAdmin');
    dealer = await createDealerVia(admin, { dealerName: 'Nakamura Tyre Centre' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    servers?.stop();
  });

  it('refuses while the tenant has no mail set up, and opens no account', async () => {
    const refused = await invite(admin, 'early@example.test', 'nakamura.early');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: MAIL_NOT_SET_UP_FOR_INVITATIONS });
    expect(await accountsWithEmail('early@example.test')).toEqual([]);

    const saved = await admin.patch('/api/mail-settings', {
      ...settingsForMailbox(servers, 'support@alpha.test'),
      supportName: 'Alpha Tyres Support',
    });
    expect(saved.status).toBe(200);
  });

  let token: string;

  it('opens an account that cannot sign in and e-mails its link; only the hash is stored', async () => {
    const sent = await invite(admin, 'Counter@Example.test', 'nakamura.counter');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const invitation = pendingInvitationSchema.parse(sent.body);
    expect(new Date(invitation.expiresAt).getTime() - clock.now().getTime()).toBe(7 * 24 * 3600_000);

    const mailed = await tokenMailedTo('counter@example.test');
    token = mailed.token;
    expect(mailed.origin).toBe('http://localhost:80');
    expect(mailed.message.from?.value[0]?.address).toBe('support@alpha.test');
    expect(mailed.message.subject).toBe('Your dealer portal account at Alpha Tyres');
    expect(mailed.message.text).toContain('Nakamura Tyre Centre');
    expect(mailed.message.text).toContain('nakamura.counter');

    const [row] = rowsOf<{ token_hash: string; whole: string }>(
      await t.database.db.execute(
        sql`select token_hash, x::text as whole from account_invitations x where user_id = ${invitation.userId}`,
      ),
    );
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.whole).not.toContain(token);
    expect(await accountsWithEmail('counter@example.test')).toEqual([
      { id: invitation.userId, is_disabled: true },
    ]);
    const listed = await admin.get<PendingInvitation[]>(`/api/admin/dealers/${dealer.id}/invitations`);
    expect(listed.body).toEqual([invitation]);
  });

  it('lets nobody sign in to the invited account before the link is used', async () => {
    for (const username of ['nakamura.counter', 'counter@example.test']) {
      const login = await t.anonymous().post('/api/auth/login', { username, password: GOOD_PASSWORD });
      expect(login.status).toBe(401);
    }
  });

  it("shows whose account the link opens, and refuses a weak password with the field's message", async () => {
    const view = await link(token).view();
    expect(view.status).toBe(200);
    expect(invitationViewSchema.parse(view.body)).toEqual({
      username: 'nakamura.counter',
      dealerName: 'Nakamura Tyre Centre',
      tenantName: 'Alpha Tyres',
      expiresAt: expect.any(String),
    });
    const common = await link(token).accept('Password2024!');
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ fieldErrors: { password: [PASSWORD_COMMON] } });
    const short = await link(token).accept('short');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ fieldErrors: { password: [expect.stringMatching(/at least 12/)] } });
  });

  let dealerClient: TestClient;

  it('sets the password, signs the dealer in to the portal, and the link is then used up', async () => {
    const opened = link(token);
    const accepted = await opened.accept(GOOD_PASSWORD);
    expect(accepted.status).toBe(200);
    expect(sessionUserResponseSchema.parse(accepted.body)).toMatchObject({
      username: 'nakamura.counter',
      role: 'dealer',
      dealerId: dealer.id,
      isDisabled: false,
    });
    expect((await opened.client.get('/api/portal/me')).status).toBe(200);

    dealerClient = new TestClient(t.app);
    const login = await dealerClient.post('/api/auth/login', {
      username: 'nakamura.counter',
      password: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    const me = await dealerClient.get<PortalDealer>('/api/portal/me');
    expect(me.body).toMatchObject({
      username: 'nakamura.counter',
      dealer: { dealerName: 'Nakamura Tyre Centre' },
    });

    for (const again of [await link(token).view(), await link(token).accept(GOOD_PASSWORD)]) {
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({ code: 'NOT_FOUND', message: INVITATION_NOT_FOUND });
    }
    expect((await admin.get(`/api/admin/dealers/${dealer.id}/invitations`)).body).toEqual([]);
  });

  it('answers a guessed token with the same 404, and throttles guessing like a sign-in', async () => {
    const guessed = Buffer.alloc(32, 7).toString('base64url');
    expect((await link(guessed).view()).body).toMatchObject({ message: INVITATION_NOT_FOUND });
    expect((await link(guessed).accept(GOOD_PASSWORD)).status).toBe(404);
    expect((await link('not-even-a-token').view()).status).toBe(404);

    const remoteAddress = '203.0.113.9';
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const response = await t.anonymous().get(`/api/auth/invitations/${guessed}${guess}`, { remoteAddress });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('sends a pending account a new link on a second invitation; the first link stops working', async () => {
    const first = await invite(admin, 'parts@example.test', 'nakamura.parts');
    expect(first.status).toBe(201);
    const firstLink = await tokenMailedTo('parts@example.test');
    const second = await invite(admin, 'parts@example.test', 'Nakamura.Parts');
    expect(second.status).toBe(201);
    expect(second.body.userId).toBe(first.body.userId);
    const secondLink = await tokenMailedTo('parts@example.test', 2);
    expect(secondLink.token).not.toBe(firstLink.token);
    expect((await link(firstLink.token).view()).status).toBe(404);
    expect((await link(secondLink.token).view()).status).toBe(200);

    // Deleting the account withdraws the invitation.
    expect((await admin.delete(`/api/admin/users/${first.body.userId}`)).status).toBe(204);
    expect((await link(secondLink.token).view()).status).toBe(404);
  });

  it('refuses names that are taken, as the user admin does', async () => {
    for (const [email, username] of [
      ['agent@alpha.test', 'someone.new'],
      ['someone.new@example.test', 'ALPHA.AGENT'],
      // An accepted invitation's names are simply taken.
      ['counter@example.test', 'nakamura.counter'],
    ] as const) {
      const taken = await invite(admin, email, username);
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ message: IDENTITY_UNAVAILABLE });
    }
    const invalid = await invite(admin, 'not-an-email', 'has@sign');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ fieldErrors: { email: ['Invalid email'] } });
  });

  it('writes nothing when the mail cannot be sent', async () => {
    servers.stopSmtp();
    try {
      const failed = await invite(admin, 'offline@example.test', 'nakamura.offline');
      expect(failed.status).toBe(502);
      expect(failed.body).toMatchObject({
        code: 'BAD_GATEWAY',
        message: expect.stringContaining('could not connect'),
      });
      expect(await accountsWithEmail('offline@example.test')).toEqual([]);
    } finally {
      await servers.startSmtp();
    }
  });

  it("is for the admins of the dealer's tenant only", async () => {
    const body = { email: 'stranger@example.test', username: 'nakamura.stranger' };
    const url = `/api/admin/dealers/${dealer.id}/invitations`;
    expect((await t.anonymous().post(url, body)).status).toBe(401);
    expect((await (await t.signIn('user')).post(url, body)).status).toBe(403);
    expect((await dealerClient.post(url, body)).status).toBe(403);
    expect((await dealerClient.get(url)).status).toBe(403);
    const bravoAdmin = await t.signIn('bravoAdmin');
    expect((await bravoAdmin.post(url, body)).status).toBe(404);
    expect((await bravoAdmin.get(url)).status).toBe(404);
    const bravoDealer = await createDealerVia(bravoAdmin, { dealerName: 'Bravo Rims' });
    expect((await invite(admin, body.email, body.username, bravoDealer.id)).status).toBe(404);
    expect(await accountsWithEmail(body.email)).toEqual([]);
  });

  it('lets at most one of two accepts at once through', async () => {
    await invite(admin, 'twice@example.test', 'nakamura.twice');
    const { token: raced } = await tokenMailedTo('twice@example.test');
    const answers = await Promise.all([
      link(raced).accept(GOOD_PASSWORD),
      link(raced).accept('Another-Kerbside-2026'),
    ]);
    expect(answers.filter((answer) => answer.status < 300).length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => [200, 404].includes(answer.status))).toBe(true);
  });

  it('answers an expired link with the same 404', async () => {
    await invite(admin, 'late@example.test', 'nakamura.late');
    const { token: late } = await tokenMailedTo('late@example.test');
    const invitedAt = clock.now();
    clock.advance(7 * 24 * 3600_000 + 60_000);
    try {
      expect((await link(late).view()).status).toBe(404);
      expect((await link(late).accept(GOOD_PASSWORD)).status).toBe(404);
    } finally {
      clock.set(invitedAt);
    }
    expect((await link(late).view()).status).toBe(200);
    pendingToken = late;
  });

  let pendingToken: string;

  it('keeps the table behind row-level security: a token finds only its invitation, a tenant only its own', async () => {
    const tenantsSeen = (rows: unknown) => rowsOf<{ tenant_id: number }>(rows).map((row) => row.tenant_id);
    const select = sql`select tenant_id from account_invitations`;
    const byToken = (token: string) =>
      withInvitationToken(t.database, createHash('sha256').update(token).digest('hex'), async (tx) =>
        tenantsSeen(await tx.execute(select)),
      );
    expect(await byToken(pendingToken)).toEqual([TENANTS.alpha.id]);
    expect(await byToken('no such token')).toEqual([]);
    const ofTenant = (tenantId: number) =>
      withTenant(t.database, tenantId, async (tx) => tenantsSeen(await tx.execute(select)));
    expect((await ofTenant(TENANTS.alpha.id)).length).toBeGreaterThan(1);
    expect(await ofTenant(TENANTS.bravo.id)).toEqual([]);
  });

  it('never writes a token to the log, and logs the route by its pattern', () => {
    const log = logLines.join('');
    expect(tokens.length).toBeGreaterThan(3);
    for (const mailed of tokens) expect(log).not.toContain(mailed);
    expect(log).toContain('/api/auth/invitations/:token/accept');
  });
});
