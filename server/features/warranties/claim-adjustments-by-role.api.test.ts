import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_WORKFLOW_STATUSES, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import { CLAIM_ROLES, claimInState, recordCounts, storedClaim } from '../../test/claim-states';
import type { FixtureUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every workflow status × every role adjusting a claim's money: the status code, and a refused
 * adjustment leaves the claim and its records as they were. What an adjustment does and records is
 * in claim-adjustments.api.test.ts, on both databases; this matrix runs on one (decision 101).
 */
const ADJUSTABLE: readonly ClaimWorkflowStatus[] = ['pending_authorization', 'authorized', 'denied'];

function expectedAdjustment(status: ClaimWorkflowStatus, who: FixtureUser) {
  if (who === 'bravoAdmin') return 404;
  if (who === 'user') return 403;
  return ADJUSTABLE.includes(status) ? 200 : 409;
}

describe('adjusting a claim, by status and role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const status of CLAIM_WORKFLOW_STATUSES) {
    it(`${status}: who may adjust, and a refused adjustment changes nothing`, async () => {
      for (const who of CLAIM_ROLES) {
        const claim = await claimInState(t, status);
        const before = await storedClaim(t, claim.id);
        const counts = await recordCounts(t, claim.id);
        const response = await (
          await t.signIn(who)
        ).post(`/api/warranties/${claim.id}/adjustments`, {
          listPriceCents: 19_990,
          reason: 'Dealer invoice',
        });
        expect(response.status, `${who}: ${response.text}`).toBe(expectedAdjustment(status, who));
        if (response.status === 200) expect(await storedClaim(t, claim.id)).not.toBe(before);
        else {
          expect(await storedClaim(t, claim.id)).toBe(before);
          expect(await recordCounts(t, claim.id)).toEqual(counts);
        }
      }
    });
  }
});
