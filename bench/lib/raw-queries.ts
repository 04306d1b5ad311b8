/**
 * Hand-written SQL equivalent to what each measured endpoint runs, timed straight on the driver
 * in the same run, so the API's overhead over the database is visible.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ticketJson } from '../../server/features/tickets';

export type RawStatement = { text: string; params: unknown[] };

/** The API's own JSON-building expression, compiled to text, so the raw page query is the same work. */
const TICKET_JSON = new PgDialect().sqlToQuery(sql`${ticketJson}`).sql;

const TICKET_PAGE = `select coalesce(json_agg(doc order by created_at desc, id desc), '[]')::text from (
  select ${TICKET_JSON} as doc, "tickets"."created_at", "tickets"."id" from "tickets"
  left join "customers" on "customers"."id" = "tickets"."customer_id"
  left join "dealers" on "dealers"."id" = "tickets"."dealer_id"
  where %WHERE% order by "tickets"."created_at" desc, "tickets"."id" desc limit 50 offset 0) page`;

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
    "tickets.tenant_id = $1 and tickets.status = 'open' and tickets.priority = 'high' and tickets.search_text like '%bulge%'";
  return {
    'tickets first page': [
      { text: TICKET_PAGE.replace('%WHERE%', 'tickets.tenant_id = $1'), params: [tenantId] },
      { text: 'select coalesce(sum(count), 0) from ticket_counts where tenant_id = $1', params: [tenantId] },
    ],
    'tickets status+priority+search': [
      { text: TICKET_PAGE.replace('%WHERE%', filtered), params: [tenantId] },
      { text: `select count(*) from tickets where ${filtered}`, params: [tenantId] },
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
        text: TICKET_PAGE.replace('%WHERE%', 'tickets.tenant_id = $1').replace('limit 50', 'limit 5'),
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
        text: `with taken as (insert into ticket_numbers (tenant_id, last_number) values ($1, 1)
            on conflict (tenant_id) do update set last_number = ticket_numbers.last_number + 1 returning last_number)
          insert into tickets (tenant_id, number, subject, description, priority, customer_id, search_text)
          select $1, last_number, 'Bench ticket', 'Created by the benchmark', 'medium', $2, 'bench ticket' from taken
          returning id`,
        params: [tenantId, customerId],
      },
      {
        text: `insert into audit_log (tenant_id, user_id, action, entity, entity_id) values ($1, null, 'create', 'ticket', '0')`,
        params: [tenantId],
      },
      {
        // The ticket just created: the highest id, found through the primary key.
        text: TICKET_PAGE.replace(
          '%WHERE%',
          'tickets.id = (select max(id) from tickets) and tickets.tenant_id = $1',
        ),
        params: [tenantId],
      },
      { text: 'commit', params: [] },
    ],
  };
}
