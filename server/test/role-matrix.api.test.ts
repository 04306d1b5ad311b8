import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant, User } from '../../domain/api-types';
import type { Attachment } from '../../domain/attachments';
import { createCustomerVia, createDealerVia, createTicketVia } from './factories';
import { SAMPLE_FILES } from './files/sample-files';
import { FIXTURE_PASSWORD, TENANTS, USERS } from './fixtures';
import { claimInState } from './claim-states';
import { CLAIM_CASES } from './role-cases-claims';
import { MACRO_CASES } from './role-cases-macros';
import { expectedFor, unique, type Case, type Who } from './role-cases';
import { TestClient } from './http-client';
import { createTestApp, type TestApp } from './test-app';
import { invitedAccounts } from './invitations';
import { sentSurveys } from './surveys';
import { openEventStream } from './event-stream';

const WHO: Who[] = ['anonymous', 'user', 'tenantAdmin', 'globalAdmin', 'dealer'];

async function newTenant(t: TestApp): Promise<Tenant> {
  return (
    await (await t.signIn('globalAdmin')).post<Tenant>('/api/admin/tenants', { name: `Tenant ${unique()}` })
  ).body;
}

async function newAlphaUser(t: TestApp): Promise<User> {
  const name = unique();
  const admin = await t.signIn('globalAdmin');
  return (
    await admin.post<User>('/api/admin/users', {
      email: `${name}@alpha.test`,
      username: name,
      password: FIXTURE_PASSWORD,
      tenantId: TENANTS.alpha.id,
    })
  ).body;
}

const CASES: Case[] = [
  {
    route: 'GET /api/admin/tenants',
    call: (c) => c.get('/api/admin/tenants'),
    expected: { anonymous: 401, user: 403, tenantAdmin: 403, globalAdmin: 200 },
  },
  {
    route: 'POST /api/admin/tenants',
    call: (c) => c.post('/api/admin/tenants', { name: `Tenant ${unique()}` }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 403, globalAdmin: 201 },
  },
  {
    route: 'PATCH /api/admin/tenants/{id}',
    call: async (c, t) => c.patch(`/api/admin/tenants/${(await newTenant(t)).id}`, { name: 'Renamed' }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 403, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/admin/tenants/{id}',
    call: async (c, t) => c.delete(`/api/admin/tenants/${(await newTenant(t)).id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 403, globalAdmin: 204 },
  },
  {
    route: 'GET /api/admin/users',
    call: (c) => c.get('/api/admin/users'),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/admin/users',
    call: (c) => {
      const name = unique();
      return c.post('/api/admin/users', {
        email: `${name}@alpha.test`,
        username: name,
        password: FIXTURE_PASSWORD,
        tenantId: TENANTS.alpha.id,
      });
    },
    expected: { anonymous: 401, user: 403, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'PATCH /api/admin/users/{id}',
    call: async (c, t) => {
      const target = await newAlphaUser(t);
      return c.patch(`/api/admin/users/${target.id}`, {
        email: target.email,
        username: `${target.username}x`,
      });
    },
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/admin/users/{id}',
    call: async (c, t) => c.delete(`/api/admin/users/${(await newAlphaUser(t)).id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 204, globalAdmin: 204 },
  },
  {
    route: 'GET /api/admin/dealers/{id}/invitations',
    call: async (c, t) =>
      c.get(`/api/admin/dealers/${(await createDealerVia(await t.signIn('user'))).id}/invitations`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    // Admins get as far as the tenant's mail, which is not set up here: refused, nothing written.
    route: 'POST /api/admin/dealers/{id}/invitations',
    call: async (c, t) => {
      const dealer = await createDealerVia(await t.signIn('user'));
      return c.post(`/api/admin/dealers/${dealer.id}/invitations`, {
        email: `counter.${dealer.id}@alpha.test`,
        username: `counter.${dealer.id}`,
      });
    },
    expected: { anonymous: 401, user: 403, tenantAdmin: 409, globalAdmin: 409 },
  },
  {
    // The link is its own credential: whoever holds it, signed in or not, as whatever account.
    route: 'GET /api/auth/invitations/{token}',
    call: async (c, t) => {
      const [token] = await invitedAccounts(t, (await createDealerVia(await t.signIn('user'))).id);
      return c.get(`/api/auth/invitations/${token}`);
    },
    expected: { anonymous: 200, user: 200, tenantAdmin: 200, globalAdmin: 200, dealer: 200 },
  },
  {
    route: 'POST /api/auth/invitations/{token}/accept',
    call: async (c, t) => {
      const [token] = await invitedAccounts(t, (await createDealerVia(await t.signIn('user'))).id);
      // Accepting ends the browser's session: a session of its own, not the one the role's cases share.
      const holder = t.anonymous();
      const me = await c.get<User>('/api/auth/user');
      if (me.status === 200)
        await holder.post('/api/auth/login', { username: me.body.username, password: FIXTURE_PASSWORD });
      return holder.post(`/api/auth/invitations/${token}/accept`, { password: 'Kerbside-Retread-2026' });
    },
    expected: { anonymous: 200, user: 200, tenantAdmin: 200, globalAdmin: 200, dealer: 200 },
  },
  {
    // A rating link is its own credential too (decision 091), whoever opens it.
    route: 'GET /api/surveys/{token}',
    call: async (c, t) => {
      const ticket = await createTicketVia(await t.signIn('user'));
      const [token] = await sentSurveys(t, TENANTS.alpha.id, [ticket.id]);
      return c.get(`/api/surveys/${token}`);
    },
    expected: { anonymous: 200, user: 200, tenantAdmin: 200, globalAdmin: 200, dealer: 200 },
  },
  {
    route: 'POST /api/surveys/{token}',
    call: async (c, t) => {
      const ticket = await createTicketVia(await t.signIn('user'));
      const [token] = await sentSurveys(t, TENANTS.alpha.id, [ticket.id]);
      return c.post(`/api/surveys/${token}`, { score: 5 });
    },
    expected: { anonymous: 200, user: 200, tenantAdmin: 200, globalAdmin: 200, dealer: 200 },
  },
  {
    route: 'POST /api/auth/tenant',
    call: (c) => c.post('/api/auth/tenant', { tenantId: TENANTS.alpha.id }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 403, globalAdmin: 200 },
  },
  {
    // Every signed-in role reaches the check of the current password (400 when it is wrong).
    route: 'POST /api/auth/password',
    call: (c) =>
      c.post('/api/auth/password', {
        currentPassword: 'not-the-current-password',
        newPassword: 'a-fresh-unusual-passphrase',
      }),
    expected: { anonymous: 401, user: 400, tenantAdmin: 400, globalAdmin: 400, dealer: 400 },
  },
];

type Uploader = 'user' | 'tenantAdmin';

/** A ticket of Alpha with one file uploaded by `who`. */
async function ticketWithFile(t: TestApp, who: Uploader) {
  const uploader = await t.signIn(who);
  const ticket = await createTicketVia(uploader);
  const [file] = (
    await uploader.upload<Attachment[]>(`/api/tickets/${ticket.id}/attachments`, [
      { fileName: 'tread.jpg', bytes: SAMPLE_FILES['image/jpeg'] },
    ])
  ).body;
  return { ticket, file: file! };
}

/**
 * Mail: staff reply and use canned replies; only admins see or change the mail servers (decision
 * 041); shared canned replies are changed by admins, personal ones by their owner.
 */
const MAIL_CASES: Case[] = [
  {
    route: 'GET /api/mail-settings',
    call: (c) => c.get('/api/mail-settings'),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'PATCH /api/mail-settings',
    call: (c) => c.patch('/api/mail-settings', { supportName: `Support ${unique()}` }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/mail-settings/test',
    call: (c) => c.post('/api/mail-settings/test', { server: 'smtp' }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/canned-replies',
    call: (c) => c.post('/api/canned-replies', { title: `Shared ${unique()}`, body: 'Hello' }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'PATCH /api/canned-replies/{id}',
    call: async (c, t) => {
      const admin = await t.signIn('tenantAdmin');
      const shared = (await admin.post<{ id: number }>('/api/canned-replies', { title: unique(), body: 'x' }))
        .body;
      return c.patch(`/api/canned-replies/${shared.id}`, { title: 'Changed', body: 'y' });
    },
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/mail-status',
    call: (c) => c.get('/api/mail-status'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/tickets/{ticketId}/thread',
    call: async (c, t) => c.get(`/api/tickets/${(await createTicketVia(await t.signIn('user'))).id}/thread`),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
];

/**
 * Attachments: any staff member of the tenant reads and adds files; the uploader or a tenant
 * admin (or a global admin working in the tenant) deletes them (decision 033).
 */
const ATTACHMENT_CASES: Case[] = [
  {
    route: 'GET /api/tickets/{ticketId}/attachments',
    call: async (c, t) => c.get(`/api/tickets/${(await ticketWithFile(t, 'user')).ticket.id}/attachments`),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/tickets/{ticketId}/attachments',
    call: async (c, t) =>
      c.upload(`/api/tickets/${(await ticketWithFile(t, 'user')).ticket.id}/attachments`, [
        { fileName: 'invoice.pdf', bytes: SAMPLE_FILES['application/pdf'] },
      ]),
    expected: { anonymous: 401, user: 201, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'GET /api/attachments/{id}/content',
    call: async (c, t) => c.get((await ticketWithFile(t, 'tenantAdmin')).file.contentUrl),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/attachments/{id}/thumbnail',
    call: async (c, t) => c.get((await ticketWithFile(t, 'tenantAdmin')).file.thumbnailUrl!),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'PATCH /api/attachments/{id}',
    call: async (c, t) =>
      c.patch(`/api/attachments/${(await ticketWithFile(t, 'tenantAdmin')).file.id}`, { claimId: null }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: "DELETE /api/attachments/{id} (a plain user's file)",
    call: async (c, t) => c.delete(`/api/attachments/${(await ticketWithFile(t, 'user')).file.id}`),
    expected: { anonymous: 401, user: 204, tenantAdmin: 204, globalAdmin: 204 },
  },
  {
    route: "DELETE /api/attachments/{id} (a tenant admin's file)",
    call: async (c, t) => c.delete(`/api/attachments/${(await ticketWithFile(t, 'tenantAdmin')).file.id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 204, globalAdmin: 204 },
  },
];

/** Customers and dealers: any staff member of the tenant edits them and deletes unused ones. */
const CONTACT_CASES: Case[] = [
  {
    route: 'PATCH /api/customers/{id}',
    call: async (c, t) =>
      c.patch(`/api/customers/${(await createCustomerVia(await t.signIn('user'))).id}`, { zipCode: '10001' }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/customers/{id}',
    call: async (c, t) => c.delete(`/api/customers/${(await createCustomerVia(await t.signIn('user'))).id}`),
    expected: { anonymous: 401, user: 204, tenantAdmin: 204, globalAdmin: 204 },
  },
  {
    route: 'DELETE /api/dealers/{id}',
    call: async (c, t) => c.delete(`/api/dealers/${(await createDealerVia(await t.signIn('user'))).id}`),
    expected: { anonymous: 401, user: 204, tenantAdmin: 204, globalAdmin: 204 },
  },
];

/**
 * Ownership and history: any staff member of the tenant assigns tickets, to anyone of the tenant or
 * to nobody, alone or in bulk, and reads any ticket's history (decision 046).
 */
/** A tag of Alpha's, made by its tenant admin. */
async function alphaTag(t: TestApp) {
  return (
    await (await t.signIn('tenantAdmin')).post<{ id: number }>('/api/tags', { name: `Tag ${unique()}` })
  ).body;
}

/** A view of Alpha's shared with the team, made by its tenant admin. */
async function sharedView(t: TestApp) {
  return (
    await (
      await t.signIn('tenantAdmin')
    ).post<{ id: number }>('/api/ticket-views', {
      name: `View ${unique()}`,
      shared: true,
      query: { status: 'open' },
    })
  ).body;
}

/** Tags and saved views (decision 089): admins keep tags and shared views, staff apply and save their own. */
const TAG_CASES: Case[] = [
  {
    route: 'GET /api/tags',
    call: (c) => c.get('/api/tags'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/tags',
    call: (c) => c.post('/api/tags', { name: `Tag ${unique()}`, colour: 'green' }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'PATCH /api/tags/{id}',
    call: async (c, t) => c.patch(`/api/tags/${(await alphaTag(t)).id}`, { colour: 'red' }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/tags/{id}',
    call: async (c, t) => c.delete(`/api/tags/${(await alphaTag(t)).id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 204, globalAdmin: 204 },
  },
  {
    route: 'POST /api/tickets/{id}/tags',
    call: async (c, t) =>
      c.post(`/api/tickets/${(await createTicketVia(await t.signIn('user'))).id}/tags`, {
        tagId: (await alphaTag(t)).id,
      }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/tickets/{id}/tags/{tagId}',
    call: async (c, t) => {
      const tag = await alphaTag(t);
      const ticket = await createTicketVia(await t.signIn('user'));
      await (await t.signIn('user')).post(`/api/tickets/${ticket.id}/tags`, { tagId: tag.id });
      return c.delete(`/api/tickets/${ticket.id}/tags/${tag.id}`);
    },
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/tickets/tags',
    call: async (c, t) =>
      c.post('/api/tickets/tags', {
        ids: [(await createTicketVia(await t.signIn('user'))).id],
        tagId: (await alphaTag(t)).id,
        action: 'add',
      }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/ticket-views',
    call: (c) => c.get('/api/ticket-views'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/ticket-views (personal)',
    call: (c) => c.post('/api/ticket-views', { name: `Mine ${unique()}`, query: { priority: 'high' } }),
    expected: { anonymous: 401, user: 201, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'POST /api/ticket-views (shared)',
    call: (c) =>
      c.post('/api/ticket-views', { name: `Team ${unique()}`, shared: true, query: { status: 'open' } }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 201, globalAdmin: 201 },
  },
  {
    route: 'PATCH /api/ticket-views/{id} (shared)',
    call: async (c, t) =>
      c.patch(`/api/ticket-views/${(await sharedView(t)).id}`, { name: `Renamed ${unique()}` }),
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'DELETE /api/ticket-views/{id} (shared)',
    call: async (c, t) => c.delete(`/api/ticket-views/${(await sharedView(t)).id}`),
    expected: { anonymous: 401, user: 403, tenantAdmin: 204, globalAdmin: 204 },
  },
];

const OWNERSHIP_CASES: Case[] = [
  {
    route: 'GET /api/tickets/assignees',
    call: (c) => c.get('/api/tickets/assignees'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'PATCH /api/tickets/{id} (assign to a colleague)',
    call: async (c, t) =>
      c.patch(`/api/tickets/${(await createTicketVia(await t.signIn('user'))).id}`, {
        assigneeId: USERS.tenantAdmin.id,
      }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/tickets/assign',
    call: async (c, t) =>
      c.post('/api/tickets/assign', {
        ids: [(await createTicketVia(await t.signIn('user'))).id],
        assigneeId: USERS.user.id,
      }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/tickets/{id}/seen',
    call: async (c, t) => c.post(`/api/tickets/${(await createTicketVia(await t.signIn('user'))).id}/seen`),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/tickets/{id}/merge-preview',
    call: async (c, t) => {
      const agent = await t.signIn('user');
      const [from, into] = [await createTicketVia(agent), await createTicketVia(agent)];
      return c.get(`/api/tickets/${from.id}/merge-preview`, { query: { into: String(into.id) } });
    },
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    // Merging is editing both tickets: any staff member of the tenant (decision 092).
    route: 'POST /api/tickets/{id}/merge',
    call: async (c, t) => {
      const agent = await t.signIn('user');
      const [from, into] = [await createTicketVia(agent), await createTicketVia(agent)];
      return c.post(`/api/tickets/${from.id}/merge`, { intoTicketId: into.id });
    },
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'GET /api/tickets/{id}/activity',
    call: async (c, t) =>
      c.get(`/api/tickets/${(await createTicketVia(await t.signIn('user'))).id}/activity`),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
];

const STAFF_REFUSED = { anonymous: 401, user: 403, tenantAdmin: 403, globalAdmin: 403 };

/** Any staff member keeps a claim's package among its ticket's files, to send with a reply. */
const PACKAGE_CASES: Case[] = [
  {
    route: 'POST /api/tickets/{ticketId}/claim-package/file',
    call: async (c, t) =>
      c.post(`/api/tickets/${(await claimInState(t, 'draft')).ticketId}/claim-package/file`),
    expected: { anonymous: 401, user: 201, tenantAdmin: 201, globalAdmin: 201 },
  },
];

/** Every signed-in staff member reads and marks their own notices, and chooses which come by e-mail (decisions 088, 097). */
const NOTICE_CASES: Case[] = [
  {
    route: 'GET /api/notifications',
    call: (c) => c.get('/api/notifications'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/notifications/read',
    call: (c) => c.post('/api/notifications/read', {}),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  // Their own choice of notices by e-mail (decision 097): every staff member, for themselves.
  {
    route: 'GET /api/notifications/email',
    call: (c) => c.get('/api/notifications/email'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'PUT /api/notifications/email',
    call: (c) => c.put('/api/notifications/email', { kinds: ['ticket_assigned'] }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  // The live desk (decision 093): staff only; a dealer's portal asks for its notices.
  {
    route: 'GET /api/events',
    call: async (c, t) => {
      const stream = await openEventStream(t.app, c.cookie);
      await stream.close();
      return stream;
    },
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'POST /api/tickets/{id}/presence',
    call: async (c, t) =>
      c.post(`/api/tickets/${(await createTicketVia(await t.signIn('user'))).id}/presence`, {
        state: 'viewing',
      }),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
];

/** Service targets (decision 090): every staff member reads them, tenant administrators set them. */
const SERVICE_TARGET_CASES: Case[] = [
  {
    route: 'GET /api/service-targets',
    call: (c) => c.get('/api/service-targets'),
    expected: { anonymous: 401, user: 200, tenantAdmin: 200, globalAdmin: 200 },
  },
  {
    route: 'PUT /api/service-targets',
    call: (c) => {
      const day = { start: '08:30', end: '17:30' };
      return c.put('/api/service-targets', {
        timeZone: 'America/Chicago',
        hours: {
          sunday: null,
          monday: day,
          tuesday: day,
          wednesday: day,
          thursday: day,
          friday: day,
          saturday: null,
        },
        holidays: ['2026-12-25'],
        targets: {
          high: { firstResponse: 60, nextResponse: 120, resolution: 480 },
          medium: { firstResponse: 240, nextResponse: 480, resolution: 1440 },
          low: { firstResponse: 480, nextResponse: 960, resolution: 2880 },
        },
      });
    },
    expected: { anonymous: 401, user: 403, tenantAdmin: 200, globalAdmin: 200 },
  },
];

/** The dealer portal (decision 086): dealer accounts only; staff 403. */
const PORTAL_CASES: Case[] = [
  {
    route: 'GET /api/portal/me',
    call: (c) => c.get('/api/portal/me'),
    expected: { ...STAFF_REFUSED, dealer: 200 },
  },
  {
    route: 'GET /api/portal/claims',
    call: (c) => c.get('/api/portal/claims'),
    expected: { ...STAFF_REFUSED, dealer: 200 },
  },
  {
    route: 'POST /api/portal/claims',
    call: (c) =>
      c.post('/api/portal/claims', {
        customer: { name: 'Oyelaran Adebayo', phone: '(503) 555-0182' },
        problem: 'Bulge on the inner sidewall after 9,000 miles',
        tireBrand: 'Vredestein',
      }),
    expected: { ...STAFF_REFUSED, dealer: 201 },
  },
  {
    route: "GET /api/portal/claims/{id}/messages (a claim of no dealer's)",
    call: async (c, t) => {
      const ticket = await createTicketVia(await t.signIn('user'));
      const claim = await (
        await t.signIn('user')
      ).post<{ id: number }>('/api/warranties', {
        ticketId: ticket.id,
      });
      return c.get(`/api/portal/claims/${claim.body.id}/messages`);
    },
    expected: { ...STAFF_REFUSED, dealer: 404 },
  },
  {
    route: 'GET /api/portal/notifications',
    call: (c) => c.get('/api/portal/notifications'),
    expected: { ...STAFF_REFUSED, dealer: 200 },
  },
  {
    route: 'POST /api/portal/notifications/read',
    call: (c) => c.post('/api/portal/notifications/read', {}),
    expected: { ...STAFF_REFUSED, dealer: 200 },
  },
  {
    route: 'GET /api/portal/statement',
    call: (c) => c.get('/api/portal/statement?month=2026-11'),
    expected: { ...STAFF_REFUSED, dealer: 200 },
  },
];

describe('role matrix: every route × anonymous, user, tenant_admin, global_admin and a dealer account', () => {
  let t: TestApp;
  let dealer: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signIn('tenantAdmin');
    const dealerId = (await createDealerVia(admin, { dealerName: 'Matrix Tyre Counter' })).id;
    const account = { username: 'matrix.counter', password: FIXTURE_PASSWORD };
    await admin.post('/api/admin/users', {
      ...account,
      email: 'counter@matrix.example',
      role: 'dealer',
      dealerId,
    });
    dealer = new TestClient(t.app);
    expect((await dealer.post('/api/auth/login', account)).status).toBe(200);
  });
  afterAll(() => t.close());

  const clientFor = async (who: Who) =>
    who === 'anonymous' ? t.anonymous() : who === 'dealer' ? dealer : t.signIn(who);

  for (const testCase of [
    ...CASES,
    ...ATTACHMENT_CASES,
    ...CLAIM_CASES,
    ...MAIL_CASES,
    ...OWNERSHIP_CASES,
    ...TAG_CASES,
    ...CONTACT_CASES,
    ...PORTAL_CASES,
    ...NOTICE_CASES,
    ...PACKAGE_CASES,
    ...MACRO_CASES,
    ...SERVICE_TARGET_CASES,
  ]) {
    for (const who of WHO) {
      const expected = expectedFor(testCase, who);
      it(`${testCase.route} as ${who} → ${expected}`, async () => {
        const response = await testCase.call(await clientFor(who), t);
        expect(response.status).toBe(expected);
      });
    }
  }

  it('refuses before reading the body: a plain user gets 403 even for a malformed payload', async () => {
    const user = await t.signIn('user');
    expect((await user.post('/api/admin/tenants', { name: 42 })).status).toBe(403);
    expect((await t.anonymous().post('/api/admin/users', { nonsense: true })).status).toBe(401);
    expect((await dealer.post('/api/tickets', { subject: 42 })).status).toBe(403);
  });
});
