import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS } from '../../../domain/attachments';
import type { Attachment } from '../../../domain/attachments';
import { createTicketVia } from '../../test/factories';
import { imageBytes, multipartBody, pdfBytes, pngClaiming } from '../../test/files/sample-files';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const MB = 1024 * 1024;
/** Bytes that start like a JPEG: the size checks come before any decoding. */
const jpegLike = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(size - 3)]);

describe('attachments API: limits and bad input', () => {
  let t: TestApp;
  let agent: TestClient;
  let ticketId: number;
  const url = () => `/api/tickets/${ticketId}/attachments`;
  const count = async () => (await agent.get<Attachment[]>(url())).body.length;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    ticketId = (await createTicketVia(agent)).id;
  });
  afterAll(() => t.close());

  it('refuses a file over 10 MB with 413 and a message', async () => {
    const response = await agent.upload(url(), [{ fileName: 'huge.jpg', bytes: jpegLike(10 * MB + 1) }]);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Each file may be at most 10 MB' });
    expect(await count()).toBe(0);
  });

  it('refuses more than 10 files, or more than 25 MB in one request', async () => {
    const small = await imageBytes('jpeg');
    const eleven = Array.from({ length: 11 }, (_, index) => ({ fileName: `f${index}.jpg`, bytes: small }));
    const tooMany = await agent.upload(url(), eleven);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({ message: 'Send at most 10 files at once' });

    const three = [1, 2, 3].map((index) => ({ fileName: `big${index}.jpg`, bytes: jpegLike(9 * MB) }));
    const tooBig = await agent.upload(url(), three);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ message: 'An upload may be at most 25 MB in total' });
    expect(await count()).toBe(0);
  });

  it('refuses a declared body over the limit before reading it', async () => {
    const { payload, contentType } = multipartBody([{ fileName: 'a.pdf', bytes: pdfBytes() }]);
    const response = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { cookie: agent.cookie!, 'content-type': contentType, 'content-length': String(40 * MB) },
      payload,
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 for no files, an empty file, or a broken multipart body', async () => {
    const none = await agent.upload(url(), [], { fields: { note: 'nothing attached' } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fieldErrors: { files: ['Choose at least one file to upload'] } });
    const empty = await agent.upload(url(), [{ fileName: 'empty.jpg', bytes: Buffer.alloc(0) }]);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'empty.jpg is empty' });
    const { payload, contentType } = multipartBody([{ fileName: 'a.pdf', bytes: pdfBytes() }]);
    const cut = await agent.request('POST', url(), payload.subarray(0, 120), {
      headers: { 'content-type': contentType },
    });
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await count()).toBe(0);
  });

  it('takes files only as multipart, and multipart only on the upload route', async () => {
    const json = await agent.post(url(), { files: ['a.jpg'] });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ message: 'Send the request body as multipart/form-data' });
    const elsewhere = await agent.upload('/api/notes', [{ fileName: 'a.pdf', bytes: pdfBytes() }]);
    expect(elsewhere.status).toBe(415);
    expect(elsewhere.body).toMatchObject({ message: 'Send the request body as application/json' });
  });

  it('refuses a foreign origin for uploads like any other write', async () => {
    const response = await agent.upload(url(), [{ fileName: 'a.pdf', bytes: pdfBytes() }], {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('answers 409 once a ticket holds 50 files', async () => {
    const small = await imageBytes('png', { width: 8, height: 8 });
    const batch = Array.from({ length: 10 }, (_, index) => ({ fileName: `p${index}.png`, bytes: small }));
    for (let round = 0; round < ATTACHMENT_LIMITS.filesPerTicket / 10; round += 1) {
      expect((await agent.upload(url(), batch)).status).toBe(201);
    }
    const over = await agent.upload(url(), [{ fileName: 'one-more.png', bytes: small }]);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'CONFLICT',
      message: 'A ticket can hold at most 50 files; this one has 50. Delete some before adding more.',
    });
    expect(await count()).toBe(50);
  });

  it('refuses an image that would decode to more than 100 megapixels with 413', async () => {
    const other = await createTicketVia(agent);
    // A few hundred bytes claiming 20000 × 20000 pixels: refused from the header, nothing is decoded.
    const bomb = pngClaiming(20_000, 20_000);
    const response = await agent.upload(`/api/tickets/${other.id}/attachments`, [
      { fileName: 'bomb.png', bytes: bomb },
    ]);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      message: 'bomb.png is too large to process: images may have at most 100 megapixels',
    });
  });
});
