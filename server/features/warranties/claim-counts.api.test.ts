import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimCounters, ClaimQueueItem, ClaimView, WarrantyClaim } from '../../../domain/api-types';
import { rowsOf, withTenant } from '../../db/client';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * claim_counts (migration 0013) answers the queue's totals and counters: after every kind of
 * write it must hold exactly what counting the claims gives, per tenant, status and source.
 */
describe('claim counts and the queue built in SQL', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let ticketId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    ticketId = (await createTicketVia(agent, { customer: { name: 'Ada Lovelace', phone: '5550002222' } })).id;
  });
  afterAll(() => t.close());

  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await agent.post<WarrantyClaim>('/api/warranties', { ticketId, ...fields });
    expect(response.status).toBe(201);
    return response.body;
  };
  const move = (id: number, to: string, client = agent) =>
    client.post(`/api/warranties/${id}/transitions`, { to });
  const totalOf = async (query: string) =>
    Number((await agent.get(`/api/warranties?limit=1&${query}`)).headers['x-total-count']);

  /** Counted claims against claim_counts, for every tenant; and what the API answers for Alpha. */
  async function expectCountsTrue() {
    const differences = rowsOf(
      await t.database.db.execute(sql`select * from
        (select tenant_id, workflow_status, source, count(*)::int as n from warranty_claims group by 1, 2, 3) c
        full join (select tenant_id, workflow_status, source, count as n from claim_counts where count <> 0) k
          using (tenant_id, workflow_status, source)
        where c.n is distinct from k.n`),
    );
    expect(differences).toEqual([]);
    const [own] = rowsOf<{ total: number; processing: number; voice: number; denied: number }>(
      await t.database.db.execute(sql`select count(*)::int as total,
          count(*) filter (where workflow_status in ('needs_review', 'pending_authorization'))::int as processing,
          count(*) filter (where source = 'voice_agent')::int as voice,
          count(*) filter (where workflow_status = 'denied' and source = 'staff')::int as denied
        from warranty_claims where tenant_id = ${TENANTS.alpha.id}`),
    );
    const counters = (await agent.get<ClaimCounters>('/api/warranties/counters')).body;
    expect(counters).toMatchObject({ total: own!.total, processing: own!.processing });
    expect(await totalOf('')).toBe(own!.total);
    expect(await totalOf('status=needs_review,pending_authorization')).toBe(own!.processing);
    expect(await totalOf('source=voice_agent')).toBe(own!.voice);
    expect(await totalOf('status=denied&source=staff')).toBe(own!.denied);
  }

  it('stay true across inserts, transitions, bulk transitions and deletes', async () => {
    await expectCountsTrue();
    const credited = {
      claimTicketAdjustmentNumber: 'ADJ-COUNT-1',
      sellingPriceCents: 18_950,
      calculatedPercent: '40',
    };
    const claims = [await create(credited), await create(), await create(), await create()];
    const draft = await create();
    // One statement inserting claims of both sources in two tenants.
    await t.database.db
      .execute(sql`insert into warranty_claims (tenant_id, ticket_id, workflow_status, source)
      select ${TENANTS.alpha.id}, ${ticketId}, status, source
      from unnest(array['needs_review', 'denied', 'denied']) as status, unnest(array['voice_agent', 'staff']) as source`);
    const bravoTicket = (await createTicketVia(await t.signIn('bravoUser'))).id;
    await t.database.db.execute(sql`insert into warranty_claims (tenant_id, ticket_id, workflow_status)
      select ${TENANTS.bravo.id}, ${bravoTicket}, 'draft' from generate_series(1, 3)`);
    await expectCountsTrue();

    for (const claim of claims) expect((await move(claim.id, 'pending_authorization')).status).toBe(200);
    expect((await move(claims[0]!.id, 'authorized', admin)).status).toBe(200);
    expect((await move(claims[0]!.id, 'credited', admin)).status).toBe(200);
    await expectCountsTrue();

    const ids = claims.slice(1).map((claim) => claim.id);
    const bulk = await admin.post('/api/warranties/bulk-transition', {
      ids,
      to: 'denied',
      reason: 'Worn out',
    });
    expect(bulk.status).toBe(200);
    await expectCountsTrue();

    // An edit that changes no status or source leaves the counts as they are.
    expect((await agent.patch(`/api/warranties/${draft.id}`, { tireBrand: 'Pirelli' })).status).toBe(200);
    await expectCountsTrue();
    expect((await agent.delete(`/api/warranties/${draft.id}`)).status).toBe(204);
    await expectCountsTrue();
    // A ticket's claims go with it.
    await t.database.db.execute(sql`delete from tickets where id = ${bravoTicket}`);
    await expectCountsTrue();
  });

  it('answers each queue item as the claim view does, with its contact', async () => {
    const dealer = await createDealerVia(agent, { dealerName: 'Kestrel Tyres' });
    const claim = await create({
      claimTicketAdjustmentNumber: 'ADJ-SHAPE-1',
      noteCreatedDateTime: '2026-03-04T05:06:07.089Z',
      noteCreatedName: 'Ada',
      numberOfTires: 2,
      sellingPriceCents: 12_345,
      creditedDealerId: dealer.id,
      goodwill: true,
      freeReplacementUntil: '2030-12-31',
      tireBrand: 'Michelin',
    });
    const [item] = (await agent.get<ClaimQueueItem[]>('/api/warranties?search=adj-shape-1')).body;
    const view = (await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body;
    const { ticketNumber, customerName, dealerName, dealerId, ownerName, carriedCreditCents, ...own } = item!;
    expect(own).toEqual(view.claim);
    expect(ticketNumber).toBe(view.ticket.number);
    expect({ ownerName, carriedCreditCents }).toEqual({
      ownerName: null,
      carriedCreditCents: own.creditCents,
    });
    expect(Object.keys(item!)).toEqual([
      ...Object.keys(view.claim),
      'ticketNumber',
      'customerName',
      'dealerName',
      'dealerId',
      'ownerName',
      'carriedCreditCents',
    ]);
    expect({ customerName, dealerName, dealerId }).toEqual({
      customerName: 'Ada Lovelace',
      dealerName: null,
      dealerId: null,
    });
  });

  it('counts Expired on its partial index as the request-time role', async () => {
    await t.database.db.execute(sql`insert into warranty_claims (tenant_id, ticket_id, free_replacement_until)
      select ${TENANTS.alpha.id}, ${ticketId}, date '2020-01-01' + (n % 3000) from generate_series(1, 3000) n`);
    await t.database.db.execute(sql`analyze warranty_claims`);
    const plan = await withTenant(t.database, TENANTS.alpha.id, async (tx) => {
      // Filtering a row costs as much as reading a page: the test's small tables then plan like big ones.
      await tx.execute(sql`set local cpu_operator_cost = 1`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select count(*) from warranty_claims
          where tenant_id = ${TENANTS.alpha.id} and free_replacement_until < date '2021-01-01'`),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('warranty_claims_tenant_free_until_idx');
    const today = new Date().toISOString().slice(0, 10);
    const [expired] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from warranty_claims
        where tenant_id = ${TENANTS.alpha.id} and free_replacement_until < ${today}::date`),
    );
    expect((await agent.get<ClaimCounters>('/api/warranties/counters')).body.expired).toBe(expired!.n);
    await expectCountsTrue();
  });
});
