import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/api-types';
import {
  CUSTOMER_OR_TICKET,
  TICKET_HAS_CUSTOMER,
  type PortalClaim,
  type PortalActivity,
  type PortalDealer,
  type PortalTicket,
} from '../../../domain/dealer-portal';
import type { DealerStatement } from '../../../domain/dealer-statement';
import { DEALER_ONLY_FOR_DEALERS, DEALER_REQUIRED } from '../../../domain/admin';
import { rowsOf, withDealer } from '../../db/client';
import { claimInState } from '../../test/claim-states';
import { databaseRefusal } from '../../test/databases';
import type { PortalPhoto } from '../../../domain/dealer-portal';
import type { Attachment } from '../../../domain/attachments';
import { MESSAGE_REQUIRED, WARRANTY_TEAM, type ClaimMessage } from '../../../domain/claim-messages';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { htmlAsJpeg, pdfBytes, phonePhoto, SAMPLE_FILES } from '../../test/files/sample-files';
import { FIXTURE_PASSWORD } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Decision 086: a dealer account sees its own dealer's claims, and nothing of the staff's or other dealers'. */
describe('dealer accounts and the portal', () => {
  let t: TestApp;
  let admin: TestClient;
  let portal: TestClient;
  let dealerA: { id: number; dealerName: string };
  let dealerB: { id: number };
  let bravoDealer: { id: number };
  const claimsOfA: number[] = [];
  const claimsOfB: number[] = [];
  let ticketOfB: number;
  let creditedOfA: { id: number; claimTicketAdjustmentNumber: string | null };

  async function signInAs(username: string) {
    const client = new TestClient(t.app);
    const answer = await client.post('/api/auth/login', { username, password: FIXTURE_PASSWORD });
    expect(answer.status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('tenantAdmin');
    dealerA = await createDealerVia(admin, { dealerName: 'Kowalczyk Tyre & Brake' });
    dealerB = await createDealerVia(admin, { dealerName: 'Okafor Wheel Works' });
    bravoDealer = await createDealerVia(await t.signIn('bravoAdmin'), { dealerName: 'bravo secret dealer' });
    const agent = await t.signIn('user');
    const ticketA = await createTicketVia(agent, { dealerId: dealerA.id });
    const ticketB = await createTicketVia(agent, { dealerId: dealerB.id });
    ticketOfB = ticketB.id;
    claimsOfA.push((await claimInState(t, 'pending_authorization', { ticketId: ticketA.id })).id);
    const credited = await claimInState(t, 'credited', { ticketId: ticketA.id });
    creditedOfA = credited;
    claimsOfA.push(credited.id);
    claimsOfB.push((await claimInState(t, 'credited', { ticketId: ticketB.id })).id);
    claimsOfB.push((await claimInState(t, 'draft', { ticketId: ticketB.id })).id);

    const created = await admin.post<User>('/api/admin/users', {
      email: 'counter@kowalczyk.example',
      username: 'kowalczyk.counter',
      password: FIXTURE_PASSWORD,
      role: 'dealer',
      dealerId: dealerA.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'dealer', dealerId: dealerA.id, tenantId: 1 });
    portal = await signInAs('kowalczyk.counter');
  });
  afterAll(() => t.close());

  it('a tenant admin creates a dealer account only for a dealer of its own tenant', async () => {
    const base = { password: FIXTURE_PASSWORD, role: 'dealer' };
    const cases = [
      [{ email: 'a1@x.example', username: 'a1x' }, DEALER_REQUIRED],
      [{ email: 'a2@x.example', username: 'a2x', dealerId: bravoDealer.id }, DEALER_REQUIRED],
      [{ email: 'a3@x.example', username: 'a3x', dealerId: 2_000_000 }, DEALER_REQUIRED],
      [
        { email: 'a4@x.example', username: 'a4x', role: 'user', dealerId: dealerA.id },
        DEALER_ONLY_FOR_DEALERS,
      ],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await admin.post<{ fieldErrors: Record<string, string[]> }>('/api/admin/users', {
        ...base,
        ...body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors.dealerId).toEqual([message]);
    }
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from users where email like 'a_@x.example'`),
    ) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('says who is signed in and for which dealer', async () => {
    const me = await portal.get<PortalDealer>('/api/portal/me');
    expect(me.status).toBe(200);
    expect(me.body.dealer).toMatchObject({ id: dealerA.id, dealerName: 'Kowalczyk Tyre & Brake' });
    expect(me.body.username).toBe('kowalczyk.counter');
  });

  it("lists its own dealer's claims only, with status, credit and what each waits for", async () => {
    const list = await portal.get<PortalClaim[]>('/api/portal/claims');
    expect(list.status).toBe(200);
    expect(list.body.map((claim) => claim.id).sort()).toEqual([...claimsOfA].sort());
    expect(list.headers['x-total-count']).toBe(String(claimsOfA.length));
    const credited = list.body.find((claim) => claim.id === creditedOfA.id)!;
    expect(credited.workflowStatus).toBe('credited');
    expect(credited.creditCents).toBeGreaterThan(0);
    expect(credited.adjustmentNumber).toBe(creditedOfA.claimTicketAdjustmentNumber);

    const searched = await portal.get<PortalClaim[]>('/api/portal/claims', {
      query: { search: creditedOfA.claimTicketAdjustmentNumber!.toLowerCase() },
    });
    expect(searched.body.map((claim) => claim.id)).toEqual([creditedOfA.id]);
    const pending = await portal.get<PortalClaim[]>('/api/portal/claims', {
      query: { status: 'pending_authorization' },
    });
    expect(pending.body.map((claim) => claim.id)).toEqual([claimsOfA[0]]);
    // Another dealer's adjustment number finds nothing.
    const other = await portal.get<PortalClaim[]>('/api/portal/claims', { query: { search: 'GY-' } });
    expect(other.body.map((claim) => claim.id).sort()).toEqual([...claimsOfA].sort());
  });

  it('downloads its own statement, whatever dealer the query names', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const statement = await portal.get<DealerStatement>('/api/portal/statement', {
      query: { month, dealerId: String(dealerB.id) },
    });
    expect(statement.status).toBe(200);
    expect(statement.body.dealer.id).toBe(dealerA.id);
    expect(statement.body.lines.map((line) => line.claimId)).toEqual([creditedOfA.id]);
    const csv = await portal.get('/api/portal/statement.csv', { query: { month } });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(creditedOfA.claimTicketAdjustmentNumber!);
    const pdf = await portal.get('/api/portal/statement.pdf', { query: { month } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await portal.get('/api/portal/statement', { query: { month: '2026-13' } })).status).toBe(400);
  });

  it("refuses the staff's routes with 403 before reading the request", async () => {
    const staffCalls: [string, string, unknown?][] = [
      ['GET', '/api/tickets'],
      ['GET', '/api/warranties'],
      ['GET', `/api/warranties/${claimsOfA[0]}`],
      ['GET', '/api/customers'],
      ['GET', '/api/dealers'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/reports/summary'],
      ['GET', `/api/reports/dealer-statement?dealerId=${dealerA.id}&month=2026-01`],
      ['GET', '/api/exports/tickets.csv'],
      ['GET', '/api/search?q=tyre'],
      ['POST', '/api/tickets', { nonsense: true }],
      ['POST', '/api/warranties', {}],
      ['PATCH', `/api/warranties/${claimsOfB[0]}`, {}],
      ['GET', '/api/mail-settings'],
    ];
    for (const [method, url, body] of staffCalls) {
      const answer = await portal.request(method as 'GET', url, body as Record<string, unknown>);
      expect(answer.status, `${method} ${url}`).toBe(403);
    }
    // And staff are not dealers.
    expect((await admin.get('/api/portal/claims')).status).toBe(403);
    expect((await t.anonymous().get('/api/portal/claims')).status).toBe(401);
  });

  it("holds in the database: the dealer role reads only its dealer's rows and no staff table", async () => {
    const scope = { tenantId: 1, dealerId: dealerA.id };
    const read = (text: string) =>
      withDealer(t.database, scope, async (tx) => rowsOf<{ id: number }>(await tx.execute(sql.raw(text))));
    const claimIds = (await read('select id from warranty_claims')).map((row) => row.id).sort();
    expect(claimIds).toEqual([...claimsOfA].sort());
    expect((await read('select id from dealers')).map((row) => row.id)).toEqual([dealerA.id]);
    const ticketDealers = rowsOf<{ dealer_id: number }>(
      await withDealer(t.database, scope, (tx) => tx.execute(sql`select distinct dealer_id from tickets`)),
    );
    expect(ticketDealers).toEqual([{ dealer_id: dealerA.id }]);
    for (const table of [
      'notes',
      'transcripts',
      'call_logs',
      'users',
      'audit_log',
      'outgoing_messages',
      'account_invitations',
    ]) {
      expect(await databaseRefusal(read(`select 1 as id from ${table} limit 1`)), table).toMatch(
        /permission denied/,
      );
    }
    const update = withDealer(t.database, scope, (tx) => tx.execute(sql`update tickets set subject = 'x'`));
    expect(await databaseRefusal(update)).toMatch(/permission denied/);
  });

  /** A counter claim in words the fixtures never use. */
  const counterClaim = (patch: Record<string, unknown> = {}) => ({
    customer: { name: 'Oluwaseun Abernathy-Kraus', phone: '(318) 555-0147', email: null, company: null },
    problem: 'Inner shoulder worn to the cords after 19,000 miles; customer noticed a hum at speed.',
    vehicle: '3FA6P0H7XHR123456',
    creditBasisName: 'Tread Depth',
    numberOfTires: 2,
    tireBrand: 'Vredestein',
    tireModel: 'Quatrac Pro',
    tireSize: '235/55R18',
    dotSerial: 'DOT HX7T 9RRW 4424',
    treadReading1: '5',
    treadReading2: '4',
    treadReading3: '5',
    treadDepthProrationOriginalTread: '10',
    treadDepthProrationRemainingTreadDepth: '4',
    sellingPriceCents: 18_745,
    purchaseDate: '2025-03-14',
    ...patch,
  });

  const ticketCount = async () =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from tickets`))[0]!.n;

  it('files a claim on a new ticket of its own dealer, with the verdict, for the team to review', async () => {
    const filed = await portal.post<PortalClaim>('/api/portal/claims', {
      ...counterClaim(),
      // Naming another dealer changes nothing: the body has no such field.
      dealerId: dealerB.id,
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      customerName: 'Oluwaseun Abernathy-Kraus',
      tireBrand: 'Vredestein',
      workflowStatus: 'needs_review',
    });
    // The verdict the dealer is shown is the one the desk stored, with its reasons.
    const stored = await admin.get<{
      claim: { eligibility: string; eligibilityReasons: { text: string }[] };
    }>(`/api/warranties/${filed.body.id}`);
    expect(filed.body.eligibility).toBe(stored.body.claim.eligibility);
    expect(filed.body.eligibilityReasons).toEqual(stored.body.claim.eligibilityReasons.map((r) => r.text));
    expect(filed.body.eligibilityReasons.length).toBeGreaterThan(0);
    expect(filed.body.creditCents).toBeGreaterThan(0);

    const staffView = await admin.get<{ dealer: { id: number } | null; subject: string }>(
      `/api/tickets/${filed.body.ticketId}`,
    );
    expect(staffView.body.dealer?.id).toBe(dealerA.id);
    expect(staffView.body.subject).toBe('Warranty claim: Vredestein 235/55R18, DOT HX7T 9RRW 4424');
    const queue = await admin.get<{ id: number; source: string }[]>('/api/warranties', {
      query: { source: 'dealer' },
    });
    expect(queue.body.map((claim) => claim.id)).toEqual([filed.body.id]);
    const mine = await portal.get<PortalClaim[]>('/api/portal/claims');
    expect(mine.body.map((claim) => claim.id)).toContain(filed.body.id);
  });

  it("files a claim on one of its own tickets, the problem as its first message, and never on another dealer's", async () => {
    const tickets = await portal.get<PortalTicket[]>('/api/portal/tickets');
    expect(tickets.status).toBe(200);
    expect(tickets.body.map((ticket) => ticket.ticketId)).not.toContain(ticketOfB);
    const own = tickets.body.find((ticket) => ticket.claimCount > 0)!;
    const { customer: _customer, problem: _problem, ...tyre } = counterClaim();
    const filed = await portal.post<PortalClaim>('/api/portal/claims', {
      ...tyre,
      ticketId: own.ticketId,
      problem: 'Second tyre off the same car: same shoulder wear.',
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ ticketId: own.ticketId, tireBrand: 'Vredestein' });
    const after = await portal.get<PortalTicket[]>('/api/portal/tickets');
    expect(after.body.find((ticket) => ticket.ticketId === own.ticketId)?.claimCount).toBe(
      own.claimCount + 1,
    );
    const messages = await admin.get<ClaimMessage[]>(`/api/warranties/${filed.body.id}/messages`);
    expect(messages.body.map((message) => [message.side, message.body])).toEqual([
      ['dealer', 'Second tyre off the same car: same shoulder wear.'],
    ]);

    const before = await ticketCount();
    const refusals: [Record<string, unknown>, number, string | null][] = [
      [{ ...tyre, ticketId: ticketOfB }, 404, null],
      [{ ...tyre, ticketId: 2_000_000 }, 404, null],
      [{ ...counterClaim(), ticketId: own.ticketId }, 400, TICKET_HAS_CUSTOMER],
      [tyre, 400, CUSTOMER_OR_TICKET],
    ];
    for (const [body, status, customerMessage] of refusals) {
      const answer = await portal.post<{ fieldErrors?: Record<string, string[]> }>(
        '/api/portal/claims',
        body,
      );
      expect(answer.status).toBe(status);
      if (customerMessage) expect(answer.body.fieldErrors?.customer).toEqual([customerMessage]);
    }
    expect(await ticketCount()).toBe(before);
    const ofB = await admin.get<{ id: number }[]>('/api/warranties', {
      query: { ticketId: String(ticketOfB) },
    });
    expect(ofB.body.map((claim) => claim.id).sort()).toEqual([...claimsOfB].sort());
  });

  it('refuses a claim the checks refuse, with field messages, and writes nothing', async () => {
    const before = await ticketCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ problem: '  ' }, 'problem'],
      [{ customer: { name: 'Ines Valderrama', phone: '555-01' } }, 'customer.phone'],
      [{ treadDepthProrationRemainingTreadDepth: '12' }, 'treadDepthProrationRemainingTreadDepth'],
      [{ treadReading2: '11' }, 'treadReading2'],
      [{ dotSerial: 'DOT <script>' }, 'dotSerial'],
    ];
    for (const [patch, field] of cases) {
      const answer = await portal.post<{ fieldErrors: Record<string, string[]> }>(
        '/api/portal/claims',
        counterClaim(patch),
      );
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.fieldErrors), field).toContain(field);
    }
    expect(await ticketCount()).toBe(before);
  });

  it("adds photos and the invoice to its own claim, sees them, and never another dealer's", async () => {
    const claimId = claimsOfA[0]!;
    const uploaded = await portal.upload<PortalPhoto[]>(`/api/portal/claims/${claimId}/photos`, [
      { fileName: 'IMG_20261202_0931.jpg', bytes: await phonePhoto() },
      { fileName: 'invoice-8831.pdf', bytes: pdfBytes('Invoice 8831 - 2 Vredestein') },
    ]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.map((photo) => [photo.fileName, photo.contentType])).toEqual([
      ['IMG_20261202_0931.jpg', 'image/jpeg'],
      ['invoice-8831.pdf', 'application/pdf'],
    ]);
    const [photo, invoice] = uploaded.body as [PortalPhoto, PortalPhoto];
    expect(invoice.thumbnailUrl).toBeNull();
    const listed = await portal.get<PortalPhoto[]>(`/api/portal/claims/${claimId}/photos`);
    expect(listed.body.map((file) => file.id)).toEqual([photo.id, invoice.id]);
    const content = await portal.get(photo.contentUrl);
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect((await portal.get(photo.thumbnailUrl!)).headers['content-type']).toBe('image/webp');

    // The team sees them on the claim's ticket.
    const mine = (await portal.get<PortalClaim[]>('/api/portal/claims')).body;
    const { ticketId } = mine.find((claim) => claim.id === claimId)!;
    const staffFiles = await admin.get<Attachment[]>(`/api/tickets/${ticketId}/attachments`);
    expect(staffFiles.body.map((file) => file.id)).toEqual(expect.arrayContaining([photo.id, invoice.id]));

    // Another dealer's claim and files are not there at all.
    const ofB = await admin.upload<Attachment[]>(`/api/tickets/${ticketOfB}/attachments`, [
      { fileName: 'b-tread.jpg', bytes: SAMPLE_FILES['image/jpeg'] },
    ]);
    expect(ofB.status).toBe(201);
    const foreignId = ofB.body[0]!.id;
    expect((await portal.get(`/api/portal/photos/${foreignId}/content`)).status).toBe(404);
    expect((await portal.get(`/api/portal/photos/${foreignId}/thumbnail`)).status).toBe(404);
    expect((await portal.get(`/api/portal/claims/${claimsOfB[0]}/photos`)).status).toBe(404);
    const intoB = await portal.upload(`/api/portal/claims/${claimsOfB[0]}/photos`, [
      { fileName: 'x.jpg', bytes: SAMPLE_FILES['image/jpeg'] },
    ]);
    expect(intoB.status).toBe(404);
    // Not a photo: refused as the staff's uploads are.
    expect((await portal.upload(`/api/portal/claims/${claimId}/photos`, [htmlAsJpeg])).status).toBe(415);
  });

  it('exchanges messages with the warranty team on its own claim, apart from the notes', async () => {
    const claimId = claimsOfA[0]!;
    const asked = await portal.post<ClaimMessage>(`/api/portal/claims/${claimId}/messages`, {
      body: 'The customer has the tyre here at the counter. Do you need it shipped back?',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ side: 'dealer', authorName: 'kowalczyk.counter' });
    const staffView = await admin.get<ClaimMessage[]>(`/api/warranties/${claimId}/messages`);
    expect(staffView.body.map((message) => message.body)).toEqual([asked.body.body]);
    const answered = await admin.post<ClaimMessage>(`/api/warranties/${claimId}/messages`, {
      body: 'Keep it for 30 days; we will tell you if an inspector needs it.',
    });
    expect(answered.status).toBe(201);
    await admin.post(
      `/api/tickets/${(await portal.get<PortalClaim[]>('/api/portal/claims')).body.find((c) => c.id === claimId)!.ticketId}/notes`,
      {
        content: 'Internal: dealer has a history of late returns.',
      },
    );

    const thread = await portal.get<ClaimMessage[]>(`/api/portal/claims/${claimId}/messages`);
    expect(thread.body.map((message) => [message.side, message.authorName])).toEqual([
      ['dealer', 'kowalczyk.counter'],
      ['staff', WARRANTY_TEAM],
    ]);
    expect(JSON.stringify(thread.body)).not.toContain('late returns');

    expect((await portal.get(`/api/portal/claims/${claimsOfB[0]}/messages`)).status).toBe(404);
    expect(
      (await portal.post(`/api/portal/claims/${claimsOfB[0]}/messages`, { body: 'Hello?' })).status,
    ).toBe(404);
    const empty = await portal.post<{ fieldErrors: Record<string, string[]> }>(
      `/api/portal/claims/${claimId}/messages`,
      { body: '   ' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.body).toEqual([MESSAGE_REQUIRED]);
    // Staff write only where a dealer can read.
    const noDealer = await claimInState(t, 'draft');
    expect((await admin.post(`/api/warranties/${noDealer.id}/messages`, { body: 'Anyone?' })).status).toBe(
      409,
    );
    // And beneath the API, the dealer role reads its own conversations only.
    await admin.post(`/api/warranties/${claimsOfB[0]}/messages`, { body: 'For dealer B only' });
    const visible = await withDealer(t.database, { tenantId: 1, dealerId: dealerA.id }, async (tx) =>
      rowsOf<{ body: string }>(await tx.execute(sql`select body from claim_messages`)),
    );
    expect(visible.map((row) => row.body)).not.toContain('For dealer B only');
    // This claim's two, and the problem a claim on an existing ticket opened with.
    expect(visible.length).toBe(3);
  });

  it("shows staff on the dealer's page what its accounts did, and nothing of another dealer's", async () => {
    const activity = await t
      .signIn('user')
      .then((agent) => agent.get<PortalActivity[]>(`/api/dealers/${dealerA.id}/portal-activity`));
    expect(activity.status).toBe(200);
    const kinds = new Set(activity.body.map((item) => item.kind));
    expect(kinds).toEqual(new Set(['claim_filed', 'message', 'file']));
    expect(activity.body.every((item) => item.username === 'kowalczyk.counter')).toBe(true);
    const times = activity.body.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(activity.body.find((item) => item.kind === 'message')?.detail).toMatch(
      /^The customer has the tyre/,
    );
    // Staff's own writing on the dealer's claims is not the dealer's activity.
    expect(JSON.stringify(activity.body)).not.toContain('Keep it for 30 days');

    const ofB = await admin.get<PortalActivity[]>(`/api/dealers/${dealerB.id}/portal-activity`);
    expect(ofB.body).toEqual([]);
    expect((await admin.get(`/api/dealers/${bravoDealer.id}/portal-activity`)).status).toBe(404);
    expect((await portal.get(`/api/dealers/${dealerA.id}/portal-activity`)).status).toBe(403);
  });

  it('ends with the dealer: deleting the dealer removes its accounts and their sessions', async () => {
    const doomed = await createDealerVia(admin, { dealerName: 'Short-lived Tyres' });
    const account = await admin.post<User>('/api/admin/users', {
      email: 'gone@short.example',
      username: 'short.counter',
      password: FIXTURE_PASSWORD,
      role: 'dealer',
      dealerId: doomed.id,
    });
    expect(account.status).toBe(201);
    const client = await signInAs('short.counter');
    expect((await client.get('/api/portal/me')).status).toBe(200);
    expect((await admin.delete(`/api/dealers/${doomed.id}`)).status).toBe(204);
    expect((await client.get('/api/portal/me')).status).toBe(401);
  });
});
