import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';

/**
 * A tenant with `tickets` tickets and their customers, history, notes, claims and files, written with set-based
 * SQL so a backup has real volume to read.
 */
export async function seedVolume(database: Database, tickets: number) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const [tenant] = rowsOf<{ id: number }>(
    await run(sql`insert into tenants (name, subdomain) values ('Volume Tyres', 'volume') returning id`),
  );
  const tenantId = tenant!.id;
  const customers = Math.max(10, Math.floor(tickets / 5));
  await run(sql`insert into customers (tenant_id, first_name, last_name, phone, search_text)
    select ${tenantId}, 'First' || g, 'Last' || g, (5550000000 + g)::text, 'first' || g || ' last' || g
    from generate_series(1, ${customers}) g`);
  await run(sql`insert into tickets (tenant_id, number, subject, description, status, priority, customer_id, search_text, created_at)
    select ${tenantId}, g, 'Volume ticket ' || g, 'Seeded for the backup test', (array['open','in-progress','closed'])[1 + g % 3],
      (array['low','medium','high'])[1 + g % 3], (select min(id) from customers where tenant_id = ${tenantId}) + g % ${customers},
      'volume ticket ' || g, now() - (g || ' minutes')::interval
    from generate_series(1, ${tickets}) g`);
  await run(sql`insert into ticket_numbers (tenant_id, last_number) values (${tenantId}, ${tickets})`);
  // A dealer with a portal account (decision 086): the account names the dealer, so a restore keeps both.
  const [dealer] = rowsOf<{ id: number }>(
    await run(sql`insert into dealers (tenant_id, dealer_code, dealer_name, contact_name, phone, country, address,
        city, state, zip_code, search_text)
      values (${tenantId}, 'VOL001', 'Volume Dealer', 'Val Ume', '5550001111', 'United States', '1 Road',
        'Austin', 'TX', '78701', 'volume dealer') returning id`),
  );
  await run(
    sql`update tickets set dealer_id = ${dealer!.id} where tenant_id = ${tenantId} and number % 7 = 0`,
  );
  await run(sql`insert into users (email, username, password_hash, role, tenant_id, dealer_id)
    values ('counter@volume.example', 'volume.counter', 'x', 'dealer', ${tenantId}, ${dealer!.id})`);
  // And one invited, not yet accepted: the invitation names the account and the dealer.
  await run(sql`insert into users (email, username, password_hash, role, tenant_id, dealer_id, is_disabled)
    values ('parts@volume.example', 'volume.parts', 'x', 'dealer', ${tenantId}, ${dealer!.id}, true)`);
  await run(sql`insert into account_invitations (tenant_id, dealer_id, user_id, token_hash, expires_at)
    select tenant_id, dealer_id, id, md5(username) || md5(email), now() + interval '7 days'
    from users where username = 'volume.parts'`);
  await run(sql`insert into ticket_events (tenant_id, ticket_id, kind, changes, actor_name, created_at)
    select ${tenantId}, id, 'changed', jsonb_build_object('status', jsonb_build_object('from', 'open', 'to', status)),
      'volume.agent', created_at + interval '1 minute'
    from tickets where tenant_id = ${tenantId} and status <> 'open'`);
  // Duplicates merged into the next ticket (decision 092): a ticket naming a later one restores too.
  await run(sql`update tickets t set merged_into_id = k.id, status = 'closed', closed_at = t.created_at
    from tickets k where t.tenant_id = ${tenantId} and k.tenant_id = t.tenant_id and k.number = t.number + 1
      and t.number % 11 = 0`);
  await run(sql`insert into ticket_events (tenant_id, ticket_id, kind, changes, actor_name, created_at)
    select ${tenantId}, t.id, 'merged_into',
      jsonb_build_object('otherTicketId', k.id, 'otherTicketNumber', k.number), 'volume.agent', t.created_at
    from tickets t join tickets k on k.id = t.merged_into_id where t.tenant_id = ${tenantId}`);
  await run(sql`insert into notes (tenant_id, ticket_id, content, author_name)
    select ${tenantId}, id, 'Note on ' || subject, 'Support Team' from tickets where tenant_id = ${tenantId} and id % 2 = 0`);
  await run(sql`insert into warranty_claims (tenant_id, ticket_id, calculated_percent, percent_credit,
      workflow_status, claim_adjustment_number, credit_cents, credited_at)
    select ${tenantId}, id, '40', '60', case when id % 10 = 0 then 'credited' else 'draft' end,
      'ADJ-V' || id, 6000, case when id % 10 = 0 then now() end
    from tickets where tenant_id = ${tenantId} and id % 5 = 0`);
  // The credit ledger is append-only: a restore must still be able to load it.
  await run(sql`insert into claim_credits (tenant_id, claim_id, kind, number, amount_cents, credited_at, user_name)
    select tenant_id, id, 'credit', claim_adjustment_number, credit_cents, credited_at, 'volume.admin'
    from warranty_claims where tenant_id = ${tenantId} and workflow_status = 'credited'`);
  await run(sql`insert into claim_events (tenant_id, claim_id, from_status, to_status, reason, user_name)
    select ${tenantId}, id, 'pending_authorization', 'denied', 'Uneven wear', 'Support Team'
    from warranty_claims where tenant_id = ${tenantId}`);
  await run(sql`insert into claim_messages (tenant_id, ticket_id, claim_id, side, author_name, body)
    select tenant_id, ticket_id, id, 'staff', 'Support Team', 'Please keep the tyre for inspection.'
    from warranty_claims where tenant_id = ${tenantId} and id % 3 = 0`);
  // The dealer account's notices (decision 088): they name the account, its dealer, the ticket and the claim.
  await run(sql`insert into notifications (tenant_id, user_id, dealer_id, kind, ticket_id, claim_id, status, detail, email_status)
    select c.tenant_id, u.id, u.dealer_id, 'claim_status', c.ticket_id, c.id, c.workflow_status, 'Volume notice', 'sent'
    from warranty_claims c join tickets t on t.id = c.ticket_id
    join users u on u.dealer_id = t.dealer_id
    where c.tenant_id = ${tenantId}`);
  // Tags on every seventh ticket and a saved view of the team's and of one person's (decision 089).
  await run(sql`insert into tags (tenant_id, name, colour) values (${tenantId}, 'Volume Fleet', 'blue'),
    (${tenantId}, 'Volume Recall', 'red')`);
  await run(sql`insert into ticket_tags (tenant_id, ticket_id, tag_id)
    select t.tenant_id, t.id, g.id from tickets t join tags g on g.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and t.id % 7 = 0`);
  await run(sql`insert into ticket_views (tenant_id, owner_user_id, name, query)
    values (${tenantId}, null, 'Volume open', '{"status":"open"}'::jsonb)`);
  await run(sql`insert into ticket_views (tenant_id, owner_user_id, name, query)
    select ${tenantId}, id, 'Volume mine', '{"assignee":"me","sort":"updated"}'::jsonb
    from users where tenant_id = ${tenantId} and role <> 'dealer'`);
  // Customers' ratings of closed tickets (decision 091): answered, with a link's hash and a comment.
  await run(sql`insert into satisfaction_surveys (tenant_id, ticket_id, customer_email, closed_at, status, token_hash, sent_at, expires_at, score, comment, answered_at)
    select tenant_id, id, 'rater' || id || '@example.test', created_at, 'answered', md5(id::text) || md5(tenant_id::text), created_at,
      created_at + interval '14 days', 1 + id % 5, 'Volume rating', created_at + interval '1 day'
    from tickets where tenant_id = ${tenantId} and id % 4 = 0`);
  await run(sql`insert into claim_settings (tenant_id, mileage_rounding) values (${tenantId}, 'down')`);
  // Macros (decision 094), their actions as JSON: a shared one, and a staff member's own if it has staff.
  await run(sql`insert into macros (tenant_id, owner_user_id, name, actions)
    values (${tenantId}, null, 'Volume close', '{"status":"closed","reply":"Closing {{ticket_number}}"}'),
      (${tenantId}, (select min(id) from users where tenant_id = ${tenantId} and role <> 'dealer'), 'Mine', '{"owner":"me"}')`);
  // Service targets (decision 090): the policy row, and due times on the open tickets.
  await run(
    sql`insert into service_target_policies (tenant_id, policy) values (${tenantId}, ${JSON.stringify({
      timeZone: 'Europe/Berlin',
      hours: Object.fromEntries(
        ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day, index) => [
          day,
          index === 0 || index === 6 ? null : { start: '08:00', end: '16:30' },
        ]),
      ),
      holidays: ['2026-10-03'],
      targets: Object.fromEntries(
        ['high', 'medium', 'low'].map((p) => [p, { firstResponse: 60, nextResponse: 120, resolution: 960 }]),
      ),
      authorization: 480,
    })}::jsonb)`,
  );
  await run(sql`update tickets set waiting_on = 'staff', waiting_since = created_at,
      due_at = created_at + interval '2 hours', due_kind = 'first_response',
      warned_due_at = case when id % 2 = 0 then created_at + interval '2 hours' end
    where tenant_id = ${tenantId} and status <> 'closed'`);
  // Claims awaiting a decision with their due time, a warned one among them, and its notice (decision 096).
  await run(sql`update warranty_claims set workflow_status = 'pending_authorization',
      owner_user_id = (select min(id) from users where tenant_id = ${tenantId} and role <> 'dealer'),
      awaiting_decision_since = created_at, due_at = created_at + interval '8 hours',
      warned_due_at = case when id % 2 = 0 then created_at + interval '8 hours' end
    where tenant_id = ${tenantId} and workflow_status = 'draft' and id % 3 = 1`);
  await run(sql`insert into notifications (tenant_id, user_id, kind, ticket_id, claim_id, status, detail, email_status)
    select c.tenant_id, c.owner_user_id, 'due_soon', c.ticket_id, c.id, c.workflow_status, null, 'none'
    from warranty_claims c
    where c.tenant_id = ${tenantId} and c.owner_user_id is not null and c.warned_due_at is not null`);
  // A staff member's e-mail choices (decision 097), and a staff notice queued for e-mail by one of them.
  await run(sql`insert into users (email, username, password_hash, role, tenant_id)
    values ('agent@volume.example', 'volume.desk', 'x', 'user', ${tenantId})`);
  await run(sql`insert into notice_mail_choices (tenant_id, user_id, kind)
    select ${tenantId}, id, k from users, unnest(array['ticket_assigned', 'note_mention']) k
    where tenant_id = ${tenantId} and role <> 'dealer'`);
  await run(sql`insert into notifications (tenant_id, user_id, kind, ticket_id, detail, email_status)
    select ${tenantId}, u.id, 'ticket_assigned', (select min(id) from tickets where tenant_id = ${tenantId}), 'Volume', 'queued'
    from users u where u.tenant_id = ${tenantId} and u.role <> 'dealer'`);
  // 16 KB of bytes per file with its real SHA-256, so a restore checks files as well as rows.
  await run(sql`insert into attachments (tenant_id, ticket_id, file_name, content_type, byte_size, sha256, content)
    select ${tenantId}, id, 'invoice-' || id || '.pdf', 'application/pdf', octet_length(bytes),
      encode(sha256(bytes), 'hex'), bytes
    from (select id, decode(repeat(md5(id::text), 1024), 'hex') as bytes
          from tickets where tenant_id = ${tenantId} and id % 50 = 0) files`);
  return tenantId;
}

/**
 * What a torn (inconsistent) snapshot would break: counters that disagree with the tickets or the
 * claims (or a ticket-number counter behind its tenant's tickets), and notes, claims or history whose ticket is missing. All zero in a consistent restore.
 */
export async function inconsistencies(database: Database) {
  const [row] = rowsOf<{ counters: number; notes: number; claims: number; events: number }>(
    await database.db.execute(sql`select
      (select count(*)::int from (select tenant_id, count(*) as n from tickets group by tenant_id) t
         full join (select tenant_id, sum(count) as n from ticket_counts group by tenant_id) c using (tenant_id)
         where coalesce(t.n, 0) <> coalesce(c.n, 0))
      + (select count(*)::int from (select tenant_id, count(*) as n from warranty_claims group by tenant_id) w
         full join (select tenant_id, sum(count) as n from claim_counts group by tenant_id) c using (tenant_id)
         where coalesce(w.n, 0) <> coalesce(c.n, 0))
      + (select count(*)::int from (select tenant_id, max(number) as n from tickets group by tenant_id) t
         left join ticket_numbers c using (tenant_id) where c.last_number is null or c.last_number < t.n) as counters,
      (select count(*)::int from notes n where not exists (select 1 from tickets t where t.id = n.ticket_id)) as notes,
      (select count(*)::int from warranty_claims w where not exists (select 1 from tickets t where t.id = w.ticket_id)) as claims,
      (select count(*)::int from ticket_events e where not exists (select 1 from tickets t where t.id = e.ticket_id)) as events`),
  );
  return row!;
}
