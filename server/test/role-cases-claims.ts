import type { WarrantyClaim } from '../../domain/api-types';
import type { WarrantyProgramme } from '../../domain/warranty-programmes';
import { createTicketVia } from './factories';
import { USERS } from './fixtures';
import { unique, type Case } from './role-cases';
import type { TestApp } from './test-app';

const CLAIM_STEPS = ['draft', 'pending_authorization', 'authorized', 'credited'] as const;

/** A claim of Alpha with a credit and an adjustment number, filed by a plain user and moved to `status` by a tenant admin. */
async function claimIn(
  t: TestApp,
  status: (typeof CLAIM_STEPS)[number],
  fields: Record<string, unknown> = {},
) {
  const user = await t.signIn('user');
  const ticket = await createTicketVia(user);
  const claim = (
    await user.post<WarrantyClaim>('/api/warranties', {
      ticketId: ticket.id,
      claimTicketAdjustmentNumber: `ADJ-R${unique()}`,
      sellingPriceCents: 17_325,
      calculatedPercent: '35',
      ...fields,
    })
  ).body;
  const admin = await t.signIn('tenantAdmin');
  for (const to of CLAIM_STEPS.slice(1, CLAIM_STEPS.indexOf(status) + 1))
    await admin.post(`/api/warranties/${claim.id}/transitions`, { to });
  return claim;
}

/** A programme of Alpha's, for the cases that read or change one. */
async function programmeOf(t: TestApp, brand = 'Halvorsen') {
  const admin = await t.signIn('tenantAdmin');
  const created = await admin.post<WarrantyProgramme>('/api/programmes', {
    name: `Programme ${unique()}`,
    brands: [brand],
    basis: 'workmanship',
    yearsFromPurchase: 4,
    yearsFromManufacture: 5,
  });
  return created.body;
}

/** Warranty programmes: staff read them, tenant admins write them (decision 071). */
const PROGRAMME_CASES: Case[] = [
  {
    route: 'GET /api/programmes',
    call: (c) => c.get('/api/programmes'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/programmes/{id}',
    call: async (c, t) => c.get(`/api/programmes/${(await programmeOf(t)).id}`),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/programmes',
    call: (c) =>
      c.post('/api/programmes', {
        name: `Programme ${unique()}`,
        brands: ['Halvorsen'],
        basis: 'treadwear',
        mileageWarranty: 55_000,
        yearsFromPurchase: 5,
        yearsFromManufacture: 6,
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'PATCH /api/programmes/{id}',
    call: async (c, t) => c.patch(`/api/programmes/${(await programmeOf(t)).id}`, { photoRequired: true }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/programmes/{id}',
    call: async (c, t) => c.delete(`/api/programmes/${(await programmeOf(t)).id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 204, globalAdmin: 204 },
  },
];

/**
 * Claims: any staff member prepares a claim and submits it; authorizing, denying, crediting,
 * reopening, bulk changes and the rounding policy are a tenant admin's (decision 029).
 */
export const CLAIM_CASES: Case[] = [
  {
    route: 'GET /api/warranties (queue)',
    call: (c) => c.get('/api/warranties?status=pending_authorization'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/warranties/counters',
    call: (c) => c.get('/api/warranties/counters'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/warranties/{id}',
    call: async (c, t) => c.get(`/api/warranties/${(await claimIn(t, 'draft')).id}`),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (submit for authorization)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'draft')).id}/transitions`, {
        to: 'pending_authorization',
      }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (authorize)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'pending_authorization')).id}/transitions`, {
        to: 'authorized',
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (deny)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'pending_authorization')).id}/transitions`, {
        to: 'denied',
        reason: 'Uneven wear',
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (credit)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'authorized')).id}/transitions`, { to: 'credited' }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (reopen)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'authorized')).id}/transitions`, {
        to: 'pending_authorization',
        reason: 'Invoice was wrong',
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/bulk-transition',
    call: async (c, t) =>
      c.post('/api/warranties/bulk-transition', {
        ids: [(await claimIn(t, 'pending_authorization')).id],
        to: 'authorized',
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (withdraw a draft)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'draft')).id}/transitions`, {
        to: 'withdrawn',
        reason: 'Customer kept the tyre',
      }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (withdraw a submitted claim)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'pending_authorization')).id}/transitions`, {
        to: 'withdrawn',
        reason: 'Customer kept the tyre',
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/transitions (reverse a credit)',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'credited')).id}/transitions`, {
        to: 'reversed',
        reason: 'Credited to the wrong dealer',
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/{id}/adjustments',
    call: async (c, t) =>
      c.post(`/api/warranties/${(await claimIn(t, 'authorized')).id}/adjustments`, {
        sellingPriceCents: 16_990,
        reason: 'Invoice shows the lower price',
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'PATCH /api/warranties/{id} (money of a submitted claim)',
    call: async (c, t) =>
      c.patch(`/api/warranties/${(await claimIn(t, 'pending_authorization')).id}`, {
        sellingPriceCents: 99_999,
      }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 409, globalAdmin: 409 },
  },
  {
    route: 'PATCH /api/warranties/{id} (handling note of a submitted claim)',
    call: async (c, t) =>
      c.patch(`/api/warranties/${(await claimIn(t, 'authorized')).id}`, { authorizationCode: 'AUTH-7781' }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/warranties/{id} (a draft)',
    call: async (c, t) => c.delete(`/api/warranties/${(await claimIn(t, 'draft')).id}`),
    expected: { anonymous: 401, user: 204, tenantAdmin: 204, globalAdmin: 204 },
  },
  {
    route: 'DELETE /api/warranties/{id} (an authorized claim)',
    call: async (c, t) => c.delete(`/api/warranties/${(await claimIn(t, 'authorized')).id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 409, globalAdmin: 409 },
  },
  ...PROGRAMME_CASES,
  {
    route: 'POST /api/warranties/{id}/transitions (authorize a claim not covered, as goodwill)',
    call: async (c, t) => {
      await programmeOf(t);
      const claim = await claimIn(t, 'pending_authorization', {
        tireBrand: 'Halvorsen',
        dotSerial: 'DOT 8JJ 4112',
      });
      return c.post(`/api/warranties/${claim.id}/transitions`, {
        to: 'authorized',
        goodwill: true,
        reason: 'Fleet account kept as goodwill',
      });
    },
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/warranties?owner=me',
    call: (c) => c.get('/api/warranties?owner=me'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/assign (a draft)',
    call: async (c, t) =>
      c.post('/api/warranties/assign', { ids: [(await claimIn(t, 'draft')).id], ownerId: USERS.user.id }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/warranties/assign (a credited claim, to nobody)',
    call: async (c, t) =>
      c.post('/api/warranties/assign', { ids: [(await claimIn(t, 'credited')).id], ownerId: null }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/warranties/settings',
    call: (c) => c.get('/api/warranties/settings'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'PATCH /api/warranties/settings',
    call: (c) => c.patch('/api/warranties/settings', { tread: 'nearest', mileage: 'up', fourEyes: true }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
];
