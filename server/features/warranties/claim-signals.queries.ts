import { sql } from 'drizzle-orm';
import { REPEAT_WINDOW_DAYS, type DealerFigures, type SignalKind } from '../../../domain/claim-signals';
import { rowsOf, type Tx } from '../../db/client';

/** A serial this short is a date code alone, which many tyres share: no duplicate is read from it. */
const MIN_SERIAL_LENGTH = 8;

/**
 * The tenant's other claims that share this claim's DOT serial, or its customer or vehicle within
 * the repeat window: one statement, each part an index look-up (dot key, ticket customer, vehicle).
 */
export async function relatedClaims(tx: Tx, tenantId: number, claimId: number) {
  const window = sql.raw(`interval '${REPEAT_WINDOW_DAYS} days'`);
  const result = await tx.execute(sql`
    with me as (
      select c.id, c.dot_key, lower(c.vehicle) as vehicle, c.created_at, t.customer_id
      from warranty_claims c join tickets t on t.id = c.ticket_id
      where c.tenant_id = ${tenantId} and c.id = ${claimId}
    )
    select 'duplicate_dot' as kind, o.id from me join warranty_claims o
      on o.tenant_id = ${tenantId} and o.dot_key = me.dot_key and o.id <> me.id
      where length(replace(me.dot_key, ' ', '')) >= ${MIN_SERIAL_LENGTH}
    union all
    select 'repeat_customer', o.id from me
      join tickets t on t.tenant_id = ${tenantId} and t.customer_id = me.customer_id
      join warranty_claims o on o.tenant_id = ${tenantId} and o.ticket_id = t.id and o.id <> me.id
      where o.created_at between me.created_at - ${window} and me.created_at + ${window}
    union all
    select 'repeat_vehicle', o.id from me join warranty_claims o
      on o.tenant_id = ${tenantId} and lower(o.vehicle) = me.vehicle and o.id <> me.id
      where o.vehicle is not null
        and o.created_at between me.created_at - ${window} and me.created_at + ${window}
    order by 1, 2`);
  return rowsOf<{ kind: Exclude<SignalKind, 'dealer_outlier'>; id: number }>(result);
}

/**
 * The claim's dealer (the dealer credited, else its ticket's) against the tenant: claims per
 * ticket and the average credit of claims that carry one, over claims not withdrawn.
 */
export async function dealerFigures(tx: Tx, tenantId: number, claimId: number) {
  const result = await tx.execute(sql`
    with dealer as (
      select coalesce(c.credited_dealer_id, t.dealer_id) as id
      from warranty_claims c join tickets t on t.id = c.ticket_id
      where c.tenant_id = ${tenantId} and c.id = ${claimId}
    ),
    dealer_tickets as (select t.id from tickets t, dealer where t.tenant_id = ${tenantId} and t.dealer_id = dealer.id)
    select dealer.id as "dealerId",
      (select count(*)::int from dealer_tickets) as "dealerTickets",
      (select count(*)::int from warranty_claims c where c.tenant_id = ${tenantId}
        and c.ticket_id in (select id from dealer_tickets) and c.workflow_status <> 'withdrawn') as "dealerClaims",
      (select round(avg(c.credit_cents))::int from warranty_claims c where c.tenant_id = ${tenantId}
        and c.ticket_id in (select id from dealer_tickets) and c.workflow_status <> 'withdrawn') as "dealerAverage",
      (select count(*)::int from tickets t where t.tenant_id = ${tenantId}) as "tenantTickets",
      (select count(*)::int from warranty_claims c where c.tenant_id = ${tenantId} and c.workflow_status <> 'withdrawn') as "tenantClaims",
      (select round(avg(c.credit_cents))::int from warranty_claims c where c.tenant_id = ${tenantId}
        and c.workflow_status <> 'withdrawn') as "tenantAverage"
    from dealer where dealer.id is not null`);
  const [row] = rowsOf<{
    dealerTickets: number;
    dealerClaims: number;
    dealerAverage: number | null;
    tenantTickets: number;
    tenantClaims: number;
    tenantAverage: number | null;
  }>(result);
  if (!row) return null;
  const dealer: DealerFigures = {
    claims: row.dealerClaims,
    tickets: row.dealerTickets,
    averageCreditCents: row.dealerAverage,
  };
  const tenant: DealerFigures = {
    claims: row.tenantClaims,
    tickets: row.tenantTickets,
    averageCreditCents: row.tenantAverage,
  };
  return { dealer, tenant };
}

export async function writeSignals(tx: Tx, tenantId: number, claimId: number, signals: unknown[]) {
  await tx.execute(sql`update warranty_claims set signals = ${JSON.stringify(signals)}::jsonb
    where tenant_id = ${tenantId} and id = ${claimId}`);
}
