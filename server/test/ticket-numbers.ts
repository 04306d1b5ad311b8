import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Tickets written in bulk with raw SQL (volume for query plans, batches and backups) bypass
 * openTicket: they number themselves after the tenant's last ticket with this, and
 * `catchUpTicketNumbers` then moves each tenant's counter past them.
 */
export const lastTicketNumber = (tenantId: SQL | number) =>
  sql`(select coalesce(max(number), 0) from tickets where tenant_id = ${tenantId})`;

export async function catchUpTicketNumbers(database: Database) {
  await database.db.execute(sql`insert into ticket_numbers (tenant_id, last_number)
    select tenant_id, max(number) from tickets group by tenant_id order by tenant_id
    on conflict (tenant_id) do update set last_number = excluded.last_number`);
}
