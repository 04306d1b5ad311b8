import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../domain/attachments';
import { rowsOf } from '../../db/client';
import { createTicketVia } from '../../test/factories';
import { heicBytes, imageBytes, pdfBytes } from '../../test/files/sample-files';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('attachments API: serving, roles and audit', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let ticketId: number;
  let photo: Attachment;
  let heic: Attachment;
  let invoice: Attachment;
  const fetchAs = (client: TestClient, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { cookie: client.cookie!, ...headers } });

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    ticketId = (await createTicketVia(agent)).id;
    [photo, heic, invoice] = (
      await agent.upload<Attachment[]>(`/api/tickets/${ticketId}/attachments`, [
        { fileName: 'Reifen Überprüfung "links".jpg', bytes: await imageBytes('jpeg') },
        { fileName: 'IMG_0042.heic', bytes: heicBytes() },
        { fileName: 'invoice.pdf', bytes: pdfBytes() },
      ])
    ).body as [Attachment, Attachment, Attachment];
  });
  afterAll(() => t.close());

  it('serves a photo inline with its sniffed type, nosniff, a sandboxing CSP and private caching', async () => {
    const response = await fetchAs(agent, photo.contentUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      etag: `"${photo.sha256}"`,
    });
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Reifen _berpr_fung _links_.jpg"; filename*=UTF-8''Reifen%20%C3%9Cberpr%C3%BCfung%20_links_.jpg`,
    );
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers 304 to a matching If-None-Match, and saves as an attachment on ?download=1', async () => {
    const cached = await fetchAs(agent, photo.contentUrl, { 'if-none-match': `"${photo.sha256}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const download = await fetchAs(agent, `${photo.contentUrl}?download=1`);
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; /);
  });

  it('serves a PDF inline, sandboxed like the photos, never as HTML', async () => {
    const response = await fetchAs(agent, invoice.contentUrl);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/^inline; filename="invoice.pdf"/);
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
    expect(
      (await fetchAs(agent, invoice.thumbnailUrl ?? `/api/attachments/${invoice.id}/thumbnail`)).statusCode,
    ).toBe(404);
  });

  it('offers HEIC as a download and shows its JPEG preview', async () => {
    const original = await fetchAs(agent, heic.contentUrl);
    expect(original.headers['content-type']).toBe('image/heic');
    expect(String(original.headers['content-disposition'])).toMatch(/^attachment; filename="IMG_0042.heic"/);
    const preview = await fetchAs(agent, heic.viewUrl!);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await fetchAs(agent, `/api/attachments/${photo.id}/preview`)).statusCode).toBe(404);
  });

  it('serves nothing without a session, and nothing of another tenant', async () => {
    for (const url of [photo.contentUrl, photo.thumbnailUrl!, heic.viewUrl!]) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    }
    const bravo = await t.signIn('bravoUser');
    for (const url of [photo.contentUrl, photo.thumbnailUrl!, heic.viewUrl!]) {
      expect((await fetchAs(bravo, url)).statusCode).toBe(404);
    }
    expect((await bravo.get(`/api/tickets/${ticketId}/attachments`)).status).toBe(404);
    expect((await bravo.patch(`/api/attachments/${photo.id}`, { claimId: null })).status).toBe(404);
    expect((await bravo.delete(`/api/attachments/${photo.id}`)).status).toBe(404);
    const bravoAdmin = await t.signIn('bravoAdmin');
    expect((await bravoAdmin.delete(`/api/attachments/${photo.id}`)).status).toBe(404);
  });

  it('lets the uploader or a tenant admin delete, not another agent; each change is audited', async () => {
    const [adminFile] = (
      await admin.upload<Attachment[]>(`/api/tickets/${ticketId}/attachments`, [
        { fileName: 'admin.png', bytes: await imageBytes('png') },
      ])
    ).body;
    const asAgent = (await agent.get<Attachment[]>(`/api/tickets/${ticketId}/attachments`)).body;
    expect(asAgent.find((file) => file.id === adminFile!.id)?.canDelete).toBe(false);
    const refused = await agent.delete(`/api/attachments/${adminFile!.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'Only the person who added this file or a tenant admin can delete it',
    });
    expect((await agent.delete(`/api/attachments/${invoice.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/attachments/${heic.id}`)).status).toBe(204);
    expect((await fetchAs(agent, invoice.contentUrl)).statusCode).toBe(404);
    expect((await agent.delete(`/api/attachments/${invoice.id}`)).status).toBe(404);

    const audit = rowsOf<{ action: string; user_id: number; entity_id: string; file: string }>(
      await t.database.db.execute(sql`select action, user_id, entity_id, changes->>'fileName' as file
        from audit_log where entity = 'attachment' order by id`),
    );
    expect(audit.map((row) => [row.action, row.user_id, row.file])).toEqual([
      ['create', 3, photo.fileName],
      ['create', 3, 'IMG_0042.heic'],
      ['create', 3, 'invoice.pdf'],
      ['create', 2, 'admin.png'],
      ['delete', 3, 'invoice.pdf'],
      ['delete', 2, 'IMG_0042.heic'],
    ]);
  });
});
