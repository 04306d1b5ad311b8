import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../domain/attachments';
import type { WarrantyClaim } from '../../../domain/api-types';
import { createTicketVia } from '../../test/factories';
import { heicBytes, htmlAsJpeg, imageBytes, pdfBytes } from '../../test/files/sample-files';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('attachments API: uploads', () => {
  let t: TestApp;
  let agent: TestClient;
  const url = (ticketId: number) => `/api/tickets/${ticketId}/attachments`;
  const list = async (ticketId: number, query?: Record<string, string>) =>
    (await agent.get<Attachment[]>(url(ticketId), { query })).body;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  it('stores several photos and a PDF at once, typed by their bytes, with thumbnails', async () => {
    const ticket = await createTicketVia(agent);
    const response = await agent.upload<Attachment[]>(url(ticket.id), [
      { fileName: 'tread.jpg', bytes: await imageBytes('jpeg') },
      { fileName: 'dot-code.png', bytes: await imageBytes('png') },
      { fileName: 'sidewall.webp', bytes: await imageBytes('webp') },
      { fileName: 'IMG_0042.HEIC', bytes: heicBytes() },
      { fileName: 'invoice.pdf', bytes: pdfBytes(), contentType: 'text/html' },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.map((file) => [file.fileName, file.contentType])).toEqual([
      ['tread.jpg', 'image/jpeg'],
      ['dot-code.png', 'image/png'],
      ['sidewall.webp', 'image/webp'],
      ['IMG_0042.HEIC', 'image/heic'],
      ['invoice.pdf', 'application/pdf'],
    ]);
    const [jpeg, , , heic, pdf] = response.body;
    expect(jpeg).toMatchObject({ width: 64, height: 48, source: 'upload', canDelete: true, claimId: null });
    expect(jpeg!.uploadedBy).toEqual({ id: 3, name: 'alpha.agent' });
    expect(jpeg!.thumbnailUrl).toBe(`/api/attachments/${jpeg!.id}/thumbnail`);
    expect(jpeg!.viewUrl).toBe(jpeg!.contentUrl);
    expect(heic).toMatchObject({ width: 96, height: 64, viewUrl: `/api/attachments/${heic!.id}/preview` });
    expect(pdf).toMatchObject({ thumbnailUrl: null, viewUrl: null, width: null });
    expect(pdf!.byteSize).toBe(pdfBytes().length);

    const listed = await agent.get<Attachment[]>(url(ticket.id));
    expect(listed.headers['x-total-count']).toBe('5');
    expect(listed.body.map((file) => file.id)).toEqual(response.body.map((file) => file.id));
  });

  it('serves back exactly the bytes that were sent', async () => {
    const ticket = await createTicketVia(agent);
    const bytes = await imageBytes('png', { width: 30, height: 20 });
    const [stored] = (await agent.upload<Attachment[]>(url(ticket.id), [{ fileName: 'a.png', bytes }])).body;
    const response = await t.app.inject({ url: stored!.contentUrl, headers: { cookie: agent.cookie! } });
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const thumbnail = await t.app.inject({ url: stored!.thumbnailUrl!, headers: { cookie: agent.cookie! } });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('checks the type by content: HTML named .jpg is 415, a PDF named .jpg is stored as a PDF', async () => {
    const ticket = await createTicketVia(agent);
    const html = await agent.upload(url(ticket.id), [htmlAsJpeg]);
    expect(html.status).toBe(415);
    expect(html.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'tread.jpg is not a JPEG, PNG, WebP or HEIC image or a PDF',
    });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const corrupt = await agent.upload(url(ticket.id), [{ fileName: 'broken.jpg', bytes: broken }]);
    expect(corrupt.status).toBe(415);
    expect(corrupt.body).toMatchObject({ message: 'broken.jpg could not be read as a JPEG image' });
    const renamed = await agent.upload<Attachment[]>(url(ticket.id), [
      { fileName: 'invoice.jpg', bytes: pdfBytes(), contentType: 'image/jpeg' },
    ]);
    expect(renamed.status).toBe(201);
    expect(renamed.body[0]).toMatchObject({ fileName: 'invoice.pdf', contentType: 'application/pdf' });
  });

  it('stores all files of a request or none', async () => {
    const ticket = await createTicketVia(agent);
    const response = await agent.upload(url(ticket.id), [
      { fileName: 'good.jpg', bytes: await imageBytes('jpeg') },
      htmlAsJpeg,
    ]);
    expect(response.status).toBe(415);
    expect(await list(ticket.id)).toEqual([]);
  });

  it('sanitises file names', async () => {
    const ticket = await createTicketVia(agent);
    const bytes = await imageBytes('jpeg');
    const names = [
      '../../etc/passwd.jpg',
      'C:\\Users\\pat\\Desktop\\tread.jpeg',
      '\u202egpj.exe',
      'Reifen Überprüfung <1>.jpg',
      `${'x'.repeat(300)}.jpg`,
      '...',
    ];
    const response = await agent.upload<Attachment[]>(
      url(ticket.id),
      names.map((fileName) => ({ fileName, bytes })),
    );
    expect(response.status).toBe(201);
    const stored = response.body.map((file) => file.fileName);
    expect(stored.slice(0, 4)).toEqual([
      'passwd.jpg',
      'tread.jpeg',
      'gpj.exe.jpg',
      'Reifen Überprüfung _1_.jpg',
    ]);
    expect(stored[4]).toHaveLength(120);
    expect(stored[4]!.endsWith('x.jpg')).toBe(true);
    expect(stored[5]).toBe('file.jpg');
  });

  it('orients photos by their EXIF orientation', async () => {
    const ticket = await createTicketVia(agent);
    const bytes = await imageBytes('jpeg', { width: 64, height: 48, orientation: 6 });
    const [stored] = (await agent.upload<Attachment[]>(url(ticket.id), [{ fileName: 'r.jpg', bytes }])).body;
    expect(stored).toMatchObject({ width: 48, height: 64 });
  });

  it('links files to one of the ticket claims, moves them, and keeps them when the claim goes', async () => {
    const ticket = await createTicketVia(agent);
    const other = await createTicketVia(agent);
    const claim = (await agent.post<WarrantyClaim>('/api/warranties', { ticketId: ticket.id })).body;
    const foreignClaim = (await agent.post<WarrantyClaim>('/api/warranties', { ticketId: other.id })).body;
    const bytes = await imageBytes('jpeg');
    const onClaim = await agent.upload<Attachment[]>(`${url(ticket.id)}?claimId=${claim.id}`, [
      { fileName: 'dot.jpg', bytes },
    ]);
    expect(onClaim.status).toBe(201);
    expect(onClaim.body[0]!.claimId).toBe(claim.id);
    const wrongClaim = await agent.upload(`${url(ticket.id)}?claimId=${foreignClaim.id}`, [
      { fileName: 'x.jpg', bytes },
    ]);
    expect(wrongClaim.status).toBe(404);
    expect(wrongClaim.body).toMatchObject({ message: 'Warranty claim not found' });

    const [onTicket] = (await agent.upload<Attachment[]>(url(ticket.id), [{ fileName: 't.jpg', bytes }]))
      .body;
    expect((await list(ticket.id, { claimId: String(claim.id) })).map((file) => file.fileName)).toEqual([
      'dot.jpg',
    ]);
    const moved = await agent.patch<Attachment>(`/api/attachments/${onTicket!.id}`, { claimId: claim.id });
    expect(moved.body.claimId).toBe(claim.id);
    expect((await agent.patch(`/api/attachments/${onTicket!.id}`, { claimId: foreignClaim.id })).status).toBe(
      404,
    );
    expect(
      (await agent.patch<Attachment>(`/api/attachments/${onTicket!.id}`, { claimId: null })).body.claimId,
    ).toBe(null);

    expect((await agent.delete(`/api/warranties/${claim.id}`)).status).toBe(204);
    expect((await list(ticket.id)).map((file) => [file.fileName, file.claimId])).toEqual([
      ['dot.jpg', null],
      ['t.jpg', null],
    ]);
  });

  it('answers 404 for an unknown ticket before reading the files', async () => {
    const response = await agent.upload(url(987_654), [
      { fileName: 'a.jpg', bytes: await imageBytes('jpeg') },
    ]);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Ticket not found' });
    expect((await agent.get(url(987_654))).status).toBe(404);
  });
});
