import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimCounters,
  Customer,
  Dealer,
  Note,
  ReportSummary,
  Ticket,
  TicketStats,
  User,
  WarrantyClaim,
} from '../../domain/api-types';
import { rowsOf, withTenant } from '../db/client';
import { accountInvitations, serviceTargetPolicies, transcripts } from '../db/schema';
import type { Attachment } from '../../domain/attachments';
import type { ReportFigures } from '../../domain/report-figures';
import type { WarrantyProgramme } from '../../domain/warranty-programmes';
import { createCustomerVia, createDealerVia, createTicketVia } from './factories';
import { pdfBytes } from './files/sample-files';
import { TENANTS, USERS } from './fixtures';
import type { BulkAssignResult } from '../../domain/ticket-ownership';
import type { Macro, MacroBulkResult } from '../../domain/macros';
import type { TestClient } from './http-client';
import { sentSurveys } from './surveys';
import { createTestApp, type TestApp } from './test-app';

/**
 * Bravo owns a full set of records; Alpha's staff (and a global admin working in Alpha) try every
 * tenant route with Bravo's ids, and every list, search, count and stat. Expected: 0 leaks, 0 changes.
 */
describe('cross-tenant matrix', () => {
  let t: TestApp;
  let alpha: TestClient;
  let rootInAlpha: TestClient;
  const bravo = {} as {
    ticket: Ticket;
    customer: Customer;
    dealer: Dealer;
    note: Note;
    claim: WarrantyClaim;
    /** Credited by Bravo's admin, so it has a row in the credit ledger. */
    credited: WarrantyClaim;
    attachment: Attachment;
    programme: WarrantyProgramme;
    macro: Macro;
    tag: { id: number };
    view: { id: number };
  };
  /** Alpha's own records, pointed at Bravo's claim. */
  const own = {} as { ticket: Ticket; attachment: Attachment; macro: Macro; tag: { id: number } };

  const bravoFingerprint = async () =>
    rowsOf<{ fingerprint: string }>(
      await t.database.db
        .execute(sql`select md5(string_agg(row_text, '|' order by row_text)) as fingerprint from (
        select t::text as row_text from tickets t where tenant_id = ${TENANTS.bravo.id}
        union all select c::text from customers c where tenant_id = ${TENANTS.bravo.id}
        union all select d::text from dealers d where tenant_id = ${TENANTS.bravo.id}
        union all select n::text from notes n where tenant_id = ${TENANTS.bravo.id}
        union all select w::text from warranty_claims w where tenant_id = ${TENANTS.bravo.id}
        union all select r::text from transcripts r where tenant_id = ${TENANTS.bravo.id}
        union all select a::text from attachments a where tenant_id = ${TENANTS.bravo.id}
        union all select e::text from claim_events e where tenant_id = ${TENANTS.bravo.id}
        union all select v::text from ticket_events v where tenant_id = ${TENANTS.bravo.id}
        union all select s::text from claim_settings s where tenant_id = ${TENANTS.bravo.id}
        union all select l::text from claim_credits l where tenant_id = ${TENANTS.bravo.id}
        union all select p::text from warranty_programmes p where tenant_id = ${TENANTS.bravo.id}
        union all select o::text from outgoing_messages o where tenant_id = ${TENANTS.bravo.id}
        union all select i::text from incoming_messages i where tenant_id = ${TENANTS.bravo.id}
        union all select m::text from mail_settings m where tenant_id = ${TENANTS.bravo.id}
        union all select k::text from canned_replies k where tenant_id = ${TENANTS.bravo.id}
        union all select x::text from macros x where tenant_id = ${TENANTS.bravo.id}
        union all select i::text from account_invitations i where tenant_id = ${TENANTS.bravo.id}
        union all select q::text from service_target_policies q where tenant_id = ${TENANTS.bravo.id}
        union all select g::text from tags g where tenant_id = ${TENANTS.bravo.id}
        union all select tt::text from ticket_tags tt where tenant_id = ${TENANTS.bravo.id}
        union all select tv::text from ticket_views tv where tenant_id = ${TENANTS.bravo.id}
        union all select ss::text from satisfaction_surveys ss where tenant_id = ${TENANTS.bravo.id}
        union all select nm::text from notice_mail_choices nm where tenant_id = ${TENANTS.bravo.id}) rows`),
    )[0]!.fingerprint;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await t.signIn('user');
    rootInAlpha = await t.signIn('globalAdmin');
    const bravoUser = await t.signIn('bravoUser');
    bravo.customer = await createCustomerVia(bravoUser, { firstName: 'Secret', lastName: 'Bravocustomer' });
    bravo.dealer = await createDealerVia(bravoUser, { dealerName: 'Secret Bravodealer' });
    bravo.ticket = await createTicketVia(bravoUser, {
      subject: 'Secret bravo ticket',
      customerId: bravo.customer.id,
      customer: null,
    });
    bravo.note = (
      await bravoUser.post<Note>('/api/notes', { ticketId: bravo.ticket.id, content: 'secret bravo note' })
    ).body;
    bravo.claim = (
      await bravoUser.post<WarrantyClaim>('/api/warranties', { ticketId: bravo.ticket.id })
    ).body;
    await bravoUser.post('/api/warranties/assign', { ids: [bravo.claim.id], ownerId: USERS.bravoUser.id });
    bravo.credited = (
      await bravoUser.post<WarrantyClaim>('/api/warranties', {
        ticketId: bravo.ticket.id,
        claimTicketAdjustmentNumber: 'SECRET-ADJ-9',
        sellingPriceCents: 24_100,
        calculatedPercent: '30',
      })
    ).body;
    const bravoAdmin = await t.signIn('bravoAdmin');
    bravo.programme = (
      await bravoAdmin.post<WarrantyProgramme>('/api/programmes', {
        name: 'Secret Bravo Touring',
        brands: ['Secretbrand'],
        basis: 'workmanship',
        yearsFromPurchase: 4,
        yearsFromManufacture: 5,
      })
    ).body;
    bravo.tag = (await bravoAdmin.post<{ id: number }>('/api/tags', { name: 'Secret Bravo Tag' })).body;
    await bravoUser.put('/api/notifications/email', { kinds: ['customer_replied', 'due_soon'] });
    await bravoUser.post(`/api/tickets/${bravo.ticket.id}/tags`, { tagId: bravo.tag.id });
    bravo.view = (
      await bravoAdmin.post<{ id: number }>('/api/ticket-views', {
        name: 'Secret Bravo View',
        shared: true,
        query: { status: 'open' },
      })
    ).body;
    for (const to of ['pending_authorization', 'authorized', 'credited'])
      await bravoAdmin.post(`/api/warranties/${bravo.credited.id}/transitions`, { to });
    [bravo.attachment] = (
      await bravoUser.upload<Attachment[]>(
        `/api/tickets/${bravo.ticket.id}/attachments?claimId=${bravo.claim.id}`,
        [{ fileName: 'secret-bravo-invoice.pdf', bytes: pdfBytes('secret bravo invoice') }],
      )
    ).body as [Attachment];
    await withTenant(t.database, TENANTS.bravo.id, (tx) =>
      tx.insert(transcripts).values({
        tenantId: TENANTS.bravo.id,
        ticketId: bravo.ticket.id,
        callSid: 'CA-secret-bravo',
        transcript: 'secret bravo call',
        source: 'phone',
      }),
    );
    // A portal account of Bravo's dealer, invited and not yet accepted.
    const invited = await bravoAdmin.post<User>('/api/admin/users', {
      email: 'secret.counter@bravo.test',
      username: 'secret.counter',
      password: 'Secret-Bravo-Counter-1',
      role: 'dealer',
      dealerId: bravo.dealer.id,
    });
    await withTenant(t.database, TENANTS.bravo.id, (tx) =>
      tx.insert(accountInvitations).values({
        tenantId: TENANTS.bravo.id,
        dealerId: bravo.dealer.id,
        userId: invited.body.id,
        tokenHash: 'b'.repeat(64),
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      }),
    );
    // Bravo's service targets (decision 090), written as Bravo: nothing of them reaches Alpha.
    await withTenant(t.database, TENANTS.bravo.id, (tx) =>
      tx.insert(serviceTargetPolicies).values({
        tenantId: TENANTS.bravo.id,
        policy: {
          timeZone: 'Pacific/Auckland',
          hours: Object.fromEntries(
            ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [
              day,
              { start: '07:00', end: '19:00' },
            ]),
          ),
          holidays: ['2026-02-06'],
          targets: Object.fromEntries(
            ['high', 'medium', 'low'].map((p) => [
              p,
              { firstResponse: 11, nextResponse: 22, resolution: 33 },
            ]),
          ),
        },
      }),
    );
    own.ticket = await createTicketVia(alpha, { subject: 'Alpha own ticket' });
    bravo.macro = (
      await bravoAdmin.post<Macro>('/api/macros', {
        name: 'Secret bravo macro',
        actions: { status: 'closed' },
      })
    ).body;
    own.macro = (
      await alpha.post<Macro>('/api/macros', {
        name: 'Alpha own macro',
        personal: true,
        actions: { priority: 'low' },
      })
    ).body;
    own.tag = (
      await (await t.signIn('tenantAdmin')).post<{ id: number }>('/api/tags', { name: 'Alpha Tag' })
    ).body;
    [own.attachment] = (
      await alpha.upload<Attachment[]>(`/api/tickets/${own.ticket.id}/attachments`, [
        { fileName: 'alpha.pdf', bytes: pdfBytes() },
      ])
    ).body as [Attachment];
  });
  afterAll(() => t.close());

  const byIdRoutes = (): Array<[string, (c: TestClient) => Promise<{ status: number }>]> => [
    ['GET ticket', (c) => c.get(`/api/tickets/${bravo.ticket.id}`)],
    ['PATCH ticket', (c) => c.patch(`/api/tickets/${bravo.ticket.id}`, { status: 'closed' })],
    ['POST seen of ticket', (c) => c.post(`/api/tickets/${bravo.ticket.id}/seen`)],
    [
      'POST presence on ticket',
      (c) => c.post(`/api/tickets/${bravo.ticket.id}/presence`, { state: 'typing' }),
    ],
    ['GET transcripts of ticket', (c) => c.get(`/api/tickets/${bravo.ticket.id}/transcripts`)],
    ['GET activity of ticket', (c) => c.get(`/api/tickets/${bravo.ticket.id}/activity`)],
    ['PATCH ticket owner', (c) => c.patch(`/api/tickets/${bravo.ticket.id}`, { assigneeId: USERS.user.id })],
    [
      'POST bulk assign of ticket',
      async (c) => {
        const response = await c.post<BulkAssignResult>('/api/tickets/assign', {
          ids: [bravo.ticket.id],
          assigneeId: USERS.user.id,
        });
        const refused =
          response.body.skipped?.[0]?.reason === 'Ticket not found' && !response.body.changed.length;
        return { status: refused ? 404 : response.status };
      },
    ],
    [
      'PATCH own ticket to a Bravo owner',
      async (c) => {
        const response = await c.patch(`/api/tickets/${own.ticket.id}`, { assigneeId: USERS.bravoUser.id });
        return { status: response.status === 400 ? 404 : response.status };
      },
    ],
    [
      'GET merge preview of ticket',
      (c) =>
        c.get(`/api/tickets/${bravo.ticket.id}/merge-preview`, { query: { into: String(own.ticket.id) } }),
    ],
    [
      'GET merge preview into ticket',
      (c) =>
        c.get(`/api/tickets/${own.ticket.id}/merge-preview`, { query: { into: String(bravo.ticket.id) } }),
    ],
    [
      'POST merge of ticket',
      (c) => c.post(`/api/tickets/${bravo.ticket.id}/merge`, { intoTicketId: own.ticket.id }),
    ],
    [
      'POST merge into ticket',
      (c) => c.post(`/api/tickets/${own.ticket.id}/merge`, { intoTicketId: bravo.ticket.id }),
    ],
    ['GET notes of ticket', (c) => c.get('/api/notes', { query: { ticketId: String(bravo.ticket.id) } })],
    ['POST note on ticket', (c) => c.post('/api/notes', { ticketId: bravo.ticket.id, content: 'x' })],
    [
      'GET claims of ticket',
      (c) => c.get('/api/warranties', { query: { ticketId: String(bravo.ticket.id) } }),
    ],
    ['POST claim on ticket', (c) => c.post('/api/warranties', { ticketId: bravo.ticket.id })],
    ['PATCH claim', (c) => c.patch(`/api/warranties/${bravo.claim.id}`, { authorizationStatusName: 'Paid' })],
    ['DELETE claim', (c) => c.delete(`/api/warranties/${bravo.claim.id}`)],
    ['GET claim view', (c) => c.get(`/api/warranties/${bravo.claim.id}`)],
    ['GET claim history', (c) => c.get(`/api/warranties/${bravo.claim.id}/history`)],
    [
      'POST claim transition',
      (c) => c.post(`/api/warranties/${bravo.claim.id}/transitions`, { to: 'needs_review' }),
    ],
    [
      'POST claim withdrawal',
      (c) => c.post(`/api/warranties/${bravo.claim.id}/transitions`, { to: 'withdrawn', reason: 'x' }),
    ],
    [
      'POST credited claim reversal',
      (c) => c.post(`/api/warranties/${bravo.credited.id}/transitions`, { to: 'reversed', reason: 'x' }),
    ],
    [
      'POST claim adjustment',
      (c) =>
        c.post(`/api/warranties/${bravo.credited.id}/adjustments`, { sellingPriceCents: 1, reason: 'x' }),
    ],
    ['GET credited claim view', (c) => c.get(`/api/warranties/${bravo.credited.id}`)],
    ['GET warranty programme', (c) => c.get(`/api/programmes/${bravo.programme.id}`)],
    // Tags are kept by tenant admins: Alpha's tries with Bravo's tag.
    [
      'PATCH tag',
      async () => (await t.signIn('tenantAdmin')).patch(`/api/tags/${bravo.tag.id}`, { name: 'Taken' }),
    ],
    ['DELETE tag', async () => (await t.signIn('tenantAdmin')).delete(`/api/tags/${bravo.tag.id}`)],
    ['POST tag on ticket', (c) => c.post(`/api/tickets/${bravo.ticket.id}/tags`, { tagId: bravo.tag.id })],
    ['DELETE tag from ticket', (c) => c.delete(`/api/tickets/${bravo.ticket.id}/tags/${bravo.tag.id}`)],
    [
      'POST own ticket with a Bravo tag',
      (c) => c.post(`/api/tickets/${own.ticket.id}/tags`, { tagId: bravo.tag.id }),
    ],
    [
      'POST tag on tickets in bulk',
      async (c) => {
        const response = await c.post<{ changed: number[] }>('/api/tickets/tags', {
          ids: [bravo.ticket.id],
          tagId: own.tag.id,
          action: 'add',
        });
        return {
          status: response.status === 200 && response.body.changed.length === 0 ? 404 : response.status,
        };
      },
    ],
    ['PATCH shared view', (c) => c.patch(`/api/ticket-views/${bravo.view.id}`, { name: 'Taken' })],
    ['DELETE shared view', (c) => c.delete(`/api/ticket-views/${bravo.view.id}`)],
    [
      'POST owner of claim',
      async (c) => {
        const response = await c.post('/api/warranties/assign', { ids: [bravo.claim.id], ownerId: null });
        return { status: response.status === 400 ? 404 : response.status };
      },
    ],
    [
      'POST own claim to a Bravo owner',
      async (c) => {
        const mine = await c.post<WarrantyClaim>('/api/warranties', { ticketId: own.ticket.id });
        const response = await c.post('/api/warranties/assign', {
          ids: [mine.body.id],
          ownerId: USERS.bravoUser.id,
        });
        return { status: response.status === 400 ? 404 : response.status };
      },
    ],
    [
      'POST own claim crediting a Bravo dealer',
      async (c) => {
        const response = await c.post('/api/warranties', {
          ticketId: own.ticket.id,
          creditedDealerId: bravo.dealer.id,
        });
        return { status: response.status === 400 ? 404 : response.status };
      },
    ],
    ['GET claim package of ticket', (c) => c.get(`/api/tickets/${bravo.ticket.id}/claim-package`)],
    ['GET claim package PDF of ticket', (c) => c.get(`/api/tickets/${bravo.ticket.id}/claim-package.pdf`)],
    ['GET attachments of ticket', (c) => c.get(`/api/tickets/${bravo.ticket.id}/attachments`)],
    ['GET thread of ticket', (c) => c.get(`/api/tickets/${bravo.ticket.id}/thread`)],
    ['POST reply on ticket', (c) => c.post(`/api/tickets/${bravo.ticket.id}/replies`, { content: 'x' })],
    [
      'GET canned replies filled for ticket',
      (c) => c.get('/api/canned-replies', { query: { ticketId: String(bravo.ticket.id) } }),
    ],
    [
      'POST attachment on ticket',
      (c) =>
        c.upload(`/api/tickets/${bravo.ticket.id}/attachments`, [{ fileName: 'x.pdf', bytes: pdfBytes() }]),
    ],
    ['GET attachment content', (c) => c.get(bravo.attachment.contentUrl)],
    ['GET attachment preview', (c) => c.get(`/api/attachments/${bravo.attachment.id}/preview`)],
    ['GET attachment thumbnail', (c) => c.get(`/api/attachments/${bravo.attachment.id}/thumbnail`)],
    ['PATCH attachment', (c) => c.patch(`/api/attachments/${bravo.attachment.id}`, { claimId: null })],
    [
      'POST own attachment onto Bravo claim',
      (c) =>
        c.upload(`/api/tickets/${own.ticket.id}/attachments?claimId=${bravo.claim.id}`, [
          { fileName: 'x.pdf', bytes: pdfBytes() },
        ]),
    ],
    [
      'PATCH own attachment onto Bravo claim',
      (c) => c.patch(`/api/attachments/${own.attachment.id}`, { claimId: bravo.claim.id }),
    ],
    ['DELETE attachment', (c) => c.delete(`/api/attachments/${bravo.attachment.id}`)],
    ['GET customer', (c) => c.get(`/api/customers/${bravo.customer.id}`)],
    ['GET dealer', (c) => c.get(`/api/dealers/${bravo.dealer.id}`)],
    ['GET tickets of customer', (c) => c.get(`/api/customers/${bravo.customer.id}/tickets`)],
    ['GET claims of customer', (c) => c.get(`/api/customers/${bravo.customer.id}/claims`)],
    ['GET tickets of dealer', (c) => c.get(`/api/dealers/${bravo.dealer.id}/tickets`)],
    ['GET claims of dealer', (c) => c.get(`/api/dealers/${bravo.dealer.id}/claims`)],
    ['PATCH macro', (c) => c.patch(`/api/macros/${bravo.macro.id}`, { name: 'Leaked' })],
    ['DELETE macro', (c) => c.delete(`/api/macros/${bravo.macro.id}`)],
    [
      'POST preview of macro',
      (c) => c.post(`/api/macros/${bravo.macro.id}/preview`, { ticketId: own.ticket.id }),
    ],
    [
      'POST apply of macro',
      (c) => c.post(`/api/macros/${bravo.macro.id}/apply`, { ticketId: own.ticket.id }),
    ],
    [
      'POST bulk apply of macro',
      (c) => c.post(`/api/macros/${bravo.macro.id}/apply-bulk`, { ticketIds: [own.ticket.id] }),
    ],
    [
      'POST own macro onto Bravo ticket',
      (c) => c.post(`/api/macros/${own.macro.id}/apply`, { ticketId: bravo.ticket.id }),
    ],
    [
      'POST own macro preview of Bravo ticket',
      (c) => c.post(`/api/macros/${own.macro.id}/preview`, { ticketId: bravo.ticket.id }),
    ],
    [
      'POST own macro in bulk onto Bravo ticket',
      async (c) => {
        const response = await c.post<MacroBulkResult>(`/api/macros/${own.macro.id}/apply-bulk`, {
          ticketIds: [bravo.ticket.id],
        });
        const refused =
          response.body.skipped?.[0]?.reason === 'Ticket not found' && !response.body.applied.length;
        return { status: refused ? 404 : response.status };
      },
    ],
    ['PATCH customer', (c) => c.patch(`/api/customers/${bravo.customer.id}`, { firstName: 'Leaked' })],
    ['PATCH dealer', (c) => c.patch(`/api/dealers/${bravo.dealer.id}`, { city: 'Leaked' })],
    ['DELETE customer', (c) => c.delete(`/api/customers/${bravo.customer.id}`)],
    ['DELETE dealer', (c) => c.delete(`/api/dealers/${bravo.dealer.id}`)],
    [
      'PATCH own ticket onto Bravo customer',
      (c) => c.patch(`/api/tickets/${own.ticket.id}`, { customerId: bravo.customer.id }),
    ],
    [
      'PATCH own ticket onto Bravo dealer',
      (c) => c.patch(`/api/tickets/${own.ticket.id}`, { dealerId: bravo.dealer.id }),
    ],
    [
      'POST ticket for customer',
      (c) => c.post('/api/tickets', { subject: 's', description: 'd', customerId: bravo.customer.id }),
    ],
    [
      'POST ticket for dealer',
      (c) => c.post('/api/tickets', { subject: 's', description: 'd', dealerId: bravo.dealer.id }),
    ],
  ];

  for (const who of ['alpha', 'rootInAlpha'] as const) {
    it(`${who}: every route with Bravo's ids answers 404 and changes nothing`, async () => {
      const client = who === 'alpha' ? alpha : rootInAlpha;
      const before = await bravoFingerprint();
      const leaks: string[] = [];
      for (const [name, call] of byIdRoutes()) {
        const response = await call(client);
        if (response.status !== 404) leaks.push(`${name}: ${response.status}`);
      }
      expect(leaks).toEqual([]);
      expect(await bravoFingerprint()).toBe(before);
    });
  }

  it("Alpha's admins neither list nor send invitations for Bravo's dealer", async () => {
    const before = await bravoFingerprint();
    const url = `/api/admin/dealers/${bravo.dealer.id}/invitations`;
    for (const admin of [await t.signIn('tenantAdmin'), rootInAlpha]) {
      expect((await admin.get(url)).status).toBe(404);
      expect((await admin.post(url, { email: 'leak@alpha.test', username: 'leak.counter' })).status).toBe(
        404,
      );
    }
    expect(await bravoFingerprint()).toBe(before);
  });

  it("Alpha reads and sets its own service targets, never Bravo's", async () => {
    const before = await bravoFingerprint();
    const read = await alpha.get<{ policy: unknown }>('/api/service-targets');
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain('Pacific/Auckland');
    const admin = await t.signIn('tenantAdmin');
    const hours = { start: '09:00', end: '17:00' };
    const saved = await admin.put('/api/service-targets', {
      timeZone: 'UTC',
      hours: {
        sunday: null,
        monday: hours,
        tuesday: hours,
        wednesday: hours,
        thursday: hours,
        friday: hours,
        saturday: null,
      },
      holidays: [],
      targets: Object.fromEntries(
        ['high', 'medium', 'low'].map((p) => [p, { firstResponse: 60, nextResponse: 60, resolution: 600 }]),
      ),
    });
    expect(saved.status).toBe(200);
    expect(await bravoFingerprint()).toBe(before);
  });

  it("Alpha's staff read and set their own notice e-mails, never Bravo's (decision 097)", async () => {
    const before = await bravoFingerprint();
    const read = await alpha.get<{ kinds: string[] }>('/api/notifications/email');
    expect(read.status).toBe(200);
    expect(read.body.kinds).not.toContain('customer_replied');
    expect((await alpha.put('/api/notifications/email', { kinds: ['note_mention'] })).status).toBe(200);
    expect((await alpha.put('/api/notifications/email', { kinds: [] })).status).toBe(200);
    expect(await bravoFingerprint()).toBe(before);
  });

  it("Alpha's reports count none of Bravo's customer ratings (decision 091)", async () => {
    const [token] = await sentSurveys(t, TENANTS.bravo.id, [bravo.ticket.id]);
    expect((await t.anonymous().post(`/api/surveys/${token}`, { score: 2 })).status).toBe(200);
    const figures = await rootInAlpha.get<ReportFigures>('/api/reports/figures', {
      query: { period: 'all-time' },
    });
    expect(figures.body.satisfaction.responses).toBe(0);
    expect(JSON.stringify(await alpha.get(`/api/tickets/${bravo.ticket.id}/activity`))).not.toContain(
      'rating',
    );
  });

  it("lists, searches, counts, stats and reports show none of Bravo's rows", async () => {
    const text = JSON.stringify([
      await alpha.get<Ticket[]>('/api/tickets', { query: { limit: '200' } }),
      await alpha.get<Ticket[]>('/api/tickets', { query: { search: 'secret' } }),
      await alpha.get<Ticket[]>('/api/tickets', { query: { search: String(bravo.ticket.id) } }),
      await alpha.get<Customer[]>('/api/customers', { query: { search: 'bravocustomer' } }),
      await alpha.post<Customer[]>('/api/customers/search', { phone: bravo.customer.phone, name: 'Secret' }),
      await alpha.get<Dealer[]>('/api/dealers', { query: { search: 'bravodealer' } }),
      await alpha.get<WarrantyClaim[]>('/api/warranties'),
      await alpha.get('/api/programmes'),
      await alpha.get('/api/macros'),
      await alpha.get('/api/tags'),
      await alpha.get('/api/ticket-views'),
      await alpha.get<Ticket[]>('/api/tickets', { query: { tag: 'Secret Bravo Tag' } }),
      await alpha.get<Ticket[]>('/api/tickets', { query: { tag: String(bravo.tag.id) } }),
      await alpha.get<WarrantyClaim[]>('/api/warranties', { query: { search: 'secret' } }),
      await alpha.get<WarrantyClaim[]>('/api/warranties', { query: { dealerId: String(bravo.dealer.id) } }),
      await alpha.get<ReportSummary>('/api/reports/summary'),
      await alpha.get('/api/reports/figures', { query: { period: 'all-time' } }),
      (await alpha.get('/api/exports/tickets.csv')).text,
      (await alpha.get('/api/exports/claims.csv')).text,
    ]);
    expect(text.toLowerCase()).not.toContain('secret');
    for (const suffix of ['', '.csv', '.pdf']) {
      const statement = await alpha.get(`/api/reports/dealer-statement${suffix}`, {
        query: { dealerId: String(bravo.dealer.id), month: '2026-03' },
      });
      expect(statement.status, suffix).toBe(404);
    }
    const staff = JSON.stringify((await alpha.get('/api/tickets/assignees')).body);
    expect(staff).not.toContain(USERS.bravoUser.username);
    expect(staff).not.toContain(USERS.bravoAdmin.username);
    const owned = await alpha.get('/api/tickets', { query: { assignee: String(USERS.bravoUser.id) } });
    expect(owned.body).toEqual([]);
    const ownedClaims = await alpha.get('/api/warranties', { query: { owner: String(USERS.bravoUser.id) } });
    expect(ownedClaims.body).toEqual([]);
    expect(text).not.toContain(`"id":${bravo.claim.id},"ticketId"`);

    const stats = (await alpha.get<TicketStats>('/api/tickets/stats')).body;
    const total = Number((await alpha.get('/api/tickets')).headers['x-total-count']);
    expect(stats.totalTickets).toBe(total);
    const customersTotal = Number((await alpha.get('/api/customers')).headers['x-total-count']);
    const alphaCustomers = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from customers where tenant_id = ${TENANTS.alpha.id}`,
      ),
    )[0]!.n;
    expect(customersTotal).toBe(alphaCustomers);
    // The claim counters read claim_counts directly: Alpha's own claims only.
    const counters = (await alpha.get<ClaimCounters>('/api/warranties/counters')).body;
    const alphaClaims = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from warranty_claims where tenant_id = ${TENANTS.alpha.id}`,
      ),
    )[0]!.n;
    expect(counters.total).toBe(alphaClaims);
    expect(Number((await alpha.get('/api/warranties')).headers['x-total-count'])).toBe(alphaClaims);
  });

  it('row-level security hides other tenants even from a query that forgets its tenant filter', async () => {
    const seen = await withTenant(t.database, TENANTS.alpha.id, async (tx) =>
      rowsOf<{ tenant_id: number }>(await tx.execute(sql`select distinct tenant_id from tickets`)),
    );
    expect(seen.map((row) => row.tenant_id)).toEqual([TENANTS.alpha.id]);
    const unset = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'treaddesk_app', true)`);
      return rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from tickets`))[0]!.n;
    });
    expect(unset).toBe(0);
  });
});
