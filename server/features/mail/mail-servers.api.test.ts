import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { MailSettings, ThreadEntry } from '../../../domain/mail';
import { ticketLabel } from '../../../domain/tickets';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { pdfBytes } from '../../test/files/sample-files';
import type { TestClient } from '../../test/http-client';
import { deliver, readMailbox, untilMailboxHolds } from '../../test/mail/mailboxes';
import {
  MAIL_TEST_ENV,
  MAILBOX_PASSWORD,
  mailTestNetwork,
  startMailServers,
  type MailServers,
} from '../../test/mail/mail-servers';
import { createTestApp, TEST_MAIL_SECRET_KEY, type TestApp } from '../../test/test-app';
import { MAIL_FAILURES, pollMailbox, sendDueReplies, type PollOptions, type SenderOptions } from '.';

const ALPHA = 1;
const SUPPORT = 'support@alpha.test';
const CUSTOMER = 'dana.fields@example.test';
/** Sending rounds while the SMTP server is down, each one retry interval later on the test clock. */
const ROUNDS_DURING_OUTAGE = 3;

describe('e-mail through real Postfix and Dovecot', () => {
  let servers: MailServers;
  let t: TestApp;
  let admin: TestClient;
  let agent: TestClient;
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  let sender: SenderOptions;
  let poller: PollOptions;

  /** Polls until the mailbox has given up `count` messages (Postfix delivers asynchronously). */
  async function pollUntilFetched(count: number) {
    const totals = { fetched: 0, tickets: 0, replies: 0, duplicates: 0, ignored: 0 };
    const deadline = Date.now() + 30_000;
    while (totals.fetched < count) {
      const result = (await pollMailbox(poller, ALPHA))!;
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += result[key];
      if (Date.now() > deadline) throw new Error(`only ${totals.fetched} of ${count} messages arrived`);
    }
    return totals;
  }

  const thread = async (ticketId: number) =>
    (await agent.get<ThreadEntry[]>(`/api/tickets/${ticketId}/thread`)).body;

  beforeAll(async () => {
    servers = await startMailServers();
    t = await createTestApp({ env: MAIL_TEST_ENV });
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
    sender = {
      database: t.database,
      secretKey: TEST_MAIL_SECRET_KEY,
      retryBaseSeconds: 30,
      maxAttempts: 8,
      now,
      network: mailTestNetwork(),
    };
    poller = {
      database: t.database,
      secretKey: TEST_MAIL_SECRET_KEY,
      maxMessageBytes: 200_000,
      now,
      network: mailTestNetwork(),
    };
    const saved = await admin.patch<MailSettings>('/api/mail-settings', {
      supportAddress: SUPPORT,
      supportName: 'Alpha Tyres Support',
      smtpHost: '127.0.0.1',
      smtpPort: servers.smtpPort,
      imapHost: '127.0.0.1',
      imapPort: servers.imapPort,
      imapUser: SUPPORT,
      imapPassword: MAILBOX_PASSWORD,
    });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain(MAILBOX_PASSWORD);
    expect(saved.body).toMatchObject({ imapPasswordSet: true, smtpPasswordSet: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    servers?.stop();
  });

  let ticketId: number;
  let firstMessageId: string;

  it('tests the servers through the guarded connection, telling a wrong password by its class', async () => {
    expect((await admin.post('/api/mail-settings/test', { server: 'smtp' })).body).toEqual({
      ok: true,
      message: `Connected to 127.0.0.1:${servers.smtpPort}`,
    });
    const imap = await admin.post<{ ok: boolean; message: string }>('/api/mail-settings/test', {
      server: 'imap',
    });
    expect(imap.body).toEqual({ ok: true, message: 'Connected: 0 messages in INBOX, 0 unread' });
    await admin.patch('/api/mail-settings', { imapPassword: 'not-the-mailbox-password' });
    expect((await admin.post('/api/mail-settings/test', { server: 'imap' })).body).toEqual({
      ok: false,
      message: MAIL_FAILURES.auth,
    });
    await admin.patch('/api/mail-settings', { imapPassword: MAILBOX_PASSWORD });
  });

  it('turns a delivered message into a ticket for a new customer, keeping what it cannot attach', async () => {
    const sent = await deliver(servers, {
      from: { name: 'Dana Fields', address: CUSTOMER },
      to: SUPPORT,
      subject: 'Tread separating after 8,000 miles',
      text: 'The front left tyre is separating.\nInvoice attached.',
      html: '<p>The front left tyre is separating.</p><script>alert(1)</script>',
      attachments: [{ filename: 'notes.exe', content: Buffer.from('MZ not a photo') }],
    });
    firstMessageId = sent.messageId;
    const totals = await pollUntilFetched(1);
    expect(totals).toMatchObject({ fetched: 1, tickets: 1 });

    const list = await agent.get<Ticket[]>('/api/tickets', { query: { search: 'Tread separating' } });
    const ticket = list.body.find((row) => row.subject === 'Tread separating after 8,000 miles')!;
    expect(ticket).toBeDefined();
    ticketId = ticket.id;
    expect(ticket.customer).toMatchObject({ firstName: 'Dana', lastName: 'Fields', email: CUSTOMER });
    const entries = await thread(ticketId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'incoming', fromAddress: CUSTOMER, fromName: 'Dana Fields' });
    const incoming = entries[0] as Extract<ThreadEntry, { kind: 'incoming' }>;
    expect(incoming.content).toContain('The front left tyre is separating.');
    expect(incoming.content).not.toContain('<script>');
    expect(incoming.intakeNote).toMatch(/notes\.exe was not kept/);
    // Marked seen only now that the ticket is committed, and a second poll files nothing.
    expect((await readMailbox(servers, SUPPORT)).every((message) => message.seen)).toBe(true);
    expect(await pollMailbox(poller, ALPHA)).toMatchObject({ fetched: 0 });
  });

  it("sends a staff reply that arrives in the customer's mailbox with the thread's headers", async () => {
    const created = await agent.post<ThreadEntry>(`/api/tickets/${ticketId}/replies`, {
      content: 'Hello Dana,\nplease send a photo of the sidewall.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'reply', status: 'queued', toAddress: CUSTOMER });
    expect(await sendDueReplies(sender, ALPHA)).toBe(1);

    const [received] = await untilMailboxHolds(servers, CUSTOMER, 1);
    const label = ticketLabel((await agent.get<Ticket>(`/api/tickets/${ticketId}`)).body);
    expect(received!.subject).toMatch(
      new RegExp(`^Re: Tread separating after 8,000 miles \\[${label} ref:[0-9a-f]{20}\\]$`),
    );
    expect(received!.from?.value[0]?.address).toBe(SUPPORT);
    expect(received!.inReplyTo).toBe(firstMessageId);
    expect(received!.references).toContain(firstMessageId);
    expect(received!.text).toContain('please send a photo of the sidewall.');
    expect(received!.html).toContain('please send a photo of the sidewall.');
    const reply = (await thread(ticketId)).find((entry) => entry.kind === 'reply')!;
    expect(reply).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(received!.messageId).toMatch(/^<tk-\d+\..+@alpha\.test>$/);
  });

  it("files the customer's answer on the same ticket, by its headers and then by the subject tag", async () => {
    const [ourReply] = await readMailbox(servers, CUSTOMER);
    await deliver(servers, {
      from: CUSTOMER,
      to: SUPPORT,
      subject: `Re: ${ourReply!.subject}`,
      inReplyTo: ourReply!.messageId,
      references: [firstMessageId, ourReply!.messageId!],
      text: 'Photo attached.',
    });
    // A different mail program that drops the headers: only the [#TK-…] tag is left.
    await deliver(servers, {
      from: CUSTOMER,
      to: SUPPORT,
      subject: `Fwd: ${ourReply!.subject}`,
      text: 'Also this.',
    });
    expect(await pollUntilFetched(2)).toMatchObject({ fetched: 2, replies: 2, tickets: 0 });
    const entries = await thread(ticketId);
    expect(entries.map((entry) => entry.kind)).toEqual(['incoming', 'reply', 'incoming', 'incoming']);
    expect(entries.filter((entry) => entry.kind === 'incoming').map((entry) => entry.content)).toEqual([
      expect.stringContaining('separating'),
      'Photo attached.',
      'Also this.',
    ]);
  });

  it('never opens tickets for auto-replies, bounces or our own address', async () => {
    const before = (await agent.get<{ totalTickets: number }>('/api/tickets/stats')).body.totalTickets;
    await deliver(servers, {
      from: CUSTOMER,
      to: SUPPORT,
      subject: 'Out of office',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away.',
    });
    await deliver(servers, {
      from: 'list@example.test',
      to: SUPPORT,
      subject: 'Newsletter',
      headers: { Precedence: 'bulk' },
      text: 'News',
    });
    await deliver(servers, {
      from: 'MAILER-DAEMON@example.test',
      to: SUPPORT,
      subject: 'Undelivered Mail Returned to Sender',
      text: 'bounce',
    });
    await deliver(servers, { from: SUPPORT, to: SUPPORT, subject: 'Loop', text: 'me again' });
    expect(await pollUntilFetched(4)).toMatchObject({ ignored: 4, tickets: 0, replies: 0 });
    expect((await agent.get<{ totalTickets: number }>('/api/tickets/stats')).body.totalTickets).toBe(before);
    expect(await sendDueReplies(sender, ALPHA)).toBe(0);
  });

  it('keeps replies while the SMTP server is down and drains the queue when it is back', async () => {
    const other = await createTicketVia(agent, {
      customer: { name: 'Lee Hart', phone: '5555550199', email: 'lee@example.test', company: null },
    });
    servers.stopSmtp();
    const ids: number[] = [];
    for (const content of ['First answer', 'Second answer', 'Third answer']) {
      ids.push((await agent.post<ThreadEntry>(`/api/tickets/${other.id}/replies`, { content })).body.id);
    }
    // The outage is as long as the rounds tried in it: the test clock, not waiting, makes each due.
    for (let round = 0; round < ROUNDS_DURING_OUTAGE; round += 1) {
      expect(await sendDueReplies(sender, ALPHA)).toBe(0);
      clockOffsetMs += 3600_000;
    }
    const during = (await thread(other.id)).filter((entry) => entry.kind === 'reply');
    expect(during.map((entry) => entry.status)).toEqual(['queued', 'queued', 'queued']);
    expect(during[0]!.kind === 'reply' && during[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    await servers.startSmtp();
    clockOffsetMs += 24 * 3600_000;
    expect(await sendDueReplies(sender, ALPHA)).toBe(3);
    const after = (await thread(other.id)).filter((entry) => entry.kind === 'reply');
    expect(after.map((entry) => entry.status)).toEqual(['sent', 'sent', 'sent']);
    const inbox = await untilMailboxHolds(servers, 'lee@example.test', 3);
    expect(inbox.map((message) => message.text?.trim()).sort()).toEqual([
      'First answer',
      'Second answer',
      'Third answer',
    ]);
    expect(ids).toHaveLength(3);
  });

  it('sends each queued reply once when two senders drain the queue at the same time', async () => {
    const ticket = await createTicketVia(agent, {
      customer: { name: 'Kim Ortiz', phone: '5555550177', email: 'kim@example.test', company: null },
    });
    for (let i = 1; i <= 6; i += 1) {
      await agent.post(`/api/tickets/${ticket.id}/replies`, { content: `Answer ${i}` });
    }
    const [one, two] = await Promise.all([
      sendDueReplies(sender, ALPHA, 3),
      sendDueReplies(sender, ALPHA, 3),
    ]);
    const rest = await sendDueReplies(sender, ALPHA);
    expect(one + two + rest).toBe(6);
    const inbox = await untilMailboxHolds(servers, 'kim@example.test', 6);
    expect(inbox.map((message) => message.text?.trim()).sort()).toEqual([
      'Answer 1',
      'Answer 2',
      'Answer 3',
      'Answer 4',
      'Answer 5',
      'Answer 6',
    ]);
  });

  it("copies the ticket's dealer contact when asked, to its own mailbox, with the customer's file", async () => {
    const dealer = await createDealerVia(agent, {
      dealerName: 'Ngata Tyre Services',
      email: 'service@bravo.test',
    });
    const ticket = await createTicketVia(agent, {
      dealerId: dealer.id,
      customer: { name: 'Aroha Ngata', phone: '5555550166', email: 'aroha@example.test', company: null },
    });
    const [invoice] = (
      await agent.upload<{ id: number }[]>(`/api/tickets/${ticket.id}/attachments`, [
        { fileName: 'invoice-4471.pdf', bytes: pdfBytes('Invoice 4471') },
      ])
    ).body;
    const created = await agent.post<ThreadEntry>(`/api/tickets/${ticket.id}/replies`, {
      content: 'Your claim is filed; the dealer has a copy.',
      ccDealer: true,
      attachmentIds: [invoice!.id],
    });
    expect(created.body).toMatchObject({ toAddress: 'aroha@example.test', ccAddress: 'service@bravo.test' });
    expect(await sendDueReplies(sender, ALPHA)).toBe(1);
    const [toCustomer] = await untilMailboxHolds(servers, 'aroha@example.test', 1);
    const [toDealer] = await untilMailboxHolds(servers, 'service@bravo.test', 1);
    for (const received of [toCustomer!, toDealer!]) {
      expect(received.messageId).toBe(toCustomer!.messageId);
      expect(received.cc && !Array.isArray(received.cc) ? received.cc.text : '').toBe('service@bravo.test');
      expect(received.attachments.map((file) => file.filename)).toEqual(['invoice-4471.pdf']);
    }
  });
});
