import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { tenants, users } from '../../server/db/schema';
import { hashPassword } from '../../server/features/auth';
import { BENCH_PASSWORD } from './seed-tickets';

/** Every second ticket gets a note (500,000), every tenth a call transcript (100,000). */
export const SEARCH_TICKETS = 1_000_000;
export const SEARCH_CLAIMS = 100_000;
export const SEARCH_CUSTOMERS = 100_000;
export const SEARCH_DEALERS = 1_000;
/** Planted in a handful of tickets, notes and calls: the rare word the benchmark searches for. */
export const RARE_WORD = 'quetzal';

/** Words a tyre desk writes; `word(n, k)` takes one by a hash of n so texts vary without randomness. */
const WORDS = [
  'tread',
  'sidewall',
  'bulge',
  'separation',
  'leak',
  'valve',
  'bead',
  'puncture',
  'wear',
  'alignment',
  'vibration',
  'pressure',
  'rim',
  'crack',
  'nail',
  'mileage',
  'rotation',
  'balance',
  'highway',
  'pothole',
  'inspection',
  'replacement',
  'invoice',
  'credit',
  'proration',
  'winter',
  'summer',
  'truck',
  'trailer',
  'spare',
  'cupping',
  'feathering',
  'blister',
  'cord',
  'belt',
  'shoulder',
  'groove',
  'sipe',
  'chunking',
  'flat',
];
const FIRST_NAMES = ['Maria', 'James', 'Ana', 'Robert', 'Linh', 'David', 'Fatima', 'John', 'Aiko', 'Carlos'];
const LAST_NAMES = [
  'Alvarez',
  'Smith',
  'Nguyen',
  'Johnson',
  'Okafor',
  'Brown',
  'Kowalski',
  'Garcia',
  'Schmidt',
  'Rossi',
  'Tanaka',
  'Murphy',
  'Silva',
  'Dubois',
  'Haddad',
  'Jensen',
  'Novak',
  'Patel',
  'Moreau',
  'Walker',
];
const array = (values: string[]) => sql.raw(`(array[${values.map((value) => `'${value}'`).join(',')}])`);
const word = (n: string, k: number) => sql`${array(WORDS)}[1 + ((${sql.raw(n)}) * ${k}) % ${WORDS.length}]`;

/**
 * One tenant with a million tickets, half a million notes, 100,000 call transcripts, 100,000 claims
 * and 100,000 customers (each divided by `scale`), plus a small second tenant holding the same words
 * (so isolation costs what it would in production). Set-based SQL in one transaction with triggers
 * and foreign-key checks off: the counters the triggers keep are not what this benchmark reads.
 * The database must have no statement time limit (openFresh): these take minutes.
 */
export async function seedSearchData(database: Database, scale = 1) {
  const { db } = database;
  const [big, small] = await db
    .insert(tenants)
    .values([{ name: 'Big Tyre Co' }, { name: 'Small One' }])
    .returning({ id: tenants.id });
  await db.insert(users).values({
    email: 'bench@treaddesk.local',
    username: 'bench',
    passwordHash: await hashPassword(BENCH_PASSWORD),
    role: 'user',
    tenantId: big!.id,
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [tenantId, share] of [
      [big!.id, scale],
      [small!.id, scale * 100],
    ] as const) {
      const run = (query: ReturnType<typeof sql>) => tx.execute(query);
      await run(sql`insert into customers (tenant_id, first_name, last_name, phone, email, search_text, created_at)
        select ${tenantId}, f, l, (5550000000 + g)::text, lower(f || '.' || l || g || '@example.com'),
          lower(f || ' ' || l || ' ' || f || '.' || l || g || '@example.com ' || (5550000000 + g)),
          now() - (g || ' minutes')::interval
        from generate_series(1, ${SEARCH_CUSTOMERS / share}) g,
          lateral (select ${array(FIRST_NAMES)}[1 + g % ${FIRST_NAMES.length}] f,
            ${array(LAST_NAMES)}[1 + (g / 7) % ${LAST_NAMES.length}] l) n`);
      await run(sql`insert into dealers (tenant_id, dealer_code, dealer_name, contact_name, phone, country, address, city, state, zip_code, search_text)
        select ${tenantId}, 'D' || lpad(g::text, 5, '0'), 'Dealer ' || g || ' Tyres', 'Contact ' || g,
          (5551000000 + g)::text, 'United States', g || ' Main Street', 'Austin', 'TX', '78701',
          lower('dealer ' || g || ' tyres d' || lpad(g::text, 5, '0'))
        from generate_series(1, ${SEARCH_DEALERS / share}) g`);
      await run(sql`insert into tickets (tenant_id, number, subject, description, status, priority, category, customer_id, search_text, created_at, updated_at)
        select ${tenantId}, g, s.subject, s.description, 'open', 'medium', 'technical',
          (select min(id) from customers where tenant_id = ${tenantId}) + g % ${SEARCH_CUSTOMERS / share},
          lower(s.subject || ' ' || s.description), now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
        from generate_series(1, ${SEARCH_TICKETS / share}) g,
          lateral (select initcap(${word('g', 7)}) || ' ' || ${word('g', 13)} || ' ' || ${word('g', 31)} as subject,
            'The customer reports ' || ${word('g', 17)} || ' and ' || ${word('g', 19)} || ' on the tyre after '
              || (g % 90000) || ' miles' || case when g % 200000 = 4242 then ${` ${RARE_WORD}`} else '' end as description) s`);
      await run(
        sql`insert into ticket_numbers (tenant_id, last_number) values (${tenantId}, ${SEARCH_TICKETS / share})`,
      );
      await run(sql`insert into notes (tenant_id, ticket_id, content, author_name, created_at)
        select ${tenantId}, id, 'Called about the ' || ${word('id', 11)} || ' and ' || ${word('id', 23)}
            || case when id % 100000 = 778 then ${` ${RARE_WORD}`} else '' end, 'Support Team', created_at + interval '1 minute'
        from tickets where tenant_id = ${tenantId} and id % 2 = 0`);
      await run(sql`insert into transcripts (tenant_id, ticket_id, call_sid, duration, summary, transcript, source, created_at, updated_at)
        select ${tenantId}, id, 'CA' || id, 120, 'Caller reported ' || ${word('id', 29)},
          'Agent: Thank you for calling. Caller: my ' || ${word('id', 3)} || ' has a ' || ${word('id', 37)}
            || ' since the ' || ${word('id', 41)} || ' check. Agent: I will open a claim for the ' || ${word('id', 43)}
            || case when id % 50000 = 1001 then ${` ${RARE_WORD}`} else '' end || '.',
          'phone', created_at + interval '2 minutes', created_at + interval '2 minutes'
        from tickets where tenant_id = ${tenantId} and id % 10 = 1`);
      await run(sql`insert into warranty_claims (tenant_id, ticket_id, claim_adjustment_number, dot_serial, tire_brand, search_text, created_at, updated_at)
        select ${tenantId}, t.id, 'ADJ-' || lpad(n::text, 6, '0'), 'DOT U2LL ' || lpad((n % 9999)::text, 4, '0'), 'Michelin',
          lower('adj-' || lpad(n::text, 6, '0') || ' dot u2ll ' || lpad((n % 9999)::text, 4, '0')), t.created_at, t.created_at
        from (select id, created_at, row_number() over (order by id) as n from tickets
              where tenant_id = ${tenantId} and id % 10 = 3 limit ${SEARCH_CLAIMS / share}) t(id, created_at, n)`);
    }
  });
  // Autovacuum would do this within minutes in production; the benchmark should not wait for it.
  await db.execute(sql`vacuum analyze`);
  return { bigTenantId: big!.id };
}
