import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { BulkTagResult, Tag, TicketView } from '../../../domain/tags';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const BOM = '\ufeff';

/** Tags on tickets and the list's saved views (decision 089): who may do what, and what each answers. */
describe('tags and saved views', () => {
  let t: TestApp;
  let admin: TestClient;
  let agent: TestClient;
  let bravo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
    bravo = await t.signIn('bravoAdmin');
  });
  afterAll(() => t.close());

  const newTag = async (name: string, colour = 'blue') => {
    const response = await admin.post<Tag>('/api/tags', { name, colour });
    expect(response.status).toBe(201);
    return response.body;
  };
  const listed = async (client: TestClient, query: string) =>
    (await client.get<Ticket[]>(`/api/tickets?${query}`)).body.map((ticket) => ticket.id);

  it('lets tenant admins keep the tags and agents read them', async () => {
    const tag = await newTag('Hazard Review', 'red');
    expect(tag).toMatchObject({ name: 'Hazard Review', colour: 'red', ticketCount: 0 });
    expect((await agent.get<Tag[]>('/api/tags')).body.map((each) => each.name)).toContain('Hazard Review');
    expect((await agent.post('/api/tags', { name: 'Agent Tag' })).status).toBe(403);
    expect((await agent.patch(`/api/tags/${tag.id}`, { colour: 'green' })).status).toBe(403);
    expect((await agent.delete(`/api/tags/${tag.id}`)).status).toBe(403);
    const renamed = await admin.patch<Tag>(`/api/tags/${tag.id}`, { name: 'Road Hazard', colour: 'orange' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: tag.id, name: 'Road Hazard', colour: 'orange' });
    expect((await admin.delete(`/api/tags/${tag.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/tags/${tag.id}`)).status).toBe(404);
    expect((await admin.patch(`/api/tags/${tag.id}`, { name: 'Gone' })).status).toBe(404);
  });

  it('refuses bad input with field messages and a name taken in any case with 409', async () => {
    const bad = await admin.post<{ fieldErrors: Record<string, string[]> }>('/api/tags', {
      name: ' ',
      colour: 'chartreuse',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(expect.arrayContaining(['name', 'colour']));
    expect((await admin.post('/api/tags', { name: 'x'.repeat(41) })).status).toBe(400);
    expect((await admin.post('/api/tags', { name: 'a,b' })).status).toBe(400);
    expect((await admin.patch('/api/tags/1', {})).status).toBe(400);
    await newTag('Fleet Account');
    const taken = await admin.post<{ fieldErrors: Record<string, string[]> }>('/api/tags', {
      name: 'FLEET account',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors.name).toBeDefined();
    const other = await newTag('Fleet Prospect');
    expect((await admin.patch(`/api/tags/${other.id}`, { name: 'fleet ACCOUNT' })).status).toBe(409);
    // Another tenant may use the same name.
    expect((await bravo.post('/api/tags', { name: 'Fleet Account' })).status).toBe(201);
  });

  it('puts tags on a ticket, shows them on the ticket and its list row, and filters by name or id', async () => {
    const wobble = await newTag('Wobble Check', 'teal');
    const vip = await newTag('VIP Dealer', 'purple');
    const tagged = await createTicketVia(agent);
    const other = await createTicketVia(agent);
    const first = await agent.post<Ticket>(`/api/tickets/${tagged.id}/tags`, { tagId: wobble.id });
    expect(first.status).toBe(200);
    expect(first.body.tags.map((tag) => tag.name)).toEqual(['Wobble Check']);
    await agent.post(`/api/tickets/${tagged.id}/tags`, { tagId: vip.id });
    const again = await agent.post<Ticket>(`/api/tickets/${tagged.id}/tags`, { tagId: vip.id });
    expect(again.status).toBe(200);
    expect(again.body.tags.map((tag) => tag.name)).toEqual(['VIP Dealer', 'Wobble Check']);
    expect((await agent.get<Ticket>(`/api/tickets/${tagged.id}`)).body.tags).toEqual([
      { id: vip.id, name: 'VIP Dealer', colour: 'purple' },
      { id: wobble.id, name: 'Wobble Check', colour: 'teal' },
    ]);
    expect((await agent.get<Ticket>(`/api/tickets/${other.id}`)).body.tags).toEqual([]);

    expect(await listed(agent, 'tag=wobble%20CHECK')).toEqual([tagged.id]);
    expect(await listed(agent, `tag=${vip.id}`)).toEqual([tagged.id]);
    expect(await listed(agent, 'tag=No%20Such%20Tag')).toEqual([]);
    const row = (await agent.get<Ticket[]>('/api/tickets?tag=VIP%20Dealer')).body[0]!;
    expect(row.tags.map((tag) => tag.colour)).toEqual(['purple', 'teal']);
    const page = await agent.get('/api/tickets?tag=VIP%20Dealer&status=open&sort=priority');
    expect(page.headers['x-total-count']).toBe('1');

    // Search finds the ticket by a tag's name.
    expect(await listed(agent, 'search=obble%20ch')).toEqual([tagged.id]);

    const removed = await agent.delete<Ticket>(`/api/tickets/${tagged.id}/tags/${wobble.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.tags.map((tag) => tag.name)).toEqual(['VIP Dealer']);
    expect(await listed(agent, `tag=${wobble.id}`)).toEqual([]);
    // A deleted tag leaves its tickets.
    expect((await admin.delete(`/api/tags/${vip.id}`)).status).toBe(204);
    expect((await agent.get<Ticket>(`/api/tickets/${tagged.id}`)).body.tags).toEqual([]);
  });

  it('refuses unknown tickets and tags, and another tenant’s', async () => {
    const tag = await newTag('Alpha Only');
    const ticket = await createTicketVia(agent);
    const bravoTag = (await bravo.post<Tag>('/api/tags', { name: 'Bravo Only' })).body;
    const bravoTicket = await createTicketVia(bravo);
    expect((await agent.post(`/api/tickets/999999/tags`, { tagId: tag.id })).status).toBe(404);
    expect((await agent.post(`/api/tickets/${bravoTicket.id}/tags`, { tagId: tag.id })).status).toBe(404);
    expect((await agent.post(`/api/tickets/${ticket.id}/tags`, { tagId: bravoTag.id })).status).toBe(404);
    expect((await agent.delete(`/api/tickets/${ticket.id}/tags/${bravoTag.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/tickets/${bravoTicket.id}/tags/${tag.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/tickets/${ticket.id}/tags/x`)).status).toBe(400);
    expect((await agent.post(`/api/tickets/${ticket.id}/tags`, { tagId: 'x' })).status).toBe(400);
    expect((await agent.post(`/api/tickets/${ticket.id}/tags`, {})).status).toBe(400);
    // Taking off a tag the ticket lacks is no change.
    expect((await agent.delete(`/api/tickets/${ticket.id}/tags/${tag.id}`)).status).toBe(200);
    expect((await bravo.patch(`/api/tags/${tag.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await bravo.delete(`/api/tags/${tag.id}`)).status).toBe(404);
    expect((await bravo.get<Tag[]>('/api/tags')).body.map((each) => each.id)).not.toContain(tag.id);
    const bulk = await bravo.post<BulkTagResult>('/api/tickets/tags', {
      ids: [bravoTicket.id],
      tagId: tag.id,
      action: 'add',
    });
    expect(bulk.status).toBe(404);
    expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body.tags).toEqual([]);
  });

  it('puts a tag on the selected tickets and takes it off in bulk, reporting the rest', async () => {
    const tag = await newTag('Recall Batch', 'yellow');
    const [a, b, c] = [
      await createTicketVia(agent),
      await createTicketVia(agent),
      await createTicketVia(agent),
    ];
    await agent.post(`/api/tickets/${a.id}/tags`, { tagId: tag.id });
    const bravoTicket = await createTicketVia(bravo);
    const added = await agent.post<BulkTagResult>('/api/tickets/tags', {
      ids: [a.id, b.id, c.id, bravoTicket.id, b.id],
      tagId: tag.id,
      action: 'add',
    });
    expect(added.status).toBe(200);
    expect(added.body.changed).toEqual([b.id, c.id]);
    expect(added.body.skipped).toEqual([
      { id: a.id, reason: 'Already tagged' },
      { id: bravoTicket.id, reason: 'Ticket not found' },
    ]);
    expect((await listed(agent, `tag=${tag.id}`)).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await bravo.get<Ticket>(`/api/tickets/${bravoTicket.id}`)).body.tags).toEqual([]);
    const taken = await agent.post<BulkTagResult>('/api/tickets/tags', {
      ids: [a.id, b.id],
      tagId: tag.id,
      action: 'remove',
    });
    expect(taken.body.changed).toEqual([a.id, b.id]);
    expect(await listed(agent, `tag=${tag.id}`)).toEqual([c.id]);
    expect((await agent.get<Tag[]>('/api/tags')).body.find((each) => each.id === tag.id)?.ticketCount).toBe(
      1,
    );

    expect((await agent.post('/api/tickets/tags', { ids: [], tagId: tag.id, action: 'add' })).status).toBe(
      400,
    );
    expect(
      (await agent.post('/api/tickets/tags', { ids: [a.id], tagId: tag.id, action: 'flip' })).status,
    ).toBe(400);
    expect(
      (await agent.post('/api/tickets/tags', { ids: [a.id], tagId: 999999, action: 'add' })).status,
    ).toBe(404);
  });

  it('exports the tags of each ticket, and filters the export by tag', async () => {
    const tag = await newTag('Export Marker', 'pink');
    const second = await newTag('Another Marker', 'green');
    const ticket = await createTicketVia(agent);
    await agent.post(`/api/tickets/${ticket.id}/tags`, { tagId: tag.id });
    await agent.post(`/api/tickets/${ticket.id}/tags`, { tagId: second.id });
    const response = await agent.get('/api/exports/tickets.csv?tag=export%20marker');
    expect(response.status).toBe(200);
    const lines = response.text.slice(BOM.length).trim().split('\r\n');
    expect(lines[0]!.split(',').at(-1)).toBe('"Tags"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Another Marker, Export Marker"');
  });

  describe('saved views', () => {
    const query = { status: 'open', priority: 'high', sort: 'updated', direction: 'asc' };

    it('keeps a person’s own views to themselves', async () => {
      const created = await agent.post<TicketView>('/api/ticket-views', { name: 'My urgent', query });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'My urgent', shared: false, query });
      const id = created.body.id;
      expect((await agent.get<TicketView[]>('/api/ticket-views')).body.map((view) => view.id)).toContain(id);
      expect((await admin.get<TicketView[]>('/api/ticket-views')).body.map((view) => view.id)).not.toContain(
        id,
      );
      expect((await admin.patch(`/api/ticket-views/${id}`, { name: 'Taken over' })).status).toBe(404);
      expect((await admin.delete(`/api/ticket-views/${id}`)).status).toBe(404);
      expect((await bravo.patch(`/api/ticket-views/${id}`, { name: 'Taken over' })).status).toBe(404);

      const renamed = await agent.patch<TicketView>(`/api/ticket-views/${id}`, {
        name: 'Urgent, oldest first',
        query: { tag: 'VIP', assignee: 'me' },
      });
      expect(renamed.body).toMatchObject({
        name: 'Urgent, oldest first',
        query: { tag: 'VIP', assignee: 'me' },
      });
      expect((await agent.post('/api/ticket-views', { name: 'urgent, OLDEST first', query })).status).toBe(
        409,
      );
      // Another person may use the same name.
      expect((await admin.post('/api/ticket-views', { name: 'Urgent, oldest first', query })).status).toBe(
        201,
      );
      expect((await agent.delete(`/api/ticket-views/${id}`)).status).toBe(204);
      expect((await agent.delete(`/api/ticket-views/${id}`)).status).toBe(404);
    });

    it('lets only tenant admins make and change the shared views, which everyone sees', async () => {
      expect(
        (await agent.post('/api/ticket-views', { name: 'Team queue', shared: true, query })).status,
      ).toBe(403);
      const shared = await admin.post<TicketView>('/api/ticket-views', {
        name: 'Team queue',
        shared: true,
        query,
      });
      expect(shared.status).toBe(201);
      expect(shared.body.shared).toBe(true);
      const id = shared.body.id;
      const seen = (await agent.get<TicketView[]>('/api/ticket-views')).body.find((view) => view.id === id);
      expect(seen).toMatchObject({ shared: true, name: 'Team queue' });
      expect((await agent.patch(`/api/ticket-views/${id}`, { name: 'Mine' })).status).toBe(403);
      expect((await agent.delete(`/api/ticket-views/${id}`)).status).toBe(403);
      expect((await bravo.get<TicketView[]>('/api/ticket-views')).body.map((view) => view.id)).not.toContain(
        id,
      );
      expect(
        (await admin.post('/api/ticket-views', { name: 'TEAM QUEUE', shared: true, query })).status,
      ).toBe(409);
      // A personal view may share a shared view's name.
      expect((await agent.post('/api/ticket-views', { name: 'Team queue', query })).status).toBe(201);
      expect(
        (await admin.patch<TicketView>(`/api/ticket-views/${id}`, { name: 'Team backlog' })).body.name,
      ).toBe('Team backlog');
      expect((await admin.delete(`/api/ticket-views/${id}`)).status).toBe(204);
    });

    it('refuses a view whose filters the list would not take', async () => {
      const bad = await agent.post<{ fieldErrors: Record<string, string[]> }>('/api/ticket-views', {
        name: '',
        query: { status: 'lost', sort: 'colour', limit: 10 },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors)).toEqual(expect.arrayContaining(['name']));
      expect((await agent.post('/api/ticket-views', { name: 'No query' })).status).toBe(400);
      expect((await agent.post('/api/ticket-views', { name: 'x'.repeat(61), query: {} })).status).toBe(400);
      expect((await agent.patch('/api/ticket-views/1', {})).status).toBe(400);
      expect((await agent.patch('/api/ticket-views/999999', { name: 'Nothing' })).status).toBe(404);
      const halfPair = await agent.post<TicketView>('/api/ticket-views', {
        name: 'Half pair',
        query: { search: 'tyre \ud800' },
      });
      expect(halfPair.status).toBe(201);
      expect(halfPair.body.query.search).toBe('tyre \ufffd');
    });
  });
});
