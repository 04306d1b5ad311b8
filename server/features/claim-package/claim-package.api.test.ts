import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, WarrantyClaim } from '../../../domain/api-types';
import type { Attachment } from '../../../domain/attachments';
import { NO_CLAIM_TO_PACKAGE, type ClaimPackage } from '../../../domain/claim-package';
import { withTenant } from '../../db/client';
import { transcripts } from '../../db/schema';
import { createTicketVia } from '../../test/factories';
import { imageBytes, pdfBytes } from '../../test/files/sample-files';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the claim package', () => {
  let t: TestApp;
  let agent: TestClient;
  let ticket: Ticket;
  let claim: WarrantyClaim;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    const admin = await t.signIn('tenantAdmin');
    ticket = await createTicketVia(agent, {
      subject: 'Uneven wear at 50,000 miles',
      customer: { name: 'Morgan Treadwell', phone: '5550104477', email: 'morgan@example.com', company: null },
    });
    claim = (
      await agent.post<WarrantyClaim>('/api/warranties', {
        ticketId: ticket.id,
        claimTicketAdjustmentNumber: 'ADJ-88812',
        authorizationCode: 'AUTH-5521',
        creditBasisName: 'Mileage',
        mileageProrationMileageOn: 10_000,
        mileageProrationMileageOff: 60_000,
        mileageProrationMIWarranted: 80_000,
        sellingPriceCents: 8_000,
        tireBrand: 'Michelin',
        tireModel: 'Defender2',
        tireSize: '225/65R17',
      })
    ).body;
    await agent.post(`/api/warranties/${claim.id}/transitions`, { to: 'pending_authorization' });
    await admin.post(`/api/warranties/${claim.id}/transitions`, {
      to: 'authorized',
      reason: 'Invoice checked',
    });
    await agent.post('/api/notes', { ticketId: ticket.id, content: 'Customer rotated every 7,500 miles.' });
    await agent.upload<Attachment[]>(`/api/tickets/${ticket.id}/attachments?claimId=${claim.id}`, [
      { fileName: 'tread.jpg', bytes: await imageBytes('jpeg', { width: 320, height: 240 }) },
      { fileName: 'invoice.pdf', bytes: pdfBytes() },
    ]);
    await withTenant(t.database, TENANTS.alpha.id, (tx) =>
      tx.insert(transcripts).values({
        tenantId: TENANTS.alpha.id,
        ticketId: ticket.id,
        callSid: 'CA-package-1',
        transcript: 'Agent: Which tyre is it?\nCaller: The front left Defender.',
        source: 'phone',
      }),
    );
  });
  afterAll(() => t.close());

  it('serves a PDF with the ticket, contact, figures, history, photos, notes and call', async () => {
    const response = await agent.get(`/api/tickets/${ticket.id}/claim-package.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const label = `TK-${String(ticket.id).padStart(3, '0')}`;
    expect(response.headers['content-disposition']).toBe(`inline; filename="claim-package-${label}.pdf"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const pages = await pdfPages(new Uint8Array(response.raw));
    const text = pages.join('\n');
    expect(text).toContain('Warranty Claim Package');
    expect(text).toContain(`${TENANTS.alpha.name} · #${label}`);
    expect(text).toContain('Uneven wear at 50,000 miles');
    expect(text).toContain('Morgan Treadwell');
    expect(text).toContain('morgan@example.com');
    expect(text).toContain('ADJ-88812');
    expect(text).toContain('AUTH-5521');
    expect(text).toMatch(/Miles used\s+50,000 ÷ 80,000 = 62\.5%/);
    expect(text).toMatch(/Percent worn \(customer share\)\s+63%/);
    expect(text).toMatch(/Percent credit\s+37%/);
    expect(text).toMatch(/Credit\s+\$29\.60/);
    expect(text).toMatch(/Customer pays\s+\$50\.40/);
    expect(text).toMatch(/Pending authorization to\s+Authorized\s+Invoice checked/);
    expect(text).toContain('alpha.agent');
    expect(text).toContain('tread.jpg · Claim ADJ-88812');
    expect(text).toMatch(/invoice\.pdf\s+PDF/);
    expect(text).toContain('Customer rotated every 7,500 miles.');
    expect(text).toContain('Call #CA-package-1');
    expect(text).toContain('The front left Defender.');
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it('answers the same package as data for the printable page', async () => {
    const response = await agent.get<ClaimPackage>(`/api/tickets/${ticket.id}/claim-package`);
    expect(response.status).toBe(200);
    const pkg = response.body;
    expect(pkg.tenantName).toBe(TENANTS.alpha.name);
    expect(pkg.ticket.id).toBe(ticket.id);
    expect(pkg.claims.map((item) => [item.claim.id, item.claim.creditCents, item.history.length])).toEqual([
      [claim.id, 2_960, 3],
    ]);
    expect(pkg.attachments.map((file) => file.fileName)).toEqual(['tread.jpg', 'invoice.pdf']);
    expect(pkg.transcripts[0]).toMatchObject({ callSid: 'CA-package-1', isTruncated: false });
    expect(pkg.transcripts[0]).not.toHaveProperty('transcript');
  });

  it('lays out a ticket without claims, contact or files', async () => {
    const bare = await createTicketVia(agent, { subject: 'Question about coverage' });
    const pages = await pdfPages(
      new Uint8Array((await agent.get(`/api/tickets/${bare.id}/claim-package.pdf`)).raw),
    );
    expect(pages.join('\n')).toContain('No warranty claims found');
    expect(pages.join('\n')).toContain('No photos or documents attached.');
  });

  it('refuses strangers, other tenants and bad ids', async () => {
    for (const path of ['claim-package.pdf', 'claim-package']) {
      expect((await t.anonymous().get(`/api/tickets/${ticket.id}/${path}`)).status).toBe(401);
      const bravo = await t.signIn('bravoUser');
      const foreign = await bravo.get(`/api/tickets/${ticket.id}/${path}`);
      expect(foreign.status).toBe(404);
      expect(foreign.text).not.toContain('Treadwell');
      const bad = await agent.get(`/api/tickets/abc/${path}`);
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('Id must be a number');
      expect((await agent.get(`/api/tickets/0/${path}`)).status).toBe(400);
      expect((await agent.get(`/api/tickets/999999/${path}`)).status).toBe(404);
    }
  });

  it("keeps the package among the ticket's files, to send with a reply; a ticket without a claim has none", async () => {
    const kept = await agent.post<Attachment>(`/api/tickets/${ticket.id}/claim-package/file`);
    expect(kept.status).toBe(201);
    const label = `TK-${String(ticket.id).padStart(3, '0')}`;
    expect(kept.body).toMatchObject({
      ticketId: ticket.id,
      fileName: `claim-package-${label}.pdf`,
      contentType: 'application/pdf',
      uploadedBy: { name: 'alpha.agent' },
    });
    const content = await agent.get(kept.body.contentUrl);
    expect((await pdfPages(new Uint8Array(content.raw))).join('\n')).toContain('Warranty Claim Package');
    const files = await agent.get<Attachment[]>(`/api/tickets/${ticket.id}/attachments`);
    expect(files.body.map((file) => file.id)).toContain(kept.body.id);
    const reply = await agent.post(`/api/tickets/${ticket.id}/replies`, {
      content: 'The claim package, as promised.',
      attachmentIds: [kept.body.id],
    });
    expect(reply.status).toBe(201);

    const bare = await createTicketVia(agent, { subject: 'Question about coverage' });
    const none = await agent.post(`/api/tickets/${bare.id}/claim-package/file`);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ message: NO_CLAIM_TO_PACKAGE });
    expect(
      (await (await t.signIn('bravoUser')).post(`/api/tickets/${ticket.id}/claim-package/file`)).status,
    ).toBe(404);
    expect((await t.anonymous().post(`/api/tickets/${ticket.id}/claim-package/file`)).status).toBe(401);
  });
});
