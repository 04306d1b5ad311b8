import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../domain/attachments';
import { rowsOf, withTenant } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createTicketVia } from '../../test/factories';
import { htmlAsJpeg, imageBytes, pdfBytes } from '../../test/files/sample-files';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { prepareAttachment, storeAttachment, type AttachmentOrigin } from './index';

describe('the attachments module other features use (e-mail ingestion)', () => {
  let t: TestApp;
  let agent: TestClient;
  const fromEmail = (tenantId: number): AttachmentOrigin => ({
    tenantId,
    source: 'email',
    uploadedBy: null,
    senderName: 'pat@example.com',
    now: new Date(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  it('stores an e-mailed file the way uploads are stored, audited, deletable by admins only', async () => {
    const ticket = await createTicketVia(agent);
    const file = await prepareAttachment('Rechnung März.pdf', pdfBytes());
    const row = await withTenant(t.database, TENANTS.alpha.id, (tx) =>
      storeAttachment(tx, fromEmail(TENANTS.alpha.id), { ticketId: ticket.id }, file),
    );
    expect(row).toMatchObject({
      fileName: 'Rechnung März.pdf',
      contentType: 'application/pdf',
      source: 'email',
    });

    const [listed] = (await agent.get<Attachment[]>(`/api/tickets/${ticket.id}/attachments`)).body;
    expect(listed).toMatchObject({
      id: row.id,
      uploadedBy: { id: null, name: 'pat@example.com' },
      canDelete: false,
    });
    const admin = await t.signIn('tenantAdmin');
    const asAdmin = (await admin.get<Attachment[]>(`/api/tickets/${ticket.id}/attachments`)).body;
    expect(asAdmin[0]!.canDelete).toBe(true);
    expect((await agent.delete(`/api/attachments/${row.id}`)).status).toBe(403);

    const [audit] = rowsOf<{ user_id: number | null; source: string }>(
      await t.database.db.execute(sql`select user_id, changes->>'source' as source from audit_log
        where entity = 'attachment' and entity_id = ${String(row.id)}`),
    );
    expect(audit).toEqual({ user_id: null, source: 'email' });
  });

  it('refuses what an upload would refuse, with the same errors', async () => {
    await expect(prepareAttachment(htmlAsJpeg.fileName, htmlAsJpeg.bytes)).rejects.toMatchObject({
      status: 415,
      message: 'tread.jpg is not a JPEG, PNG, WebP or HEIC image or a PDF',
    });
    const tooBig = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(prepareAttachment('big.pdf', tooBig)).rejects.toBeInstanceOf(AppError);
    const file = await prepareAttachment('a.pdf', pdfBytes());
    const bravoTicket = await createTicketVia(await t.signIn('bravoUser'));
    // Bravo's ticket, seen from Alpha's tenant: not found, nothing stored.
    await expect(
      withTenant(t.database, TENANTS.alpha.id, (tx) =>
        storeAttachment(tx, fromEmail(TENANTS.alpha.id), { ticketId: bravoTicket.id }, file),
      ),
    ).rejects.toMatchObject({ status: 404, message: 'Ticket not found' });
  });

  it('takes six uploads at once, a few at a time, and stores every one', async () => {
    const ticket = await createTicketVia(agent);
    const bytes = await imageBytes('jpeg', { width: 400, height: 300, noise: true });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        agent.upload(`/api/tickets/${ticket.id}/attachments`, [{ fileName: `p${index}.jpg`, bytes }]),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const listed = await agent.get<Attachment[]>(`/api/tickets/${ticket.id}/attachments`);
    expect(listed.body.map((file) => file.fileName).sort()).toEqual([
      'p0.jpg',
      'p1.jpg',
      'p2.jpg',
      'p3.jpg',
      'p4.jpg',
      'p5.jpg',
    ]);
  });
});
