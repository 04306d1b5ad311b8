import { sql } from 'drizzle-orm';
import { DUPLICATE_WINDOW_DAYS, type PossibleDuplicate } from '../../../domain/ticket-duplicates';
import { rowsOf, type Tx } from '../../db/client';

type Row = {
  ticket_id: number;
  ticket_number: number;
  subject: string;
  status: PossibleDuplicate['status'];
  created_at: Date | string;
  reason: PossibleDuplicate['reason'];
};

/**
 * Other tickets opened within the window of this one by its customer, or by a customer record
 * with the same phone or e-mail (a caller who then wrote in): the candidates for a merge.
 */
export async function possibleDuplicates(tx: Tx, tenantId: number, ticketId: number, limit = 10) {
  const rows = await tx.execute(sql`
    select other.id as ticket_id, other.number as ticket_number, other.subject, other.status,
      other.created_at,
      case when other.customer_id = mine.customer_id then 'customer'
           when theirs.phone = caller.phone then 'phone' else 'email' end as reason
    from tickets mine
    join customers caller on caller.id = mine.customer_id
    join tickets other on other.tenant_id = mine.tenant_id and other.id <> mine.id
      and other.created_at between mine.created_at - make_interval(days => ${DUPLICATE_WINDOW_DAYS})
                               and mine.created_at + make_interval(days => ${DUPLICATE_WINDOW_DAYS})
    left join customers theirs on theirs.id = other.customer_id
    where mine.tenant_id = ${tenantId} and mine.id = ${ticketId} and other.merged_into_id is null
      and (other.customer_id = mine.customer_id or theirs.phone = caller.phone
           or (caller.email is not null and lower(theirs.email) = lower(caller.email)))
    order by other.created_at desc, other.id desc
    limit ${limit}`);
  return rowsOf<Row>(rows).map((row): PossibleDuplicate => ({
    ticketId: row.ticket_id,
    ticketNumber: row.ticket_number,
    subject: row.subject,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    reason: row.reason,
  }));
}
