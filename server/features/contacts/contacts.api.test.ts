import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimQueueItem, Customer, Dealer, Ticket } from '../../../domain/api-types';
import { createCustomerVia, createDealerVia, createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('customer and dealer pages API', () => {
  let t: TestApp;
  let agent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  const ticketFor = (contact: Record<string, unknown>, subject: string) =>
    createTicketVia(agent, { customer: null, subject, ...contact });
  const claimOn = async (ticketId: number, extra: Record<string, unknown> = {}) =>
    (await agent.post<{ id: number }>('/api/warranties', { ticketId, ...extra })).body.id;

  it("lists a customer's tickets newest first and the claims on them, with their counts", async () => {
    const customer = await createCustomerVia(agent);
    const older = await ticketFor({ customerId: customer.id }, 'Slow leak');
    const newer = await ticketFor({ customerId: customer.id }, 'Cracked sidewall');
    await createTicketVia(agent);
    const claimId = await claimOn(older.id);

    const tickets = await agent.get<Ticket[]>(`/api/customers/${customer.id}/tickets`);
    expect(tickets.status).toBe(200);
    expect(tickets.body.map((ticket) => ticket.id)).toEqual([newer.id, older.id]);
    expect(tickets.body[1]).toMatchObject({ customerId: customer.id, claimCount: 1 });
    expect(tickets.headers['x-total-count']).toBe('2');

    const claims = await agent.get<ClaimQueueItem[]>(`/api/customers/${customer.id}/claims`);
    expect(claims.body.map((claim) => [claim.id, claim.ticketId])).toEqual([[claimId, older.id]]);
    expect(claims.headers['x-total-count']).toBe('1');

    const page = await agent.get<Ticket[]>(`/api/customers/${customer.id}/tickets`, {
      query: { limit: '1' },
    });
    expect(page.body.map((ticket) => ticket.id)).toEqual([newer.id]);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it("lists a dealer's tickets, and the claims on them or credited to it", async () => {
    const dealer = await createDealerVia(agent);
    const ticket = await ticketFor({ dealerId: dealer.id }, 'Dealer-raised claim');
    const onTicket = await claimOn(ticket.id);
    const credited = await claimOn((await createTicketVia(agent)).id, { creditedDealerId: dealer.id });

    const tickets = await agent.get<Ticket[]>(`/api/dealers/${dealer.id}/tickets`);
    expect(tickets.body.map((row) => row.id)).toEqual([ticket.id]);
    const claims = await agent.get<ClaimQueueItem[]>(`/api/dealers/${dealer.id}/claims`);
    expect(claims.body.map((claim) => claim.id)).toEqual([credited, onTicket]);
    expect(claims.headers['x-total-count']).toBe('2');
  });

  it('edits a customer with the create form rules, and the search finds the new name', async () => {
    const customer = await createCustomerVia(agent, { firstName: 'Ivo', lastName: 'Brandt' });
    const edited = await agent.patch<Customer>(`/api/customers/${customer.id}`, {
      lastName: 'Quistgaard',
      phone: '1 (303) 555-0147',
      email: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      firstName: 'Ivo',
      lastName: 'Quistgaard',
      phone: '3035550147',
      email: null,
    });

    const found = await agent.get<Customer[]>('/api/customers', { query: { search: 'quistgaard' } });
    expect(found.body.map((row) => row.id)).toEqual([customer.id]);
    const gone = await agent.get<Customer[]>('/api/customers', { query: { search: 'brandt' } });
    expect(gone.body.map((row) => row.id)).not.toContain(customer.id);

    const refused = await agent.patch(`/api/customers/${customer.id}`, { firstName: ' ', email: 'nope' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fieldErrors: { firstName: ['First name is required'], email: ['Invalid email'] },
    });
    expect((await agent.patch(`/api/customers/${customer.id}`, {})).status).toBe(400);
  });

  it('edits a dealer, refusing a dealer id another dealer uses', async () => {
    const taken = await createDealerVia(agent);
    const dealer = await createDealerVia(agent, { city: 'Austin' });
    const edited = await agent.patch<Dealer>(`/api/dealers/${dealer.id}`, {
      dealerId: 'nm0420',
      city: 'Albuquerque',
      state: 'NM',
    });
    expect(edited.body).toMatchObject({
      dealerId: 'NM0420',
      city: 'Albuquerque',
      dealerName: dealer.dealerName,
    });
    const found = await agent.get<Dealer[]>('/api/dealers', { query: { search: 'albuquerque' } });
    expect(found.body.map((row) => row.id)).toEqual([dealer.id]);

    expect((await agent.patch(`/api/dealers/${dealer.id}`, { dealerId: 'NM0420' })).status).toBe(200);
    const clash = await agent.patch(`/api/dealers/${dealer.id}`, { dealerId: taken.dealerId });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      fieldErrors: { dealerId: [`Dealer ID ${taken.dealerId} is already in use`] },
    });
  });

  it('deletes a customer no ticket refers to, and refuses one with tickets', async () => {
    const lonely = await createCustomerVia(agent);
    expect((await agent.delete(`/api/customers/${lonely.id}`)).status).toBe(204);
    expect((await agent.get(`/api/customers/${lonely.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/customers/${lonely.id}`)).status).toBe(404);

    const busy = await createCustomerVia(agent, { firstName: 'Wren', lastName: 'Okafor' });
    await ticketFor({ customerId: busy.id }, 'One');
    await ticketFor({ customerId: busy.id }, 'Two');
    const refused = await agent.delete(`/api/customers/${busy.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Wren Okafor has 2 tickets: move them to another customer first',
    });
    expect((await agent.get(`/api/customers/${busy.id}`)).status).toBe(200);
  });

  it('refuses to delete a dealer a claim credits, even with no ticket of its own', async () => {
    const dealer = await createDealerVia(agent, { dealerName: 'Mesa Tire' });
    await claimOn((await createTicketVia(agent)).id, { creditedDealerId: dealer.id });
    const refused = await agent.delete(`/api/dealers/${dealer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Mesa Tire has 1 claim credited: move them to another dealer first',
    });
    expect((await agent.get(`/api/dealers/${dealer.id}`)).status).toBe(200);

    const unused = await createDealerVia(agent);
    expect((await agent.delete(`/api/dealers/${unused.id}`)).status).toBe(204);
    expect((await agent.get(`/api/dealers/${unused.id}`)).status).toBe(404);
  });

  it('answers 400 for a bad id, 404 for an unknown one and 401 to anonymous visitors', async () => {
    for (const path of ['/api/customers/abc/tickets', '/api/dealers/0/claims']) {
      expect((await agent.get(path)).status).toBe(400);
    }
    expect((await agent.delete('/api/customers/-1')).status).toBe(400);
    for (const path of ['/api/customers/999999/tickets', '/api/dealers/999999/claims']) {
      expect((await agent.get(path)).status).toBe(404);
    }
    expect((await agent.patch('/api/dealers/999999', { city: 'Nowhere' })).status).toBe(404);
    const anonymous = t.anonymous();
    expect((await anonymous.get('/api/customers/1/tickets')).status).toBe(401);
    expect((await anonymous.delete('/api/dealers/1')).status).toBe(401);
  });
});
