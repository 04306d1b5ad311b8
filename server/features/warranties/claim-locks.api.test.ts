import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import { CLAIM_WORKFLOW_STATUSES, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import { claimInState, recordCounts, storedClaim } from '../../test/claim-states';
import { createTicketVia } from '../../test/factories';
import type { FixtureUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every workflow status × every role (agent, tenant admin, global admin in the tenant, another
 * tenant's admin): a change of the claim's money, a change of a handling field, and a delete, with
 * the status code and what the database holds afterwards (docs/decisions/068-locked-claim-money.md).
 */
const ROLES: FixtureUser[] = ['user', 'tenantAdmin', 'globalAdmin', 'bravoAdmin'];
const OPEN: readonly ClaimWorkflowStatus[] = ['draft', 'needs_review'];

function expectedMoneyEdit(status: ClaimWorkflowStatus, who: FixtureUser) {
  if (who === 'bravoAdmin') return 404;
  if (OPEN.includes(status)) return 200;
  return who === 'user' ? 403 : 409;
}

function expectedDelete(status: ClaimWorkflowStatus, who: FixtureUser) {
  if (who === 'bravoAdmin') return 404;
  if (OPEN.includes(status)) return 204;
  return who === 'user' ? 403 : 409;
}

describe('locked claim money: edits and deletes by status and role', () => {
  let t: TestApp;
  let otherTicket: number;
  beforeAll(async () => {
    t = await createTestApp();
    otherTicket = (await createTicketVia(await t.signIn('user'))).id;
  });
  afterAll(() => t.close());

  for (const status of CLAIM_WORKFLOW_STATUSES) {
    it(`${status}: money, handling fields and deletes`, async () => {
      const claim = await claimInState(t, status);
      for (const who of ROLES) {
        const client = await t.signIn(who);
        const before = await storedClaim(t, claim.id);
        const counts = await recordCounts(t, claim.id);
        const money = await client.patch(`/api/warranties/${claim.id}`, { sellingPriceCents: 41_015 });
        expect(money.status, `${who} edits money: ${money.text}`).toBe(expectedMoneyEdit(status, who));
        if (money.status !== 200) {
          expect(await storedClaim(t, claim.id), `${who}: the claim is untouched`).toBe(before);
          expect(await recordCounts(t, claim.id)).toEqual(counts);
        }
        const moved = await client.patch(`/api/warranties/${claim.id}`, { ticketId: otherTicket });
        expect(moved.status, `${who} moves it to another ticket`).toBe(expectedMoneyEdit(status, who));

        const note = await client.patch(`/api/warranties/${claim.id}`, {
          authorizationCode: `AUTH-${who.length}${status.length}`,
          returnedForInspection: true,
        });
        expect(note.status, `${who} edits a handling field`).toBe(who === 'bravoAdmin' ? 404 : 200);
      }
    });
  }

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

  for (const status of CLAIM_WORKFLOW_STATUSES) {
    it(`${status}: deleting, by role`, async () => {
      for (const who of ROLES) {
        const claim = await claimInState(t, status);
        const before = await storedClaim(t, claim.id);
        const response = await (await t.signIn(who)).delete(`/api/warranties/${claim.id}`);
        expect(response.status, `${who}: ${response.text}`).toBe(expectedDelete(status, who));
        if (response.status === 204) expect(await storedClaim(t, claim.id)).toBeUndefined();
        else expect(await storedClaim(t, claim.id)).toBe(before);
      }
    });
  }

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
