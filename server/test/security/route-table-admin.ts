import fc from 'fast-check';
import { z } from 'zod';
import {
  adminListQuerySchema,
  createUserSchema,
  tenantSchema,
  updateTenantSchema,
  updateUserSchema,
  USER_ROLES,
} from '../../../domain/admin';
import { changePasswordSchema, loginSchema, switchTenantSchema } from '../../../domain/auth';
import {
  acceptInvitationSchema,
  invitationSchema,
  invitationTokenParams,
} from '../../../domain/account-invitations';
import { idParam } from '../../../domain/fields';
import { ticketSearchQuerySchema } from '../../../domain/ticket-search';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../fixtures';
import type { FuzzIds } from './fuzz-pools';
import { ADMINS, GLOBAL_ADMIN, type RouteSpec } from './route-spec';
import * as v from './valid-values';

const byId = z.object({ id: idParam });
const password = fc.oneof(fc.constant(FIXTURE_PASSWORD), fc.string({ minLength: 12, maxLength: 40 }));
const username = fc.stringMatching(/^[a-z][a-z0-9._]{2,20}$/);
const invitationLink = (ids: FuzzIds) => fc.constantFrom(...ids.alpha.invitations);
const subdomain = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const tenantBody = fc.record(
  { name: v.text(3), subdomain, isActive: fc.boolean() },
  { requiredKeys: ['name'] },
);
const listQuery = fc
  .tuple(
    fc.record({ search: v.searchText, role: fc.constantFrom(...USER_ROLES) }, { requiredKeys: [] }),
    v.paging,
  )
  .map(([filters, paging]) => ({ query: { ...filters, ...paging } }));

/** Sign-in, the session's own routes, invitations, and tenant and user administration. */
export const ADMIN_ROUTES: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    schemas: { body: loginSchema },
    valid: () =>
      fc
        .record({
          username: fc.oneof(
            fc.constantFrom(...Object.values(USERS).flatMap((u) => [u.username, u.email])),
            v.email,
          ),
          password,
        })
        .map((body) => ({ body })),
  },
  { method: 'POST', path: '/api/auth/logout', access: 'public', schemas: {}, valid: () => fc.constant({}) },
  { method: 'GET', path: '/api/auth/user', access: 'signed-in', schemas: {}, valid: () => fc.constant({}) },
  {
    method: 'POST',
    path: '/api/auth/password',
    access: 'signed-in',
    schemas: { body: changePasswordSchema },
    valid: () =>
      fc
        .record({ currentPassword: password, newPassword: fc.string({ minLength: 12, maxLength: 40 }) })
        .map((body) => ({ body })),
  },
  {
    method: 'POST',
    path: '/api/auth/tenant',
    access: GLOBAL_ADMIN,
    schemas: { body: switchTenantSchema },
    valid: () =>
      fc.constantFrom(TENANTS.alpha.id, TENANTS.bravo.id).map((tenantId) => ({ body: { tenantId } })),
  },
  {
    method: 'GET',
    path: '/api/admin/tenants',
    access: GLOBAL_ADMIN,
    schemas: { query: adminListQuerySchema },
    valid: () => listQuery,
  },
  {
    method: 'POST',
    path: '/api/admin/tenants',
    access: GLOBAL_ADMIN,
    schemas: { body: tenantSchema },
    valid: () => tenantBody.map((body) => ({ body })),
  },
  {
    method: 'PATCH',
    path: '/api/admin/tenants/{id}',
    access: GLOBAL_ADMIN,
    schemas: { params: byId, body: updateTenantSchema },
    valid: (ids) =>
      fc
        .tuple(fc.constantFrom(...ids.alpha.tenants), tenantBody)
        .map(([id, body]) => ({ params: { id }, body })),
  },
  {
    method: 'DELETE',
    path: '/api/admin/tenants/{id}',
    access: GLOBAL_ADMIN,
    schemas: { params: byId },
    valid: (ids) => fc.constantFrom(...ids.alpha.tenants).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/admin/ticket-search',
    access: GLOBAL_ADMIN,
    schemas: { query: ticketSearchQuerySchema },
    readsEveryTenant: true,
    valid: () => v.searchText.map((q) => ({ query: { q } })),
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    access: ADMINS,
    schemas: { query: adminListQuerySchema },
    valid: () => listQuery,
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    access: ADMINS,
    schemas: { body: createUserSchema },
    valid: () =>
      fc
        .record(
          {
            email: v.email,
            username,
            password,
            role: fc.constantFrom('user', 'tenant_admin'),
            tenantId: fc.constant(TENANTS.alpha.id),
          },
          { requiredKeys: ['email', 'username', 'password'] },
        )
        .map((body) => ({ body })),
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/{id}',
    access: ADMINS,
    schemas: { params: byId, body: updateUserSchema },
    valid: (ids) =>
      fc
        .tuple(
          fc.constantFrom(...ids.alpha.users),
          fc.record(
            {
              email: v.email,
              username,
              role: fc.constantFrom('user', 'tenant_admin'),
              password,
              isDisabled: fc.boolean(),
            },
            { requiredKeys: ['email', 'username'] },
          ),
        )
        .map(([id, body]) => ({ params: { id }, body })),
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    access: ADMINS,
    schemas: { params: byId },
    changesEveryTenant: true,
    valid: (ids) => fc.constantFrom(...ids.alpha.users).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/admin/dealers/{id}/invitations',
    access: ADMINS,
    schemas: { params: byId },
    valid: (ids) => fc.constantFrom(...ids.alpha.dealers).map((id) => ({ params: { id } })),
  },
  {
    // The fuzzed tenant has no mail set up: a valid invitation is refused before anything is written.
    method: 'POST',
    path: '/api/admin/dealers/{id}/invitations',
    access: ADMINS,
    schemas: { params: byId, body: invitationSchema },
    valid: (ids) =>
      fc
        .tuple(fc.constantFrom(...ids.alpha.dealers), v.email, username)
        .map(([id, email, name]) => ({ params: { id }, body: { email, username: name } })),
  },
  {
    method: 'GET',
    path: '/api/auth/invitations/{token}',
    access: 'public',
    schemas: { params: invitationTokenParams },
    valid: (ids) => invitationLink(ids).map((token) => ({ params: { token } })),
  },
  {
    method: 'POST',
    path: '/api/auth/invitations/{token}/accept',
    access: 'public',
    schemas: { params: invitationTokenParams, body: acceptInvitationSchema },
    valid: (ids) =>
      fc
        .tuple(invitationLink(ids), fc.constantFrom('Kerbside-Retread-2026', 'Valve-Stem-Torque-88'))
        .map(([token, password]) => ({ params: { token }, body: { password } })),
  },
  {
    method: 'POST',
    path: '/api/admin/backup',
    access: GLOBAL_ADMIN,
    schemas: {},
    valid: () => fc.constant({}),
  },
];
