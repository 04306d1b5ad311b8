import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFigures } from '../../../domain/report-figures';
import {
  SURVEY_ANSWERED,
  SURVEY_EXPIRED,
  SURVEY_NOT_FOUND,
  surveyViewSchema,
} from '../../../domain/satisfaction';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import { rowsOf, withTenant } from '../../db/client';
import { satisfactionSurveys } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createTicketVia } from '../../test/factories';
import { TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

type SurveyRow = {
  id: number;
  tenant_id: number;
  agent_user_id: number | null;
  customer_email: string;
  status: string;
  token_hash: string | null;
};

const DAY_MS = 24 * 3600_000;

/** Issue 27 and docs/decisions/091: a closed ticket's customer rates it once, behind a single-use link. */
describe('customer satisfaction surveys', () => {
  let t: TestApp;
  let admin: TestClient;
  let agent: TestClient;
  let bravo: TestClient;
  const clock = manualClock(new Date('2026-11-10T09:00:00Z'));
  let addresses = 0;

  /** The link's routes from a client address of their own, so one test's 404s never throttle another's. */
  const link = (token: string, address = `203.0.113.${(addresses += 1)}`) => {
    const client = t.anonymous();
    const extra = { remoteAddress: address };
    return {
      view: () => client.get(`/api/surveys/${token}`, extra),
      answer: (body: Record<string, unknown>) => client.post(`/api/surveys/${token}`, body, extra),
    };
  };

  const surveysOf = async (ticketId: number) =>
    rowsOf<SurveyRow>(
      await t.database.db.execute(
        sql`select id, tenant_id, agent_user_id, customer_email, status, token_hash
            from satisfaction_surveys where ticket_id = ${ticketId} order by id`,
      ),
    );

  /** A ticket with a customer e-mail, owned by the agent. */
  async function ticketOf(client: TestClient, email: string | null, assigneeId: number) {
    const ticket = await createTicketVia(client, {
      customer: {
        name: 'Dana Whitfield',
        phone: `555${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`,
        email,
        company: null,
      },
    });
    expect((await client.patch(`/api/tickets/${ticket.id}`, { assigneeId })).status).toBe(200);
    return ticket;
  }

  const close = (client: TestClient, id: number) => client.patch(`/api/tickets/${id}`, { status: 'closed' });

  /** What the sender does, with a token the test knows: the survey is e-mailed and its link lives. */
  async function arm(surveyId: number, expiresAt = new Date(clock.now().getTime() + 14 * DAY_MS)) {
    const token = randomBytes(32).toString('base64url');
    await t.database.db.execute(
      sql`update satisfaction_surveys set status = 'sent', sent_at = ${clock.now().toISOString()}::timestamptz,
          expires_at = ${expiresAt.toISOString()}::timestamptz,
          token_hash = ${createHash('sha256').update(token).digest('hex')} where id = ${surveyId}`,
    );
    return token;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
    bravo = await t.signIn('bravoAdmin');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('asks nothing while the tenant has not switched surveys on', async () => {
    const ticket = await ticketOf(admin, 'off@example.test', USERS.user.id);
    expect((await close(admin, ticket.id)).status).toBe(200);
    expect(await surveysOf(ticket.id)).toEqual([]);
    const settings = await admin.get<{ satisfactionSurveys: boolean }>('/api/mail-settings');
    expect(settings.body.satisfactionSurveys).toBe(false);
  });

  it('lets only an admin switch them on', async () => {
    expect((await agent.patch('/api/mail-settings', { satisfactionSurveys: true })).status).toBe(403);
    const bad = await admin.patch('/api/mail-settings', { satisfactionSurveys: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { satisfactionSurveys: expect.any(Array) } });
    const saved = await admin.patch<{ satisfactionSurveys: boolean }>('/api/mail-settings', {
      satisfactionSurveys: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.satisfactionSurveys).toBe(true);
    expect((await bravo.patch('/api/mail-settings', { satisfactionSurveys: true })).status).toBe(200);
  });

  let ticketId: number;

  it('queues one survey when a ticket closes, for its customer and the owner at the close', async () => {
    const ticket = await ticketOf(agent, 'Dana.W@Example.test', USERS.user.id);
    ticketId = ticket.id;
    expect(await surveysOf(ticket.id)).toEqual([]);
    expect((await close(agent, ticket.id)).status).toBe(200);
    const [survey] = await surveysOf(ticket.id);
    expect(survey).toMatchObject({
      tenant_id: TENANTS.alpha.id,
      agent_user_id: USERS.user.id,
      customer_email: 'dana.w@example.test',
      status: 'queued',
      token_hash: null,
    });
  });

  it('does not ask twice for the same close; a reopened ticket closed again asks again', async () => {
    expect((await close(agent, ticketId)).status).toBe(200);
    expect((await agent.patch(`/api/tickets/${ticketId}`, { priority: 'high' })).status).toBe(200);
    expect(await surveysOf(ticketId)).toHaveLength(1);
    expect((await agent.patch(`/api/tickets/${ticketId}`, { status: 'open' })).status).toBe(200);
    clock.advance(60_000);
    expect((await close(agent, ticketId)).status).toBe(200);
    expect(await surveysOf(ticketId)).toHaveLength(2);
  });

  it('asks nothing when the customer has no e-mail address', async () => {
    const ticket = await ticketOf(agent, null, USERS.user.id);
    expect((await close(agent, ticket.id)).status).toBe(200);
    expect(await surveysOf(ticket.id)).toEqual([]);
  });

  it('shows the ticket behind a live link and takes one answer; the link is then used up', async () => {
    const [survey] = await surveysOf(ticketId);
    const token = await arm(survey!.id);
    const view = await link(token).view();
    expect(view.status).toBe(200);
    const shown = surveyViewSchema.parse(view.body);
    expect(shown).toMatchObject({
      subject: expect.stringMatching(/^Sidewall bulge/),
      tenantName: TENANTS.alpha.name,
    });

    const tooLong = await link(token).answer({ score: 4, comment: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ fieldErrors: { comment: expect.any(Array) } });
    for (const score of [0, 6, 2.5, 'five']) {
      const refused = await link(token).answer({ score });
      expect(refused.status, String(score)).toBe(400);
      expect(refused.body).toMatchObject({ fieldErrors: { score: ['Choose a score from 1 to 5'] } });
    }

    const answered = await link(token).answer({ score: 4, comment: '  Quick and friendly  ' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ score: 4 });
    const again = await link(token).answer({ score: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: SURVEY_ANSWERED });
    expect((await link(token).view()).status).toBe(409);
    const [row] = rowsOf<{ score: number; comment: string }>(
      await t.database.db.execute(
        sql`select score, comment from satisfaction_surveys where id = ${survey!.id}`,
      ),
    );
    expect(row).toEqual({ score: 4, comment: 'Quick and friendly' });
  });

  it("shows the rating in the ticket's history, under the customer's address", async () => {
    const history = await agent.get<ActivityEntry[]>(`/api/tickets/${ticketId}/activity`);
    expect(history.body.find((entry) => entry.kind === 'rating')).toMatchObject({
      kind: 'rating',
      actor: 'dana.w@example.test',
      score: 4,
      comment: 'Quick and friendly',
    });
  });

  it('answers 410 to an expired link, and 404 to one never sent', async () => {
    const [, second] = await surveysOf(ticketId);
    const token = await arm(second!.id, new Date(clock.now().getTime() - 1000));
    const expired = await link(token).view();
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'GONE', message: SURVEY_EXPIRED });
    expect((await link(token).answer({ score: 5 })).status).toBe(410);

    const unknown = await link(randomBytes(32).toString('base64url')).view();
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: SURVEY_NOT_FOUND });
    expect((await link('short').answer({ score: 5 })).status).toBe(404);
  });

  it('refuses an address that keeps guessing, even with a real token, with 429', async () => {
    const ticket = await ticketOf(agent, 'guess@example.test', USERS.user.id);
    await close(agent, ticket.id);
    const [survey] = await surveysOf(ticket.id);
    const token = await arm(survey!.id);
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1)
      statuses.push((await link(randomBytes(32).toString('base64url'), address).view()).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await link(token, address).answer({ score: 5 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not held back, and the survey was not answered.
    expect((await link(token).answer({ score: 5 })).status).toBe(200);
  });

  it("answers another tenant's survey only on that tenant's side", async () => {
    const bravoTicket = await ticketOf(bravo, 'bravo.customer@example.test', USERS.bravoUser.id);
    expect((await close(bravo, bravoTicket.id)).status).toBe(200);
    const [survey] = await surveysOf(bravoTicket.id);
    expect(survey).toMatchObject({ tenant_id: TENANTS.bravo.id, agent_user_id: USERS.bravoUser.id });
    const token = await arm(survey!.id);

    // Alpha's own transactions never see Bravo's survey, whatever they ask for.
    const seen = await withTenant(t.database, TENANTS.alpha.id, (tx) =>
      tx.select({ id: satisfactionSurveys.id }).from(satisfactionSurveys),
    );
    expect(seen.map((row) => row.id)).not.toContain(survey!.id);
    expect((await admin.get(`/api/tickets/${bravoTicket.id}/activity`)).status).toBe(404);

    const before = (await admin.get<ReportFigures>('/api/reports/figures', { query: { period: 'all-time' } }))
      .body;
    expect((await link(token).answer({ score: 1, comment: 'Bravo customer' })).status).toBe(200);
    clock.advance(10 * 60_000);
    const after = (await admin.get<ReportFigures>('/api/reports/figures', { query: { period: 'all-time' } }))
      .body;
    expect(after.satisfaction.responses).toBe(before.satisfaction.responses);
    const bravoFigures = (
      await bravo.get<ReportFigures>('/api/reports/figures', { query: { period: 'all-time' } })
    ).body;
    expect(bravoFigures.satisfaction).toMatchObject({ responses: 1, averageScore: 1, satisfiedRate: 0 });
  });

  it("counts the period's answers in Reports, overall and for each owner at the close", async () => {
    clock.advance(10 * 60_000);
    const figures = await agent.get<ReportFigures>('/api/reports/figures', {
      query: { period: 'last-7-days' },
    });
    expect(figures.status).toBe(200);
    expect(figures.body.satisfaction).toEqual({
      responses: 2,
      averageScore: 4.5,
      satisfiedRate: 100,
      byAgent: [
        {
          userId: USERS.user.id,
          name: USERS.user.username,
          responses: 2,
          averageScore: 4.5,
          satisfiedRate: 100,
        },
      ],
    });
    const earlier = await agent.get<ReportFigures>('/api/reports/figures', {
      query: { period: 'last-month' },
    });
    expect(earlier.body.satisfaction).toEqual({
      responses: 0,
      averageScore: null,
      satisfiedRate: 0,
      byAgent: [],
    });
  });
});
