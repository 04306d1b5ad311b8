import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { createTicketVia } from '../../test/factories';
import { TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { untilMailboxHolds } from '../../test/mail/mailboxes';
import {
  MAIL_TEST_ENV,
  settingsForMailbox,
  startMailServers,
  type MailServers,
} from '../../test/mail/mail-servers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueSurveys } from './survey-sender';

const ORIGIN = 'https://desk.alpha.test';
const CUSTOMER = 'rosa.customer@example.test';
const LINKS = /^([1-5]): (https:\/\/\S+)\/rate#([A-Za-z0-9_-]{43}):([1-5])$/gm;
const OPTIONS = { retryBaseSeconds: 60, maxAttempts: 3 };

/** Decision 091: the rating e-mail goes through the tenant's own server, real Postfix and Dovecot. */
describe('e-mailing a satisfaction survey', () => {
  let servers: MailServers;
  let t: TestApp;
  let admin: TestClient;
  const clock = manualClock();

  const surveyOf = async (ticketId: number) =>
    rowsOf<{ status: string; token_hash: string | null; expires_at: string | null; whole: string }>(
      await t.database.db.execute(
        sql`select status, token_hash, expires_at::text, x::text as whole from satisfaction_surveys x where ticket_id = ${ticketId}`,
      ),
    )[0];

  async function closedTicket() {
    const ticket = await createTicketVia(admin, {
      customer: { name: 'Rosa Delgado', phone: '5550107788', email: CUSTOMER, company: null },
    });
    await admin.patch(`/api/tickets/${ticket.id}`, { assigneeId: USERS.user.id, status: 'closed' });
    return ticket;
  }

  beforeAll(async () => {
    servers = await startMailServers();
    t = await createTestApp({ env: { ...MAIL_TEST_ENV, PUBLIC_BASE_URL: `${ORIGIN}/` }, clock });
    admin = await t.signIn('tenantAdmin');
    expect((await admin.patch('/api/mail-settings', { satisfactionSurveys: true })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    servers?.stop();
  });

  it('fails the surveys of a tenant without outgoing mail, with nothing to answer', async () => {
    const ticket = await closedTicket();
    expect(await sendDueSurveys(t.deps, OPTIONS, TENANTS.alpha.id)).toBe(0);
    expect(await surveyOf(ticket.id)).toMatchObject({ status: 'failed', token_hash: null });
  });

  it('sends one link per score from the support address; only the token hash is kept', async () => {
    expect(
      (await admin.patch('/api/mail-settings', settingsForMailbox(servers, 'support@alpha.test'))).status,
    ).toBe(200);
    const ticket = await closedTicket();
    expect(await sendDueSurveys(t.deps, OPTIONS, TENANTS.alpha.id)).toBe(1);
    expect(await sendDueSurveys(t.deps, OPTIONS, TENANTS.alpha.id)).toBe(0);

    const [mail] = await untilMailboxHolds(servers, CUSTOMER, 1);
    const label = `#TK-${String(ticket.number).padStart(3, '0')}`;
    expect(mail!.subject).toBe(`${label} How did we do?`);
    expect(mail!.from?.value[0]?.address).toBe('support@alpha.test');
    expect(mail!.text).toContain('Hello Rosa,');
    expect(mail!.text).toContain(ticket.subject);
    const links = [...(mail!.text ?? '').matchAll(LINKS)];
    expect(links.map((match) => [match[1], match[2], match[4]])).toEqual(
      ['1', '2', '3', '4', '5'].map((score) => [score, ORIGIN, score]),
    );
    const token = links[0]![3]!;
    expect(new Set(links.map((match) => match[3]))).toEqual(new Set([token]));

    const survey = await surveyOf(ticket.id);
    expect(survey).toMatchObject({
      status: 'sent',
      token_hash: createHash('sha256').update(token).digest('hex'),
    });
    expect(survey!.whole).not.toContain(token);
    expect(new Date(survey!.expires_at!).getTime() - clock.now().getTime()).toBe(14 * 24 * 3600_000);

    const view = await t.anonymous().get<{ ticketNumber: number }>(`/api/surveys/${token}`);
    expect(view.status).toBe(200);
    expect(view.body.ticketNumber).toBe(ticket.number);
    expect((await t.anonymous().post(`/api/surveys/${token}`, { score: 5 })).status).toBe(200);
    expect(await surveyOf(ticket.id)).toMatchObject({ status: 'answered' });
  });
});
