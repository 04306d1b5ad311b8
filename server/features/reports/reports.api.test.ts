import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportSummary } from '../../../domain/api-types';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('report summary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('computes the spec figures in SQL for the active tenant only', async () => {
    const agent = await t.signIn('user');
    const dealer = await createDealerVia(agent);
    const tickets = [
      await createTicketVia(agent, { priority: 'high' }),
      await createTicketVia(agent, { priority: 'high' }),
      await createTicketVia(agent, { priority: 'low' }),
      await createTicketVia(agent, { customer: null, dealerId: dealer.id }),
    ];
    await agent.patch(`/api/tickets/${tickets[0]!.id}`, { status: 'closed' });
    await agent.patch(`/api/tickets/${tickets[1]!.id}`, { status: 'in-progress' });
    const claim = (fields: object) => agent.post('/api/warranties', { ticketId: tickets[0]!.id, ...fields });
    await claim({
      authorizationStatusName: 'Authorized',
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
    });
    await claim({
      mileageProrationMileageOn: 0,
      mileageProrationMileageOff: 56_000,
      mileageProrationMIWarranted: 80_000,
    });
    await claim({ calculatedPercent: 'n/a is refused' }).then((response) =>
      expect(response.status).toBe(400),
    );
    await claim({ noteCreatedName: 'Sam' });

    const bravo = await t.signIn('bravoUser');
    await createTicketVia(bravo, { priority: 'high' });

    const response = await agent.get<ReportSummary>('/api/reports/summary');
    expect(response.status).toBe(200);
    const report = response.body;
    expect(report).toMatchObject({
      totalTickets: 4,
      openTickets: 2,
      inProgressTickets: 1,
      closedTickets: 1,
      highPriorityTickets: 2,
      customerTickets: 3,
      dealerTickets: 1,
      resolvedToday: 1,
      totalClaims: 3,
      claimsWithAuthorization: 1,
      claimsWithTreadData: 1,
      claimsWithMileageData: 1,
      averageClaimPercent: 60, // mean of 50 and 70
      resolutionRate: 25,
      warrantyClaimRate: 75,
      highPriorityRate: 50,
    });
    expect(report.recentTickets.map((ticket) => ticket.id)).toEqual(
      tickets.map((ticket) => ticket.id).reverse(),
    );
    expect(report.recentClaims).toHaveLength(3);
  });

  it('answers zeros for an empty tenant, and 401 signed out', async () => {
    const bravoAdmin = await t.signIn('globalAdmin');
    await bravoAdmin.post('/api/auth/tenant', { tenantId: 2 });
    const bravoReport = (await bravoAdmin.get<ReportSummary>('/api/reports/summary')).body;
    expect(bravoReport).toMatchObject({
      totalTickets: 1,
      totalClaims: 0,
      averageClaimPercent: 0,
      warrantyClaimRate: 0,
    });
    await bravoAdmin.post('/api/auth/tenant', { tenantId: 1 });
    expect((await t.anonymous().get('/api/reports/summary')).status).toBe(401);
  });
});
