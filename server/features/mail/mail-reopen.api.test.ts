import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { MailSettings } from '../../../domain/mail';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import { ticketLabel } from '../../../domain/tickets';
import { withTenant } from '../../db/client';
import { createTicketVia } from '../../test/factories';
import { USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileMessage, parseMessage } from '.';

const DAY = 86_400_000;

describe("a customer's reply reopens a recently closed ticket and waits for its owner", () => {
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
  });
  afterAll(() => t.close());

  /** A ticket of a new customer with this name and address, owned by the agent and closed. */
  async function closedTicket(name: string, email: string) {
    serial += 1;
    const phone = `55555${String(10_000 + serial).slice(-5)}`;
    const ticket = await createTicketVia(owner, {
      subject: 'Puncture repair refused',
      customer: { name, phone, email, company: null },
    });
    const closed = await owner.patch<Ticket>(`/api/tickets/${ticket.id}`, {
      status: 'closed',
      assigneeId: USERS.user.id,
    });
    expect(closed.body.status).toBe('closed');
    return closed.body;
  }

  async function deliver(from: string, ticket: Ticket, at: Date) {
    serial += 1;
    const raw = [
      `From: "${ticket.customer!.firstName} ${ticket.customer!.lastName}" <${from}>`,
      `Subject: Re: [${ticketLabel(ticket)}] still losing air`,
      `Message-ID: <reopen-${serial}@customer.example>`,
      'Content-Type: text/plain',
      '',
      'The valve is leaking again since Tuesday.',
    ].join('\r\n');
    const message = await parseMessage(Buffer.from(raw), 100_000);
    return withTenant(t.database, 1, (tx) => fileMessage(tx, 1, message, at, 'reply-key-unused-here'));
  }

  const ticketOf = async (id: number, client = owner) =>
    (await client.get<Ticket>(`/api/tickets/${id}`)).body;

  it('reopens the ticket, says who reopened it and marks the reply until its owner opens it', async () => {
    const ticket = await closedTicket('Oluwaseun Adeyemi', 'o.adeyemi@lagos-mail.example');
    const outcome = await deliver('o.adeyemi@lagos-mail.example', ticket, new Date(Date.now() + 2 * DAY));
    expect(outcome).toMatchObject({ kind: 'reply', ticketId: ticket.id });

    const reopened = await ticketOf(ticket.id);
    expect(reopened.status).toBe('open');
    expect(reopened.closedAt).toBeNull();
    expect(reopened.newReplyAt).not.toBeNull();
    const listed = await owner.get<Ticket[]>('/api/tickets?assignee=me&limit=100');
    expect(listed.body.find((row) => row.id === ticket.id)?.newReplyAt).toBe(reopened.newReplyAt);

    const history = (await owner.get<ActivityEntry[]>(`/api/tickets/${ticket.id}/activity`)).body;
    expect(history[0]).toMatchObject({
      kind: 'changed',
      actor: 'Oluwaseun Adeyemi',
      changes: [{ field: 'status', from: 'closed', to: 'open' }],
    });

    // Someone else looking does not clear the owner's mark; the owner does.
    expect((await admin.post<Ticket>(`/api/tickets/${ticket.id}/seen`)).body.newReplyAt).not.toBeNull();
    const seen = await owner.post<Ticket>(`/api/tickets/${ticket.id}/seen`);
    expect(seen.status).toBe(200);
    expect(seen.body.newReplyAt).toBeNull();
  });

  it('marks an open ticket too, and an answer from staff clears the mark', async () => {
    const ticket = await closedTicket('Kalani Hoapili', 'kalani.h@maui-post.example');
    await owner.patch(`/api/tickets/${ticket.id}`, { status: 'in-progress' });
    await deliver('kalani.h@maui-post.example', ticket, new Date());
    const marked = await ticketOf(ticket.id);
    expect(marked.status).toBe('in-progress');
    expect(marked.newReplyAt).not.toBeNull();
    const answer = await admin.post(`/api/tickets/${ticket.id}/replies`, {
      content: 'A new valve is on us.',
    });
    expect(answer.status).toBe(201);
    expect((await ticketOf(ticket.id)).newReplyAt).toBeNull();
  });

  it("opens a new ticket naming the old one once the tenant's window has passed", async () => {
    const ticket = await closedTicket('Mikko Virtanen', 'm.virtanen@savo-mail.example');
    const outcome = await deliver('m.virtanen@savo-mail.example', ticket, new Date(Date.now() + 31 * DAY));
    expect(outcome.kind).toBe('ticket');
    const filedOn = (outcome as { ticketId: number }).ticketId;
    expect(filedOn).not.toBe(ticket.id);
    const old = await ticketOf(ticket.id);
    expect(old.status).toBe('closed');
    expect(old.newReplyAt).toBeNull();
    const thread = (
      await owner.get<{ kind: string; intakeNote?: string | null }[]>(`/api/tickets/${filedOn}/thread`)
    ).body;
    expect(thread.find((entry) => entry.kind === 'incoming')?.intakeNote).toContain(
      `answers ${ticketLabel(ticket)}, closed on`,
    );

    // A longer window set by the tenant admin reopens a ticket closed as long ago.
    const longer = await admin.patch<MailSettings>('/api/mail-settings', { reopenWithinDays: 60 });
    expect(longer.body.reopenWithinDays).toBe(60);
    const again = await deliver('m.virtanen@savo-mail.example', ticket, new Date(Date.now() + 45 * DAY));
    expect(again).toMatchObject({ kind: 'reply', ticketId: ticket.id });
    expect((await ticketOf(ticket.id)).status).toBe('open');
  });

  it('refuses a window outside 0 to 365 days, and lets only admins set it', async () => {
    for (const reopenWithinDays of [-1, 366, 2.5, 'soon']) {
      const refused = await admin.patch<{ fieldErrors?: Record<string, string[]> }>('/api/mail-settings', {
        reopenWithinDays,
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fieldErrors ?? {})).toEqual(['reopenWithinDays']);
    }
    expect((await owner.patch('/api/mail-settings', { reopenWithinDays: 5 })).status).toBe(403);
    expect((await admin.get<MailSettings>('/api/mail-settings')).body.reopenWithinDays).toBe(60);
  });

  it("answers 404 for another tenant's ticket or one that does not exist", async () => {
    const bravo = await t.signIn('bravoUser');
    const ticket = await closedTicket('Zhu Wenjing', 'zhu.wj@else.example');
    expect((await bravo.post(`/api/tickets/${ticket.id}/seen`)).status).toBe(404);
    expect((await owner.post('/api/tickets/99999999/seen')).status).toBe(404);
  });
});
