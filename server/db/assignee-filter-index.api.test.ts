import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from './client';
import { TENANTS, USERS } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { catchUpTicketNumbers, lastTicketNumber } from '../test/ticket-numbers';

/**
 * The tickets list's owner filters ("Mine", "Unassigned", one assignee) read the newest page of a
 * tenant's tickets through tickets_tenant_assignee_idx instead of walking every ticket of the tenant,
 * and sorted by priority through tickets_tenant_assignee_priority_idx (one owner) or
 * tickets_tenant_unassigned_priority_idx (no owner), without sorting the owner's tickets.
 */
describe('assignee filters use their index under row-level security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A busy desk: most tickets are owned by two colleagues; "Mine" and "Unassigned" are rare, so
    // walking the tenant's newest tickets and filtering them would read far more than one page.
    await t.database.db.execute(sql`
      insert into tickets (tenant_id, number, subject, description, search_text, assignee_user_id)
      select tenant_id, ${lastTicketNumber(sql`tenant_id`)} + n, 'Owned ' || n, 'Owned', 'owned ' || n,
        case when tenant_id = ${TENANTS.alpha.id}
          then case n % 40 when 0 then null when 1 then ${USERS.user.id}
            else (array[${USERS.tenantAdmin.id}, ${USERS.globalAdmin.id}]::int[])[1 + n % 2] end
          else ${USERS.bravoUser.id} end
      from unnest(array[${TENANTS.alpha.id}::int, ${TENANTS.bravo.id}::int]) as tenant_id,
           generate_series(1, 4000) as n`);
    await catchUpTicketNumbers(t.database);
    await t.database.db.execute(sql`analyze tickets`);
  });
  afterAll(() => t.close());

  const byDate = sql`created_at desc, id desc`;
  const planOf = (condition: ReturnType<typeof sql>, order = byDate) =>
    withTenant(t.database, TENANTS.alpha.id, async (tx) => {
      // Filtering a row costs as much as reading a page: the test's small tables then plan like big ones.
      await tx.execute(sql`set local cpu_operator_cost = 1`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select id from tickets where tenant_id = ${TENANTS.alpha.id} and ${condition}
          order by ${order} limit 50`),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  // Each owner index reads only that owner's tickets; on these small tables sorting them can win.
  const ownerIndex = /tickets_tenant_(assignee|assignee_priority|unassigned_priority)_idx/;

  it('for one assignee ("Mine" is the signed-in user)', async () => {
    expect(await planOf(sql`assignee_user_id = ${USERS.user.id}`)).toMatch(ownerIndex);
  });

  it('for unassigned tickets', async () => {
    expect(await planOf(sql`assignee_user_id is null`)).toMatch(ownerIndex);
  });

  it('sorted by priority, for unassigned tickets and for one assignee, in index order', async () => {
    const byPriority = sql`(case priority when 'high' then 3 when 'medium' then 2 else 1 end) desc,
      created_at desc, id desc`;
    const unassigned = await planOf(sql`assignee_user_id is null`, byPriority);
    expect(unassigned).toContain('tickets_tenant_unassigned_priority_idx');
    expect(unassigned).not.toMatch(/Sort/);
    const mine = await planOf(sql`assignee_user_id = ${USERS.user.id}`, byPriority);
    expect(mine).toContain('tickets_tenant_assignee_priority_idx');
    expect(mine).not.toMatch(/Sort/);
  });
});
