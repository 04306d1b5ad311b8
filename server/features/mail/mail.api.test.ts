import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import {
  NO_DEALER_TO_COPY,
  NO_MAIL_SERVER,
  type CannedReply,
  type MailSettings,
  type MailStatus,
  type ThreadEntry,
} from '../../../domain/mail';
import { ticketLabel } from '../../../domain/tickets';
import { rowsOf, withTenant } from '../../db/client';
import { createDealerVia, createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('replies, mail settings and canned replies without a mail server', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let ticketId: number;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    ticketId = (
      await createTicketVia(agent, {
        customer: { name: 'Robin Vale', phone: '5555550123', email: 'robin@example.test', company: null },
      })
    ).id;
  });
  afterAll(() => t.close());

  it("keeps a reply as 'not sent: no mail server configured' and shows it with the notes in one thread", async () => {
    await agent.post('/api/notes', { ticketId, content: 'Internal: check the DOT code.' });
    const reply = await agent.post<ThreadEntry>(`/api/tickets/${ticketId}/replies`, {
      content: '  Thanks, Robin.  ',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      kind: 'reply',
      status: 'failed',
      lastError: NO_MAIL_SERVER,
      content: 'Thanks, Robin.',
    });
    const retried = await agent.post<ThreadEntry>(`/api/replies/${reply.body.id}/retry`);
    expect(retried.body).toMatchObject({ status: 'failed', lastError: NO_MAIL_SERVER });
    const thread = await agent.get<ThreadEntry[]>(`/api/tickets/${ticketId}/thread`);
    expect(thread.body.map((entry) => entry.kind)).toEqual(['note', 'reply']);
  });

  it('refuses empty replies, foreign files and tickets without an address', async () => {
    const empty = await agent.post(`/api/tickets/${ticketId}/replies`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fieldErrors: { content: ['Please enter a reply'] } });
    expect(
      (await agent.post(`/api/tickets/${ticketId}/replies`, { content: 'x', attachmentIds: [999999] }))
        .status,
    ).toBe(409);
    const noEmail = await createTicketVia(agent);
    const refused = await agent.post(`/api/tickets/${noEmail.id}/replies`, { content: 'Hello' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ fieldErrors: { to: ['The customer has no e-mail address'] } });
    // A copy to the dealer needs a dealer with an address; a reply to the dealer itself copies nobody.
    const noDealer = await agent.post(`/api/tickets/${ticketId}/replies`, { content: 'Hi', ccDealer: true });
    expect(noDealer.status).toBe(409);
    expect(noDealer.body).toMatchObject({ fieldErrors: { ccDealer: [NO_DEALER_TO_COPY] } });
    const dealer = await createDealerVia(agent, { email: 'counter@dealer.example' });
    const both = await createTicketVia(agent, {
      dealerId: dealer.id,
      customer: {
        name: 'Iolanthe Brack',
        phone: '5555550144',
        email: 'iolanthe@example.test',
        company: null,
      },
    });
    const toDealer = await agent.post<ThreadEntry>(`/api/tickets/${both.id}/replies`, {
      content: 'Hello dealer',
      to: 'dealer',
      ccDealer: true,
    });
    expect(toDealer.body).toMatchObject({ toAddress: 'counter@dealer.example', ccAddress: null });
    expect(
      (await agent.post(`/api/tickets/${both.id}/replies`, { content: 'x', ccDealer: 'yes' })).status,
    ).toBe(400);
    expect((await agent.post('/api/tickets/987654/replies', { content: 'x' })).status).toBe(404);
    expect((await agent.post('/api/replies/987654/retry')).status).toBe(404);
  });

  it('tells any staff member whether replies can be e-mailed, before they write one', async () => {
    const before = await agent.get<MailStatus>('/api/mail-status');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ outgoing: false, incoming: false });
    await admin.patch('/api/mail-settings', {
      supportAddress: 'desk@gamma-tyres.test',
      smtpHost: 'mx.gamma-tyres.test',
    });
    expect((await agent.get<MailStatus>('/api/mail-status')).body).toEqual({
      outgoing: true,
      incoming: false,
    });
    await admin.patch('/api/mail-settings', { supportAddress: null, smtpHost: null });
  });

  it('stores passwords sealed, never returns them, and keeps settings for admins only', async () => {
    expect((await agent.get('/api/mail-settings')).status).toBe(403);
    expect((await agent.patch('/api/mail-settings', { smtpHost: 'x' })).status).toBe(403);
    const saved = await admin.patch<MailSettings>('/api/mail-settings', {
      supportAddress: 'help@alpha.test',
      smtpHost: 'smtp.alpha.test',
      smtpPassword: 'pa55-smtp-secret',
      imapHost: 'imap.alpha.test',
      imapUser: 'help@alpha.test',
      imapPassword: 'pa55-imap-secret',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      smtpPasswordSet: true,
      imapPasswordSet: true,
      canStorePasswords: true,
    });
    const read = await admin.get('/api/mail-settings');
    for (const text of [saved.text, read.text]) expect(text).not.toMatch(/pa55-/);
    const [row] = await withTenant(t.database, 1, async (tx) =>
      rowsOf<{ smtp: string; imap: string }>(
        await tx.execute(
          sql`select smtp_password_sealed as smtp, imap_password_sealed as imap from mail_settings`,
        ),
      ),
    );
    const [audit] = rowsOf<{ audit: string }>(
      await t.database.db.execute(
        sql`select string_agg(coalesce(changes::text, ''), ' ') as audit from audit_log`,
      ),
    );
    expect(row!.smtp).toMatch(/^v1\./);
    expect(`${row!.smtp} ${row!.imap} ${audit!.audit}`).not.toMatch(/pa55-/);
    // Keeping the password when it is not sent; clearing it with null.
    expect(
      (await admin.patch<MailSettings>('/api/mail-settings', { smtpPort: 2525 })).body.smtpPasswordSet,
    ).toBe(true);
    expect(
      (await admin.patch<MailSettings>('/api/mail-settings', { smtpPassword: null })).body.smtpPasswordSet,
    ).toBe(false);
    const bad = await admin.patch('/api/mail-settings', {
      smtpHost: 'evil.test\r\nRCPT TO:<x@y>',
      supportName: 'A\r\nBcc: x@y',
      smtpPort: 70000,
    });
    expect(bad.status).toBe(400);
    // Without a key, a password cannot be stored (and nothing is half-written).
    const keyless = await createTestApp({ env: { MAIL_SECRET_KEY: '' } });
    try {
      const keylessAdmin = await keyless.signIn('tenantAdmin');
      const refused = await keylessAdmin.patch('/api/mail-settings', {
        smtpHost: 'h.test',
        smtpPassword: 'x',
      });
      expect(refused.status).toBe(409);
      expect((await keylessAdmin.get<MailSettings>('/api/mail-settings')).body).toMatchObject({
        smtpHost: null,
        canStorePasswords: false,
      });
    } finally {
      await keyless.close();
    }
  });

  it('offers shared and personal canned replies filled in for the ticket', async () => {
    const shared = await admin.post<CannedReply>('/api/canned-replies', {
      title: 'Photo request',
      body: 'Hello {{customer_name}}, about {{ticket_number}}: please send photos. {{unknown}}',
    });
    expect(shared.status).toBe(201);
    expect((await agent.post('/api/canned-replies', { title: 'Everyone', body: 'x' })).status).toBe(403);
    const mine = await agent.post<CannedReply>('/api/canned-replies', {
      title: 'Mine',
      body: 'Regards, {{agent_name}}',
      personal: true,
    });
    expect(mine.body.personal).toBe(true);
    const list = await agent.get<CannedReply[]>('/api/canned-replies', {
      query: { ticketId: String(ticketId) },
    });
    const label = ticketLabel((await agent.get<Ticket>(`/api/tickets/${ticketId}`)).body);
    expect(list.body.map((item) => item.filled)).toEqual([
      'Regards, alpha.agent',
      `Hello Robin Vale, about ${label}: please send photos. {{unknown}}`,
    ]);
    // Someone else's personal reply is invisible; a shared one is not editable by staff.
    expect((await admin.get<CannedReply[]>('/api/canned-replies')).body.map((item) => item.title)).toEqual([
      'Photo request',
    ]);
    expect(
      (await agent.patch(`/api/canned-replies/${shared.body.id}`, { title: 'x', body: 'y' })).status,
    ).toBe(403);
    expect((await admin.delete(`/api/canned-replies/${mine.body.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/canned-replies/${mine.body.id}`)).status).toBe(204);
    const bravo = await t.signIn('bravoUser');
    expect((await bravo.get<CannedReply[]>('/api/canned-replies')).body).toEqual([]);
    expect((await bravo.get(`/api/tickets/${ticketId}/thread`)).status).toBe(404);
  });

  it('fills only the listed placeholders, never what every object inherits', async () => {
    const body =
      'Dear {{customer_name}}: {{constructor}} {{__proto__}} {{ toString }} {{hasownproperty}} {{valueof}} {{__definegetter__}}';
    const created = await admin.post<CannedReply>('/api/canned-replies', { title: 'Inherited names', body });
    expect(created.status).toBe(201);
    const list = await agent.get<CannedReply[]>('/api/canned-replies', {
      query: { ticketId: String(ticketId) },
    });
    const filled = list.body.find((item) => item.id === created.body.id)!.filled;
    expect(filled).toBe(body.replace('{{customer_name}}', 'Robin Vale'));
    expect(filled).not.toMatch(/function|native code|\[object/);
  });
});
