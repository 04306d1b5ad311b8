import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import { TENANTS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXACT_TOTAL_LIMIT } from './ticket-list.queries';

/** Alpha holds 600 "bulk" tickets (150 of them closed, 15 of those high) and Bravo 1,500 of its own. */
const BULK = 600;

async function insertBulkTickets(t: TestApp, tenantId: number, howMany: number, word: string) {
  await t.database.db
    .execute(sql`insert into tickets (tenant_id, number, subject, description, status, priority, search_text)
    select ${tenantId}, 100000 + g, ${word} || ' tyre ' || g, 'Bulk', case when g % 4 = 0 then 'closed' else 'open' end,
      case when g % 40 = 0 then 'high' else 'medium' end, lower(${word} || ' tyre ' || g || ' bulk')
    from generate_series(1, ${howMany}::int) g`);
}

describe('tickets list totals: exact up to a limit, a labelled estimate beyond it', () => {
  let t: TestApp;
  let agent: TestClient;

  const list = (query: Record<string, string>) => agent.get<Ticket[]>('/api/tickets', { query });

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    await insertBulkTickets(t, TENANTS.alpha.id, BULK, 'Crate');
    await insertBulkTickets(t, TENANTS.bravo.id, 1500, 'Crate');
    await t.database.db.execute(sql`analyze tickets`);
  });
  afterAll(() => t.close());

  it('counts a search exactly while it has at most the limit of matches', async () => {
    const closed = await list({ search: 'crate', status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.headers['x-total-count']).toBe(String(BULK / 4));
    expect(closed.headers['x-total-is-estimate']).toBeUndefined();

    const closedHigh = await list({ search: 'crate', status: 'closed', priority: 'high' });
    expect(closedHigh.headers['x-total-count']).toBe(String(BULK / 40));
    expect(closedHigh.body).toHaveLength(BULK / 40);
  });

  it('labels the total of a search past the limit as an estimate, never below what was counted', async () => {
    const page = await list({ search: 'crate', limit: '50' });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(50);
    expect(page.headers['x-total-is-estimate']).toBe('true');
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    // The planner's estimate, rounded to two figures; Bravo's 1,500 never count for Alpha.
    expect(total).toBeLessThanOrEqual(2 * BULK);
    expect(page.body.every((ticket) => ticket.subject.startsWith('Crate tyre'))).toBe(true);
  });

  it('estimates an owner filter past the limit the same way', async () => {
    const unassigned = await list({ assignee: 'none', limit: '10' });
    expect(unassigned.headers['x-total-is-estimate']).toBe('true');
    expect(Number(unassigned.headers['x-total-count'])).toBeGreaterThan(EXACT_TOTAL_LIMIT);
  });

  it('keeps the exact total of an unsearched list from the counters, however many tickets', async () => {
    const all = await list({ limit: '10' });
    expect(all.headers['x-total-count']).toBe(String(BULK));
    expect(all.headers['x-total-is-estimate']).toBeUndefined();
    const open = await list({ status: 'open', limit: '10' });
    expect(open.headers['x-total-count']).toBe(String((BULK * 3) / 4));
  });

  it('pages past the limit through an estimated total', async () => {
    const deep = await list({ search: 'crate', limit: '50', offset: String(BULK - 20) });
    expect(deep.status).toBe(200);
    expect(deep.body).toHaveLength(20);
  });
});
