import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_WORKFLOW_STATUSES, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import { CLAIM_ROLES, claimInState, recordCounts, storedClaim } from '../../test/claim-states';
import { createTicketVia } from '../../test/factories';
import type { FixtureUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every workflow status × every role (agent, tenant admin, global admin in the tenant, another
 * tenant's admin): a change of the claim's money, a change of a handling field, and a delete, with
 * the status code and what the database holds afterwards (docs/decisions/068-locked-claim-money.md).
 * What the lock says and keeps is in claim-locks.api.test.ts, on both databases; this matrix runs
 * on one (decision 101).
 */
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
      for (const who of CLAIM_ROLES) {
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

  for (const status of CLAIM_WORKFLOW_STATUSES) {
    it(`${status}: deleting, by role`, async () => {
      for (const who of CLAIM_ROLES) {
        const claim = await claimInState(t, status);
        const before = await storedClaim(t, claim.id);
        const response = await (await t.signIn(who)).delete(`/api/warranties/${claim.id}`);
        expect(response.status, `${who}: ${response.text}`).toBe(expectedDelete(status, who));
        if (response.status === 204) expect(await storedClaim(t, claim.id)).toBeUndefined();
        else expect(await storedClaim(t, claim.id)).toBe(before);
      }
    });
  }
});
