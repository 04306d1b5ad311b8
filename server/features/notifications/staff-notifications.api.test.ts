import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { NotificationList } from '../../../domain/notifications';
import { ticketLabel } from '../../../domain/tickets';
import { withTenant } from '../../db/client';
import { claimInState } from '../../test/claim-states';
import { createTicketVia } from '../../test/factories';
import { USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileMessage, parseMessage } from '../mail';

/** Decision 088: staff hear of tickets given to them, replies, mentions and their claims' decisions. */
describe('notices to staff', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
  });
  afterAll(() => t.close());

  const notices = async (client: TestClient) =>
    (await client.get<NotificationList>('/api/notifications')).body;
  /** What arrived since `before`, newest first, as [title, ticket id, detail]. */
  async function since(client: TestClient, before: NotificationList) {
    const after = await notices(client);
    return after.items
      .slice(0, after.items.length - before.items.length)
      .map((notice) => [notice.title, notice.ticketId, notice.detail]);
  }

  it('tells someone a ticket was given to them, alone or in bulk, but not who took it themselves', async () => {
    const before = await notices(agent);
    const adminBefore = await notices(admin);
    const one = await createTicketVia(admin, { subject: 'Shimmy above 55 mph after rotation' });
    const two = await createTicketVia(admin, { subject: 'Nail in the shoulder, repair refused' });
    expect((await admin.patch(`/api/tickets/${one.id}`, { assigneeId: USERS.user.id })).status).toBe(200);
    const bulk = await admin.post('/api/tickets/assign', { ids: [two.id], assigneeId: USERS.user.id });
    expect(bulk.status).toBe(200);
    expect(await since(agent, before)).toEqual([
      ['Assigned to you', two.id, 'Nail in the shoulder, repair refused'],
      ['Assigned to you', one.id, 'Shimmy above 55 mph after rotation'],
    ]);
    expect((await notices(agent)).unread).toBe(before.unread + 2);
    // Taking a ticket oneself tells nobody.
    await admin.patch(`/api/tickets/${one.id}`, { assigneeId: USERS.tenantAdmin.id });
    expect(await since(admin, adminBefore)).toEqual([]);
  });

  it('tells those a note mentions, by any case of their name, and nobody else', async () => {
    const ticket = await createTicketVia(admin);
    const before = await notices(agent);
    const adminBefore = await notices(admin);
    const bravoBefore = await notices(await t.signIn('bravoUser'));
    const note = await admin.post('/api/notes', {
      ticketId: ticket.id,
      content: 'Can you call her back, @Alpha.Agent? (cc @alpha.admin, @bravo.agent, @nobody, me@alpha.test)',
    });
    expect(note.status).toBe(201);
    expect(await since(agent, before)).toEqual([
      [
        'You were mentioned in a note',
        ticket.id,
        'alpha.admin: Can you call her back, @Alpha.Agent? (cc @alpha.admin, @bravo.agent, @nobody, me@alpha.test)',
      ],
    ]);
    expect(await since(admin, adminBefore)).toEqual([]);
    expect(await since(await t.signIn('bravoUser'), bravoBefore)).toEqual([]);
  });

  it("tells a claim's filer when someone else decides it", async () => {
    const before = await notices(agent);
    const claim = await claimInState(t, 'denied');
    const told = await since(agent, before);
    expect(told).toEqual([['Claim denied', claim.ticketId, 'Sidewall cut: road hazard, not covered']]);
    expect((await notices(agent)).items[0]!.claimId).toBe(claim.id);
  });

  it("tells a ticket's owner when the customer replies", async () => {
    const ticket = await createTicketVia(admin, {
      subject: 'Valve stem leak',
      customer: {
        name: 'Ngozi Okonkwo-Baptiste',
        phone: '5555550199',
        email: 'ngozi@customer.example',
        company: null,
      },
    });
    await admin.patch<Ticket>(`/api/tickets/${ticket.id}`, { assigneeId: USERS.user.id });
    const before = await notices(agent);
    const raw = [
      'From: "Ngozi Okonkwo-Baptiste" <ngozi@customer.example>',
      `Subject: Re: [${ticketLabel(ticket)}] Valve stem leak`,
      'Message-ID: <staff-notice-1@customer.example>',
      'Content-Type: text/plain',
      '',
      'It went flat again overnight.',
    ].join('\r\n');
    const message = await parseMessage(Buffer.from(raw), 100_000);
    await withTenant(t.database, 1, (tx) => fileMessage(tx, 1, message, new Date(), 'reply-key-unused-here'));
    expect(await since(agent, before)).toEqual([
      ['The customer replied', ticket.id, 'Ngozi Okonkwo-Baptiste'],
    ]);
  });

  it('marks them read and keeps them to their own reader', async () => {
    const mine = await notices(agent);
    expect(mine.unread).toBeGreaterThan(0);
    const read = await agent.post<NotificationList>('/api/notifications/read', { ids: [mine.items[0]!.id] });
    expect(read.body.unread).toBe(mine.unread - 1);
    // Someone else's id changes nothing of theirs.
    const adminBefore = await notices(admin);
    await admin.post('/api/notifications/read', { ids: mine.items.map((item) => item.id) });
    expect((await notices(agent)).unread).toBe(mine.unread - 1);
    expect((await notices(admin)).unread).toBe(adminBefore.unread);
    expect((await agent.post<NotificationList>('/api/notifications/read', {})).body.unread).toBe(0);
    expect((await t.anonymous().get('/api/notifications')).status).toBe(401);
  });
});
