import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant, Ticket } from '../../../domain/api-types';
import { TICKET_SEARCH_LIMIT, type TicketSearchResult } from '../../../domain/ticket-search';
import { ticketLabel } from '../../../domain/tickets';
import { createTicketVia } from '../../test/factories';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('cross-tenant ticket search', () => {
  let t: TestApp;
  let admin: TestClient;
  let alphaAgent: TestClient;
  let bravoAgent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('globalAdmin');
    alphaAgent = await t.signIn('user');
    bravoAgent = await t.signIn('bravoUser');
  });
  afterAll(() => t.close());

  const search = (q: string, client = admin) =>
    client.get<TicketSearchResult[]>('/api/admin/ticket-search', { query: { q } });

  it('is for global admins only', async () => {
    expect((await search('bulge', t.anonymous())).status).toBe(401);
    for (const who of ['user', 'tenantAdmin', 'bravoAdmin'] as const) {
      expect((await search('bulge', await t.signIn(who))).status).toBe(403);
    }
  });

  it("labels each ticket with its own tenant, as that tenant's staff read it", async () => {
    const alpha = await createTicketVia(alphaAgent, { subject: 'Tread separation zephyrine' });
    const bravo = await createTicketVia(bravoAgent, { subject: 'Valve leak zephyrine' });
    const { status, body } = await search('zephyrine');
    expect(status).toBe(200);
    const byTenant = [...body].sort((a, b) => a.tenant.id - b.tenant.id);
    expect(byTenant.map((result) => [result.tenant, result.ticket.id])).toEqual([
      [{ id: TENANTS.alpha.id, name: TENANTS.alpha.name }, alpha.id],
      [{ id: TENANTS.bravo.id, name: TENANTS.bravo.name }, bravo.id],
    ]);
    const ownStaff = new Map([
      [TENANTS.alpha.id as number, alphaAgent],
      [TENANTS.bravo.id as number, bravoAgent],
    ]);
    for (const result of body) {
      const read = await ownStaff.get(result.tenant.id)!.get<Ticket>(`/api/tickets/${result.ticket.id}`);
      expect(read.body).toEqual(result.ticket);
    }
  });

  it('finds a ticket by its number in every tenant that has it', async () => {
    const bravo = await createTicketVia(bravoAgent);
    const { body } = await search(ticketLabel(bravo));
    expect(body.filter((result) => result.ticket.id === bravo.id).map((result) => result.tenant.id)).toEqual([
      TENANTS.bravo.id,
    ]);
  });

  it('never answers from a deactivated tenant', async () => {
    const created = await admin.post<Tenant>('/api/admin/tenants', { name: 'Charlie Rims', isActive: true });
    expect(created.status).toBe(201);
    const charlie = created.body;
    const switched = await t.signIn('globalAdmin');
    await switched.post('/api/auth/tenant', { tenantId: charlie.id });
    await createTicketVia(switched, { subject: 'Rim crack quillwort' });
    await switched.post('/api/auth/tenant', { tenantId: TENANTS.alpha.id });
    expect((await search('quillwort')).body.map((result) => result.tenant.name)).toEqual(['Charlie Rims']);

    await admin.patch(`/api/admin/tenants/${charlie.id}`, { isActive: false });
    expect((await search('quillwort')).body).toEqual([]);
  });

  it('answers the newest matches across tenants, capped', async () => {
    for (let n = 0; n < 12; n += 1) {
      await createTicketVia(alphaAgent, { subject: `Puncture marigold ${n}` });
      await createTicketVia(bravoAgent, { subject: `Puncture marigold ${n}` });
    }
    const { body } = await search('marigold');
    expect(body).toHaveLength(TICKET_SEARCH_LIMIT);
    expect(new Set(body.map((result) => result.tenant.id))).toEqual(
      new Set([TENANTS.alpha.id, TENANTS.bravo.id]),
    );
    const times = body.map((result) => Date.parse(result.ticket.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a missing or blank search with a field message', async () => {
    for (const query of [{}, { q: '   ' }] as Record<string, string>[]) {
      const response = await admin.get<{ fieldErrors: Record<string, string[]> }>(
        '/api/admin/ticket-search',
        { query },
      );
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors.q).toEqual(['Enter text or a ticket number to search for']);
    }
  });
});
