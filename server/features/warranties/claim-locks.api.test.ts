import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import { claimInState, storedClaim } from '../../test/claim-states';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The lock on a decided claim's money, as its users meet it (docs/decisions/068-locked-claim-money.md). */
describe('locked claim money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an agent with the lock and an admin with the way to adjust, and changes nothing', async () => {
    const claim = await claimInState(t, 'pending_authorization');
    const agent = await t.signIn('user');
    const admin = await t.signIn('tenantAdmin');
    const typedCredit = await agent.patch(`/api/warranties/${claim.id}`, { creditCents: 92 });
    expect(typedCredit.status).toBe(403);
    expect(typedCredit.body).toMatchObject({
      message: 'Locked: pending authorization. A tenant admin can adjust it.',
    });
    const byAdmin = await admin.patch(`/api/warranties/${claim.id}`, { numberOfTires: 20 });
    expect(byAdmin.status).toBe(409);
    expect((byAdmin.body as { message: string }).message).toContain(
      `/api/warranties/${claim.id}/adjustments`,
    );
    const credited = await claimInState(t, 'credited');
    const creditEdit = await admin.patch(`/api/warranties/${credited.id}`, { creditCents: 92 });
    expect(creditEdit.status).toBe(409);
    expect(creditEdit.body).toMatchObject({
      message: 'A credited claim is not adjusted: reverse its credit instead',
    });
    // The whole form sent back unchanged, as the screens do, is no change of money.
    const resent = await agent.patch(`/api/warranties/${claim.id}`, {
      sellingPriceCents: claim.sellingPriceCents,
      creditCents: claim.creditCents,
      calculatedPercent: claim.calculatedPercent,
      noteCreatedName: 'Desk note by Rui',
    });
    expect(resent.status, resent.text).toBe(200);
  });

  it('keeps a claim once submitted: sent back to review, it is still not deleted', async () => {
    const claim = await claimInState(t, 'pending_authorization');
    const admin = await t.signIn('tenantAdmin');
    expect((await admin.post(`/api/warranties/${claim.id}/transitions`, { to: 'needs_review' })).status).toBe(
      200,
    );
    const refused = await (await t.signIn('user')).delete(`/api/warranties/${claim.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(/never deleted: withdraw it/);
    expect(await storedClaim(t, claim.id)).toBeDefined();
  });

  it("records a deleted draft's amounts on its ticket", async () => {
    const claim = await claimInState(t, 'draft', { mountingCents: 2_250 });
    const agent = await t.signIn('user');
    expect((await agent.delete(`/api/warranties/${claim.id}`)).status).toBe(204);
    const activity = (await agent.get<ActivityEntry[]>(`/api/tickets/${claim.ticketId}/activity`)).body;
    const deleted = activity.find((entry) => entry.kind === 'claim_deleted');
    expect(deleted).toMatchObject({ claimId: claim.id, actor: 'alpha.agent' });
    const values = deleted?.kind === 'claim_deleted' ? deleted.values : [];
    expect(values).toEqual(
      expect.arrayContaining([
        { field: 'sellingPriceCents', from: 23_870, to: null },
        { field: 'mountingCents', from: 2_250, to: null },
        { field: 'creditCents', from: claim.creditCents, to: null },
        { field: 'claimTicketAdjustmentNumber', from: claim.claimTicketAdjustmentNumber, to: null },
      ]),
    );
  });
});
