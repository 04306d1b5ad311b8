import fc from 'fast-check';
import { z } from 'zod';
import {
  bulkTransitionSchema,
  CLAIM_WORKFLOW_STATUSES,
  roundingSettingsSchema,
  transitionSchema,
} from '../../../domain/claim-workflow';
import { idParam } from '../../../domain/fields';
import { ROUNDING_POLICIES } from '../../../domain/proration';
import { ADMINS, STAFF, type RouteSpec } from './route-spec';

const byId = z.object({ id: idParam });
const pick = (ids: number[]) => fc.constantFrom(...ids);
const none = () => fc.constant({});
const reason = fc.option(fc.constantFrom('Uneven wear', 'Invoice missing', 'Reopened after review'), {
  nil: undefined,
});

/** The claims queue, a claim's own view and its workflow (decision 029 for the roles). */
export const CLAIM_ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/warranties/counters', access: STAFF, schemas: {}, valid: none },
  { method: 'GET', path: '/api/warranties/settings', access: STAFF, schemas: {}, valid: none },
  {
    method: 'PATCH',
    path: '/api/warranties/settings',
    access: ADMINS,
    schemas: { body: roundingSettingsSchema },
    valid: () =>
      fc
        .record({
          tread: fc.constantFrom(...ROUNDING_POLICIES),
          mileage: fc.constantFrom(...ROUNDING_POLICIES),
        })
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
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.claims), fc.constantFrom(...CLAIM_WORKFLOW_STATUSES), reason)
        .map(([id, to, why]) => ({ params: { id }, body: { to, reason: why } })),
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
