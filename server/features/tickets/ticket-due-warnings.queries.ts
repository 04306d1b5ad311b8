import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { tickets } from '../../db/schema';

export type TicketDueWarning = { ticketId: number; ownerUserId: number };

/**
 * Takes the owned tickets falling due within `soonUntil` whose owner was not yet warned of this due
 * time (decision 096), marking them warned in the same statement: of two instances sweeping at once,
 * the second finds the row changed and skips it. A new due time allows a new warning.
 */
export async function takeTicketDueWarnings(
  tx: Tx,
  tenantId: number,
  now: Date,
  soonUntil: Date,
): Promise<TicketDueWarning[]> {
  const taken = await tx.execute(sql`update ${tickets} set warned_due_at = due_at
    where tenant_id = ${tenantId} and due_at > ${now.toISOString()}::timestamptz
      and due_at <= ${soonUntil.toISOString()}::timestamptz
      and assignee_user_id is not null and warned_due_at is distinct from due_at
    returning id as "ticketId", assignee_user_id as "ownerUserId"`);
  return rowsOf<TicketDueWarning>(taken);
}
