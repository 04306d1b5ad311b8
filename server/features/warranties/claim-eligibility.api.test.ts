import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView, WarrantyClaim } from '../../../domain/api-types';
import type { WarrantyProgramme } from '../../../domain/warranty-programmes';
import { claimInState } from '../../test/claim-states';
import { createTicketVia } from '../../test/factories';
import { imageBytes } from '../../test/files/sample-files';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GOODWILL_NEEDED } from './claim-eligibility.service';

/** Readings refused everywhere, the eligibility verdict, goodwill and photos (decisions 070, 071, 072). */
describe('readings, eligibility and signals', () => {
  let t: TestApp;
  let admin: TestClient;
  let agent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
    const programme = (body: Record<string, unknown>) =>
      admin.post<WarrantyProgramme>('/api/programmes', {
        basis: 'workmanship',
        yearsFromPurchase: 5,
        yearsFromManufacture: 6,
        ...body,
      });
    expect((await programme({ name: 'Summit Touring', brands: ['Vantera'] })).status).toBe(201);
    const photo = await programme({ name: 'Ridge AT', brands: ['Kestrel'], photoRequired: true });
    expect(photo.status).toBe(201);
  });
  afterAll(() => t.close());

  const file = async (fields: Record<string, unknown>) => {
    const ticket = await createTicketVia(agent);
    return agent.post<WarrantyClaim>('/api/warranties', { ticketId: ticket.id, ...fields });
  };
  const fieldErrorsOf = (response: { body: unknown }) =>
    (response.body as { fieldErrors?: Record<string, string[]> }).fieldErrors;

  it('refuses impossible readings with field messages, on filing and on a one-field change', async () => {
    const above = await file({
      treadDepthProrationOriginalTread: '9',
      treadDepthProrationRemainingTreadDepth: '9.5',
    });
    expect(above.status).toBe(400);
    expect(fieldErrorsOf(above)).toEqual({
      treadDepthProrationRemainingTreadDepth: ['Remaining tread cannot be more than the original tread'],
    });
    const many = await file({
      treadDepthProrationOriginalTread: '3',
      mileageProrationMileageOn: 61_300,
      mileageProrationMileageOff: 58_040,
      mileageProrationMIWarranted: 260_000,
      purchaseDate: '2999-01-05',
      treadReading2: '9',
    });
    expect(many.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(many)!).sort()).toEqual([
      'mileageProrationMIWarranted',
      'mileageProrationMileageOff',
      'purchaseDate',
      'treadDepthProrationOriginalTread',
      'treadReading2',
    ]);
    const mm = await file({ treadUnit: 'mm', treadDepthProrationOriginalTread: '26.5' });
    expect(fieldErrorsOf(mm)).toEqual({
      treadDepthProrationOriginalTread: ['Tread depth must be between 0 and 25.4 mm'],
    });

    const filed = await file({
      treadDepthProrationOriginalTread: '10.5',
      treadDepthProrationRemainingTreadDepth: '6',
    });
    expect(filed.status).toBe(201);
    const raised = await agent.patch(`/api/warranties/${filed.body.id}`, {
      treadDepthProrationRemainingTreadDepth: '11',
    });
    expect(raised.status).toBe(400);
    const lowered = await agent.patch(`/api/warranties/${filed.body.id}`, {
      treadDepthProrationOriginalTread: '5.5',
    });
    expect(fieldErrorsOf(lowered)).toEqual({
      treadDepthProrationRemainingTreadDepth: ['Remaining tread cannot be more than the original tread'],
    });
    const view = await agent.get<ClaimView>(`/api/warranties/${filed.body.id}`);
    expect(view.body.claim.treadDepthProrationOriginalTread).toBe('10.5');
    // Millimetres prorate as their 32nds: 8 mm new (10.08/32"), 5 mm left (6.3/32") is 47 % worn.
    const metric = await file({
      treadUnit: 'mm',
      creditBasisName: 'Tread Depth',
      treadDepthProrationOriginalTread: '8',
      treadDepthProrationRemainingTreadDepth: '5',
    });
    expect(metric.body).toMatchObject({ treadUnit: 'mm', calculatedPercent: '47' });
  });

  it('refuses a purchase before the DOT number says the tyre was made, filed or changed', async () => {
    // Week 30 of 2025 begins on 21 July 2025.
    const early = await file({ dotSerial: 'DOT 7QX 3RR 3025', purchaseDate: '2025-06-28' });
    expect(early.status).toBe(400);
    expect(fieldErrorsOf(early)).toEqual({
      purchaseDate: ['Purchase date cannot be before the tyre was made, in week 30 of 2025'],
    });
    const filed = await file({ dotSerial: 'DOT 7QX 3RR 3025', purchaseDate: '2025-08-04' });
    expect(filed.status).toBe(201);
    const later = await agent.patch(`/api/warranties/${filed.body.id}`, { dotSerial: 'DOT 7QX 3RR 4525' });
    expect(later.status).toBe(400);
    expect(fieldErrorsOf(later)).toEqual({
      purchaseDate: ['Purchase date cannot be before the tyre was made, in week 45 of 2025'],
    });
    const view = await agent.get<ClaimView>(`/api/warranties/${filed.body.id}`);
    expect(view.body.claim.dotSerial).toBe('DOT 7QX 3RR 3025');
  });

  it('says why a tyre made in 2015 is not covered, and follows the facts when they change', async () => {
    const filed = await file({ tireBrand: 'Vantera', tireModel: 'Cirrus', dotSerial: 'DOT 7QX 3RR 0315' });
    expect(filed.body.eligibility).toBe('not_covered');
    expect(filed.body.eligibilityReasons).toContainEqual({
      effect: 'excludes',
      text: expect.stringMatching(
        /^Tyre made in week 03 of 2015: \d+ years old; the Summit Touring programme covers 6 years from manufacture without proof of purchase$/,
      ),
    });
    const purchased = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const proof = await agent.patch<WarrantyClaim>(`/api/warranties/${filed.body.id}`, {
      proofOfPurchase: true,
      purchaseDate: purchased,
    });
    expect(proof.body.eligibility).toBe('covered');
    const view = await agent.get<ClaimView>(`/api/warranties/${filed.body.id}`);
    expect(view.body.claim.eligibilityReasons[1]!.text).toBe(
      `Bought on ${purchased}: 1 year ago; the Summit Touring programme covers 5 years from purchase`,
    );
    const unknown = await file({ tireBrand: 'Oskarsson' });
    expect(unknown.body.eligibility).toBe('unknown');
  });

  it('authorizes a claim that is not covered only as goodwill, by a tenant admin, with a reason', async () => {
    const claim = await claimInState(t, 'pending_authorization', {
      tireBrand: 'Vantera',
      dotSerial: 'DOT 2MV 8KK 1114',
    });
    const refused = await admin.post(`/api/warranties/${claim.id}/transitions`, { to: 'authorized' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: GOODWILL_NEEDED });
    const noReason = await admin.post(`/api/warranties/${claim.id}/transitions`, {
      to: 'authorized',
      goodwill: true,
    });
    expect(noReason.status).toBe(400);
    const agentGoodwill = await agent.post(`/api/warranties/${claim.id}/transitions`, {
      to: 'authorized',
      goodwill: true,
      reason: 'Long-standing fleet customer',
    });
    expect(agentGoodwill.status).toBe(403);
    const granted = await admin.post(`/api/warranties/${claim.id}/transitions`, {
      to: 'authorized',
      goodwill: true,
      reason: 'Long-standing fleet customer',
    });
    expect(granted.status).toBe(200);
    const view = await admin.get<ClaimView>(`/api/warranties/${claim.id}`);
    expect(view.body.claim).toMatchObject({ workflowStatus: 'authorized', goodwill: true });
  });

  it('refuses to authorize without a photo where the programme requires one', async () => {
    const claim = await claimInState(t, 'pending_authorization', {
      tireBrand: 'Kestrel',
      dotSerial: 'DOT 5TT 2224',
    });
    const refused = await admin.post(`/api/warranties/${claim.id}/transitions`, { to: 'authorized' });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(/requires a photo of the tyre/);
    const uploaded = await agent.upload(`/api/tickets/${claim.ticketId}/attachments`, [
      { fileName: 'kestrel-tread.png', bytes: await imageBytes('png') },
    ]);
    expect(uploaded.status).toBe(201);
    expect((await admin.post(`/api/warranties/${claim.id}/transitions`, { to: 'authorized' })).status).toBe(
      200,
    );
  });

  it('flags the same DOT serial on both claims, and a repeat vehicle; a fixed typo clears both', async () => {
    const first = await file({ dotSerial: 'DOT HX4 9WQ 4623', vehicle: '1FTFW1E50NFA71234' });
    const second = await file({ dotSerial: 'dot hx4 9wq 4623', vehicle: '1ftfw1e50nfa71234' });
    expect(second.body.signals.map((signal) => signal.kind)).toEqual(['duplicate_dot', 'repeat_vehicle']);
    expect(second.body.signals[0]).toMatchObject({
      text: `The same DOT serial is on claim #${first.body.id}`,
      claimIds: [first.body.id],
    });
    const flagged = await agent.get<ClaimView>(`/api/warranties/${first.body.id}`);
    expect(flagged.body.claim.signals.map((signal) => signal.claimIds)).toEqual([
      [second.body.id],
      [second.body.id],
    ]);
    const fixed = await agent.patch<WarrantyClaim>(`/api/warranties/${second.body.id}`, {
      dotSerial: 'DOT HX4 9WQ 4632',
      vehicle: null,
    });
    expect(fixed.body.signals).toEqual([]);
    expect((await agent.get<ClaimView>(`/api/warranties/${first.body.id}`)).body.claim.signals).toEqual([]);
    const queue = await agent.get<WarrantyClaim[]>(`/api/warranties?search=hx4`);
    expect(queue.body.every((claim) => Array.isArray(claim.signals))).toBe(true);
  });

  it("reads depths sent without a unit in the tenant's unit, and keeps the unit each claim was filed in", async () => {
    expect((await admin.patch('/api/warranties/settings', { treadUnit: 'mm' })).body).toMatchObject({
      treadUnit: 'mm',
    });
    try {
      // 30 is a possible depth in 32nds, not in millimetres (at most 25.4).
      const tooDeep = await file({ treadDepthProrationOriginalTread: '30' });
      expect(tooDeep.status).toBe(400);
      expect(Object.keys(fieldErrorsOf(tooDeep) ?? {})).toEqual(['treadDepthProrationOriginalTread']);
      const inMm = await file({
        treadDepthProrationOriginalTread: '8.7',
        treadDepthProrationRemainingTreadDepth: '4',
      });
      expect(inMm.body.treadUnit).toBe('mm');
      const in32nds = await file({ treadUnit: '32nds', treadDepthProrationOriginalTread: '30' });
      expect([in32nds.status, in32nds.body.treadUnit]).toEqual([201, '32nds']);
    } finally {
      await admin.patch('/api/warranties/settings', { treadUnit: '32nds' });
    }
    expect((await agent.patch('/api/warranties/settings', { treadUnit: 'mm' })).status).toBe(403);
    const bad = await admin.patch('/api/warranties/settings', { treadUnit: 'inches' });
    expect(fieldErrorsOf(bad)).toEqual({ treadUnit: ['Tread unit is 32nds or mm'] });
    expect((await file({ treadDepthProrationOriginalTread: '9' })).body.treadUnit).toBe('32nds');
  });
});
