import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimCounters,
  ClaimQueueItem,
  ClaimView,
  Ticket,
  WarrantyClaim,
} from '../../../domain/api-types';
import type { BulkTransitionResult, ClaimEvent } from '../../../domain/claim-workflow';
import { ticketLabel } from '../../../domain/tickets';
import { createDealerVia, createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('claims queue and workflow API', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let bravo: TestClient;
  let customerTicket: number;
  let dealerTicket: Ticket;
  let dealerId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    bravo = await t.signIn('bravoUser');
    customerTicket = (
      await createTicketVia(agent, { customer: { name: 'Quinn Roadster', phone: '5550001111' } })
    ).id;
    const dealer = await createDealerVia(agent, { dealerName: 'Lone Star Tyres' });
    dealerId = dealer.id;
    dealerTicket = await createTicketVia(agent, { customer: undefined, dealerId });
  });
  afterAll(() => t.close());

  const create = async (fields: Record<string, unknown>) => {
    const response = await agent.post<WarrantyClaim>('/api/warranties', {
      ticketId: customerTicket,
      ...fields,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const queue = (query: string, client = agent) => client.get<ClaimQueueItem[]>(`/api/warranties?${query}`);
  const move = (id: number, to: string, reason?: string, client = agent) =>
    client.post<ClaimEvent[]>(`/api/warranties/${id}/transitions`, { to, reason });

  it('computes the money under the tenant rounding and averages three readings', async () => {
    const claim = await create({
      creditBasisName: 'Mileage',
      mileageProrationMileageOn: 0,
      mileageProrationMileageOff: 50_000,
      mileageProrationMIWarranted: 80_000,
      sellingPriceCents: 8_000,
      listPriceCents: 9_000,
      dotSerial: 'DOT U2LL LMLR 5107',
    });
    expect(claim).toMatchObject({
      calculatedPercent: '63',
      customerPaysCents: 5_040,
      creditCents: 2_960,
      workflowStatus: 'draft',
      source: 'staff',
    });
    const readings = await create({
      treadDepthProrationOriginalTread: '10',
      treadReading1: '6',
      treadReading2: '7',
      treadReading3: '5',
    });
    expect(readings).toMatchObject({ treadDepthProrationRemainingTreadDepth: '6', calculatedPercent: '50' });
    const changed = await agent.patch<WarrantyClaim>(`/api/warranties/${readings.id}`, {
      treadReading3: '8',
    });
    expect(changed.body).toMatchObject({
      treadDepthProrationRemainingTreadDepth: '7',
      calculatedPercent: '38',
    });
  });

  it('lets only a tenant admin set the rounding, and uses it for new claims ($50.40 becomes $49.60)', async () => {
    expect(
      (await agent.patch('/api/warranties/settings', { tread: 'nearest', mileage: 'down' })).status,
    ).toBe(403);
    expect(
      (await admin.patch('/api/warranties/settings', { tread: 'nearest', mileage: 'sideways' })).status,
    ).toBe(400);
    expect(
      (await admin.patch('/api/warranties/settings', { tread: 'nearest', mileage: 'down' })).status,
    ).toBe(200);
    const claim = await create({
      creditBasisName: 'Mileage',
      mileageProrationMileageOn: 0,
      mileageProrationMileageOff: 50_000,
      mileageProrationMIWarranted: 80_000,
      sellingPriceCents: 8_000,
    });
    expect(claim.customerPaysCents).toBe(4_960);
    expect((await bravo.get<{ mileage: string }>('/api/warranties/settings')).body.mileage).toBe('up');
    await admin.patch('/api/warranties/settings', { tread: 'nearest', mileage: 'up' });
  });

  it('refuses a dealer credited from another tenant and bad money with field messages', async () => {
    const bravoDealer = await createDealerVia(bravo);
    const foreign = await agent.post('/api/warranties', {
      ticketId: customerTicket,
      creditedDealerId: bravoDealer.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ fieldErrors: { creditedDealerId: ['No such dealer'] } });
    const bad = await agent.post('/api/warranties', {
      ticketId: customerTicket,
      sellingPriceCents: 12.5,
      taxCents: -1,
      dotSerial: '<script>',
      freeReplacementUntil: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'dotSerial',
      'freeReplacementUntil',
      'sellingPriceCents',
      'taxCents',
    ]);
  });

  it('lists every claim newest first with paging, search and filters', async () => {
    const dealerClaim = await agent.post<WarrantyClaim>('/api/warranties', {
      ticketId: dealerTicket.id,
      claimTicketAdjustmentNumber: 'ADJ-777001',
    });
    const all = await queue('limit=2');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    expect(all.body[0]!.id).toBe(dealerClaim.body.id);
    expect(all.body[0]!.dealerName).toBe('Lone Star Tyres');
    const total = Number(all.headers['x-total-count']);
    const last = await queue(`limit=2&offset=${total - 1}`);
    expect(last.body).toHaveLength(1);
    expect(Number(last.headers['x-total-count'])).toBe(total);
    const beyond = await queue(`limit=2&offset=${total + 5}`);
    expect(beyond.body).toEqual([]);
    expect(Number(beyond.headers['x-total-count'])).toBe(total);

    expect((await queue('search=adj-777001')).body.map((c) => c.id)).toEqual([dealerClaim.body.id]);
    expect((await queue('search=lone star')).body.map((c) => c.id)).toEqual([dealerClaim.body.id]);
    expect(
      (await queue(`search=${encodeURIComponent(ticketLabel(dealerTicket))}`)).body.map((c) => c.id),
    ).toEqual([dealerClaim.body.id]);
    expect((await queue('search=u2ll')).body).toHaveLength(1);
    expect((await queue('search=quinn')).body.every((c) => c.customerName === 'Quinn Roadster')).toBe(true);
    expect((await queue(`dealerId=${dealerId}`)).body.map((c) => c.id)).toEqual([dealerClaim.body.id]);
    expect((await queue('status=credited')).body).toEqual([]);
    expect((await queue('source=voice_agent')).body).toEqual([]);
    expect((await queue('from=2000-01-01&to=2000-01-31')).body).toEqual([]);
    const oldest = await queue('sort=oldest&limit=1');
    expect(oldest.body[0]!.id).toBeLessThan(dealerClaim.body.id);
    expect((await queue('search=adj-777001', bravo)).body).toEqual([]);
  });

  it('gives the same first page whether its size is a usual one or not, and pages on from it', async () => {
    const dealer = await createDealerVia(agent, { dealerName: 'Paging Tyre Barn' });
    const ticket = await createTicketVia(agent, { customer: undefined, dealerId: dealer.id });
    for (let i = 0; i < 13; i += 1)
      await create({
        ticketId: ticket.id,
        dotSerial: `DOT PGWN ${i} 0${(i % 9) + 1}21`,
        sellingPriceCents: 5_000 + i * 731,
      });
    for (const query of ['', '&sort=credit_desc', '&search=pgwn', `&dealerId=${dealer.id}`]) {
      const usual = await queue(`limit=10${query}`);
      const other = await queue(`limit=11${query}`);
      const second = await queue(`limit=10&offset=10${query}`);
      expect(usual.status).toBe(200);
      expect(usual.body.map((c) => c.id)).toEqual(other.body.slice(0, 10).map((c) => c.id));
      expect(usual.headers['x-total-count']).toBe(other.headers['x-total-count']);
      expect(second.body.length).toBeGreaterThan(0);
      expect(second.body[0]!.id).toBe(other.body[10]!.id);
    }
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of [
      'status=paid',
      'source=robot',
      'from=yesterday',
      'sort=random',
      'from=2026-02-01&to=2026-01-01',
    ])
      expect((await queue(query)).status, query).toBe(400);
  });

  it('moves a claim through the workflow, records who and why, and refuses what is not allowed', async () => {
    const claim = await create({
      claimTicketAdjustmentNumber: 'ADJ-WF-3107',
      sellingPriceCents: 21_400,
      treadDepthProrationOriginalTread: '11',
      treadDepthProrationRemainingTreadDepth: '5',
    });
    expect((await move(claim.id, 'credited')).status).toBe(409);
    expect((await move(claim.id, 'pending_authorization')).status).toBe(200);
    expect((await move(claim.id, 'authorized')).status).toBe(403);
    const noReason = await move(claim.id, 'denied', undefined, admin);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ fieldErrors: { reason: [expect.any(String)] } });
    expect((await move(claim.id, 'authorized', undefined, admin)).status).toBe(200);
    const credited = await move(claim.id, 'credited', undefined, admin);
    expect(credited.status, credited.text).toBe(200);
    expect(credited.body.map((event) => [event.fromStatus, event.toStatus, event.userName])).toEqual([
      [null, 'draft', 'alpha.agent'],
      ['draft', 'pending_authorization', 'alpha.agent'],
      ['pending_authorization', 'authorized', 'alpha.admin'],
      ['authorized', 'credited', 'alpha.admin'],
    ]);
    expect((await move(claim.id, 'denied', 'too late', admin)).status).toBe(409);
    const view = await agent.get<ClaimView>(`/api/warranties/${claim.id}`);
    expect(view.body.claim).toMatchObject({ workflowStatus: 'credited', authorizationStatusName: 'Paid' });
    expect(view.body.customer?.name).toBe('Quinn Roadster');
    expect(view.body.history).toHaveLength(4);
    expect((await bravo.get(`/api/warranties/${claim.id}`)).status).toBe(404);
    expect((await move(claim.id, 'draft', undefined, bravo)).status).toBe(404);
    expect((await agent.post(`/api/warranties/${claim.id}/transitions`, { to: 'paid' })).status).toBe(400);
  });

  it('approves or denies in bulk for admins only, skipping claims that cannot move', async () => {
    const ready = await create({});
    const draft = await create({});
    await move(ready.id, 'pending_authorization');
    const body = { ids: [ready.id, draft.id, 999_999], to: 'authorized' };
    expect((await agent.post('/api/warranties/bulk-transition', body)).status).toBe(403);
    const result = await admin.post<BulkTransitionResult>('/api/warranties/bulk-transition', body);
    expect(result.status).toBe(200);
    expect(result.body.changed).toEqual([ready.id]);
    expect(result.body.skipped.map((skip) => skip.id)).toEqual([draft.id, 999_999]);
    const deny = await admin.post('/api/warranties/bulk-transition', { ids: [draft.id], to: 'denied' });
    expect(deny.status).toBe(400);
    expect((await admin.post('/api/warranties/bulk-transition', { ids: [], to: 'denied' })).status).toBe(400);
  });

  it('counts total, active, processing and expired claims of the tenant only', async () => {
    await create({ freeReplacementUntil: '2001-01-01' });
    const counters = await agent.get<ClaimCounters>('/api/warranties/counters');
    expect(counters.status).toBe(200);
    const total = Number((await queue('limit=1')).headers['x-total-count']);
    const processing = Number(
      (await queue('limit=1&status=needs_review,pending_authorization')).headers['x-total-count'],
    );
    expect(counters.body).toMatchObject({ total, processing, expired: 1 });
    expect(counters.body.active).toBeLessThan(total);
    expect((await bravo.get<ClaimCounters>('/api/warranties/counters')).body.total).toBe(0);
  });

  it('finds a claim by the dealer it credits as well as by its ticket dealer', async () => {
    const credited = await create({ creditedDealerId: dealerId });
    const ids = (await queue(`dealerId=${dealerId}`)).body.map((claim) => claim.id);
    expect(ids).toContain(credited.id);
    expect(ids).toHaveLength(2);
  });
});
