import fc from 'fast-check';
import {
  portalClaimParams,
  portalClaimsQuerySchema,
  portalNewClaimSchema,
  portalPhotoParams,
  portalTicketsQuerySchema,
} from '../../../domain/dealer-portal';
import { newClaimMessageSchema } from '../../../domain/claim-messages';
import { markNotificationsReadSchema } from '../../../domain/notifications';
import { validFileRef } from './multipart-values';
import { CLAIM_WORKFLOW_STATUSES } from '../../../domain/claim-workflow';
import { ownStatementQuerySchema } from '../../../domain/dealer-statement';
import type { FuzzIds } from './fuzz-pools';
import { DEALER, STAFF, type RouteSpec } from './route-spec';
import * as v from './valid-values';

const none = () => fc.constant({});
const statement = (path: string): RouteSpec => ({
  method: 'GET',
  path,
  access: DEALER,
  schemas: { query: ownStatementQuerySchema },
  valid: () =>
    fc
      .oneof(
        fc.record({ month: fc.constantFrom('2026-01', '2026-11', '2025-06') }),
        fc.record({ from: fc.constant('2026-01-01'), to: fc.constantFrom('2026-01-31', '2026-12-31') }),
      )
      .map((query) => ({ query })),
});

const ownOrOtherClaim = (ids: FuzzIds) =>
  fc.constantFrom(...ids.alpha.claims.slice(0, 2)).map((id) => ({ params: { id } }));
const messageBody = fc.constantFrom('Is the tyre needed back?', 'Photos added of the DOT code.', 'Thanks!');

/** A claim's conversation: staff on the claim, the dealer in the portal (decision 086). */
const messageRoutes = (
  base: string,
  access: RouteSpec['access'],
  ids: (pools: FuzzIds) => number[],
): RouteSpec[] => [
  {
    method: 'GET',
    path: `${base}/{id}/messages`,
    access,
    schemas: { params: portalClaimParams },
    valid: (pools) => fc.constantFrom(...ids(pools)).map((id) => ({ params: { id } })),
  },
  {
    method: 'POST',
    path: `${base}/{id}/messages`,
    access,
    schemas: { params: portalClaimParams, body: newClaimMessageSchema },
    valid: (pools) =>
      fc
        .tuple(fc.constantFrom(...ids(pools)), messageBody)
        .map(([id, body]) => ({ params: { id }, body: { body } })),
  },
];

export const CLAIM_MESSAGE_ROUTES = messageRoutes('/api/warranties', STAFF, (ids) =>
  ids.alpha.claims.slice(0, 2),
);

/** An account's notices (decision 088): staff at /api/notifications, a dealer in the portal. */
export const noticeRoutes = (base: string, access: RouteSpec['access']): RouteSpec[] => [
  { method: 'GET', path: base, access, schemas: {}, valid: none },
  {
    method: 'POST',
    path: `${base}/read`,
    access,
    schemas: { body: markNotificationsReadSchema },
    // Any notice the fixtures hold, the caller's own or not: another account's ids change nothing.
    valid: () =>
      fc
        .oneof(
          fc.constant({}),
          fc.record({ ids: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }) }),
        )
        .map((body) => ({ body })),
  },
];

/** The dealer portal (decision 086): dealer accounts only. */
export const PORTAL_ROUTES: RouteSpec[] = [
  ...messageRoutes('/api/portal/claims', DEALER, (ids) => ids.alpha.claims.slice(0, 2)),
  { method: 'GET', path: '/api/portal/me', access: DEALER, schemas: {}, valid: none },
  {
    method: 'GET',
    path: '/api/portal/claims',
    access: DEALER,
    schemas: { query: portalClaimsQuerySchema },
    valid: () =>
      fc
        .record(
          { search: v.searchText, status: fc.constantFrom(...CLAIM_WORKFLOW_STATUSES) },
          { requiredKeys: [] },
        )
        .map((query) => ({ query })),
  },
  {
    method: 'POST',
    path: '/api/portal/claims',
    access: DEALER,
    schemas: { body: portalNewClaimSchema },
    valid: (ids) =>
      fc.oneof(
        fc
          .record({
            customer: v.inlineCustomer,
            problem: v.text(8),
            // The staff's claim fields, less those a dealer does not send (the schema strips them).
            fields: v.warrantyFields,
          })
          .map(({ customer, problem, fields }) => ({ body: { ...fields, customer, problem } })),
        // On the dealer's own ticket (the first pool ticket), or another of Alpha's.
        fc
          .record({ ticketId: fc.constantFrom(...ids.alpha.tickets.slice(0, 2)), fields: v.warrantyFields })
          .map(({ ticketId, fields }) => ({ body: { ...fields, ticketId } })),
      ),
  },
  {
    method: 'GET',
    path: '/api/portal/tickets',
    access: DEALER,
    schemas: { query: portalTicketsQuerySchema },
    valid: () => fc.record({ search: v.searchText }, { requiredKeys: [] }).map((query) => ({ query })),
  },
  {
    method: 'GET',
    path: '/api/portal/claims/{id}/photos',
    access: DEALER,
    schemas: { params: portalClaimParams },
    // The fuzzed dealer's own claim (fuzz-env gives it the first pool ticket), or another of Alpha's.
    valid: ownOrOtherClaim,
  },
  {
    method: 'POST',
    path: '/api/portal/claims/{id}/photos',
    access: DEALER,
    transport: 'multipart',
    schemas: { params: portalClaimParams },
    valid: (ids) =>
      fc
        .tuple(
          fc.constantFrom(...ids.alpha.claims.slice(0, 2)),
          fc.array(validFileRef, { minLength: 1, maxLength: 2 }),
        )
        .map(([id, files]) => ({ params: { id }, body: { files } })),
  },
  ...(['content', 'thumbnail'] as const).map((rendition): RouteSpec => ({
    method: 'GET',
    path: `/api/portal/photos/{id}/${rendition}`,
    access: DEALER,
    schemas: { params: portalPhotoParams },
    valid: (ids) => fc.constantFrom(...ids.alpha.attachments).map((id) => ({ params: { id } })),
  })),
  ...noticeRoutes('/api/portal/notifications', DEALER),
  statement('/api/portal/statement'),
  statement('/api/portal/statement.csv'),
  statement('/api/portal/statement.pdf'),
];
