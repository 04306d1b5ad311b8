import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_WORKFLOW_STATUSES, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import { CLAIM_ROLES, claimInState, ledgerOf, recordCounts, storedClaim } from '../../test/claim-states';
import type { FixtureUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Authorizing and reversing, in every workflow status × every role, with the status code and the
 * stored claim, history and ledger: a refused decision leaves all three as they were.
 */
const DECISIONS = [
  { to: 'authorized', from: 'pending_authorization' },
  { to: 'reversed', from: 'credited', reason: 'Credit note requested by the dealer' },
] as const;

function expected(status: ClaimWorkflowStatus, who: FixtureUser, from: ClaimWorkflowStatus) {
  if (who === 'bravoAdmin') return 404;
  if (status !== from) return 409;
  return who === 'user' ? 403 : 200;
}

describe('authorizing and reversing by status and role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const decision of DECISIONS) {
    for (const status of CLAIM_WORKFLOW_STATUSES) {
      it(`${decision.to} from ${status}`, async () => {
        for (const who of CLAIM_ROLES) {
          const claim = await claimInState(t, status);
          const before = await storedClaim(t, claim.id);
          const counts = await recordCounts(t, claim.id);
          const ledger = await ledgerOf(t, claim.id);
          const response = await (
            await t.signIn(who)
          ).post(`/api/warranties/${claim.id}/transitions`, {
            to: decision.to,
            reason: 'reason' in decision ? decision.reason : undefined,
          });
          expect(response.status, `${who}: ${response.text}`).toBe(expected(status, who, decision.from));
          if (response.status !== 200) {
            expect(await storedClaim(t, claim.id)).toBe(before);
            expect(await recordCounts(t, claim.id)).toEqual(counts);
            continue;
          }
          const after = await ledgerOf(t, claim.id);
          if (decision.to === 'reversed') {
            expect(after.slice(0, ledger.length)).toEqual(ledger);
            expect(after.at(-1)).toMatchObject({ kind: 'reversal', amount_cents: -ledger[0]!.amount_cents });
          } else expect(after).toEqual([]);
        }
      });
    }
  }
});
