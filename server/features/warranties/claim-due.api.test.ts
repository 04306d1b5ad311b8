import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimQueueItem, ClaimView, WarrantyClaim } from '../../../domain/api-types';
import type { NotificationList } from '../../../domain/notifications';
import type { ServiceTargetPolicyInput } from '../../../domain/service-targets';
import { manualClock } from '../../lib/clock';
import { createTicketVia } from '../../test/factories';
import { FIXTURE_PASSWORD, TENANTS, USERS, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { warnDueSoon } from '../due-warnings';
import { serviceTargetsSettled } from '../service-targets';

const nineToFive = { start: '09:00', end: '17:00' };

/** Weekdays 09:00–17:00 in Lisbon (UTC in March), with a holiday on Monday 9 March 2026. */
const policy = (authorization?: number): ServiceTargetPolicyInput => ({
  timeZone: 'Europe/Lisbon',
  hours: {
    sunday: null,
    monday: nineToFive,
    tuesday: nineToFive,
    wednesday: nineToFive,
    thursday: nineToFive,
    friday: nineToFive,
    saturday: null,
  },
  holidays: ['2026-03-09'],
  targets: {
    high: { firstResponse: 60, nextResponse: 120, resolution: 480 },
    medium: { firstResponse: 120, nextResponse: 240, resolution: 960 },
    low: { firstResponse: 240, nextResponse: 480, resolution: 1920 },
  },
  ...(authorization ? { authorization } : {}),
});

describe('claims: the authorization due time and due-soon notices', () => {
  // Friday 6 March 2026, 16:00 in Lisbon.
  const clock = manualClock(new Date('2026-03-06T16:00:00Z'));
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let bravo: TestClient;
  let bravoAdmin: TestClient;
  let ticketId: number;
  const marker = `due-${Date.now().toString(36)}`;
  const alpha = TENANTS.alpha.id;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { LOG_LEVEL: 'error', SESSION_IDLE_MINUTES: String(24 * 60) } });
    await signInAll();
    ticketId = (await createTicketVia(agent, { customer: { name: 'Inês Duarte', phone: '5550179911' } })).id;
  });
  afterAll(async () => {
    await serviceTargetsSettled(alpha);
    await serviceTargetsSettled(TENANTS.bravo.id);
    await t.close();
  });

  /** Sessions do not outlive days of the test's clock: everyone signs in again after a jump. */
  async function signInAs(who: FixtureUser) {
    const client = t.anonymous();
    const body = { username: USERS[who].username, password: FIXTURE_PASSWORD };
    expect((await client.post('/api/auth/login', body)).status).toBe(200);
    return client;
  }
  async function signInAll() {
    agent = await signInAs('user');
    admin = await signInAs('tenantAdmin');
    bravo = await signInAs('bravoUser');
    bravoAdmin = await signInAs('bravoAdmin');
  }
  const dayOf = async (iso: string) => {
    clock.set(new Date(iso));
    await signInAll();
  };
  const setPolicy = async (client: TestClient, tenantId: number, value: ServiceTargetPolicyInput) => {
    expect((await client.put('/api/service-targets', value)).status).toBe(200);
    await serviceTargetsSettled(tenantId);
  };
  let serial = 0;
  const file = async (client = agent, onTicket = ticketId) => {
    serial += 1;
    const filed = await client.post<WarrantyClaim>('/api/warranties', {
      ticketId: onTicket,
      claimTicketAdjustmentNumber: `${marker}-${serial}`,
    });
    expect(filed.status).toBe(201);
    return filed.body;
  };
  const move = async (id: number, to: string, client = admin, reason: string | null = 'checked') => {
    expect((await client.post(`/api/warranties/${id}/transitions`, { to, reason })).status).toBe(200);
  };
  const dueOf = async (id: number, client = agent) =>
    (await client.get<ClaimView>(`/api/warranties/${id}`)).body.claim.dueAt;
  const queue = async (query: Record<string, string>) =>
    (await agent.get<ClaimQueueItem[]>('/api/warranties', { query: { search: marker, ...query } })).body;
  const notices = async (client = agent) =>
    (await client.get<NotificationList>('/api/notifications')).body.items.filter(
      (item) => item.kind === 'due_soon',
    );

  it('a claim waiting for authorization falls due in business time, past a weekend and a holiday', async () => {
    await setPolicy(admin, alpha, policy(120));
    const claim = await file();
    expect(claim.dueAt).toBeNull();
    await move(claim.id, 'pending_authorization', agent, null);
    // One business hour left on Friday, none at the weekend or on Monday's holiday: Tuesday 10:00.
    expect(await dueOf(claim.id)).toBe('2026-03-10T10:00:00.000Z');
    const [item] = await queue({ status: 'pending_authorization' });
    expect(item).toMatchObject({ id: claim.id, dueAt: '2026-03-10T10:00:00.000Z' });
  });

  it('a decision clears the due time and reopening starts a new wait', async () => {
    const claim = await file();
    await move(claim.id, 'pending_authorization', agent, null);
    await move(claim.id, 'denied');
    expect(await dueOf(claim.id)).toBeNull();
    await dayOf('2026-03-11T09:30:00Z');
    await move(claim.id, 'pending_authorization');
    expect(await dueOf(claim.id)).toBe('2026-03-11T11:30:00.000Z');
    await move(claim.id, 'needs_review');
    expect(await dueOf(claim.id)).toBeNull();
  });

  it('the queue sorts by due time and filters the due soon and the breached', async () => {
    await dayOf('2026-03-12T09:00:00Z');
    const late = await file();
    await move(late.id, 'pending_authorization', agent, null); // due 11:00
    clock.set(new Date('2026-03-12T10:30:00Z'));
    const soon = await file();
    await move(soon.id, 'pending_authorization', agent, null); // due 12:30
    const undue = await file();
    clock.set(new Date('2026-03-12T11:45:00Z'));
    const sorted = (await queue({ sort: 'due' })).map((item) => item.id);
    expect(sorted.indexOf(late.id)).toBeLessThan(sorted.indexOf(soon.id));
    expect(sorted.indexOf(undue.id)).toBeGreaterThan(sorted.indexOf(soon.id));
    const breached = (await queue({ due: 'breached' })).map((item) => item.id);
    expect(breached).toContain(late.id);
    expect(breached).not.toContain(soon.id);
    expect((await queue({ due: 'due_soon' })).map((item) => item.id)).toEqual([soon.id]);
    expect((await agent.get('/api/warranties', { query: { due: 'tomorrow' } })).status).toBe(400);
  });

  it('a policy change recomputes the tenant’s waiting claims and no other tenant’s', async () => {
    const bravoTicket = (
      await createTicketVia(bravo, { customer: { name: 'Tomás Reis', phone: '5550174455' } })
    ).id;
    await setPolicy(bravoAdmin, TENANTS.bravo.id, policy(60));
    const theirs = await file(bravo, bravoTicket);
    await move(theirs.id, 'pending_authorization', bravo, null);
    const before = await dueOf(theirs.id, bravo);
    expect(before).toBe('2026-03-12T12:45:00.000Z');
    const ours = await file();
    await move(ours.id, 'pending_authorization', agent, null);
    expect(await dueOf(ours.id)).toBe('2026-03-12T13:45:00.000Z');
    await setPolicy(admin, alpha, policy(480));
    expect(await dueOf(ours.id)).toBe('2026-03-13T11:45:00.000Z');
    await setPolicy(admin, alpha, policy());
    expect(await dueOf(ours.id)).toBeNull();
    expect(await dueOf(theirs.id, bravo)).toBe(before);
    await setPolicy(admin, alpha, policy(120));
    expect(await dueOf(ours.id)).toBe('2026-03-12T13:45:00.000Z');
  });

  it('warns a claim’s owner once per due time, again when it moves, never another tenant', async () => {
    await dayOf('2026-03-16T09:00:00Z');
    const claim = await file();
    expect(
      (await agent.post('/api/warranties/assign', { ids: [claim.id], ownerId: USERS.user.id })).status,
    ).toBe(200);
    await move(claim.id, 'pending_authorization', agent, null); // due 11:00
    const unowned = await file();
    await move(unowned.id, 'pending_authorization', agent, null);
    const sweep = () => warnDueSoon(t.database, alpha, clock.now());
    clock.set(new Date('2026-03-16T09:30:00Z'));
    expect(await sweep()).toBe(0);
    clock.set(new Date('2026-03-16T10:15:00Z'));
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first! + second!).toBe(1);
    expect(await sweep()).toBe(0);
    const told = await notices();
    expect(told.filter((notice) => notice.claimId === claim.id)).toHaveLength(1);
    expect(told[0]).toMatchObject({ claimId: claim.id, title: 'Authorization due soon', ticketId });
    expect(await notices(bravo)).toEqual([]);
    expect(await warnDueSoon(t.database, TENANTS.bravo.id, clock.now())).toBe(0);
    // Sent back and submitted again: a new due time, a new warning when it nears.
    await move(claim.id, 'needs_review');
    await move(claim.id, 'pending_authorization');
    clock.set(new Date('2026-03-16T11:30:00Z'));
    expect(await sweep()).toBe(1);
    expect((await notices()).filter((notice) => notice.claimId === claim.id)).toHaveLength(2);
  });

  it('warns a ticket’s owner before its response is due, titled for a ticket', async () => {
    await dayOf('2026-03-17T09:00:00Z');
    const ticket = await createTicketVia(admin, {
      priority: 'high',
      customer: { name: 'Rui Matos', phone: '5550176622' },
    });
    expect((await admin.patch(`/api/tickets/${ticket.id}`, { assigneeId: USERS.user.id })).status).toBe(200);
    clock.set(new Date('2026-03-17T09:20:00Z'));
    expect(await warnDueSoon(t.database, alpha, clock.now())).toBe(1);
    expect(await warnDueSoon(t.database, alpha, clock.now())).toBe(0);
    const notice = (await notices()).find((item) => item.ticketId === ticket.id);
    expect(notice).toMatchObject({ claimId: null, title: 'Due soon' });
  });
});
