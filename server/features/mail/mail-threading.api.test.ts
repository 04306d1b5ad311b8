import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { ThreadEntry } from '../../../domain/mail';
import { ticketLabel } from '../../../domain/tickets';
import { withTenant } from '../../db/client';
import { outgoingMessages } from '../../db/schema';
import { sharedSecret } from '../../lib/app-settings';
import { createDealerVia, createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { SAMPLE_FILES } from '../../test/files/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileMessage, parseMessage } from '.';
import { REPLY_TOKEN_SECRET } from './reply-token';

const CUSTOMER = 'ingrid.moller@fjord-mail.example';
const DEALER = 'service@vang-dekk.example';
const STRANGER = 'mallory@spoofed.example';
const PHOTO = SAMPLE_FILES['image/jpeg'];

describe('incoming mail joins an existing ticket only from its people or with its reply reference', () => {
  let t: TestApp;
  let agent: TestClient;
  let replyKey: string;
  let target: Ticket;
  let other: Ticket;
  /** Our reply on the target ticket: its subject (with the reference) and Message-ID. */
  let ours: { subject: string; messageId: string };
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    replyKey = await sharedSecret(t.database.db, REPLY_TOKEN_SECRET);
    const dealer = await createDealerVia(agent, { email: DEALER });
    target = await createTicketVia(agent, {
      subject: 'Tread separation on a winter tyre',
      customer: { name: 'Ingrid Møller', phone: '5555550166', email: CUSTOMER, company: null },
      dealerId: dealer.id,
    });
    other = await createTicketVia(agent, {
      customer: { name: 'Tomás Reyes', phone: '5555550167', email: 'tomas@reyes.example', company: null },
    });
    const reply = await agent.post<ThreadEntry>(`/api/tickets/${target.id}/replies`, {
      content: 'Photos please.',
    });
    const [row] = await withTenant(t.database, 1, (tx) =>
      tx
        .select({ subject: outgoingMessages.subject, messageId: outgoingMessages.messageId })
        .from(outgoingMessages)
        .where(and(eq(outgoingMessages.tenantId, 1), eq(outgoingMessages.id, reply.body.id))),
    );
    ours = row!;
  });
  afterAll(() => t.close());

  async function deliver(from: string, subject: string, headers: string[] = []) {
    serial += 1;
    const raw = [
      `From: ${from}`,
      `Subject: ${subject}`,
      `Message-ID: <threading-${serial}@${from.split('@')[1]}>`,
      ...headers,
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      `Message ${serial}`,
      '--b',
      'Content-Type: image/jpeg; name="sidewall.jpg"',
      'Content-Transfer-Encoding: base64',
      '',
      PHOTO.toString('base64'),
      '--b--',
    ].join('\r\n');
    const message = await parseMessage(Buffer.from(raw), 100_000);
    return withTenant(t.database, 1, (tx) => fileMessage(tx, 1, message, new Date(), replyKey));
  }
  const incomingOn = async (ticketId: number) =>
    (await agent.get<ThreadEntry[]>(`/api/tickets/${ticketId}/thread`)).body.filter(
      (entry): entry is Extract<ThreadEntry, { kind: 'incoming' }> => entry.kind === 'incoming',
    );

  const filesOn = async (ticketId: number) =>
    (await agent.get<unknown[]>(`/api/tickets/${ticketId}/attachments`)).body.length;

  it("opens a new ticket for a stranger's [#TK-n], noting the ticket it named", async () => {
    const before = (await incomingOn(target.id)).length;
    const filesBefore = await filesOn(target.id);
    const outcome = await deliver(STRANGER, `Re: your claim [${ticketLabel(target)}]`);
    expect(outcome).toMatchObject({ kind: 'ticket' });
    const filedOn = (outcome as { ticketId: number }).ticketId;
    expect(filedOn).not.toBe(target.id);
    expect(await incomingOn(target.id)).toHaveLength(before);
    expect(await filesOn(target.id)).toBe(filesBefore);
    expect(await filesOn(filedOn)).toBe(1);
    const [note] = await incomingOn(filedOn);
    expect(note!.intakeNote).toContain(
      `names ${ticketLabel(target)} but neither comes from that ticket's customer`,
    );
  });

  it("does not let a stranger in by quoting the customer's own Message-ID", async () => {
    const fromCustomer = await deliver(CUSTOMER, 'More photos');
    expect(fromCustomer).toMatchObject({ kind: 'ticket' });
    const customersTicket = (fromCustomer as { ticketId: number }).ticketId;
    const customerMessageId = `<threading-${serial}@fjord-mail.example>`;
    const outcome = await deliver(STRANGER, 'Re: More photos', [
      `In-Reply-To: ${customerMessageId}`,
      `References: ${customerMessageId}`,
    ]);
    expect(outcome.kind).toBe('ticket');
    expect((outcome as { ticketId: number }).ticketId).not.toBe(customersTicket);
  });

  it("files the customer's and the dealer's mail on the ticket by its bare tag", async () => {
    for (const from of [CUSTOMER.toUpperCase(), `"Vang Dekk" <${DEALER}>`]) {
      expect(await deliver(from, `Re: [${ticketLabel(target)}] photos attached`)).toMatchObject({
        kind: 'reply',
        ticketId: target.id,
      });
    }
  });

  it('files mail carrying our reply reference or our Message-ID from any address', async () => {
    expect(await deliver('ingrid.work@office.example', `Re: ${ours.subject}`)).toMatchObject({
      kind: 'reply',
      ticketId: target.id,
    });
    const forwarded = await deliver('claims@insurer.example', 'Re: the tyre', [
      `In-Reply-To: ${ours.messageId}`,
    ]);
    expect(forwarded).toMatchObject({ kind: 'reply', ticketId: target.id });
  });

  it("refuses another ticket's reference and a made-up one", async () => {
    const reference = /ref:([0-9a-f]{20})/.exec(ours.subject)![1]!;
    for (const subject of [
      `Re: hello [${ticketLabel(other)} ref:${reference}]`,
      `Re: hello [${ticketLabel(target)} ref:${'0123456789abcdef0123'}]`,
    ]) {
      const outcome = await deliver(STRANGER, subject);
      expect(outcome.kind, subject).toBe('ticket');
      expect([target.id, other.id]).not.toContain((outcome as { ticketId: number }).ticketId);
    }
  });
});
