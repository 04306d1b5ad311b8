import { sql } from 'drizzle-orm';
import type { PortalActivity } from '../../../domain/dealer-portal';
import { rowsOf, type Tx } from '../../db/client';

type ActivityRow = {
  kind: PortalActivity['kind'];
  at: Date | string;
  username: string;
  claim_id: number | null;
  ticket_id: number;
  ticket_number: number;
  detail: string | null;
};

/**
 * The latest claims, messages and files the dealer's accounts put in, newest first: each table
 * says who wrote its row, and the accounts come from the tenant's own view of them.
 */
export async function dealerAccountActivity(tx: Tx, tenantId: number, dealerId: number, limit: number) {
  const rows = await tx.execute(sql`
    with accounts as (
      select id, username from tenant_dealer_accounts where dealer_id = ${dealerId}
    ), activity as (
      select 'claim_filed' as kind, c.created_at as at, c.filed_by_user_id as user_id, c.id as claim_id,
        c.ticket_id, null::text as detail
      from warranty_claims c
      where c.tenant_id = ${tenantId} and c.filed_by_user_id in (select id from accounts)
      union all
      select 'message', m.created_at, m.author_user_id, m.claim_id, m.ticket_id, left(m.body, 140)
      from claim_messages m
      where m.tenant_id = ${tenantId} and m.side = 'dealer' and m.author_user_id in (select id from accounts)
      union all
      select 'file', f.created_at, f.uploaded_by_user_id, f.claim_id, f.ticket_id, f.file_name
      from attachments f
      where f.tenant_id = ${tenantId} and f.uploaded_by_user_id in (select id from accounts)
    )
    select a.kind, a.at, u.username, a.claim_id, a.ticket_id, t.number as ticket_number, a.detail
    from activity a
    join accounts u on u.id = a.user_id
    join tickets t on t.id = a.ticket_id
    order by a.at desc, a.kind, a.claim_id desc
    limit ${limit}`);
  return rowsOf<ActivityRow>(rows).map((row): PortalActivity => ({
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    username: row.username,
    claimId: row.claim_id,
    ticketId: row.ticket_id,
    ticketNumber: row.ticket_number,
    detail: row.detail,
  }));
}
