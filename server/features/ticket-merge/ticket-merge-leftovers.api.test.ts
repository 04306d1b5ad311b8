import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS } from '../../../domain/attachments';
import { mergeExceedsFiles, type MergeResult } from '../../../domain/ticket-merge';
import { ticketLabel } from '../../../domain/tickets';
import type { ClaimQueueItem } from '../../../domain/api-types';
import { rowsOf } from '../../db/client';
import { createTicketVia } from '../../test/factories';
import { SAMPLE_FILES } from '../../test/files/sample-files';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What a merge must not leave behind: a moved claim's stale search, a kept ticket past its file limit. */
describe('a merge leaves the kept ticket as if its rows had been written there', () => {
  let t: TestApp;
  let agent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  const customer = (name: string, phone: string) => ({
    customer: { name, phone, email: null, company: null },
  });
  const merge = (fromId: number, intoId: number) =>
    agent.post<MergeResult>(`/api/tickets/${fromId}/merge`, { intoTicketId: intoId });
  const queue = async (search: string) =>
    (await agent.get<ClaimQueueItem[]>(`/api/warranties?search=${encodeURIComponent(search)}`)).body.map(
      (claim) => claim.id,
    );
  const searchTextOf = async (claimId: number) =>
    rowsOf<{ text: string }>(
      await t.database.db.execute(sql`select search_text as text from warranty_claims where id = ${claimId}`),
    )[0]!.text;

  it('rewrites a moved claim’s queue search for the kept ticket, in the same transaction', async () => {
    const from = await createTicketVia(agent, {
      subject: 'Blowout on the ring road',
      ...customer('Teuila Faleolo', '5555550187'),
    });
    const into = await createTicketVia(agent, {
      subject: 'Blowout, by e-mail',
      ...customer('Ignatius Brannigan', '5555550923'),
    });
    const claim = await agent.post<{ id: number }>('/api/warranties', { ticketId: from.id });
    expect(claim.status).toBe(201);
    expect(await queue('Faleolo')).toContain(claim.body.id);
    expect(await queue('Brannigan')).not.toContain(claim.body.id);

    expect((await merge(from.id, into.id)).status).toBe(200);
    const text = await searchTextOf(claim.body.id);
    expect(text).toContain(ticketLabel(into).slice(1).toLowerCase());
    expect(text).not.toContain(ticketLabel(from).slice(1).toLowerCase());
    expect(await queue('Brannigan')).toContain(claim.body.id);
    expect(await queue('Faleolo')).not.toContain(claim.body.id);
    // Either number finds it: the kept one's, and the merged one, which leads to the kept ticket.
    expect(await queue(ticketLabel(into))).toContain(claim.body.id);
    expect(await queue(ticketLabel(from))).toContain(claim.body.id);
  });

  /** A ticket holding `files` files: one uploaded, the rest copies of it put straight into the database. */
  async function ticketWithFiles(subject: string, files: number) {
    const ticket = await createTicketVia(agent, { subject, ...customer('Ottoline Marsh', '5555550642') });
    const upload = await agent.upload(`/api/tickets/${ticket.id}/attachments`, [
      { fileName: 'invoice.pdf', bytes: SAMPLE_FILES['application/pdf'] },
    ]);
    expect(upload.status).toBe(201);
    await t.database.db.execute(sql`insert into attachments (tenant_id, ticket_id, file_name, content_type,
        byte_size, sha256, content, source, uploaded_by_user_id, uploaded_by_name)
      select tenant_id, ticket_id, 'copy-' || n || '.pdf', content_type, byte_size, sha256, content, source,
        uploaded_by_user_id, uploaded_by_name
      from attachments, generate_series(1, ${files - 1}) n where ticket_id = ${ticket.id}`);
    return ticket;
  }

  it('refuses, in the preview and the merge, a merge that would leave the kept ticket past its file limit', async () => {
    const limit = ATTACHMENT_LIMITS.filesPerTicket;
    const into = await ticketWithFiles('Kept, nearly full of photos', limit - 4);
    const tooMany = await ticketWithFiles('Five more photos', 5);
    const preview = await agent.get<{ message: string }>(
      `/api/tickets/${tooMany.id}/merge-preview?into=${into.id}`,
    );
    expect(preview.status).toBe(409);
    expect(preview.body.message).toBe(mergeExceedsFiles(into, limit + 1));
    expect(preview.body.message).toContain(String(limit));
    const refused = await merge(tooMany.id, into.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: mergeExceedsFiles(into, limit + 1) });
    // Nothing moved and nothing closed.
    expect(
      (await agent.get<{ mergedInto: unknown; status: string }>(`/api/tickets/${tooMany.id}`)).body,
    ).toMatchObject({ mergedInto: null, status: 'open' });

    // Exactly at the limit is allowed, and then an upload is refused as on any full ticket.
    const fits = await ticketWithFiles('Four more photos', 4);
    expect((await agent.get(`/api/tickets/${fits.id}/merge-preview?into=${into.id}`)).status).toBe(200);
    expect((await merge(fits.id, into.id)).status).toBe(200);
    const full = await agent.upload(`/api/tickets/${into.id}/attachments`, [
      { fileName: 'one-more.pdf', bytes: SAMPLE_FILES['application/pdf'] },
    ]);
    expect(full.status).toBe(409);
  });
});
