import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_NUL } from '../../../domain/fields';
import { ticketLabel } from '../../../domain/tickets';
import { warrantyClaims } from '../../db/schema';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { TENANTS, USERS } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catchUpTicketNumbers, lastTicketNumber } from '../../test/ticket-numbers';

const BOM = '\uFEFF';

/** Splits CSV text into records, honouring quoted fields that hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  return records;
}

describe('CSV exports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exports the filtered tickets as spreadsheet-safe CSV, for the active tenant only', async () => {
    const agent = await t.signIn('user');
    const dealer = await createDealerVia(agent, { dealerName: 'Pneus Étoile, Inc.' });
    const hostile = await createTicketVia(agent, {
      subject: '=HYPERLINK("http://evil.example","click")',
      description: 'Said "it blew out",\nthen hung up',
      priority: 'high',
    });
    const dealerTicket = await createTicketVia(agent, {
      subject: '-5 psi after a week',
      customer: null,
      dealerId: dealer.id,
      priority: 'high',
    });
    await createTicketVia(agent, { subject: 'Low priority rattle', priority: 'low' });
    await createTicketVia(await t.signIn('bravoUser'), { subject: 'Bravo secret', priority: 'high' });

    const response = await agent.get('/api/exports/tickets.csv', { query: { priority: 'high' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tickets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.text.startsWith(BOM)).toBe(true);
    expect(response.text.endsWith('\r\n')).toBe(true);
    expect(response.text).not.toContain('Bravo secret');

    const [header, ...rows] = parseCsv(response.text.slice(BOM.length));
    expect(header!.slice(0, 5)).toEqual(['Ticket', 'Subject', 'Description', 'Status', 'Priority']);
    expect(rows.map((row) => row[0])).toEqual([ticketLabel(dealerTicket), ticketLabel(hostile)]);
    const byLabel = new Map(rows.map((row) => [row[0], row]));
    const hostileRow = byLabel.get(ticketLabel(hostile))!;
    expect(hostileRow[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(hostileRow[2]).toBe('Said "it blew out",\nthen hung up');
    const dealerRow = byLabel.get(ticketLabel(dealerTicket))!;
    expect(dealerRow[1]).toBe("'-5 psi after a week");
    expect(dealerRow[10]).toBe('Pneus Étoile, Inc.');

    const searched = await agent.get('/api/exports/tickets.csv', { query: { search: 'rattle' } });
    expect(
      parseCsv(searched.text)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['Low priority rattle']);
  });

  it('streams exports larger than one batch in order, without duplicates or gaps', async () => {
    const tenantId = TENANTS.alpha.id;
    await t.database.db.execute(sql`
      insert into tickets (tenant_id, number, subject, description, search_text, created_at)
      select ${tenantId}, ${lastTicketNumber(tenantId)} + n, 'Bulk ' || n, 'Bulk ticket', 'bulk ' || n,
        now() - n * interval '1 second'
      from generate_series(1, 4500) as n`);
    await catchUpTicketNumbers(t.database);
    const agent = await t.signIn('user');
    const response = await agent.get('/api/exports/tickets.csv', { query: { search: 'bulk ' } });
    const subjects = parseCsv(response.text)
      .slice(1)
      .map((row) => row[1]);
    expect(subjects).toHaveLength(4500);
    expect(subjects[0]).toBe('Bulk 1');
    expect(subjects.at(-1)).toBe('Bulk 4500');
    expect(new Set(subjects).size).toBe(4500);
  });

  it('exports claims with their figures, filtered by ticket', async () => {
    const agent = await t.signIn('user');
    const ticket = await createTicketVia(agent);
    const other = await createTicketVia(agent);
    const created = await agent.post<{ id: number }>('/api/warranties', {
      ticketId: ticket.id,
      authorizationStatusName: 'Authorized',
      percentCredit: '45',
      claimTicketAdjustmentNumber: '@ADJ-1001',
      mileageProrationMileageOff: 56_000,
    });
    await t.database.db
      .update(warrantyClaims)
      .set({ creditCents: 5_040 })
      .where(eq(warrantyClaims.id, created.body.id));
    await agent.post('/api/warranties', { ticketId: other.id, authorizationStatusName: 'Denied' });
    const response = await agent.get('/api/exports/claims.csv', { query: { ticketId: String(ticket.id) } });
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(response.text.slice(BOM.length));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row).toMatchObject({
      Ticket: ticketLabel(ticket),
      'Adjustment Number': "'@ADJ-1001",
      Status: 'Draft',
      'Authorization Status': 'Authorized',
      Credit: '50.40',
      'Percent Credit': '45',
      'Mileage Off': '56000',
    });
  });

  it('exports a denied or withdrawn claim with no credit, and filters by owner', async () => {
    const agent = await t.signIn('user');
    const admin = await t.signIn('tenantAdmin');
    const ticket = await createTicketVia(agent);
    const file = async (adjustment: string) =>
      (
        await agent.post<{ id: number; creditCents: number }>('/api/warranties', {
          ticketId: ticket.id,
          claimTicketAdjustmentNumber: adjustment,
          sellingPriceCents: 26_390,
          calculatedPercent: '37',
        })
      ).body;
    const denied = await file('NC-DENIED-7');
    const withdrawn = await file('NC-WITHDRAWN-7');
    const kept = await file('NC-KEPT-7');
    expect(denied.creditCents).toBeGreaterThan(0);
    await agent.post(`/api/warranties/${denied.id}/transitions`, { to: 'pending_authorization' });
    await admin.post(`/api/warranties/${denied.id}/transitions`, { to: 'denied', reason: 'Puncture' });
    await agent.post(`/api/warranties/${withdrawn.id}/transitions`, {
      to: 'withdrawn',
      reason: 'Sold the car',
    });
    await agent.post('/api/warranties/assign', { ids: [kept.id], ownerId: USERS.user.id });
    const credits = async (query: Record<string, string>) => {
      const response = await agent.get('/api/exports/claims.csv', { query: { search: 'NC-', ...query } });
      expect(response.status).toBe(200);
      const [header, ...rows] = parseCsv(response.text.slice(BOM.length));
      const column = (name: string) => header!.indexOf(name);
      return Object.fromEntries(rows.map((row) => [row[column('Adjustment Number')], row[column('Credit')]]));
    };
    const kept$ = (kept.creditCents / 100).toFixed(2);
    expect(await credits({})).toEqual({ 'NC-DENIED-7': '', 'NC-WITHDRAWN-7': '', 'NC-KEPT-7': kept$ });
    expect(await credits({ owner: 'me' })).toEqual({ 'NC-KEPT-7': kept$ });
    expect(Object.keys(await credits({ owner: 'none' })).sort()).toEqual(['NC-DENIED-7', 'NC-WITHDRAWN-7']);
  });

  it("exports the claims the queue's filters select: search, status, dealer and dates", async () => {
    const agent = await t.signIn('user');
    const dealer = await createDealerVia(agent, { dealerName: 'Queue Filter Tyres' });
    const dealerTicket = await createTicketVia(agent, { dealerId: dealer.id });
    const plainTicket = await createTicketVia(agent);
    const file = (ticketId: number, adjustment: string) =>
      agent.post<{ id: number }>('/api/warranties', { ticketId, claimTicketAdjustmentNumber: adjustment });
    const drafted = await file(dealerTicket.id, 'QF-DRAFT-1');
    const submitted = await file(plainTicket.id, 'QF-SUBMITTED-1');
    await agent.post(`/api/warranties/${submitted.body.id}/transitions`, { to: 'pending_authorization' });
    const adjustments = async (query: Record<string, string>) => {
      const response = await agent.get('/api/exports/claims.csv', { query });
      expect(response.status, JSON.stringify(query)).toBe(200);
      const [header, ...rows] = parseCsv(response.text.slice(BOM.length));
      const column = header!.indexOf('Adjustment Number');
      return rows.map((row) => row[column]).sort();
    };
    expect(await adjustments({ search: 'QF-' })).toEqual(['QF-DRAFT-1', 'QF-SUBMITTED-1']);
    expect(await adjustments({ search: 'QF-', status: 'pending_authorization' })).toEqual(['QF-SUBMITTED-1']);
    expect(await adjustments({ search: 'QF-', dealerId: String(dealer.id) })).toEqual(['QF-DRAFT-1']);
    expect(await adjustments({ search: 'QF-', source: 'voice_agent' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await adjustments({ search: 'QF-', from: today, to: today })).toEqual([
      'QF-DRAFT-1',
      'QF-SUBMITTED-1',
    ]);
    expect(await adjustments({ search: 'QF-', to: '2000-01-01' })).toEqual([]);
    expect(drafted.status).toBe(201);
  });

  it("exports only the claims due soon or breached when the queue's due filter says so (decision 096)", async () => {
    const agent = await t.signIn('user');
    const ticket = await createTicketVia(agent);
    const file = async (adjustment: string, dueInMinutes: number | null) => {
      const claim = (
        await agent.post<{ id: number }>('/api/warranties', {
          ticketId: ticket.id,
          claimTicketAdjustmentNumber: adjustment,
        })
      ).body;
      const dueAt = dueInMinutes === null ? null : new Date(Date.now() + dueInMinutes * 60_000);
      await t.database.db.update(warrantyClaims).set({ dueAt }).where(eq(warrantyClaims.id, claim.id));
    };
    await file('DUE-LATE-3', -90);
    await file('DUE-SOON-3', 30);
    await file('DUE-LATER-3', 3 * 24 * 60);
    await file('DUE-NONE-3', null);
    const adjustments = async (query: Record<string, string>) => {
      const response = await agent.get('/api/exports/claims.csv', { query: { search: 'DUE-', ...query } });
      expect(response.status, JSON.stringify(query)).toBe(200);
      const [header, ...rows] = parseCsv(response.text.slice(BOM.length));
      const column = header!.indexOf('Adjustment Number');
      return rows.map((row) => row[column]).sort();
    };
    expect(await adjustments({})).toHaveLength(4);
    expect(await adjustments({ due: 'breached' })).toEqual(['DUE-LATE-3']);
    expect(await adjustments({ due: 'due_soon' })).toEqual(['DUE-SOON-3']);
  });

  it('refuses bad filters with field messages, strangers with 401', async () => {
    const agent = await t.signIn('user');
    for (const [path, query, field] of [
      ['/api/exports/tickets.csv', { status: 'lost' }, 'status'],
      ['/api/exports/tickets.csv', { period: 'someday' }, 'period'],
      ['/api/exports/claims.csv', { ticketId: 'abc' }, 'ticketId'],
      ['/api/exports/claims.csv', { ticketId: '-1' }, 'ticketId'],
      ['/api/exports/claims.csv', { status: 'lost' }, 'status'],
      ['/api/exports/claims.csv', { due: 'overdue' }, 'due'],
      ['/api/exports/claims.csv', { from: '2026-02-01', to: '2026-01-01' }, 'to'],
    ] as const) {
      const response = await agent.get(path, { query });
      expect(response.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(response.text).toContain(field);
    }
    expect((await t.anonymous().get('/api/exports/tickets.csv')).status).toBe(401);
    expect((await t.anonymous().get('/api/exports/claims.csv')).status).toBe(401);
  });

  it('refuses a NUL in the search with a field message before any row is sent', async () => {
    const agent = await t.signIn('user');
    for (const path of ['/api/exports/tickets.csv', '/api/exports/claims.csv', '/api/tickets']) {
      for (const search of ['Kumho\u0000', '\u0000', 'blow\u0000out']) {
        const response = await agent.get(path, { query: { search } });
        expect(response.status, `${path} ${JSON.stringify(search)}`).toBe(400);
        expect(response.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          fieldErrors: { search: [SEARCH_NUL] },
        });
      }
    }
  });
});
