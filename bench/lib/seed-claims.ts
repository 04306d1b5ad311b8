import { sql } from 'drizzle-orm';
import type { prepareBigTenant } from './bench-database';

type BenchDatabase = Awaited<ReturnType<typeof prepareBigTenant>>['database'];

/** `claims` claims on the big tenant's tickets, spread over every workflow status and both sources. */
export async function seedClaims(database: BenchDatabase, tenantId: number, claims: number) {
  await database.db.execute(sql`insert into warranty_claims (tenant_id, ticket_id, workflow_status, source,
      claim_adjustment_number, dot_serial, tire_brand, selling_price_cents, credit_cents, calculated_percent,
      percent_credit, free_replacement_until, search_text, created_at, updated_at)
    select ${tenantId}, t.id,
      (array['draft','needs_review','pending_authorization','authorized','denied','credited'])[1 + n % 6],
      case when n % 5 = 0 then 'voice_agent' else 'staff' end,
      'ADJ-' || lpad(n::text, 6, '0'), 'DOT U2LL ' || lpad((n % 9999)::text, 4, '0'), 'Michelin',
      15000, 7500, '50', '50', case when n % 10 = 0 then date '2024-01-01' end,
      lower('adj-' || lpad(n::text, 6, '0') || ' dot u2ll ' || lpad((n % 9999)::text, 4, '0') || ' michelin tk-' || t.id),
      t.created_at, t.created_at
    from (select id, created_at, row_number() over (order by id) as n from tickets
          where tenant_id = ${tenantId} order by id limit ${claims}) t(id, created_at, n)`);
  await database.db.execute(sql`vacuum analyze warranty_claims`);
}
