import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketStats } from '../../../domain/api-types';
import type { ServiceTargetPolicyInput, ServiceTargetsAnswer } from '../../../domain/service-targets';
import { withTenant } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { createTicketVia } from '../../test/factories';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serviceTargetsSettled } from '../service-targets';
import { recordCustomerReply } from './ticket-replies';
import { roundTheClock } from '../../test/target-policies';

const MINUTE = 60_000;
describe('service targets', () => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  const tenantId = TENANTS.alpha.id;

  beforeAll(async () => {
    // The clock moves by hours: sessions must outlast it.
    t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: String(24 * 60) } });
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
  });
  afterAll(async () => {
    await serviceTargetsSettled(tenantId);
    await t.close();
  });

  const at = (minutes: number, from: Date) => new Date(from.getTime() + minutes * MINUTE).toISOString();
  const ticketOf = async (id: number) => (await agent.get<Ticket>(`/api/tickets/${id}`)).body;
  const save = async (policy: ServiceTargetPolicyInput) => {
    const answer = await admin.put<ServiceTargetsAnswer>('/api/service-targets', policy);
    expect(answer.status).toBe(200);
    await serviceTargetsSettled(tenantId);
    return answer.body;
  };

  it('a tenant without a policy reads none, and its tickets carry no due time', async () => {
    const read = await agent.get<ServiceTargetsAnswer>('/api/service-targets');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ policy: null, updatedAt: null });
    const ticket = await createTicketVia(agent, { priority: 'high' });
    expect(ticket).toMatchObject({ dueAt: null, dueKind: null, waitingOn: 'staff' });
    expect(ticket.waitingSince).toBe(clock.now().toISOString());
  });

  it('only tenant administrators set the policy; staff read it; strangers are refused', async () => {
    expect((await agent.put('/api/service-targets', roundTheClock())).status).toBe(403);
    expect((await t.anonymous().get('/api/service-targets')).status).toBe(401);
    expect((await t.anonymous().put('/api/service-targets', roundTheClock())).status).toBe(401);
    const saved = await save(roundTheClock());
    expect(saved.policy?.timeZone).toBe('UTC');
    expect((await agent.get<ServiceTargetsAnswer>('/api/service-targets')).body.policy).toEqual(saved.policy);
  });

  it('refuses a bad or partial policy with field messages, keeping the stored one', async () => {
    const before = (await agent.get<ServiceTargetsAnswer>('/api/service-targets')).body;
    const closedWeek = Object.fromEntries(
      Object.keys(roundTheClock().hours).map((day) => [day, null]),
    ) as ServiceTargetPolicyInput['hours'];
    const cases: Array<[unknown, string, string]> = [
      [{ ...roundTheClock(), timeZone: 'Mars/Olympus' }, 'timeZone', 'IANA'],
      [{ ...roundTheClock(), hours: closedWeek }, 'hours', 'at least one day'],
      [
        { ...roundTheClock(), hours: { ...roundTheClock().hours, monday: { start: '9am', end: '17:00' } } },
        'hours.monday.start',
        'HH:MM',
      ],
      [{ ...roundTheClock(), holidays: ['2026-02-30'] }, 'holidays.0', 'YYYY-MM-DD'],
      [
        {
          ...roundTheClock(),
          targets: { ...roundTheClock().targets, high: { firstResponse: 0, nextResponse: 1 } },
        },
        'targets.high.firstResponse',
        'at least 1',
      ],
      [{ timeZone: 'UTC' }, 'hours', 'required'],
    ];
    for (const [body, field, words] of cases) {
      const refused = await admin.put<{ code: string; fieldErrors: Record<string, string[]> }>(
        '/api/service-targets',
        body as Record<string, unknown>,
      );
      expect(refused.status, field).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      expect(refused.body.fieldErrors[field]?.join(' '), field).toContain(words);
    }
    expect((await agent.get<ServiceTargetsAnswer>('/api/service-targets')).body.policy).toEqual(
      before.policy,
    );
  });

  it('moves the due time with each event, and pauses while the desk waits on the customer', async () => {
    await save(roundTheClock());
    const opened = clock.now();
    const ticket = await createTicketVia(agent, { priority: 'high' });
    expect(ticket).toMatchObject({ dueAt: at(30, opened), dueKind: 'first_response', waitingOn: 'staff' });

    clock.advance(10 * MINUTE);
    const answered = clock.now();
    const note = await agent.post('/api/notes', {
      ticketId: ticket.id,
      content: 'Called back',
      phoneReply: true,
    });
    expect(note.status).toBe(201);
    expect(await ticketOf(ticket.id)).toMatchObject({
      dueAt: null,
      dueKind: null,
      waitingOn: 'customer',
      waitingSince: answered.toISOString(),
    });

    // The customer writes back 20 minutes later: the next response is due, and the resolution
    // clock has 240 - 10 minutes left (the paused 20 do not count).
    clock.advance(20 * MINUTE);
    const wrote = clock.now();
    await withTenant(t.database, tenantId, (tx) =>
      recordCustomerReply(tx, tenantId, ticket.id, 'Casey', wrote),
    );
    expect(await ticketOf(ticket.id)).toMatchObject({
      dueAt: at(60, wrote),
      dueKind: 'next_response',
      waitingOn: 'staff',
      waitingSince: wrote.toISOString(),
    });

    // Lower priority: the same wait, the low targets.
    const lowered = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, { priority: 'low' });
    expect(lowered.body).toMatchObject({ dueAt: at(960, wrote), dueKind: 'next_response' });

    // Back to high, 50 minutes on: the next response is due 10 minutes from now.
    clock.advance(50 * MINUTE);
    const raised = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, { priority: 'high' });
    expect(raised.body.dueAt).toBe(at(60, wrote));

    // Closing stops the clock; reopening starts a wait on the desk from now, with the resolution
    // clock's used minutes kept (10 + 50 of 240).
    clock.advance(5 * MINUTE);
    const closed = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, { status: 'closed' });
    expect(closed.body).toMatchObject({ dueAt: null, waitingOn: null, waitingSince: null });
    clock.advance(5 * MINUTE);
    const reopenedAt = clock.now();
    const reopened = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, { status: 'in-progress' });
    expect(reopened.body).toMatchObject({
      dueAt: at(60, reopenedAt),
      dueKind: 'next_response',
      waitingOn: 'staff',
      waitingSince: reopenedAt.toISOString(),
    });
  });

  it('a reply written to the customer pauses the clock as a phone reply does', async () => {
    await save(roundTheClock());
    const ticket = await createTicketVia(agent, {
      priority: 'medium',
      customer: { name: 'Robin Mailer', phone: '5550119922', email: 'robin@customer.example', company: null },
    });
    expect(ticket.dueKind).toBe('first_response');
    clock.advance(3 * MINUTE);
    const reply = await agent.post(`/api/tickets/${ticket.id}/replies`, { content: 'We are on it.' });
    expect(reply.status).toBe(201);
    expect(await ticketOf(ticket.id)).toMatchObject({
      dueAt: null,
      waitingOn: 'customer',
      waitingSince: clock.now().toISOString(),
    });
  });

  it('makes resolution the due kind when it comes before the response target', async () => {
    await save(
      roundTheClock({
        targets: {
          ...roundTheClock().targets,
          medium: { firstResponse: 120, nextResponse: 240, resolution: 45 },
        },
      }),
    );
    const ticket = await createTicketVia(agent, { priority: 'medium' });
    expect(ticket).toMatchObject({ dueAt: at(45, clock.now()), dueKind: 'resolution' });
  });

  it('sorts and filters the list by due, and counts due soon in the overview', async () => {
    await save(roundTheClock());
    const start = clock.now();
    const high = await createTicketVia(agent, { priority: 'high', subject: 'Due order high' }); // +30
    const medium = await createTicketVia(agent, { priority: 'medium', subject: 'Due order medium' }); // +120
    const low = await createTicketVia(agent, { priority: 'low', subject: 'Due order low' }); // +480
    expect(high.dueAt).toBe(at(30, start));

    const sorted = await agent.get<Ticket[]>(
      '/api/tickets?sort=due&direction=asc&search=due%20order&limit=10',
    );
    expect(sorted.status).toBe(200);
    expect(sorted.body.map((row) => row.id)).toEqual([high.id, medium.id, low.id]);
    expect(sorted.body[0]).toMatchObject({ dueKind: 'first_response', waitingOn: 'staff' });

    const soon = await agent.get<Ticket[]>('/api/tickets?due=due_soon&limit=200');
    expect(soon.body.map((row) => row.id)).toContain(high.id);
    expect(soon.body.map((row) => row.id)).not.toContain(medium.id);
    const stats = await agent.get<TicketStats>('/api/tickets/stats');
    expect(stats.body.dueSoonTickets).toBe(soon.body.length);

    // Two hours on: the high ticket is breached, the medium one is due now (breached at its instant).
    clock.advance(121 * MINUTE);
    const breached = await agent.get<Ticket[]>('/api/tickets?due=breached&sort=due&limit=200');
    const ids = breached.body.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([high.id, medium.id]));
    expect(ids).not.toContain(low.id);
    expect(breached.body.every((row) => row.dueAt !== null && row.dueAt <= clock.now().toISOString())).toBe(
      true,
    );

    const refused = await agent.get<{ fieldErrors: Record<string, string[]> }>('/api/tickets?due=late');
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.due).toEqual(['Due must be due_soon or breached']);
  });

  it('after a policy change, works out open tickets again in the background and says so', async () => {
    const before = await createTicketVia(agent, { priority: 'low' });
    const answer = await admin.put<ServiceTargetsAnswer>(
      '/api/service-targets',
      roundTheClock({
        targets: { ...roundTheClock().targets, low: { firstResponse: 15, nextResponse: 15, resolution: 15 } },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.recomputing).toBe(true);
    await serviceTargetsSettled(tenantId);
    expect((await ticketOf(before.id)).dueAt).toBe(at(15, new Date(before.waitingSince!)));
    expect((await agent.get<ServiceTargetsAnswer>('/api/service-targets')).body.recomputing).toBe(false);
  });

  it('treats a stored policy that no longer parses as none, never as an error', async () => {
    await withTenant(t.database, tenantId, (tx) =>
      tx.execute(sql`update service_target_policies set policy = '{"timeZone":"UTC"}'::jsonb`),
    );
    const read = await agent.get<ServiceTargetsAnswer>('/api/service-targets');
    expect(read.status).toBe(200);
    expect(read.body.policy).toBeNull();
    const ticket = await createTicketVia(agent, { priority: 'high' });
    expect(ticket.dueAt).toBeNull();
  });
});
