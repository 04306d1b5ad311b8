/**
 * Hand-written SQL equivalent to what each measured endpoint runs, timed straight on the driver
 * in the same run, so the API's overhead over the database is visible.
 */
export type RawStatement = { text: string; params: unknown[] };

const TICKET_PAGE = `select t.*, c.*, d.* from tickets t
  left join customers c on c.id = t.customer_id left join dealers d on d.id = t.dealer_id
  where %WHERE% order by t.created_at desc, t.id desc limit 50 offset 0`;

const COUNTERS = (tenantId: number): RawStatement => ({
  text: `select coalesce(sum(count), 0), sum(count) filter (where status = 'open'), sum(count) filter (where status = 'in-progress'),
    sum(count) filter (where status = 'closed'), sum(count) filter (where priority = 'high'),
    sum(count) filter (where contact in ('customer', 'both')), sum(count) filter (where contact in ('dealer', 'both'))
    from ticket_counts where tenant_id = $1`,
  params: [tenantId],
});

const RESOLVED_TODAY = (tenantId: number): RawStatement => ({
  text: `select count(*) from tickets where tenant_id = $1 and status = 'closed' and closed_at >= date_trunc('day', now())`,
  params: [tenantId],
});

export function rawStatements(tenantId: number, customerId: number): Record<string, RawStatement[]> {
  const filtered =
    "t.tenant_id = $1 and t.status = 'open' and t.priority = 'high' and t.search_text like '%bulge%'";
  return {
    'tickets first page': [
      { text: TICKET_PAGE.replace('%WHERE%', 't.tenant_id = $1'), params: [tenantId] },
      { text: 'select coalesce(sum(count), 0) from ticket_counts where tenant_id = $1', params: [tenantId] },
    ],
    'tickets status+priority+search': [
      { text: TICKET_PAGE.replace('%WHERE%', filtered), params: [tenantId] },
      { text: `select count(*) from tickets t where ${filtered}`, params: [tenantId] },
    ],
    'tickets stats': [COUNTERS(tenantId), RESOLVED_TODAY(tenantId)],
    'reports summary': [
      COUNTERS(tenantId),
      RESOLVED_TODAY(tenantId),
      {
        text: `select count(*), count(*) filter (where authorization_status_name is not null), sum(calculated_percent::numeric)
          from warranty_claims where tenant_id = $1`,
        params: [tenantId],
      },
      {
        text: TICKET_PAGE.replace('%WHERE%', 't.tenant_id = $1').replace('limit 50', 'limit 5'),
        params: [tenantId],
      },
      {
        text: 'select * from warranty_claims where tenant_id = $1 order by created_at desc, id desc limit 5',
        params: [tenantId],
      },
    ],
    'ticket creation': [
      { text: 'begin', params: [] },
      {
        text: 'select * from customers where tenant_id = $1 and id = $2 limit 1',
        params: [tenantId, customerId],
      },
      {
        text: `insert into tickets (tenant_id, subject, description, priority, customer_id, search_text)
          values ($1, 'Bench ticket', 'Created by the benchmark', 'medium', $2, 'bench ticket') returning id`,
        params: [tenantId, customerId],
      },
      {
        text: `insert into audit_log (tenant_id, user_id, action, entity, entity_id) values ($1, null, 'create', 'ticket', '0')`,
        params: [tenantId],
      },
      {
        text: TICKET_PAGE.replace('%WHERE%', "t.tenant_id = $1 and t.id = currval('tickets_id_seq')"),
        params: [tenantId],
      },
      { text: 'commit', params: [] },
    ],
  };
}
