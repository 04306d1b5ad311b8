import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFigures } from '../../../domain/report-figures';
import { notes, outgoingMessages, tickets, warrantyClaims } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-03-18T12:00:00Z');

describe('report figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
  });
  afterAll(() => t.close());

  const backdate = async (table: typeof tickets | typeof warrantyClaims, id: number, iso: string) => {
    await t.database.db
      .update(table)
      .set({ createdAt: new Date(iso) })
      .where(eq(table.id, id));
  };

  it('counts tickets and claims of the chosen period for the active tenant only', async () => {
    const agent = await t.signIn('user');
    const texas = await createDealerVia(agent, { state: 'TX', dealerName: 'Lone Star Tyres' });
    const ohio = await createDealerVia(agent, { state: 'OH', dealerName: 'Buckeye Wheels' });
    const inMarch = [
      await createTicketVia(agent, { priority: 'high', category: 'billing' }),
      await createTicketVia(agent, { customer: null, dealerId: texas.id }),
      await createTicketVia(agent, { customer: null, dealerId: texas.id, priority: 'high' }),
      await createTicketVia(agent, { customer: null, dealerId: ohio.id }),
    ];
    const inFebruary = await createTicketVia(agent, { customer: null, dealerId: ohio.id });
    for (const ticket of inMarch) await backdate(tickets, ticket.id, '2026-03-10T09:00:00Z');
    await backdate(tickets, inFebruary.id, '2026-02-14T09:00:00Z');

    await agent.patch(`/api/tickets/${inMarch[1]!.id}`, { status: 'closed' });
    await t.database.db
      .update(tickets)
      .set({ closedAt: new Date('2026-03-11T15:00:00Z') }) // 30 hours after creation
      .where(eq(tickets.id, inMarch[1]!.id));
    // An internal note is not a response; the first public reply, 2 hours after creation, is.
    await agent.post('/api/notes', { ticketId: inMarch[0]!.id, content: 'Called the customer back.' });
    await t.database.db
      .update(notes)
      .set({ createdAt: new Date('2026-03-10T10:00:00Z') })
      .where(eq(notes.ticketId, inMarch[0]!.id));
    // A reply still queued, or one that failed, never reached the customer: not a response.
    for (const [hour, messageId, status] of [
      ['10', '<queued@alpha.test>', 'queued'],
      ['10', '<failed@alpha.test>', 'failed'],
      ['11', '<first@alpha.test>', 'sent'],
      ['14', '<second@alpha.test>', 'sent'],
    ] as const) {
      await t.database.db.insert(outgoingMessages).values({
        tenantId: 1,
        ticketId: inMarch[0]!.id,
        authorName: 'alpha.agent',
        toAddress: 'customer@example.test',
        subject: 'Re: billing',
        bodyText: 'We are on it.',
        messageId,
        status,
        createdAt: new Date(`2026-03-10T${hour}:00:00Z`),
      });
    }

    type Decided = Pick<typeof warrantyClaims.$inferInsert, 'workflowStatus' | 'creditCents'>;
    const claim = async (
      ticketId: number,
      percentCredit: string | null,
      decided: Decided,
      createdAt: string,
    ) => {
      const response = await agent.post<{ id: number }>('/api/warranties', { ticketId, percentCredit });
      expect(response.status).toBe(201);
      await backdate(warrantyClaims, response.body.id, createdAt);
      await t.database.db.update(warrantyClaims).set(decided).where(eq(warrantyClaims.id, response.body.id));
    };
    const march = '2026-03-12T00:00:00Z';
    await claim(inMarch[1]!.id, '40', { workflowStatus: 'authorized', creditCents: 5_040 }, march);
    await claim(inMarch[2]!.id, '60', { workflowStatus: 'credited', creditCents: 10_000 }, march);
    await claim(inMarch[3]!.id, null, { workflowStatus: 'denied', creditCents: 7_000 }, march);
    await claim(
      inFebruary.id,
      '90',
      { workflowStatus: 'credited', creditCents: 12_345 },
      '2026-02-15T00:00:00Z',
    );

    await createTicketVia(await t.signIn('bravoUser'), { priority: 'high' });

    const thisMonth = await agent.get<ReportFigures>('/api/reports/figures?period=this-month');
    expect(thisMonth.status).toBe(200);
    const figures = thisMonth.body;
    expect(figures.from).toBe('2026-03-01T00:00:00.000Z');
    expect(figures.tickets).toEqual({
      total: 4,
      closed: 1,
      highPriority: 2,
      resolutionRate: 25,
      escalationRate: 50,
      averageResolutionHours: 30,
      firstResponseHours: 2,
    });
    expect(figures.categories).toEqual([
      { category: 'technical', count: 3 },
      { category: 'billing', count: 1 },
    ]);
    expect(figures.regions).toEqual([
      { state: 'TX', tickets: 2, closed: 1, resolutionRate: 50 },
      { state: 'OH', tickets: 1, closed: 0, resolutionRate: 0 },
    ]);
    expect(figures.weeklyVolume).toEqual([{ weekStart: '2026-03-09', count: 4 }]);
    expect(figures.topDealersByTickets.map((row) => [row.dealerName, row.count])).toEqual([
      ['Lone Star Tyres', 2],
      ['Buckeye Wheels', 1],
    ]);
    // The denied claim's $70.00 is asked nowhere: a denied claim carries no credit.
    expect(figures.claims).toMatchObject({ total: 3, filedCents: 15_040, averagePercentCredit: 50 });
    expect(figures.claims.byStatus).toEqual([
      { status: 'authorized', count: 1, creditCents: 5_040 },
      { status: 'credited', count: 1, creditCents: 10_000 },
      { status: 'denied', count: 1, creditCents: null },
    ]);
    expect(figures.claims.byDealer.map((row) => [row.dealerName, row.claims, row.filedCents])).toEqual([
      ['Lone Star Tyres', 2, 15_040],
      ['Buckeye Wheels', 1, 0],
    ]);

    const lastMonth = (await agent.get<ReportFigures>('/api/reports/figures?period=last-month')).body;
    expect(lastMonth.tickets.total).toBe(1);
    expect(lastMonth.claims.byDealer.map((row) => [row.dealerName, row.filedCents])).toEqual([
      ['Buckeye Wheels', 12_345],
    ]);
    expect(lastMonth.claims.averagePercentCredit).toBe(90);

    const allTime = (await agent.get<ReportFigures>('/api/reports/figures?period=all-time')).body;
    expect(allTime.from).toBeNull();
    expect(allTime.tickets.total).toBe(5);

    const pdf = await agent.get('/api/reports/figures.pdf?period=this-month');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(new Uint8Array(pdf.raw))).join('\n');
    expect(text).toContain('This month (2026-03-01 to 2026-03-18, UTC)');
    expect(text).toMatch(/Average resolution time\s+30 h/);
    expect(text).toMatch(/First response time\s+2 h/);
    expect(text).toMatch(/Lone Star Tyres\s+\S+\s+2\s+\$150\.40/);
    expect(text).toMatch(/TX\s+2\s+1\s+50%/);
    expect(text).toMatch(/Denied\s+1\s+no credit/);
    expect(text).not.toContain('$70.00');
  });

  it('refuses an unknown period with a field message, and strangers with 401', async () => {
    const agent = await t.signIn('user');
    const bad = await agent.get<{ error: { fields?: Record<string, string> } }>(
      '/api/reports/figures?period=yesterday',
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Period must be one of');
    expect((await t.anonymous().get('/api/reports/figures')).status).toBe(401);
    expect((await agent.get('/api/reports/figures.pdf?period=soon')).status).toBe(400);
    expect((await t.anonymous().get('/api/reports/figures.pdf')).status).toBe(401);
  });

  it('answers an empty tenant with zeros and no averages', async () => {
    const admin = await t.signIn('globalAdmin');
    await admin.post('/api/auth/tenant', { tenantId: 2 });
    const figures = (await admin.get<ReportFigures>('/api/reports/figures?period=last-month')).body;
    await admin.post('/api/auth/tenant', { tenantId: 1 });
    expect(figures.tickets).toMatchObject({ total: 0, resolutionRate: 0, averageResolutionHours: null });
    expect(figures.claims).toMatchObject({
      total: 0,
      filedCents: 0,
      netCreditedCents: 0,
      averagePercentCredit: null,
      byDealer: [],
    });
  });
});

describe('report figures kept for REPORT_CACHE_SECONDS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REPORT_CACHE_SECONDS: '60' } });
  });
  afterAll(() => t.close());

  it('serves the figures counted within the period per tenant, with when they were counted', async () => {
    const alpha = await t.signIn('user');
    const bravo = await t.signIn('bravoUser');
    const figures = async (client: typeof alpha) =>
      (await client.get<ReportFigures>('/api/reports/figures', { query: { period: 'all-time' } })).body;
    const first = await figures(alpha);
    await createTicketVia(alpha);
    const second = await figures(alpha);
    expect(second).toEqual(first);
    expect(Date.parse(second.computedAt)).not.toBeNaN();

    const bravoBefore = await figures(bravo);
    await createTicketVia(bravo);
    await createTicketVia(bravo);
    expect((await figures(bravo)).tickets.total).toBe(bravoBefore.tickets.total);
    const thisYear = await alpha.get<ReportFigures>('/api/reports/figures', {
      query: { period: 'this-year' },
    });
    expect(thisYear.body.tickets.total).toBe(first.tickets.total + 1);
  });
});
