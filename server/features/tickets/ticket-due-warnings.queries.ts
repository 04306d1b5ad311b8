import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { tickets } from '../../db/schema';

/** At most this many a sweep, soonest first: the rest are taken by the next sweep. */
const WARNINGS_PER_SWEEP = 500;

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
  const due = sql`tenant_id = ${tenantId} and due_at > ${now.toISOString()}::timestamptz
    and due_at <= ${soonUntil.toISOString()}::timestamptz
    and assignee_user_id is not null and warned_due_at is distinct from due_at`;
  // The condition is checked again on the row itself, after any concurrent sweep's update.
  const taken = await tx.execute(sql`update ${tickets} set warned_due_at = due_at
    where ${due} and id in (select id from ${tickets} where ${due} order by due_at, id limit ${WARNINGS_PER_SWEEP})
    returning id as "ticketId", assignee_user_id as "ownerUserId"`);
  return rowsOf<TicketDueWarning>(taken);
}
