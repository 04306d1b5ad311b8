import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../server/db/client';
import { tenants, users } from '../../server/db/schema';
import { hashPassword } from '../../server/features/auth';

export const BENCH_PASSWORD = 'bench-password-123';
export const BIG_TENANT_TICKETS = 100_000;
const BATCH = 100_000;

/**
 * One tenant with 100,000 tickets (20,000 customers, 200 dealers, 50,000 notes; all five times more
 * for a million) and four small tenants, written with set-based SQL so seeding takes seconds, not minutes.
 */
export async function seedBenchData(database: Database, bigTenantTickets = BIG_TENANT_TICKETS) {
  const { db } = database;
  const tenantRows = await db
    .insert(tenants)
    .values(['Big Tyre Co', 'Small One', 'Small Two', 'Small Three', 'Small Four'].map((name) => ({ name })))
    .returning({ id: tenants.id });
  const ids = tenantRows.map((row) => row.id);
  await db.insert(users).values({
    email: 'bench@treaddesk.local',
    username: 'bench',
    passwordHash: await hashPassword(BENCH_PASSWORD),
    role: 'user',
    tenantId: ids[0]!,
  });
  const sizes = [bigTenantTickets, 500, 500, 500, 500];
  for (const [index, tenantId] of ids.entries()) await seedTenant(database, tenantId, sizes[index]!);
  await vacuumAnalyze(database);
  return { bigTenantId: ids[0]! };
}

/** Autovacuum would do this within minutes in production; the benchmark should not wait for it. */
const vacuumAnalyze = (database: Database) => database.db.execute(sql`vacuum analyze`);

async function seedTenant(database: Database, tenantId: number, ticketCount: number) {
  const customers = Math.max(10, ticketCount / 5);
  const dealers = Math.max(5, ticketCount / 500);
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`insert into customers (tenant_id, first_name, last_name, phone, email, search_text, created_at)
    select ${tenantId}, 'First' || g, 'Last' || g, lpad((5550000000 + g)::text, 10, '0'), 'customer' || g || '@example.com',
      lower('First' || g || ' Last' || g || ' customer' || g || '@example.com ' || (5550000000 + g)),
      now() - (g || ' minutes')::interval
    from generate_series(1, ${customers}) g`);
  await run(sql`insert into dealers (tenant_id, dealer_code, dealer_name, contact_name, phone, country, address, city, state, zip_code, search_text)
    select ${tenantId}, 'D' || lpad(g::text, 5, '0'), 'Dealer ' || g, 'Contact ' || g, lpad((5551000000 + g)::text, 10, '0'),
      'United States', g || ' Main Street', 'Austin', 'TX', '78701', lower('dealer ' || g || ' d' || lpad(g::text, 5, '0'))
    from generate_series(1, ${dealers}) g`);
  // In batches: one statement for a million rows would outlast the pool's statement timeout.
  for (let from = 1; from <= ticketCount; from += BATCH) {
    const to = Math.min(ticketCount, from + BATCH - 1);
    await run(sql`insert into tickets (tenant_id, number, subject, description, status, priority, category, customer_id, dealer_id, search_text, created_at, updated_at, closed_at)
      select ${tenantId}, g, s.subject, s.subject || ' reported on ticket ' || g, s.status, s.priority, 'technical',
        case when g % 7 <> 0 then (select min(id) from customers where tenant_id = ${tenantId}) + (g % ${customers}) end,
        case when g % 7 = 0 then (select min(id) from dealers where tenant_id = ${tenantId}) + (g % ${dealers}) end,
        lower(s.subject || ' reported on ticket ' || g), now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
        case when s.status = 'closed' then now() - (g || ' minutes')::interval end
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select
        (array['Sidewall bulge on front tyre','Tread separation','Premature wear claim','Slow leak at bead','Vibration at speed',
               'Invoice shows wrong size','Road hazard nail','Uneven wear after alignment'])[1 + g % 8] as subject,
        (array['open','in-progress','closed'])[1 + (g / 3) % 3] as status,
        (array['low','medium','high'])[1 + (g / 7) % 3] as priority) s`);
  }
  await run(sql`insert into ticket_numbers (tenant_id, last_number) values (${tenantId}, ${ticketCount})`);
  // Notes come minutes to days after their ticket, which moves the ticket's updated_at (migration 0014).
  const [range] = rowsOf<{ low: number; high: number }>(
    await run(
      sql`select min(id)::int as low, max(id)::int as high from tickets where tenant_id = ${tenantId}`,
    ),
  );
  for (let low = range!.low; low <= range!.high; low += BATCH) {
    await run(sql`insert into notes (tenant_id, ticket_id, content, author_name, created_at)
      select ${tenantId}, id, 'Called the customer about ' || subject, 'Support Team',
        least(now(), created_at + ((id::bigint * 7919) % 5000 || ' minutes')::interval)
      from tickets where tenant_id = ${tenantId} and id % 2 = 0 and id between ${low} and ${low + BATCH - 1}`);
  }
}
