import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketPresence } from '../../../domain/live';
import type { NotificationList } from '../../../domain/notifications';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { openEventStream, type InjectedStream } from '../../test/event-stream';
import { FIXTURE_PASSWORD, USERS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { invitedAccounts } from '../../test/invitations';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Decision 093: notices pushed as they are written, and who else is on a ticket. */
describe('the live desk', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let bravo: TestClient;
  const open: InjectedStream[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    bravo = await t.signIn('bravoUser');
  });
  afterAll(async () => {
    for (const stream of open) await stream.close();
    await t.close();
  });

  async function streamOf(client: TestClient) {
    const stream = await openEventStream(t.app, client.cookie);
    expect(stream.status, stream.text).toBe(200);
    open.push(stream);
    return stream.reader!;
  }

  /** A session of its own, so signing it out leaves the shared clients signed in. */
  async function freshSession(username: string) {
    const client = new TestClient(t.app);
    const login = await client.post('/api/auth/login', { username, password: FIXTURE_PASSWORD });
    expect(login.status).toBe(200);
    return client;
  }

  it('refuses a stream to the signed-out (401) and to dealer accounts (403)', async () => {
    const anonymous = await openEventStream(t.app);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ code: 'UNAUTHENTICATED' });

    const dealer = await createDealerVia(agent);
    const [token] = await invitedAccounts(t, dealer.id);
    const accept = new TestClient(t.app);
    const accepted = await accept.post(`/api/auth/invitations/${token}/accept`, {
      password: 'Kerbside-Retread-2026',
    });
    expect(accepted.status, accepted.text).toBe(200);
    const refused = await openEventStream(t.app, accept.cookie);
    expect(refused.status).toBe(403);
  });

  it('starts with the notices, then pushes a new one to its owner only, not to another tenant', async () => {
    const agentEvents = await streamOf(agent);
    const bravoEvents = await streamOf(bravo);
    const first = await agentEvents.next<NotificationList>('notifications');
    await bravoEvents.next('notifications');

    const ticket = await createTicketVia(admin, { subject: 'Sidewall bulge after a pothole on the A40' });
    const note = await admin.post('/api/notes', {
      ticketId: ticket.id,
      content: `@${USERS.user.username} can you call the customer back?`,
    });
    expect(note.status).toBe(201);
    const pushed = await agentEvents.next<NotificationList>('notices', (list) =>
      list.items.some((item) => item.ticketId === ticket.id),
    );
    expect(pushed.unread).toBe(first.unread + 1);
    expect(pushed.items[0]).toMatchObject({ ticketId: ticket.id, kind: 'note_mention' });

    // Bravo's own notice arrives on Bravo's stream; Alpha's never did.
    const bravoTicket = await createTicketVia(await t.signIn('bravoAdmin'), { subject: 'Valve stem leak' });
    await (
      await t.signIn('bravoAdmin')
    ).post('/api/notes', { ticketId: bravoTicket.id, content: `@${USERS.bravoUser.username} please look` });
    await bravoEvents.next<NotificationList>('notices', (list) =>
      list.items.some((item) => item.ticketId === bravoTicket.id),
    );
    const bravoTickets = bravoEvents.events.flatMap((event) =>
      event.event === 'notifications'
        ? (event.data as NotificationList).items.map((item) => item.ticketId)
        : [],
    );
    expect(bravoTickets).not.toContain(ticket.id);
  });

  it('tells each person on a ticket who else is there and who is typing, and when they leave', async () => {
    const ticket = await createTicketVia(admin, { subject: 'Uneven wear on the inner edge' });
    const agentEvents = await streamOf(agent);
    const adminEvents = await streamOf(admin);
    const url = `/api/tickets/${ticket.id}/presence`;

    const alone = await agent.post<TicketPresence>(url, { state: 'viewing' });
    expect(alone.status).toBe(200);
    expect(alone.body.people.filter((person) => person.userId !== USERS.user.id)).toEqual([]);

    expect((await admin.post(url, { state: 'typing' })).status).toBe(200);
    await agentEvents.next<TicketPresence>(
      'presence',
      (presence) =>
        presence.ticketId === ticket.id &&
        presence.people.some((p) => p.name === USERS.tenantAdmin.username && p.state === 'typing'),
    );
    await adminEvents.next<TicketPresence>(
      'presence',
      (presence) =>
        presence.ticketId === ticket.id &&
        presence.people.some((p) => p.name === USERS.user.username && p.state === 'viewing'),
    );
    // Nobody is told of themselves.
    const toAgent = agentEvents.events.filter((event) => event.event === 'presence');
    expect(
      toAgent.flatMap((event) => (event.data as TicketPresence).people.map((person) => person.userId)),
    ).not.toContain(USERS.user.id);

    const from = adminEvents.events.length;
    expect((await agent.post(url, { state: 'left' })).status).toBe(200);
    await adminEvents.next<TicketPresence>(
      'presence',
      (presence) => presence.ticketId === ticket.id && presence.people.length === 0,
      from,
    );
  });

  it("keeps another tenant's presence apart: its ticket is 404, its people never shown", async () => {
    const bravoTicket = await createTicketVia(bravo, { subject: 'Run-flat warning light' });
    const alphaTicket = await createTicketVia(agent, { subject: 'Bead seat leak' });
    const agentEvents = await streamOf(agent);
    expect((await agent.post(`/api/tickets/${bravoTicket.id}/presence`, { state: 'viewing' })).status).toBe(
      404,
    );
    expect((await bravo.post(`/api/tickets/${alphaTicket.id}/presence`, { state: 'typing' })).status).toBe(
      404,
    );
    expect((await bravo.post(`/api/tickets/${bravoTicket.id}/presence`, { state: 'typing' })).status).toBe(
      200,
    );
    // After Bravo's mark, the agent's own mark on Alpha's ticket comes back without Bravo in it.
    expect((await agent.post(`/api/tickets/${alphaTicket.id}/presence`, { state: 'viewing' })).status).toBe(
      200,
    );
    await admin.post(`/api/tickets/${alphaTicket.id}/presence`, { state: 'viewing' });
    await agentEvents.next<TicketPresence>(
      'presence',
      (presence) => presence.ticketId === alphaTicket.id && presence.people.length > 0,
    );
    const seen = agentEvents.events.flatMap((event) =>
      event.event === 'presence' ? [event.data as TicketPresence] : [],
    );
    expect(seen.map((presence) => presence.ticketId)).not.toContain(bravoTicket.id);
    expect(seen.flatMap((presence) => presence.people.map((person) => person.userId))).not.toContain(
      USERS.bravoUser.id,
    );
  });

  it('answers 404 for no such ticket and 400 for a bad state or id', async () => {
    expect((await agent.post('/api/tickets/99999999/presence', { state: 'viewing' })).status).toBe(404);
    const ticket = await createTicketVia(agent);
    const bad = await agent.post<{ fieldErrors: Record<string, string[]> }>(
      `/api/tickets/${ticket.id}/presence`,
      { state: 'reading' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.state).toEqual(['State must be viewing, typing or left']);
    expect((await agent.post(`/api/tickets/${ticket.id}/presence`, {})).status).toBe(400);
    expect((await agent.post('/api/tickets/abc/presence', { state: 'viewing' })).status).toBe(400);
    expect((await t.anonymous().post(`/api/tickets/${ticket.id}/presence`, { state: 'left' })).status).toBe(
      401,
    );
  });

  it('refuses one stream too many for an account (429), and has room again once one closes', async () => {
    const client = await freshSession(USERS.globalAdmin.username);
    const streams: InjectedStream[] = [];
    for (let index = 0; index < t.deps.config.LIVE_STREAMS_PER_USER; index += 1) {
      const stream = await openEventStream(t.app, client.cookie);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await openEventStream(t.app, client.cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'RATE_LIMITED' });
    await streams.pop()!.close();
    const again = await openEventStream(t.app, client.cookie);
    expect(again.status).toBe(200);
    for (const stream of [...streams, again]) await stream.close();
  });

  it('ends the stream when its session signs out', async () => {
    const client = await freshSession(USERS.user.username);
    const stream = await openEventStream(t.app, client.cookie);
    expect(stream.status).toBe(200);
    await stream.reader!.next('notifications');
    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    await stream.reader!.ended;
    expect((await openEventStream(t.app, client.cookie)).status).toBe(401);
  });
});
