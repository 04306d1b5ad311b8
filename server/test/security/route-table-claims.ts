import fc from 'fast-check';
import { z } from 'zod';
import { claimAssignSchema } from '../../../domain/claim-ownership';
import { claimSettingsPatchSchema } from '../../../domain/claim-policy';
import { ALLOWED_TRANSITIONS, bulkTransitionSchema, transitionSchema } from '../../../domain/claim-workflow';
import { adjustmentSchema } from '../../../domain/warranties';
import { idParam } from '../../../domain/fields';
import { ROUNDING_POLICIES } from '../../../domain/proration';
import { ADMINS, STAFF, type RouteSpec } from './route-spec';
import { assigneeId, warrantyFields } from './valid-values';

const byId = z.object({ id: idParam });
const pick = (ids: number[]) => fc.constantFrom(...ids);
const none = () => fc.constant({});
const givenReason = fc.constantFrom('Uneven wear', 'Invoice missing', 'Reopened after review');

/** The claims queue, a claim's own view and its workflow (decision 029 for the roles). */
export const CLAIM_ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/warranties/counters', access: STAFF, schemas: {}, valid: none },
  { method: 'GET', path: '/api/warranties/settings', access: STAFF, schemas: {}, valid: none },
  {
    method: 'PATCH',
    path: '/api/warranties/settings',
    access: ADMINS,
    schemas: { body: claimSettingsPatchSchema },
    valid: () =>
      fc
        .record(
          {
            tread: fc.constantFrom(...ROUNDING_POLICIES),
            mileage: fc.constantFrom(...ROUNDING_POLICIES),
            fourEyes: fc.boolean(),
            agentsMayAuthorize: fc.boolean(),
            agentAuthorizationLimitCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
          },
          { requiredKeys: ['tread'] },
        )
        .map((body) => ({ body })),
  },
  {
    method: 'GET',
    path: '/api/warranties/{id}',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.claims).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/warranties/{id}/history',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.claims).map((id) => ({ params: { id } })),
  },
  {
    method: 'POST',
    path: '/api/warranties/{id}/transitions',
    access: STAFF,
    schemas: { params: byId, body: transitionSchema },
    // The pools' claims are drafts: the moves a draft can make, so answers include successes.
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.claims), fc.constantFrom(...ALLOWED_TRANSITIONS.draft), givenReason)
        .map(([id, to, why]) => ({ params: { id }, body: { to, reason: why } })),
  },
  {
    method: 'POST',
    path: '/api/warranties/{id}/adjustments',
    access: ADMINS,
    schemas: { params: byId, body: adjustmentSchema },
    valid: (ids) =>
      fc
        .tuple(
          pick(ids.alpha.submittedClaims),
          warrantyFields,
          fc.integer({ min: 1, max: 90_000 }),
          givenReason,
        )
        .map(([id, fields, sellingPriceCents, why]) => ({
          params: { id },
          body: { ...fields, sellingPriceCents, reason: why },
        })),
  },
  {
    method: 'POST',
    path: '/api/warranties/assign',
    access: STAFF,
    schemas: { body: claimAssignSchema },
    valid: (ids) =>
      fc
        .tuple(fc.uniqueArray(pick(ids.alpha.claims), { minLength: 1, maxLength: 3 }), assigneeId)
        .map(([claimIds, ownerId]) => ({ body: { ids: claimIds, ownerId } })),
  },
  {
    method: 'POST',
    path: '/api/warranties/bulk-transition',
    access: ADMINS,
    schemas: { body: bulkTransitionSchema },
    valid: (ids) =>
      fc
        .tuple(fc.subarray(ids.alpha.claims, { minLength: 1 }), fc.constantFrom('authorized', 'denied'))
        .map(([claimIds, to]) => ({ body: { ids: claimIds, to, reason: 'Reviewed in bulk' } })),
  },
];
