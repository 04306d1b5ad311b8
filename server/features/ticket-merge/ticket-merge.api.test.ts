import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { SearchResult } from '../../../domain/search';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import type { MergePreview, MergeResult } from '../../../domain/ticket-merge';
import { ticketLabel } from '../../../domain/tickets';
import { rowsOf, withTenant } from '../../db/client';
import { createTicketVia } from '../../test/factories';
import { SAMPLE_FILES } from '../../test/files/sample-files';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileMessage, parseMessage } from '../mail';

const DAY = 86_400_000;

describe('merging a duplicate ticket into the one kept', () => {
  let t: TestApp;
  let agent: TestClient;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  const caller = (name: string, phone: string, email: string | null) => ({
    customer: { name, phone, email, company: null },
  });
  const rowsNaming = async (table: string, ticketId: number) => {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ticket_id = ${ticketId}`,
      ),
    );
    return Number(row!.n);
  };
  const merge = (client: TestClient, fromId: number, intoId: number) =>
    client.post<MergeResult>(`/api/tickets/${fromId}/merge`, { intoTicketId: intoId });

  /** A ticket holding one of everything that can name a ticket. */
  async function busyTicket() {
    const ticket = await createTicketVia(agent, {
      subject: 'Rang about a puncture',
      ...caller('Aroha Ngata', '5555550411', 'aroha.ngata@example.test'),
    });
    expect((await agent.post('/api/notes', { ticketId: ticket.id, content: 'Called twice' })).status).toBe(
      201,
    );
    expect(
      (await agent.post(`/api/tickets/${ticket.id}/replies`, { content: 'Photos please.' })).status,
    ).toBe(201);
    const claim = await agent.post<{ id: number }>('/api/warranties', { ticketId: ticket.id });
    expect(claim.status).toBe(201);
    const upload = await agent.upload(`/api/tickets/${ticket.id}/attachments`, [
      { fileName: 'tread.jpg', bytes: SAMPLE_FILES['image/jpeg'] },
    ]);
    expect(upload.status).toBe(201);
    // Assigned to a colleague: that colleague is told (a notice naming the ticket).
    expect((await agent.patch(`/api/tickets/${ticket.id}`, { assigneeId: 2 })).status).toBe(200);
    await t.database.db
      .execute(sql`insert into transcripts (tenant_id, ticket_id, call_sid, source, transcript)
      values (1, ${ticket.id}, ${`CA-merge-${ticket.id}`}, 'phone', 'I have a puncture')`);
    await t.database.db
      .execute(sql`insert into claim_messages (tenant_id, ticket_id, claim_id, side, author_name, body)
      values (1, ${ticket.id}, ${claim.body.id}, 'dealer', 'Counter', 'Tyre is here')`);
    return ticket;
  }

  it('previews and then moves notes, calls, claims, messages, files, mail, notices and history', async () => {
    const from = await busyTicket();
    const into = await createTicketVia(agent, {
      subject: 'Puncture, written in',
      ...caller('Aroha Ngata', '5555550411', 'aroha.ngata@example.test'),
    });
    const preview = await agent.get<MergePreview>(`/api/tickets/${from.id}/merge-preview?into=${into.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      from: { id: from.id, number: from.number, subject: 'Rang about a puncture' },
      into: { id: into.id, number: into.number, subject: 'Puncture, written in' },
      moves: {
        notes: 1,
        calls: 1,
        claims: 1,
        claimMessages: 1,
        files: 1,
        mail: 1,
        notifications: 1,
        tags: 0,
        history: 1,
        mergedTickets: 0,
      },
    });

    const merged = await merge(agent, from.id, into.id);
    expect(merged.status).toBe(200);
    expect(merged.body.moved).toEqual(preview.body.moves);
    for (const table of [
      'notes',
      'transcripts',
      'warranty_claims',
      'claim_messages',
      'attachments',
      'outgoing_messages',
      'notifications',
    ]) {
      expect({ table, left: await rowsNaming(table, from.id) }).toEqual({ table, left: 0 });
      expect({ table, moved: await rowsNaming(table, into.id) }).toEqual({ table, moved: 1 });
    }

    const kept = (await agent.get<Ticket>(`/api/tickets/${into.id}`)).body;
    expect(kept).toMatchObject({ claimCount: 1, mergedInto: null, status: 'open' });
    const gone = (await agent.get<Ticket>(`/api/tickets/${from.id}`)).body;
    expect(gone).toMatchObject({
      status: 'closed',
      claimCount: 0,
      number: from.number,
      mergedInto: { id: into.id, number: into.number },
    });
    expect(gone.closedAt).not.toBeNull();

    const history = (await agent.get<ActivityEntry[]>(`/api/tickets/${into.id}/activity`)).body;
    expect(history).toContainEqual(
      expect.objectContaining({ kind: 'merged_from', ticketId: from.id, ticketNumber: from.number }),
    );
    expect(history.filter((entry) => entry.kind === 'note')).toHaveLength(1);
    expect(history.filter((entry) => entry.kind === 'created')).toHaveLength(1);
    const left = (await agent.get<ActivityEntry[]>(`/api/tickets/${from.id}/activity`)).body;
    expect(left.map((entry) => entry.kind).sort()).toEqual(['created', 'merged_into']);
    expect(left.find((entry) => entry.kind === 'merged_into')).toMatchObject({ ticketNumber: into.number });
  });

  it('refuses itself 400, a merged ticket on either side 409, another tenant or no ticket 404', async () => {
    const a = await createTicketVia(agent);
    const b = await createTicketVia(agent);
    const c = await createTicketVia(agent);
    const itself = await merge(agent, a.id, a.id);
    expect(itself.status).toBe(400);
    expect(itself.body).toMatchObject({
      fieldErrors: { intoTicketId: ['A ticket cannot be merged into itself'] },
    });
    expect((await agent.get(`/api/tickets/${a.id}/merge-preview?into=${a.id}`)).status).toBe(400);
    expect((await agent.post(`/api/tickets/${a.id}/merge`, {})).status).toBe(400);
    expect((await agent.post(`/api/tickets/${a.id}/merge`, { intoTicketId: 'b' })).status).toBe(400);
    expect((await agent.get(`/api/tickets/${a.id}/merge-preview`)).status).toBe(400);

    expect((await merge(agent, a.id, b.id)).status).toBe(200);
    const again = await merge(agent, a.id, c.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: `${ticketLabel(a)} was already merged into ${ticketLabel(b)}`,
    });
    const intoMerged = await merge(agent, c.id, a.id);
    expect(intoMerged.status).toBe(409);
    expect(intoMerged.body).toMatchObject({
      fieldErrors: { intoTicketId: [`${ticketLabel(a)} is itself merged`] },
    });
    expect((await agent.get(`/api/tickets/${c.id}/merge-preview?into=${a.id}`)).status).toBe(409);

    const bravo = await t.signIn('bravoUser');
    const theirs = await createTicketVia(bravo);
    expect((await merge(agent, c.id, theirs.id)).status).toBe(404);
    expect((await merge(agent, theirs.id, c.id)).status).toBe(404);
    expect((await merge(bravo, c.id, theirs.id)).status).toBe(404);
    expect((await merge(agent, c.id, 987_654)).status).toBe(404);
    expect((await agent.get(`/api/tickets/${c.id}/merge-preview?into=${theirs.id}`)).status).toBe(404);
    expect((await merge(t.anonymous(), c.id, b.id)).status).toBe(401);
    // Nothing was written by the refusals.
    expect((await agent.get<Ticket>(`/api/tickets/${c.id}`)).body).toMatchObject({
      mergedInto: null,
      status: 'open',
    });
  });

  it('refuses notes, replies, changes, claims and files on a merged ticket with 409', async () => {
    const from = await createTicketVia(agent, caller('Tama Rewi', '5555550412', 'tama@example.test'));
    const into = await createTicketVia(agent);
    expect((await merge(agent, from.id, into.id)).status).toBe(200);
    const refused = `This ticket was merged into ${ticketLabel(into)}; write on ${ticketLabel(into)} instead`;
    const writes = [
      await agent.post('/api/notes', { ticketId: from.id, content: 'Late note' }),
      await agent.post(`/api/tickets/${from.id}/replies`, { content: 'Late reply' }),
      await agent.patch(`/api/tickets/${from.id}`, { status: 'open' }),
      await agent.post('/api/warranties', { ticketId: from.id }),
      await agent.upload(`/api/tickets/${from.id}/attachments`, [
        { fileName: 'late.jpg', bytes: SAMPLE_FILES['image/jpeg'] },
      ]),
    ];
    for (const write of writes)
      expect({ status: write.status, body: write.body }).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: refused },
      });
    const bulk = await agent.post('/api/tickets/assign', { ids: [from.id, into.id], assigneeId: 2 });
    expect(bulk.body).toEqual({
      changed: [into.id],
      skipped: [{ id: from.id, reason: 'Merged into another ticket' }],
    });
    for (const table of ['notes', 'outgoing_messages', 'warranty_claims', 'attachments'])
      expect(await rowsNaming(table, from.id)).toBe(0);
  });

  it('of two crossed merges one succeeds and the other is refused with 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await createTicketVia(agent);
      const b = await createTicketVia(agent);
      await agent.post('/api/notes', { ticketId: a.id, content: 'On a' });
      await agent.post('/api/notes', { ticketId: b.id, content: 'On b' });
      const other = await t.signIn('tenantAdmin');
      const outcomes = await Promise.all([merge(agent, a.id, b.id), merge(other, b.id, a.id)]);
      expect(outcomes.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = outcomes.find((response) => response.status === 200)!.body;
      expect(await rowsNaming('notes', winner.into.id)).toBe(2);
      expect(await rowsNaming('notes', winner.from.id)).toBe(0);
    }
  });

  it('lets a merged number lead to the kept ticket: search, search everything and earlier merges', async () => {
    const first = await createTicketVia(agent, { subject: 'Valve stem cracked' });
    const middle = await createTicketVia(agent, { subject: 'Valve stem, second call' });
    const kept = await createTicketVia(agent, { subject: 'Valve stem, e-mail' });
    expect((await merge(agent, first.id, middle.id)).status).toBe(200);
    const second = await merge(agent, middle.id, kept.id);
    expect(second.body.moved.mergedTickets).toBe(1);
    // The first ticket now leads straight to the kept one, not through the middle one.
    expect((await agent.get<Ticket>(`/api/tickets/${first.id}`)).body.mergedInto).toEqual({
      id: kept.id,
      number: kept.number,
    });

    const listed = await agent.get<Ticket[]>(`/api/tickets?search=${encodeURIComponent(ticketLabel(first))}`);
    expect(listed.body.map((ticket) => ticket.id)).toEqual(expect.arrayContaining([first.id, kept.id]));
    const everything = await agent.get<SearchResult[]>(
      `/api/search?q=${encodeURIComponent(ticketLabel(first))}`,
    );
    const numberHit = everything.body.find((result) => result.matchedIn === 'number');
    expect(numberHit).toMatchObject({ kind: 'ticket', id: kept.id, title: 'Valve stem, e-mail' });
  });

  it('files mail tagged with a merged number on the kept ticket', async () => {
    const email = 'hemi.walker@example.test';
    const from = await createTicketVia(agent, caller('Hemi Walker', '5555550413', email));
    const into = await createTicketVia(agent, caller('Hemi Walker', '5555550413', email));
    expect((await merge(agent, from.id, into.id)).status).toBe(200);
    // No reply reference in the tag: the customer's own address is what lets it join.
    const replyKey = 'not-used-by-a-bare-tag';
    serial += 1;
    const raw = [
      `From: ${email}`,
      `Subject: Re: your tyre [${ticketLabel(from)}]`,
      `Message-ID: <merge-${serial}@example.test>`,
      'Content-Type: text/plain',
      '',
      'Any news?',
    ].join('\r\n');
    const message = await parseMessage(Buffer.from(raw), 100_000);
    await withTenant(t.database, 1, (tx) => fileMessage(tx, 1, message, new Date(), replyKey));
    expect(await rowsNaming('incoming_messages', into.id)).toBe(1);
    expect(await rowsNaming('incoming_messages', from.id)).toBe(0);
  });

  it('no longer suggests a merged ticket as a duplicate', async () => {
    const rua = caller('Rua Kenana', '5555550414', null);
    const a = await createTicketVia(agent, rua);
    const b = await createTicketVia(agent, rua);
    const c = await createTicketVia(agent, rua);
    await t.database.db.execute(
      sql`update tickets set created_at = ${new Date(Date.now() - DAY)} where id = ${a.id}`,
    );
    expect((await merge(agent, a.id, b.id)).status).toBe(200);
    const duplicates = (await agent.get<{ ticketId: number }[]>(`/api/tickets/${c.id}/duplicates`)).body;
    expect(duplicates.map((d) => d.ticketId)).toEqual([b.id]);
  });
});
