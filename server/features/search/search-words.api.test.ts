import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../domain/search';
import { rowsOf, withTenant } from '../../db/client';
import { searchWords, transcripts } from '../../db/schema';
import { createCustomerVia, createTicketVia } from '../../test/factories';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { englishQueryStatement } from './search.queries';
import { searchTermsOf } from './search-terms';

/**
 * The word being typed is expanded into the tenant's own words that start with it (search_words,
 * decision 066), so the full-text index is asked for whole words; the prefix match stays where
 * that cannot help.
 */
describe('search words', () => {
  let t: TestApp;
  let agent: TestClient;
  let bravoAgent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    bravoAgent = await t.signIn('bravoUser');
  });
  afterAll(() => t.close());

  const alpha = TENANTS.alpha.id;
  const wordsStartingWith = (start: string) =>
    withTenant(t.database, alpha, async (tx) =>
      rowsOf<{ word: string }>(
        await tx.execute(sql`select word from search_words where word like ${`${start}%`} order by word`),
      ).map((row) => row.word),
    );
  /** The English tsquery a search runs for Alpha, as text. */
  const englishQuery = (q: string) =>
    withTenant(t.database, alpha, async (tx) => {
      const [row] = rowsOf<{ english: string | null }>(
        await tx.execute(englishQueryStatement(alpha, searchTermsOf(q))),
      );
      return row!.english;
    });
  const foundIds = async (q: string) => {
    const response = await agent.get<SearchResult[]>('/api/search', { query: { q } });
    expect(response.status).toBe(200);
    return response.body.map((result) => result.id);
  };

  it('keeps the words of tickets, notes and calls as they are written and edited', async () => {
    const ticket = await createTicketVia(agent, { subject: 'Zebrafinch valve', description: 'Nothing else' });
    await agent.post('/api/notes', { ticketId: ticket.id, content: 'zebrafish', authorName: 'Support Team' });
    expect((await agent.patch(`/api/tickets/${ticket.id}`, { subject: 'Zebrafowl valve' })).status).toBe(200);
    await withTenant(t.database, alpha, (tx) =>
      tx.insert(transcripts).values({
        tenantId: alpha,
        ticketId: ticket.id,
        callSid: 'CA-search-words-1',
        transcript: 'Caller: the zebrafront tyre',
        source: 'phone',
      }),
    );
    await withTenant(t.database, alpha, (tx) =>
      tx
        .update(transcripts)
        .set({ summary: 'About the zebrafender' })
        .where(eq(transcripts.callSid, 'CA-search-words-1')),
    );
    await createTicketVia(bravoAgent, { subject: 'Zebrafly leak' });
    expect(await wordsStartingWith('zebraf')).toEqual([
      'zebrafend',
      'zebrafinch',
      'zebrafish',
      'zebrafowl',
      'zebrafront',
    ]);
  });

  it("expands the word being typed into the tenant's own words, and finds what the prefix found", async () => {
    const ticket = await createTicketVia(agent, {
      subject: 'Tread quillwort',
      description: 'Quillworth rim',
    });
    await createTicketVia(bravoAgent, { subject: 'Tread quillwhistle' });
    expect(await englishQuery('tread quillw')).toBe(`'tread' & ( 'quillwort' | 'quillworth' )`);
    expect(await englishQuery('quillwort')).toBe(`'quillwort' | 'quillworth'`);
    expect(await foundIds('tread quillw')).toContain(ticket.id);
    expect(await foundIds('quillwo')).toContain(ticket.id);
  });

  it('ranks what the expanded words find as the word typed would, against customers too', async () => {
    // Two words start with "glimmerw", so the ticket is found through 'glimmerwick' | 'glimmerwort';
    // the customer's name is matched by the typed prefix. Ranked by the same prefix, both score the
    // same (one word, weight A) and the newer, the ticket, comes first.
    await createCustomerVia(agent, { firstName: 'Ada', lastName: 'Glimmerwood' });
    const other = await createTicketVia(agent);
    await agent.post('/api/notes', {
      ticketId: other.id,
      content: 'glimmerwort',
      authorName: 'Support Team',
    });
    await createTicketVia(agent, { subject: 'Glimmerwick', description: 'Nothing else' });
    expect(await englishQuery('glimmerw')).toBe(`'glimmerwick' | 'glimmerwort'`);
    const response = await agent.get<SearchResult[]>('/api/search', { query: { q: 'glimmerw' } });
    expect(response.body.map((result) => [result.kind, result.title])).toEqual([
      ['ticket', 'Glimmerwick'],
      ['customer', 'Ada Glimmerwood'],
      ['ticket', other.subject],
    ]);
  });

  it('keeps the prefix match when no word starts with it, or more than twenty do', async () => {
    expect(await englishQuery('tread xyzzyq')).toBe(`'tread' & 'xyzzyq':*`);
    const many = Array.from({ length: 21 }, (_, n) => `plumbago${n}`).join(' ');
    const ticket = await createTicketVia(agent, { subject: 'Plumbago', description: many });
    expect(await englishQuery('plumbago')).toBe(`'plumbago':*`);
    expect(await foundIds('plumbago')).toContain(ticket.id);
    expect(await englishQuery('tread ab')).toBe(`'tread' & 'ab'`);
  });

  it('quotes words holding quotes and backslashes', async () => {
    const ticket = await createTicketVia(agent, { subject: 'Ploverstone crack' });
    await withTenant(t.database, alpha, (tx) =>
      tx.insert(searchWords).values({ tenantId: alpha, word: String.raw`ploverst'one\x` }),
    );
    expect(await englishQuery('ploverst')).toBe(String.raw`'ploverst''one\\x' | 'ploverston'`);
    expect(await foundIds('ploverst')).toContain(ticket.id);
  });
});
