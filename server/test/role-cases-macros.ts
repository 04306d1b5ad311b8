import type { Macro } from '../../domain/macros';
import { createTicketVia } from './factories';
import { unique, type Case } from './role-cases';
import type { TestApp } from './test-app';

/** A shared macro of Alpha that changes a priority only (no reply: no mail server is needed). */
async function sharedMacro(t: TestApp) {
  const admin = await t.signIn('tenantAdmin');
  return (
    await admin.post<Macro>('/api/macros', { name: `Shared ${unique()}`, actions: { priority: 'high' } })
  ).body;
}

const aTicket = async (t: TestApp) => createTicketVia(await t.signIn('user'));

/** Macros: every staff member uses the shared ones and keeps their own; admins write the shared ones. */
export const MACRO_CASES: Case[] = [
  {
    route: 'GET /api/macros',
    call: (c) => c.get('/api/macros'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/macros',
    call: (c) => c.post('/api/macros', { name: `Shared ${unique()}`, actions: { status: 'closed' } }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'POST /api/macros (personal)',
    call: (c) =>
      c.post('/api/macros', { name: `Own ${unique()}`, personal: true, actions: { status: 'closed' } }),
    expected: { anonymous: 401, user: 201, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'PATCH /api/macros/{id}',
    call: async (c, t) =>
      c.patch(`/api/macros/${(await sharedMacro(t)).id}`, { name: `Renamed ${unique()}` }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/macros/{id}',
    call: async (c, t) => c.delete(`/api/macros/${(await sharedMacro(t)).id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 204, globalAdmin: 204 },
  },
  {
    route: 'POST /api/macros/{id}/preview',
    call: async (c, t) =>
      c.post(`/api/macros/${(await sharedMacro(t)).id}/preview`, { ticketId: (await aTicket(t)).id }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/macros/{id}/apply',
    call: async (c, t) =>
      c.post(`/api/macros/${(await sharedMacro(t)).id}/apply`, { ticketId: (await aTicket(t)).id }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/macros/{id}/apply-bulk',
    call: async (c, t) =>
      c.post(`/api/macros/${(await sharedMacro(t)).id}/apply-bulk`, { ticketIds: [(await aTicket(t)).id] }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
];
