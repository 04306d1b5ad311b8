import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import type { Ticket, TicketStats } from '../../../domain/api-types';
import { ticketLabel } from '../../../domain/tickets';
import { createCustomerVia, createDealerVia, createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('tickets API', () => {
  let t: TestApp;
  let agent: TestClient;
  let bravo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    bravo = await t.signIn('bravoUser');
  });
  afterAll(() => t.close());

  describe('POST /api/tickets', () => {
    it('creates a ticket with an inline customer, normalising the phone', async () => {
      const response = await agent.post<Ticket>('/api/tickets', {
        subject: 'Tread separation',
        description: 'Rear right tyre separated at 18,000 miles.',
        priority: 'high',
        category: 'technical',
        customerId: null,
        customer: { name: 'Ana María Rivera', phone: '+1 (787) 555-0101', email: null, company: null },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        subject: 'Tread separation',
        status: 'open',
        priority: 'high',
        category: 'technical',
        customer: { firstName: 'Ana María', lastName: 'Rivera', phone: '7875550101' },
        dealer: null,
      });
      expect(response.body.customerId).toBe(response.body.customer!.id);
    });

    it('reuses an existing customer when the same caller is entered again', async () => {
      const payload = { name: 'Repeat Caller', phone: '555-777-0000', email: null, company: null };
      const first = await createTicketVia(agent, { customer: payload });
      const second = await createTicketVia(agent, { customer: payload });
      expect(second.customerId).toBe(first.customerId);
    });

    it('links an existing customer by id and defaults the priority to medium', async () => {
      const customer = await createCustomerVia(agent);
      const response = await agent.post<Ticket>('/api/tickets', {
        subject: 'Invoice question',
        description: 'Wrong size on the invoice.',
        category: null,
        customerId: customer.id,
        customer: null,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ customerId: customer.id, priority: 'medium', category: null });
    });

    it('answers every missing field with the spec message', async () => {
      const response = await agent.post('/api/tickets', { customer: { name: ' ', phone: '' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        fieldErrors: {
          subject: ['Subject is required'],
          description: ['Description is required'],
          'customer.name': ['Customer name is required'],
          'customer.phone': ['Phone number is required'],
        },
      });
    });

    it('requires a customer, dealer or inline customer', async () => {
      const response = await agent.post('/api/tickets', { subject: 's', description: 'd' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ fieldErrors: { customer: ['Customer name is required'] } });
    });

    it('rejects wrong types and unknown enum values', async () => {
      const response = await agent.post('/api/tickets', {
        subject: 12,
        description: ['x'],
        priority: 'urgent',
        category: 'sales',
        customerId: 'abc',
      });
      expect(response.status).toBe(400);
      const fields = (response.body as { fieldErrors: Record<string, string[]> }).fieldErrors;
      expect(Object.keys(fields).sort()).toEqual([
        'category',
        'customerId',
        'description',
        'priority',
        'subject',
      ]);
      expect(fields.priority).toEqual(['Priority must be low, medium or high']);
    });

    it("refuses another tenant's customer or dealer as unknown (404) and writes nothing", async () => {
      const bravoCustomer = await createCustomerVia(bravo);
      const bravoDealer = await createDealerVia(bravo);
      const before = Number((await agent.get('/api/tickets')).headers['x-total-count']);
      expect(
        (await createTicketVia(agent, { customerId: bravoCustomer.id, customer: null }).catch((e) => e))
          .message,
      ).toMatch(/404/);
      expect((await createTicketVia(agent, { dealerId: bravoDealer.id }).catch((e) => e)).message).toMatch(
        /404/,
      );
      expect(Number((await agent.get('/api/tickets')).headers['x-total-count'])).toBe(before);
    });

    it('ignores unknown fields rather than writing them', async () => {
      const ticket = await createTicketVia(agent, { tenantId: 2, status: 'closed', id: 999_999 });
      expect(ticket.status).toBe('open');
      expect(ticket.id).not.toBe(999_999);
      expect((await bravo.get(`/api/tickets/${ticket.id}`)).status).toBe(404);
    });
  });

  describe('GET /api/tickets', () => {
    let dealerTicket: Ticket;
    beforeAll(async () => {
      const dealer = await createDealerVia(agent, {
        dealerName: 'Harbor Tire Outlet',
        city: 'Tampa',
        state: 'FL',
      });
      dealerTicket = await createTicketVia(agent, {
        subject: 'Cupping noise on highway',
        priority: 'low',
        customer: null,
        dealerId: dealer.id,
      });
      await agent.patch(`/api/tickets/${dealerTicket.id}`, { status: 'in-progress' });
    });

    it('lists newest first with embedded customer and dealer and a total', async () => {
      const response = await agent.get<Ticket[]>('/api/tickets');
      expect(response.status).toBe(200);
      expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(response.body.length);
      const ids = response.body.map((ticket) => ticket.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const withDealer = response.body.find((ticket) => ticket.id === dealerTicket.id)!;
      expect(withDealer.dealer).toMatchObject({ name: 'Harbor Tire Outlet', city: 'Tampa', state: 'FL' });
    });

    it('filters by status and priority', async () => {
      const response = await agent.get<Ticket[]>('/api/tickets', {
        query: { status: 'in-progress', priority: 'low' },
      });
      expect(response.body.length).toBeGreaterThan(0);
      expect(
        response.body.every((ticket) => ticket.status === 'in-progress' && ticket.priority === 'low'),
      ).toBe(true);
      expect((await agent.get('/api/tickets', { query: { status: 'pending' } })).status).toBe(400);
    });

    it('searches subject, customer, dealer and ticket number', async () => {
      const bySubject = await agent.get<Ticket[]>('/api/tickets', { query: { search: 'CUPPING' } });
      expect(bySubject.body.map((ticket) => ticket.id)).toContain(dealerTicket.id);
      const byDealer = await agent.get<Ticket[]>('/api/tickets', { query: { search: 'harbor tire' } });
      expect(byDealer.body.map((ticket) => ticket.id)).toContain(dealerTicket.id);
      // The city and state a row shows find it.
      const byCity = await agent.get<Ticket[]>('/api/tickets', { query: { search: 'tampa' } });
      expect(byCity.body.map((ticket) => ticket.id)).toContain(dealerTicket.id);
      const byLabel = await agent.get<Ticket[]>('/api/tickets', {
        query: { search: ticketLabel(dealerTicket) },
      });
      expect(byLabel.body.map((ticket) => ticket.id)).toContain(dealerTicket.id);
      const wildcard = await agent.get<Ticket[]>('/api/tickets', { query: { search: '%' } });
      expect(wildcard.body).toEqual([]);
    });

    it('pages with limit and offset', async () => {
      const all = await agent.get<Ticket[]>('/api/tickets', { query: { limit: '200' } });
      const total = Number(all.headers['x-total-count']);
      const page = await agent.get<Ticket[]>('/api/tickets', { query: { limit: '2', offset: '1' } });
      expect(page.body.map((ticket) => ticket.id)).toEqual(all.body.slice(1, 3).map((ticket) => ticket.id));
      expect(Number(page.headers['x-total-count'])).toBe(total);
      expect((await agent.get('/api/tickets', { query: { limit: '0' } })).status).toBe(400);
      expect((await agent.get('/api/tickets', { query: { limit: '5000' } })).status).toBe(400);
      expect((await agent.get('/api/tickets', { query: { offset: '-1' } })).status).toBe(400);
    });

    it("never shows another tenant's tickets", async () => {
      const mine = await agent.get<Ticket[]>('/api/tickets', { query: { limit: '200' } });
      const theirs = await bravo.get<Ticket[]>('/api/tickets', {
        query: { limit: '200', search: 'Sidewall' },
      });
      const myIds = new Set(mine.body.map((ticket) => ticket.id));
      expect(theirs.body.some((ticket) => myIds.has(ticket.id))).toBe(false);
    });
  });

  describe('GET and PATCH /api/tickets/{id}', () => {
    it('gets one ticket, 404 for unknown or foreign ids, 400 for a bad id', async () => {
      const ticket = await createTicketVia(agent);
      expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body.id).toBe(ticket.id);
      expect((await agent.get('/api/tickets/99999999')).status).toBe(404);
      expect((await bravo.get(`/api/tickets/${ticket.id}`)).body).toEqual({
        message: 'Ticket not found',
        code: 'NOT_FOUND',
      });
      expect((await agent.get('/api/tickets/abc')).status).toBe(400);
      expect((await agent.get('/api/tickets/-4')).status).toBe(400);
    });

    it('edits subject, description, status and priority, stamping closure', async () => {
      const ticket = await createTicketVia(agent);
      const edited = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, {
        subject: 'Bulge confirmed by dealer',
        description: 'Dealer confirmed impact damage.',
        status: 'closed',
        priority: 'low',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        subject: 'Bulge confirmed by dealer',
        status: 'closed',
        priority: 'low',
      });
      expect(edited.body.closedAt).not.toBeNull();
      const reopened = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, { status: 'open' });
      expect(reopened.body.closedAt).toBeNull();
      const found = await agent.get<Ticket[]>('/api/tickets', { query: { search: 'impact damage' } });
      expect(found.body.map((row) => row.id)).toContain(ticket.id);
    });

    it('validates the patch and refuses foreign tickets without changing them', async () => {
      const ticket = await createTicketVia(agent);
      expect((await agent.patch(`/api/tickets/${ticket.id}`, {})).status).toBe(400);
      const bad = await agent.patch(`/api/tickets/${ticket.id}`, { status: 'done', subject: '' });
      expect(bad.body).toMatchObject({
        fieldErrors: {
          status: ['Status must be open, in-progress or closed'],
          subject: ['Subject is required'],
        },
      });
      expect((await bravo.patch(`/api/tickets/${ticket.id}`, { subject: 'hijacked' })).status).toBe(404);
      expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body.subject).toBe(ticket.subject);
    });
  });

  describe('GET /api/tickets/stats', () => {
    it('counts open, in progress and resolved today for the tenant only', async () => {
      const before = (await agent.get<TicketStats>('/api/tickets/stats')).body;
      const bravoBefore = (await bravo.get<TicketStats>('/api/tickets/stats')).body;
      const ticket = await createTicketVia(agent);
      const afterCreate = (await agent.get<TicketStats>('/api/tickets/stats')).body;
      expect(afterCreate.totalTickets).toBe(before.totalTickets + 1);
      expect(afterCreate.openTickets).toBe(before.openTickets + 1);
      await agent.patch(`/api/tickets/${ticket.id}`, { status: 'closed' });
      const afterClose = (await agent.get<TicketStats>('/api/tickets/stats')).body;
      expect(afterClose.resolvedToday).toBe(before.resolvedToday + 1);
      expect(afterClose.openTickets).toBe(before.openTickets);
      expect((await bravo.get<TicketStats>('/api/tickets/stats')).body).toEqual(bravoBefore);
    });
  });

  describe('answer shape', () => {
    it('embeds exactly what the customer and dealer endpoints answer, and lists what GET by id answers', async () => {
      const customer = await createCustomerVia(agent, {
        address: '12 Oak Street',
        company: 'Oak Fleet',
        zipCode: '78701',
      });
      const dealer = await createDealerVia(agent, { email: 'fleet@dealer.example' });
      const ticket = await createTicketVia(agent, {
        customerId: customer.id,
        customer: null,
        dealerId: dealer.id,
      });
      await agent.patch(`/api/tickets/${ticket.id}`, { status: 'closed' });
      const single = (await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body;
      expect(single.customer).toEqual((await agent.get(`/api/customers/${customer.id}`)).body);
      expect(single.dealer).toEqual((await agent.get(`/api/dealers/${dealer.id}`)).body);
      expect(Object.keys(single).sort()).toEqual(
        [
          'id',
          'number',
          'subject',
          'description',
          'status',
          'priority',
          'category',
          'customerId',
          'dealerId',
          'customer',
          'dealer',
          'createdAt',
          'updatedAt',
          'closedAt',
          'claimCount',
          'assignee',
          'newReplyAt',
          'dueAt',
          'dueKind',
          'waitingOn',
          'waitingSince',
          'mergedInto',
          'tags',
        ].sort(),
      );
      expect(new Date(single.closedAt!).toISOString()).toBe(single.closedAt);
      expect(single.claimCount).toBe(0);
      expect(single.mergedInto).toBeNull();
      const listed = (
        await agent.get<Ticket[]>('/api/tickets', { query: { search: `#TK-${ticket.number}` } })
      ).body;
      expect(listed.find((row) => row.id === ticket.id)).toEqual(single);
    });

    it('counts the claims of each ticket, for the claim package link', async () => {
      const ticket = await createTicketVia(agent);
      await agent.post('/api/warranties', { ticketId: ticket.id });
      await agent.post('/api/warranties', { ticketId: ticket.id });
      expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body.claimCount).toBe(2);
      const listed = (
        await agent.get<Ticket[]>('/api/tickets', { query: { search: `#TK-${ticket.number}` } })
      ).body;
      expect(listed.find((row) => row.id === ticket.id)?.claimCount).toBe(2);
    });
  });

  describe('ticket counters', () => {
    it('keep totals equal to a full count through creates and status or priority edits', async () => {
      for (let i = 0; i < 6; i += 1) {
        const ticket = await createTicketVia(agent, { priority: i % 2 ? 'high' : 'low' });
        if (i % 3 === 0)
          await agent.patch(`/api/tickets/${ticket.id}`, { status: 'closed', priority: 'medium' });
        if (i % 3 === 1) await agent.patch(`/api/tickets/${ticket.id}`, { subject: 'renamed only' });
      }
      const actual = rowsOf<{ status: string; priority: string; n: number }>(
        await t.database.db.execute(
          sql`select status, priority, count(*)::int as n from tickets where tenant_id = 1 group by 1, 2`,
        ),
      );
      for (const { status, priority, n } of actual) {
        const listed = await agent.get('/api/tickets', { query: { status, priority, limit: '1' } });
        expect(Number(listed.headers['x-total-count'])).toBe(n);
      }
      const stats = (await agent.get<TicketStats>('/api/tickets/stats')).body;
      expect(stats.totalTickets).toBe(actual.reduce((sum, row) => sum + row.n, 0));
      expect(stats.openTickets).toBe(
        actual.filter((row) => row.status === 'open').reduce((sum, row) => sum + row.n, 0),
      );
    });
  });

  describe('bad requests', () => {
    it('401 without a session', async () => {
      for (const [method, url] of [
        ['GET', '/api/tickets'],
        ['GET', '/api/tickets/stats'],
        ['GET', '/api/tickets/1'],
        ['POST', '/api/tickets'],
        ['PATCH', '/api/tickets/1'],
      ] as const) {
        expect((await t.anonymous().request(method, url, method === 'GET' ? undefined : {})).status).toBe(
          401,
        );
      }
    });

    it('400 for malformed JSON, 415 for other body types, 413 for oversize bodies', async () => {
      const malformed = await agent.post('/api/tickets', '{"subject": ', {
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({
        message: 'The request body is not valid JSON',
        code: 'VALIDATION_ERROR',
      });
      expect(
        (await agent.post('/api/tickets', 'subject=x', { headers: { 'content-type': 'text/plain' } })).status,
      ).toBe(415);
      const form = await agent.post('/api/tickets', 'subject=x', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const huge = await agent.post('/api/tickets', { subject: 'x', description: 'y'.repeat(1_100_000) });
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('refuses cross-site writes before touching anything', async () => {
      const before = Number((await agent.get('/api/tickets')).headers['x-total-count']);
      const evil = await agent.post(
        '/api/tickets',
        { subject: 's', description: 'd', customer: { name: 'x y', phone: '5551234567' } },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(evil.status).toBe(403);
      const fetchSite = await agent.post(
        '/api/tickets',
        { subject: 's', description: 'd', customer: { name: 'x y', phone: '5551234567' } },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(fetchSite.status).toBe(403);
      expect(Number((await agent.get('/api/tickets')).headers['x-total-count'])).toBe(before);
    });

    it('never leaks SQL or stack traces in error bodies', async () => {
      const response = await agent.get('/api/tickets', { query: { search: "'; drop table tickets; --" } });
      expect(response.status).toBe(200);
      const notFound = await agent.get('/api/nothing-here');
      expect(notFound.status).toBe(404);
      expect(notFound.text).not.toMatch(/select|at .*\.ts:\d+/i);
    });
  });
});
