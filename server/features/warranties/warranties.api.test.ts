import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarrantyClaim } from '../../../domain/api-types';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('warranty claims API', () => {
  let t: TestApp;
  let agent: TestClient;
  let ticketId: number;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    ticketId = (await createTicketVia(agent)).id;
  });
  afterAll(() => t.close());

  const create = (fields: Record<string, unknown>) =>
    agent.post<WarrantyClaim>('/api/warranties', { ticketId, ...fields });

  it('creates a claim and fills the percentages from tread depth (10/32 → 6/32 is 50 % worn)', async () => {
    const response = await create({
      authorizationStatusName: 'Pending',
      creditBasisName: 'Tread Depth',
      numberOfTires: 2,
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
      claimTicketAdjustmentNumber: 'ADJ-100200',
      noteCreatedDateTime: '2026-03-01T10:00:00.000Z',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ticketId,
      calculatedPercent: '50',
      percentCredit: '50',
      numberOfTires: 2,
      claimTicketAdjustmentNumber: 'ADJ-100200',
      noteCreatedDateTime: '2026-03-01T10:00:00.000Z',
    });
  });

  it('fills from mileage (80,000 warranted, 50,000 driven → customer pays 63 %, credit 37 %)', async () => {
    const response = await create({
      creditBasisName: 'Mileage',
      mileageProrationMileageOn: 12_000,
      mileageProrationMileageOff: 62_000,
      mileageProrationMIWarranted: 80_000,
    });
    expect(response.body).toMatchObject({ calculatedPercent: '63', percentCredit: '37' });
  });

  it('keeps percentages staff typed; stores nulls for empty optional numbers', async () => {
    const response = await create({
      calculatedPercent: '40',
      percentCredit: '60',
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
      numberOfTires: null,
      mileageProrationMileageOn: null,
    });
    expect(response.body).toMatchObject({
      calculatedPercent: '40',
      percentCredit: '60',
      numberOfTires: null,
    });
  });

  it('creates a claim with only a ticket id (everything else optional)', async () => {
    const response = await create({});
    expect(response.status).toBe(201);
    expect(response.body.calculatedPercent).toBeNull();
  });

  it('validates: ticket id a number, whole numbers, sensible tread depths', async () => {
    const noTicket = await agent.post('/api/warranties', { ticketId: 'abc' });
    expect(noTicket.status).toBe(400);
    expect(noTicket.body).toMatchObject({ fieldErrors: { ticketId: ['Ticket ID must be a number'] } });
    const bad = await create({
      numberOfTires: 2.5,
      mileageProrationMileageOn: -5,
      treadDepthProrationOriginalTread: 'deep',
      calculatedPercent: '150',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'calculatedPercent',
      'mileageProrationMileageOn',
      'numberOfTires',
      'treadDepthProrationOriginalTread',
    ]);
    expect((await agent.post('/api/warranties', { ticketId: 987654 })).status).toBe(404);
  });

  it('lists a ticket’s claims newest first; edits recompute filled percentages but keep typed ones', async () => {
    const auto = await create({
      treadDepthProrationOriginalTread: '8',
      treadDepthProrationRemainingTreadDepth: '3',
    });
    expect(auto.body.calculatedPercent).toBe('83');
    const edited = await agent.patch<WarrantyClaim>(`/api/warranties/${auto.body.id}`, {
      treadDepthProrationOriginalTread: '11',
      treadDepthProrationRemainingTreadDepth: '5',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ calculatedPercent: '67', percentCredit: '33' });

    const typed = await create({
      calculatedPercent: '10',
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
    });
    const kept = await agent.patch<WarrantyClaim>(`/api/warranties/${typed.body.id}`, {
      treadDepthProrationRemainingTreadDepth: '4',
    });
    expect(kept.body.calculatedPercent).toBe('10');
    expect(kept.body.percentCredit).toBe('25');

    const list = await agent.get<WarrantyClaim[]>('/api/warranties', {
      query: { ticketId: String(ticketId) },
    });
    expect(list.body[0]!.id).toBe(typed.body.id);
    expect(list.body.every((claim) => claim.ticketId === ticketId)).toBe(true);
  });

  it('deletes a claim; unknown, foreign or repeated deletes are 404', async () => {
    const claim = await create({ authorizationStatusName: 'Denied' });
    const bravo = await t.signIn('bravoUser');
    expect((await bravo.delete(`/api/warranties/${claim.body.id}`)).status).toBe(404);
    expect(
      (await bravo.patch(`/api/warranties/${claim.body.id}`, { authorizationStatusName: 'Paid' })).status,
    ).toBe(404);
    expect((await agent.delete(`/api/warranties/${claim.body.id}`)).status).toBe(204);
    expect((await agent.delete(`/api/warranties/${claim.body.id}`)).status).toBe(404);
    const list = await agent.get<WarrantyClaim[]>('/api/warranties', {
      query: { ticketId: String(ticketId) },
    });
    expect(list.body.map((row) => row.id)).not.toContain(claim.body.id);
  });

  it('moves a claim only to a ticket of the same tenant', async () => {
    const claim = await create({});
    const bravo = await t.signIn('bravoUser');
    const bravoTicket = await createTicketVia(bravo);
    expect((await agent.patch(`/api/warranties/${claim.body.id}`, { ticketId: bravoTicket.id })).status).toBe(
      404,
    );
    const otherTicket = await createTicketVia(agent);
    const moved = await agent.patch<WarrantyClaim>(`/api/warranties/${claim.body.id}`, {
      ticketId: otherTicket.id,
    });
    expect(moved.body.ticketId).toBe(otherTicket.id);
  });
});
