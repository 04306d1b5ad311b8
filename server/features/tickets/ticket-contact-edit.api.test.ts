import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import { createCustomerVia, createDealerVia, createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("PATCH /api/tickets/{id}: the ticket's customer, dealer and category", () => {
  let t: TestApp;
  let agent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  it('moves a ticket to another customer and dealer, and the search follows', async () => {
    const ticket = await createTicketVia(agent);
    const customer = await createCustomerVia(agent, { lastName: 'Thornbury' });
    const dealer = await createDealerVia(agent, { dealerName: 'Gallup Tire Barn' });
    const moved = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, {
      customerId: customer.id,
      dealerId: dealer.id,
      category: 'billing',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      customerId: customer.id,
      dealerId: dealer.id,
      category: 'billing',
      customer: { lastName: 'Thornbury' },
      dealer: { dealerName: 'Gallup Tire Barn' },
    });
    for (const search of ['thornbury', 'gallup tire']) {
      const found = await agent.get<Ticket[]>('/api/tickets', { query: { search } });
      expect(found.body.map((row) => row.id)).toEqual([ticket.id]);
    }
    const old = await agent.get<Ticket[]>('/api/tickets', { query: { search: ticket.customer!.lastName } });
    expect(old.body.map((row) => row.id)).not.toContain(ticket.id);
    const cleared = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, {
      customerId: null,
      category: null,
    });
    expect(cleared.body).toMatchObject({
      customerId: null,
      customer: null,
      dealerId: dealer.id,
      category: null,
    });
  });

  it('keeps a customer or a dealer on the ticket, and only ones of the tenant', async () => {
    const ticket = await createTicketVia(agent);
    const bare = await agent.patch(`/api/tickets/${ticket.id}`, { customerId: null, dealerId: null });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ fieldErrors: { customerId: ['Choose a customer or a dealer'] } });

    const bravo = await t.signIn('bravoUser');
    const foreign = await createCustomerVia(bravo);
    const refused = await agent.patch(`/api/tickets/${ticket.id}`, { customerId: foreign.id });
    expect(refused.status).toBe(404);
    const unchanged = await agent.get<Ticket>(`/api/tickets/${ticket.id}`);
    expect(unchanged.body.customerId).toBe(ticket.customerId);
    expect((await agent.patch(`/api/tickets/${ticket.id}`, { category: 'gadgets' })).status).toBe(400);
  });
});
