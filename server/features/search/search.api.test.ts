import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import { SEARCH_EMPTY_MESSAGE, SEARCH_MAX_LENGTH, type SearchResult } from '../../../domain/search';
import { ticketLabel } from '../../../domain/tickets';
import { withTenant } from '../../db/client';
import { transcripts } from '../../db/schema';
import { createCustomerVia, createDealerVia, createTicketVia } from '../../test/factories';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The marked words of a snippet, as text. */
const marked = (result: SearchResult) =>
  result.snippet.marks.map((mark) => result.snippet.text.slice(mark.start, mark.end).toLowerCase());

describe('search everything', () => {
  let t: TestApp;
  let agent: TestClient;
  let bravoAgent: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    bravoAgent = await t.signIn('bravoUser');
  });
  afterAll(() => t.close());

  const search = (q: string, client = agent, limit?: number) =>
    client.get<SearchResult[]>('/api/search', {
      query: limit === undefined ? { q } : { q, limit: String(limit) },
    });
  const found = async (q: string, client = agent) => {
    const response = await search(q, client);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('finds a ticket by its subject and its description, with the words marked', async () => {
    const ticket = await createTicketVia(agent, {
      subject: 'Sidewall porphyry bulge',
      description: 'Customer saw a crack beside the kestrelwing valve.',
    });
    const [bySubject] = await found('porphyry');
    expect(bySubject).toMatchObject({
      kind: 'ticket',
      id: ticket.id,
      label: ticketLabel(ticket),
      matchedIn: 'subject',
    });
    expect(bySubject!.title).toBe('Sidewall porphyry bulge');
    expect(marked(bySubject!)).toEqual(['porphyry']);
    const [byDescription] = await found('kestrelwing');
    expect(byDescription).toMatchObject({ id: ticket.id, matchedIn: 'description' });
    expect(marked(byDescription!)).toEqual(['kestrelwing']);
  });

  it('finds the start of a word as it is typed, and stemmed forms', async () => {
    const ticket = await createTicketVia(agent, { subject: 'Tread delamination on a marbleworth tyre' });
    expect((await found('delamin')).map((result) => result.id)).toContain(ticket.id);
    expect((await found('marbleworths')).map((result) => result.id)).toContain(ticket.id);
  });

  it('finds a ticket through one of its notes and its call transcripts', async () => {
    const byNote = await createTicketVia(agent);
    await agent.post('/api/notes', {
      ticketId: byNote.id,
      content: 'Spoke to the gallowglass fitter',
      authorName: 'Support Team',
    });
    const [noteHit] = await found('gallowglass');
    expect(noteHit).toMatchObject({ kind: 'ticket', id: byNote.id, matchedIn: 'note' });
    expect(noteHit!.snippet.text).toContain('gallowglass');

    const byCall = await createTicketVia(agent);
    await withTenant(t.database, TENANTS.alpha.id, (tx) =>
      tx.insert(transcripts).values({
        tenantId: TENANTS.alpha.id,
        ticketId: byCall.id,
        callSid: 'CA-search-1',
        summary: 'Caller asked about a claim',
        transcript: 'Agent: hello. Caller: the quetzalcoatl tyre went flat on the highway.',
        source: 'phone',
      }),
    );
    const [callHit] = await found('quetzalcoatl');
    expect(callHit).toMatchObject({ id: byCall.id, matchedIn: 'transcript' });
    expect(marked(callHit!)).toEqual(['quetzalcoatl']);
  });

  it('finds a ticket by its claim adjustment number or DOT serial, whole first, in part too', async () => {
    const ticket = await createTicketVia(agent);
    const claim = await agent.post('/api/warranties', {
      ticketId: ticket.id,
      claimTicketAdjustmentNumber: 'ADJ-778812',
      dotSerial: 'DOT 4B7X 2219',
    });
    expect(claim.status).toBe(201);
    const [whole] = await found('adj-778812');
    expect(whole).toMatchObject({ id: ticket.id, matchedIn: 'claim', isExact: true });
    expect(marked(whole!)).toEqual(['adj-778812']);
    expect((await found('DOT 4B7X 2219'))[0]).toMatchObject({
      id: ticket.id,
      matchedIn: 'claim',
      isExact: true,
    });
    const [part] = await found('78812');
    expect(part).toMatchObject({ id: ticket.id, matchedIn: 'claim', isExact: false });
    expect(marked(part!)).toEqual(['78812']);
  });

  it('finds a ticket by the name of a tag it carries, however short, as the list’s search does', async () => {
    const tagged = await createTicketVia(agent, { subject: 'Rim dented on a kerb' });
    const tagNamed = async (name: string) => {
      const tag = await admin.post<{ id: number }>('/api/tags', { name });
      expect(tag.status).toBe(201);
      expect((await agent.post(`/api/tickets/${tagged.id}/tags`, { tagId: tag.body.id })).status).toBe(200);
    };
    await tagNamed('Quillback Fleet');
    await tagNamed('Zq');
    const [byTag] = await found('quillback');
    expect(byTag).toMatchObject({ kind: 'ticket', id: tagged.id, matchedIn: 'tag', isExact: false });
    expect(marked(byTag!)).toEqual(['quillback']);
    expect((await found('ZQ')).map((result) => result.id)).toContain(tagged.id);
    const listed = await agent.get<Ticket[]>('/api/tickets?search=quillback');
    expect(listed.body.map((ticket) => ticket.id)).toEqual([tagged.id]);
    expect(await found('quillback', bravoAgent)).toEqual([]);
  });

  it('finds customers and dealers, by whole words and by any part of a name (trigram)', async () => {
    const customer = await createCustomerVia(agent, { firstName: 'Imogen', lastName: 'Quarrington' });
    const dealer = await createDealerVia(agent, { dealerName: 'Wolverhampton Wheels', dealerId: 'WW4821' });
    expect((await found('Quarrington'))[0]).toMatchObject({
      kind: 'customer',
      id: customer.id,
      title: 'Imogen Quarrington',
    });
    const [part] = await found('arringt');
    expect(part).toMatchObject({ kind: 'customer', id: customer.id, matchedIn: 'customer' });
    expect(marked(part!)).toEqual(['arringt']);
    expect((await found('hampton'))[0]).toMatchObject({ kind: 'dealer', id: dealer.id, matchedIn: 'dealer' });
    expect((await found('ww4821'))[0]).toMatchObject({
      kind: 'dealer',
      id: dealer.id,
      isExact: true,
      label: 'WW4821',
    });
  });

  it('ranks exact numbers first, then subjects above descriptions above notes, then the newest', async () => {
    const inNote = await createTicketVia(agent);
    await agent.post('/api/notes', {
      ticketId: inNote.id,
      content: 'Mentioned the sassafras rim',
      authorName: 'Support Team',
    });
    const inDescription = await createTicketVia(agent, { description: 'A sassafras valve cap was missing.' });
    const olderSubject = await createTicketVia(agent, { subject: 'Sassafras tread wear' });
    const newerSubject = await createTicketVia(agent, { subject: 'Sassafras bead leak' });
    expect((await found('sassafras')).map((result) => result.id)).toEqual([
      newerSubject.id,
      olderSubject.id,
      inDescription.id,
      inNote.id,
    ]);

    const numbered = await createTicketVia(agent);
    const byNumber = await found(ticketLabel(numbered));
    expect(byNumber[0]).toMatchObject({ id: numbered.id, matchedIn: 'number', isExact: true });
  });

  it('answers one entry per ticket, however many places match, and keeps to the limit', async () => {
    const ticket = await createTicketVia(agent, {
      subject: 'Cormorant puncture',
      description: 'Cormorant again',
    });
    await agent.post('/api/notes', {
      ticketId: ticket.id,
      content: 'cormorant note',
      authorName: 'Support Team',
    });
    expect((await found('cormorant')).filter((result) => result.id === ticket.id)).toHaveLength(1);
    for (let n = 0; n < 4; n += 1) await createTicketVia(agent, { subject: `Cormorant ${n}` });
    expect((await search('cormorant', agent, 3)).body).toHaveLength(3);
  });

  it("never answers another tenant's rows", async () => {
    const bravoTicket = await createTicketVia(bravoAgent, { subject: 'Bravo xanthoria leak' });
    await bravoAgent.post('/api/notes', {
      ticketId: bravoTicket.id,
      content: 'xanthoria note',
      authorName: 'Support Team',
    });
    await createCustomerVia(bravoAgent, { firstName: 'Xanthoria', lastName: 'Bravo' });
    expect(await found('xanthoria')).toEqual([]);
    expect(await found('xanthor')).toEqual([]);
    const bravoResults = await found('xanthoria', bravoAgent);
    expect(bravoResults.map((result) => result.kind).sort()).toEqual(['customer', 'ticket']);
    const alphaTicket: Ticket = await createTicketVia(agent);
    expect((await found(ticketLabel(alphaTicket), bravoAgent)).map((r) => r.id)).not.toContain(
      alphaTicket.id,
    );
  });

  it('treats operators and markup as plain text', async () => {
    for (const q of ["o'brien & | ! <-> :*", '<b>bold</b>', '(((', '%_\\', 'the and of']) {
      expect((await search(q)).status).toBe(200);
    }
  });

  it('refuses an empty or too long search with a field message, and a signed-out caller', async () => {
    for (const query of [{}, { q: '' }, { q: '   ' }] as Record<string, string>[]) {
      const response = await agent.get<{ fieldErrors: Record<string, string[]> }>('/api/search', { query });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors.q).toEqual([SEARCH_EMPTY_MESSAGE]);
    }
    const long = await agent.get<{ fieldErrors: Record<string, string[]> }>('/api/search', {
      query: { q: 'x'.repeat(SEARCH_MAX_LENGTH + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.q).toEqual([`Must be at most ${SEARCH_MAX_LENGTH} characters`]);
    expect((await search('tread', agent, 0)).status).toBe(400);
    expect((await search('tread', t.anonymous())).status).toBe(401);
  });
});
