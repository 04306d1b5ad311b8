import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_DIRECTIONS, type TicketSort } from '../../../domain/tickets';
import { orderBy } from './ticket-order';
import { rowsOf, withTenant } from '../../db/client';
import { TENANTS, USERS } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catchUpTicketNumbers, lastTicketNumber } from '../../test/ticket-numbers';

const SORT_INDEXES: Record<TicketSort, string> = {
  created: 'tickets_tenant_created_idx',
  updated: 'tickets_tenant_updated_idx',
  priority: 'tickets_tenant_priority_rank_idx',
  status: 'tickets_tenant_status_rank_idx',
  due: 'tickets_tenant_due_idx',
};

/**
 * Every sort of the tickets list, alone and beside the owner filters, reads the first page of the
 * tenant's tickets through an index as the request-time role, instead of sorting every ticket.
 */
describe('ticket list sorts use their indexes under row-level security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Two busy tenants: every priority and status, changes spread over weeks, most tickets owned
    // by two colleagues, "Mine" and "Unassigned" rare.
    await t.database.db.execute(sql`
      insert into tickets (tenant_id, number, subject, description, search_text, priority, status, assignee_user_id,
        created_at, updated_at)
      select tenant_id, ${lastTicketNumber(sql`tenant_id`)} + n, 'Sorted ' || n, 'Sorted', 'sorted ' || n,
        (array['low','medium','high'])[1 + n % 3], (array['open','in-progress','closed'])[1 + (n / 3) % 3],
        case when tenant_id = ${TENANTS.alpha.id}
          then case n % 40 when 0 then null when 1 then ${USERS.user.id}
            else (array[${USERS.tenantAdmin.id}, ${USERS.globalAdmin.id}]::int[])[1 + n % 2] end
          else ${USERS.bravoUser.id} end,
        now() - (n || ' minutes')::interval, now() - ((n * 7919) % 40000 || ' minutes')::interval
      from unnest(array[${TENANTS.alpha.id}::int, ${TENANTS.bravo.id}::int]) as tenant_id,
           generate_series(1, 4000) as n`);
    await catchUpTicketNumbers(t.database);
    await t.database.db.execute(sql`analyze tickets`);
  });
  afterAll(() => t.close());

  const planOf = (order: SQL, condition: SQL = sql`true`) =>
    withTenant(t.database, TENANTS.alpha.id, async (tx) => {
      // Filtering a row costs as much as reading a page: the test's small tables then plan like big ones.
      await tx.execute(sql`set local cpu_operator_cost = 1`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select id from tickets where tenant_id = ${TENANTS.alpha.id} and ${condition}
          order by ${order} limit 50`),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  for (const [sort, index] of Object.entries(SORT_INDEXES) as Array<[TicketSort, string]>) {
    for (const direction of SORT_DIRECTIONS) {
      it(`sorted by ${sort} ${direction}, through ${index}`, async () => {
        const plan = await planOf(orderBy({ sort, direction }));
        expect(plan).toContain(index);
        expect(plan).not.toMatch(/Seq Scan|Sort Key/);
      });

      it(`for "Mine" sorted by ${sort} ${direction}, without reading the tenant`, async () => {
        const plan = await planOf(orderBy({ sort, direction }), sql`assignee_user_id = ${USERS.user.id}`);
        expect(plan).toMatch(/Index/);
        expect(plan).not.toContain('Seq Scan');
      });

      it(`for unassigned tickets sorted by ${sort} ${direction}, without reading the tenant`, async () => {
        const plan = await planOf(orderBy({ sort, direction }), sql`assignee_user_id is null`);
        expect(plan).toMatch(/Index/);
        expect(plan).not.toContain('Seq Scan');
      });
    }
  }
});
