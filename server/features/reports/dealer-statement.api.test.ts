import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerStatement } from '../../../domain/dealer-statement';
import type { Ticket } from '../../../domain/api-types';
import type { ReportFigures } from '../../../domain/report-figures';
import { manualClock } from '../../lib/clock';
import { claimInState, ledgerOf } from '../../test/claim-states';
import { createDealerVia } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * "How much did we credit dealer X last month", answered by the statement and by Reports from the
 * ledger, by the date money was credited (decisions 073, 074). Every claim is 3 tyres, 11/32" new
 * and 4/32" left: 22 % credit of three times the selling price.
 */
describe('dealer statement and credit figures by credit date', () => {
  const clock = manualClock(new Date('2026-02-28T20:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '1440', SESSION_MAX_HOURS: '48' } });
  });
  afterAll(() => t.close());

  const move = async (claimId: number, body: Record<string, unknown>) => {
    const admin = await t.signIn('tenantAdmin');
    const moved = await admin.post(`/api/warranties/${claimId}/transitions`, body);
    expect(moved.status, moved.text).toBe(200);
  };
  const credited = async (dealerId: number, sellingPriceCents: number) => {
    const claim = await claimInState(t, 'authorized', { creditedDealerId: dealerId, sellingPriceCents });
    await move(claim.id, { to: 'credited' });
    return claim;
  };

  let harrow: { id: number };
  let quarry: { id: number };
  let a: { id: number; ticketId: number; claimTicketAdjustmentNumber?: string | null };
  let c: { id: number; claimTicketAdjustmentNumber?: string | null };

  beforeAll(async () => {
    const agent = await t.signIn('user');
    harrow = await createDealerVia(agent, { dealerName: 'Harrow Road Wheels', state: 'KS' });
    quarry = await createDealerVia(agent, { dealerName: 'Quarry Lane Tyre Co', state: 'VT' });
    // February: A credited to Harrow Road ($131.99).
    a = await credited(harrow.id, 19_999);
    // March 1st, 09:00: B and C credited to Harrow Road, D to Quarry Lane; E denied, F authorized.
    clock.set(new Date('2026-03-01T09:00:00Z'));
    await credited(harrow.id, 31_450); // B: $207.57
    c = await credited(harrow.id, 12_345); // C: $81.48
    await credited(quarry.id, 27_180); // D: $179.39
    await claimInState(t, 'denied', { creditedDealerId: harrow.id, sellingPriceCents: 40_000 });
    await claimInState(t, 'authorized', { creditedDealerId: harrow.id, sellingPriceCents: 15_000 }); // F: $99.00
    // 10:00: C's credit and February's A are reversed by credit notes.
    clock.set(new Date('2026-03-01T10:00:00Z'));
    await move(c.id, { to: 'reversed', reason: 'Tyre came back undamaged' });
    await move(a.id, { to: 'reversed', reason: 'Duplicate of an earlier claim' });
    clock.set(new Date('2026-03-01T11:00:00Z'));
  });

  const asQuery = (query: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const statementOf = async (query: Record<string, string | number>) =>
    (await t.signIn('user')).get<DealerStatement>('/api/reports/dealer-statement', {
      query: asQuery(query),
    });

  it('keeps the amounts the claims were credited with on the ledger', async () => {
    expect((await ledgerOf(t, a.id)).map((row) => [row.kind, row.amount_cents])).toEqual([
      ['credit', 13_199],
      ['reversal', -13_199],
    ]);
    expect((await ledgerOf(t, c.id)).map((row) => [row.kind, row.amount_cents])).toEqual([
      ['credit', 8_148],
      ['reversal', -8_148],
    ]);
  });

  it("lists a month's credits and credit notes of one dealer, with totals that add up by hand", async () => {
    const march = await statementOf({ dealerId: harrow.id, month: '2026-03' });
    expect(march.status, march.text).toBe(200);
    expect(march.body).toMatchObject({
      dealer: { id: harrow.id, dealerName: 'Harrow Road Wheels' },
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(march.body.lines.map((line) => [line.kind, line.amountCents, line.creditedAt])).toEqual([
      ['credit', 20_757, '2026-03-01T09:00:00.000Z'],
      ['credit', 8_148, '2026-03-01T09:00:00.000Z'],
      ['reversal', -8_148, '2026-03-01T10:00:00.000Z'],
      ['reversal', -13_199, '2026-03-01T10:00:00.000Z'],
    ]);
    const [, cCredit, cNote, aNote] = march.body.lines;
    expect(cCredit!.number).toBe(c.claimTicketAdjustmentNumber);
    expect(cNote).toMatchObject({
      adjustmentNumber: c.claimTicketAdjustmentNumber,
      reason: 'Tyre came back undamaged',
    });
    expect(cNote!.number).toMatch(/^CN-\d{6}$/);
    expect(aNote!.adjustmentNumber).toBe(a.claimTicketAdjustmentNumber);
    // Each line names its claim's ticket as every answer does: id for the link, number for people.
    const aTicket = (await (await t.signIn('user')).get<Ticket>(`/api/tickets/${a.ticketId}`)).body;
    expect(aNote).toMatchObject({ ticketId: a.ticketId, ticketNumber: aTicket.number });
    // 207.57 + 81.48 = 289.05 credited; 81.48 + 131.99 = 213.47 reversed; 289.05 − 213.47 = 75.58.
    expect(march.body.totals).toEqual({
      credits: 2,
      creditedCents: 28_905,
      reversals: 2,
      reversedCents: -21_347,
      netCents: 7_558,
    });

    const february = (await statementOf({ dealerId: harrow.id, month: '2026-02' })).body;
    expect(february.lines.map((line) => line.claimId)).toEqual([a.id]);
    expect(february.totals).toMatchObject({ creditedCents: 13_199, reversals: 0, netCents: 13_199 });

    const both = (await statementOf({ dealerId: harrow.id, from: '2026-02-01', to: '2026-03-31' })).body;
    expect(both.lines).toHaveLength(5);
    expect(both.totals.netCents).toBe(20_757); // only B is still credited

    const quarryMarch = (await statementOf({ dealerId: quarry.id, month: '2026-03' })).body;
    expect(quarryMarch.totals).toEqual({
      credits: 1,
      creditedCents: 17_939,
      reversals: 0,
      reversedCents: 0,
      netCents: 17_939,
    });
    const empty = (await statementOf({ dealerId: quarry.id, month: '2026-01' })).body;
    expect(empty).toMatchObject({ lines: [], totals: { netCents: 0 } });
  });

  it('counts Reports money by the date it was credited, never a denied claim', async () => {
    const agent = await t.signIn('user');
    const figures = async (period: string) =>
      (await agent.get<ReportFigures>('/api/reports/figures', { query: { period } })).body.claims;

    const thisMonth = await figures('this-month');
    // Credited in March: B 207.57 + C 81.48 + D 179.39; reversed: C 81.48 + A 131.99.
    expect(thisMonth).toMatchObject({
      credits: 3,
      creditedCents: 46_844,
      reversals: 2,
      reversedCents: -21_347,
      netCreditedCents: 25_497,
    });
    // Filed in March: B, D and F carry credit; C is reversed and E denied ($264.00 asked nowhere).
    expect(thisMonth.filedCents).toBe(20_757 + 17_939 + 9_900);
    // Authorized in March, still standing: B, C, D (credited since) and F.
    expect(thisMonth).toMatchObject({ authorized: 4, authorizedCents: 20_757 + 8_148 + 17_939 + 9_900 });
    expect(thisMonth.byStatus.find((row) => row.status === 'denied')).toEqual({
      status: 'denied',
      count: 1,
      creditCents: null,
    });
    expect(thisMonth.byDealer.map((row) => [row.dealerName, row.creditedCents])).toEqual([
      ['Quarry Lane Tyre Co', 17_939],
      ['Harrow Road Wheels', 7_558],
    ]);

    // February keeps what was credited then: its reversal in March does not rewrite it.
    const lastMonth = await figures('last-month');
    expect(lastMonth).toMatchObject({
      credits: 1,
      creditedCents: 13_199,
      reversals: 0,
      netCreditedCents: 13_199,
    });
    expect(lastMonth.byDealer.map((row) => [row.dealerName, row.creditedCents])).toEqual([
      ['Harrow Road Wheels', 13_199],
    ]);

    const pdf = await agent.get('/api/reports/figures.pdf', { query: { period: 'this-month' } });
    const text = (await pdfPages(new Uint8Array(pdf.raw))).join('\n');
    expect(text).toMatch(/Net credited\s+\$254\.97/);
    expect(text).toMatch(/Denied\s+1\s+no credit/);
    expect(text).not.toContain('$264.00');
  });

  it('gives the statement as CSV and as PDF, with the same totals', async () => {
    const agent = await t.signIn('user');
    const query = asQuery({ dealerId: harrow.id, month: '2026-03' });
    const csv = await agent.get('/api/reports/dealer-statement.csv', { query });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/statement-.*-2026-03-01-to-2026-03-31\.csv/);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(1 + 4 + 3);
    expect(rows[3]).toContain('"Credit note"');
    expect(rows[3]).toContain(',-81.48,');
    expect(rows.at(-1)).toContain('"Net credited"');
    expect(rows.at(-1)).toContain(',75.58,');

    const pdf = await agent.get('/api/reports/dealer-statement.pdf', { query });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(new Uint8Array(pdf.raw))).join('\n');
    expect(text).toContain('Dealer statement: Harrow Road Wheels');
    expect(text).toContain('credited 2026-03-01 to 2026-03-31');
    expect(text).toMatch(/Net credited\s+\$75\.58/);
    expect(text).toMatch(/Credit note\s+CN-\d{6}\s+\S+\s+#\S+\s+-\$131\.99/);
  });

  it('refuses a bad range with a field message, a foreign or unknown dealer with 404, strangers with 401', async () => {
    const bad = async (query: Record<string, string | number>) => {
      const response = await statementOf({ dealerId: harrow.id, ...query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      return (response.body as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors;
    };
    expect(await bad({ month: '2026-13' })).toMatchObject({ month: ['Month must be YYYY-MM'] });
    expect(await bad({})).toMatchObject({ month: ['Give a month, or a from and to date'] });
    expect(await bad({ month: '2026-03', from: '2026-03-01', to: '2026-03-02' })).toHaveProperty('month');
    expect(await bad({ from: '2026-03-01' })).toMatchObject({ to: ['Give both a from and a to date'] });
    expect(await bad({ from: '2026-03-31', to: '2026-03-01' })).toMatchObject({
      to: ['The start date must not be after the end date'],
    });
    expect(await bad({ from: '2020-01-01', to: '2026-03-01' })).toHaveProperty('to');
    expect(await bad({ from: '2026-02-30', to: '2026-03-01' })).toHaveProperty('from');
    const noDealer = await (
      await t.signIn('user')
    ).get('/api/reports/dealer-statement', {
      query: { dealerId: 'harrow', month: '2026-03' },
    });
    expect(noDealer.status).toBe(400);

    const bravo = await t.signIn('bravoAdmin');
    for (const suffix of ['', '.csv', '.pdf']) {
      const url = `/api/reports/dealer-statement${suffix}`;
      expect(
        (await bravo.get(url, { query: asQuery({ dealerId: harrow.id, month: '2026-03' }) })).status,
      ).toBe(404);
      expect(
        (await t.anonymous().get(url, { query: asQuery({ dealerId: harrow.id, month: '2026-03' }) })).status,
      ).toBe(401);
    }
    expect((await statementOf({ dealerId: 2_000_000_000, month: '2026-03' })).status).toBe(404);
  });
});
