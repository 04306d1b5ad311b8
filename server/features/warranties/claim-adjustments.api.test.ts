import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView, WarrantyClaim } from '../../../domain/api-types';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import { rowsOf } from '../../db/client';
import { claimInState, storedClaim } from '../../test/claim-states';
import { USERS, type FixtureUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What an adjustment of a decided claim does and records; who may make one is claim-adjustments-by-role. */
describe('adjusting a decided claim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adjust = async (who: FixtureUser, id: number, body: Record<string, unknown>) =>
    (await t.signIn(who)).post<WarrantyClaim>(`/api/warranties/${id}/adjustments`, body);

  it('recomputes the claim and records who, why and every value before and after', async () => {
    const claim = await claimInState(t, 'pending_authorization');
    expect(claim.creditCents).toBe(15_754);
    const response = await adjust('tenantAdmin', claim.id, {
      sellingPriceCents: 21_115,
      treadDepthProrationRemainingTreadDepth: '6',
      reason: 'Re-measured at the dealer: 6/32 left',
    });
    expect(response.status, response.text).toBe(200);
    // (11 - 6) ÷ (11 - 2) = 56 % worn: 3 × $211.15 = $633.45, the customer pays $354.73.
    expect(response.body).toMatchObject({
      workflowStatus: 'pending_authorization',
      calculatedPercent: '56',
      percentCredit: '44',
      customerPaysCents: 35_473,
      creditCents: 27_872,
      moneyByUserId: USERS.tenantAdmin.id,
      filedByUserId: USERS.user.id,
    });
    const view = (await (await t.signIn('user')).get<ClaimView>(`/api/warranties/${claim.id}`)).body;
    const step = view.history.at(-1)!;
    expect(step).toMatchObject({
      kind: 'adjustment',
      fromStatus: 'pending_authorization',
      toStatus: 'pending_authorization',
      reason: 'Re-measured at the dealer: 6/32 left',
      userName: USERS.tenantAdmin.username,
      credit: null,
    });
    expect(step.changes).toEqual([
      { field: 'calculatedPercent', from: '78', to: '56' },
      { field: 'percentCredit', from: '22', to: '44' },
      { field: 'treadDepthProrationRemainingTreadDepth', from: '4', to: '6' },
      { field: 'sellingPriceCents', from: 23_870, to: 21_115 },
      { field: 'creditCents', from: 15_754, to: 27_872 },
      { field: 'customerPaysCents', from: 55_856, to: 35_473 },
    ]);
    const activity = (
      await (await t.signIn('user')).get<ActivityEntry[]>(`/api/tickets/${claim.ticketId}/activity`)
    ).body;
    expect(activity.find((entry) => entry.kind === 'claim_edited')).toMatchObject({
      claimId: claim.id,
      actor: USERS.tenantAdmin.username,
      reason: 'Re-measured at the dealer: 6/32 left',
      changes: step.changes,
    });
    const [audit] = rowsOf<{ changes: { kind: string; reason: string } }>(
      await t.database.db.execute(sql`select changes from audit_log
        where entity = 'warranty' and entity_id = ${String(claim.id)} order by id desc limit 1`),
    );
    expect(audit!.changes).toMatchObject({
      kind: 'adjustment',
      reason: 'Re-measured at the dealer: 6/32 left',
    });
  });

  it('sends an authorized claim whose credit changed back for authorizing; other fixes keep it authorized', async () => {
    const claim = await claimInState(t, 'authorized');
    const fixed = await adjust('globalAdmin', claim.id, {
      dotSerial: 'DOT 4B7X K9 2419',
      reason: 'Typo in DOT',
    });
    expect(fixed.body).toMatchObject({ workflowStatus: 'authorized', authorizedCents: 15_754 });
    const repriced = await adjust('globalAdmin', claim.id, {
      numberOfTires: 2,
      reason: 'Only two tyres were replaced',
    });
    expect(repriced.body).toMatchObject({
      workflowStatus: 'pending_authorization',
      authorizationStatusName: 'Pending',
      authorizedAt: null,
      authorizedCents: null,
      creditCents: 10_503,
    });
    const history = (await (await t.signIn('user')).get<ClaimView>(`/api/warranties/${claim.id}`)).body
      .history;
    expect(history.slice(-2).map((step) => [step.kind, step.fromStatus, step.toStatus])).toEqual([
      ['adjustment', 'authorized', 'authorized'],
      ['status', 'authorized', 'pending_authorization'],
    ]);
    // The admin who changed the money cannot authorize it (four-eyes); another admin can.
    const own = await (
      await t.signIn('globalAdmin')
    ).post(`/api/warranties/${claim.id}/transitions`, { to: 'authorized' });
    expect(own.status).toBe(403);
    const other = await (
      await t.signIn('tenantAdmin')
    ).post(`/api/warranties/${claim.id}/transitions`, { to: 'authorized' });
    expect(other.status).toBe(200);
  });

  it('refuses an adjustment without a reason, changing nothing, or with bad values', async () => {
    const claim = await claimInState(t, 'denied');
    const before = await storedClaim(t, claim.id);
    const noReason = await adjust('tenantAdmin', claim.id, { sellingPriceCents: 1_000 });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      fieldErrors: { reason: ['Please give a reason for the adjustment'] },
    });
    const blank = await adjust('tenantAdmin', claim.id, { sellingPriceCents: 1_000, reason: '   ' });
    expect(blank.status).toBe(400);
    const nothing = await adjust('tenantAdmin', claim.id, {
      sellingPriceCents: 23_870,
      reason: 'Same price',
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ message: 'The adjustment changes nothing' });
    const bad = await adjust('tenantAdmin', claim.id, { sellingPriceCents: -5, reason: 'Refund' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { fieldErrors: object }).fieldErrors)).toEqual([
      'sellingPriceCents',
    ]);
    expect(await storedClaim(t, claim.id)).toBe(before);
    expect((await adjust('tenantAdmin', 987_654, { sellingPriceCents: 1, reason: 'x' })).status).toBe(404);
  });

  it('moves a decided claim to another ticket only by adjustment, naming both tickets', async () => {
    const claim = await claimInState(t, 'denied');
    const target = await claimInState(t, 'draft');
    const moved = await adjust('tenantAdmin', claim.id, {
      ticketId: target.ticketId,
      reason: 'Filed on the wrong ticket',
    });
    expect(moved.status, moved.text).toBe(200);
    const view = (await (await t.signIn('user')).get<ClaimView>(`/api/warranties/${claim.id}`)).body;
    expect(view.ticket.id).toBe(target.ticketId);
    const change = view.history.at(-1)!.changes.find((entry) => entry.field === 'ticketNumber');
    expect(change?.to).toBe(view.ticket.number);
    expect(change?.from).not.toBe(view.ticket.number);
  });
});
