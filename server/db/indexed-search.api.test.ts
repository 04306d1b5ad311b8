import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from './client';
import { TENANTS } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { catchUpTicketNumbers, lastTicketNumber } from '../test/ticket-numbers';

/**
 * Row-level security hides an index from any operator that is not LEAKPROOF; start-up marks LIKE
 * so (server/db/migrate.ts). Without it every search scans the tenant's whole ticket table.
 */
describe('substring search under row-level security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Enough tickets in two tenants that scanning the tenant costs more than the trigram index.
    await t.database.db.execute(sql`
      insert into tickets (tenant_id, number, subject, description, search_text)
      select tenant_id, ${lastTicketNumber(sql`tenant_id`)} + n, 'Tread wear ' || n, 'Worn evenly', 'tread wear ' || n || ' worn evenly'
      from unnest(array[${TENANTS.alpha.id}::int, ${TENANTS.bravo.id}::int]) as tenant_id,
           generate_series(1, 2000) as n`);
    await catchUpTicketNumbers(t.database);
    await t.database.db.execute(sql`select gin_clean_pending_list('tickets_search_trgm_idx')`);
    await t.database.db.execute(sql`analyze tickets`);
  });
  afterAll(() => t.close());

  const plan = (condition = sql`search_text like '%sidewall%'`) =>
    withTenant(t.database, TENANTS.alpha.id, async (tx) => {
      // Filtering a row costs as much as reading a page: the test's small tables then plan like big ones.
      await tx.execute(sql`set local cpu_operator_cost = 1`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql`explain select id from tickets where tenant_id = ${TENANTS.alpha.id} and ${condition}`,
        ),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it('uses the trigram index as the request-time role', async () => {
    expect(await plan()).toContain('tickets_search_trgm_idx');
  });

  it('finds "#TK-012" through the ticket-number index beside the trigram index', async () => {
    const byNumber = await plan(sql`(search_text like '%#tk-012%' or number = 12)`);
    expect(byNumber).toContain('tickets_search_trgm_idx');
    expect(byNumber).toContain('tickets_tenant_number_idx');
  });

  it('stops at the tenant boundary all the same', async () => {
    const count = await withTenant(t.database, TENANTS.alpha.id, async (tx) => {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from tickets where search_text like '%'`),
      );
      return row!.n;
    });
    const [all] = rowsOf<{ own: number; others: number }>(
      await t.database.db.execute(
        sql`select count(*) filter (where tenant_id = ${TENANTS.alpha.id})::int as own,
                   count(*) filter (where tenant_id <> ${TENANTS.alpha.id})::int as others from tickets`,
      ),
    );
    expect(all!.own).toBeGreaterThan(0);
    expect(all!.others).toBeGreaterThan(0);
    expect(count).toBe(all!.own);
  });
});
