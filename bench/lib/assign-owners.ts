import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../server/db/client';
import { users } from '../../server/db/schema';

/**
 * A desk's owners: the bench user has 1 ticket in 40 ("Mine"), one in ten has no owner, three
 * colleagues share the rest. Answers a colleague's id.
 */
export async function assignOwners(database: Database, tenantId: number): Promise<number> {
  const [me] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from users where username = 'bench'`),
  );
  const colleagues = await database.db
    .insert(users)
    .values(
      [1, 2, 3].map((n) => ({
        email: `colleague${n}@treaddesk.local`,
        username: `colleague${n}`,
        passwordHash: 'x',
        role: 'user' as const,
        tenantId,
      })),
    )
    .returning({ id: users.id });
  const others = colleagues.map((row) => row.id);
  const [range] = rowsOf<{ low: number; high: number }>(
    await database.db.execute(
      sql`select min(id)::int as low, max(id)::int as high from tickets where tenant_id = ${tenantId}`,
    ),
  );
  // In batches, as the seeding: a million rows in one statement outlast the statement timeout.
  for (let low = range!.low; low <= range!.high; low += 100_000) {
    await database.db.execute(sql`update tickets set assignee_user_id = case
        when id % 40 = 0 then ${me!.id}
        when id % 10 = 1 then null
        else (${sql.raw(`array[${others.join(',')}]`)})[1 + id % 3] end
      where tenant_id = ${tenantId} and id between ${low} and ${low + 99_999}`);
  }
  return others[0]!;
}
