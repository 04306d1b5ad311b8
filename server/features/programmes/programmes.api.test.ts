import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarrantyClaim } from '../../../domain/api-types';
import type { WarrantyProgramme } from '../../../domain/warranty-programmes';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A tenant's warranty programmes: admins write, staff read, other tenants see nothing (decision 071). */
describe('warranty programmes', () => {
  let t: TestApp;
  let admin: TestClient;
  let agent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  const trail = {
    name: 'Sierra Trail A/T',
    brands: ['Dravik', 'dravik', 'Norrland'],
    productLines: ['Sierra'],
    basis: 'treadwear',
    mileageWarranty: 55_000,
    yearsFromPurchase: 5,
    yearsFromManufacture: 6,
    freeReplacementMiles: 3_000,
    rounding: 'up',
    photoRequired: true,
  };

  it('creates, reads, changes and removes a programme; agents read only', async () => {
    const created = await admin.post<WarrantyProgramme>('/api/programmes', trail);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...trail,
      brands: ['dravik', 'Norrland'],
      freeReplacementPercent: null,
    });
    const id = created.body.id;
    expect((await agent.get<WarrantyProgramme[]>('/api/programmes')).body.map((p) => p.id)).toContain(id);
    expect((await agent.patch(`/api/programmes/${id}`, { yearsFromPurchase: 7 })).status).toBe(403);
    expect((await agent.post('/api/programmes', { ...trail, name: 'Agent Special' })).status).toBe(403);
    expect((await agent.delete(`/api/programmes/${id}`)).status).toBe(403);
    const changed = await admin.patch<WarrantyProgramme>(`/api/programmes/${id}`, { yearsFromPurchase: 7 });
    expect(changed.body).toMatchObject({ yearsFromPurchase: 7, mileageWarranty: 55_000 });
    expect((await admin.delete(`/api/programmes/${id}`)).status).toBe(204);
    expect((await agent.get(`/api/programmes/${id}`)).status).toBe(404);
  });

  it('answers 400 with field messages and 409 on a name taken', async () => {
    const bad = await admin.post('/api/programmes', {
      name: ' ',
      brands: [],
      basis: 'road hazard',
      yearsFromPurchase: 0,
      yearsFromManufacture: 40,
      freeReplacementPercent: 140,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'basis',
      'brands',
      'freeReplacementPercent',
      'name',
      'yearsFromManufacture',
      'yearsFromPurchase',
    ]);
    const noMiles = await admin.post('/api/programmes', { ...trail, name: 'Tundra', mileageWarranty: null });
    expect(noMiles.body).toMatchObject({
      fieldErrors: { mileageWarranty: ['A treadwear programme warrants a mileage'] },
    });
    const kept = await admin.post<WarrantyProgramme>('/api/programmes', { ...trail, name: 'Coastline' });
    const cleared = await admin.patch(`/api/programmes/${kept.body.id}`, { mileageWarranty: null });
    expect(cleared.status).toBe(400);
    const taken = await admin.post('/api/programmes', { ...trail, name: 'COASTLINE' });
    expect(taken.status).toBe(409);
    expect((await admin.patch(`/api/programmes/${kept.body.id}`, {})).status).toBe(400);
  });

  it("keeps each tenant's programmes to itself, in answers and in verdicts", async () => {
    const bravoAdmin = await t.signIn('bravoAdmin');
    const bravos = await bravoAdmin.post<WarrantyProgramme>('/api/programmes', {
      ...trail,
      name: 'Bravo Fjord',
      brands: ['Fjordlund'],
      productLines: [],
      basis: 'workmanship',
      photoRequired: false,
    });
    expect(bravos.status).toBe(201);
    for (const call of [
      admin.get(`/api/programmes/${bravos.body.id}`),
      admin.patch(`/api/programmes/${bravos.body.id}`, { yearsFromPurchase: 2 }),
      admin.delete(`/api/programmes/${bravos.body.id}`),
    ])
      expect((await call).status).toBe(404);
    expect(JSON.stringify((await admin.get('/api/programmes')).body)).not.toContain('Fjord');
    const ticket = await createTicketVia(agent);
    const claim = await agent.post<WarrantyClaim>('/api/warranties', {
      ticketId: ticket.id,
      tireBrand: 'Fjordlund',
      dotSerial: 'DOT 2RP 0914',
    });
    expect(claim.body.eligibility).toBe('unknown');
    expect(
      (await bravoAdmin.get<WarrantyProgramme>(`/api/programmes/${bravos.body.id}`)).body.yearsFromPurchase,
    ).toBe(5);
  });

  it("takes a covered claim's worn share under its programme's rounding, and follows a change of brand", async () => {
    await admin.post('/api/programmes', {
      ...trail,
      name: 'Quarry Grip',
      brands: ['Quarrymax'],
      productLines: [],
      basis: 'workmanship',
      rounding: 'down',
      photoRequired: false,
    });
    const ticket = await createTicketVia(agent);
    // 6 of 11 usable 32nds worn (13 → 7, legal minimum 2): 54.5 %, 54 rounded down, 55 to the nearest.
    const claim = await agent.post<WarrantyClaim>('/api/warranties', {
      ticketId: ticket.id,
      tireBrand: 'Quarrymax',
      creditBasisName: 'Tread Depth',
      treadDepthProrationOriginalTread: '13',
      treadDepthProrationRemainingTreadDepth: '7',
    });
    expect(claim.status).toBe(201);
    expect(claim.body.calculatedPercent).toBe('54');
    const moved = await agent.patch<WarrantyClaim>(`/api/warranties/${claim.body.id}`, {
      tireBrand: 'Kestrelline',
    });
    expect(moved.body.calculatedPercent).toBe('55');
  });
});
