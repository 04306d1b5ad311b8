import { AGENT_TYPES } from '../../domain/agent-types';
import { TICKET_PRIORITIES, type TicketStatus } from '../../domain/tickets';
import { hashPassword } from '../features/auth';
import { customerSearchText } from '../features/customers';
import { dealerSearchText } from '../features/dealers';
import { insertProgramme } from '../features/programmes';
import { and, eq, sql } from 'drizzle-orm';
import { ticketLabel } from '../../domain/tickets';
import { openTicket, recordCustomerReply } from '../features/tickets';
import { rowsOf, withTenant, type Database, type Tx } from '../db/client';
import {
  claimSettings,
  customers,
  dealers,
  incomingMessages,
  notes,
  tenants,
  transcripts,
  users,
  type tickets,
} from '../db/schema';
import { seedClaims, type ClaimStaff } from './seed-claims';
import { seedDesk } from './seed-desk';
import { seedRatings } from './seed-ratings';
import { notAfter, randomSource, type Random } from './seed-random';
import * as content from './seed-content';

/** The sample staff accounts; they exist only with sample data. */
export const SAMPLE_STAFF = [
  { username: 'maria.lopez', email: 'maria.lopez@demo.example.com', role: 'tenant_admin', home: 'demo' },
  { username: 'sam.carter', email: 'sam.carter@demo.example.com', role: 'user', home: 'demo' },
  { username: 'lee.park', email: 'lee.park@coastal.example.com', role: 'user', home: 'coastal' },
] as const;

/** The sample dealer portal account (decision 086), of the demo tenant's dealer with the most claims. */
export const SAMPLE_DEALER_ACCOUNT = {
  username: 'dealer.desk',
  email: 'dealer.desk@demo.example.com',
} as const;

export const SAMPLE_ACCOUNTS = [
  ...SAMPLE_STAFF.map((member) => member.username),
  SAMPLE_DEALER_ACCOUNT.username,
] as const;
export type SamplePasswords = Record<(typeof SAMPLE_ACCOUNTS)[number], string>;

const DAY_MS = 86_400_000;

async function seedCustomers(tx: Tx, tenantId: number, random: Random, howMany: number) {
  const rows = Array.from({ length: howMany }, (_, index) => {
    const firstName = content.FIRST_NAMES[index % content.FIRST_NAMES.length]!;
    const lastName = random.pick(content.LAST_NAMES);
    const [city, state, zip] = random.pick(content.CITIES);
    const customer = {
      firstName,
      lastName,
      phone: `${random.int(201, 989)}555${String(random.int(0, 9999)).padStart(4, '0')}`,
      email: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
      zipCode: zip,
      address: `${random.int(10, 9800)} ${random.pick(content.STREETS)}, ${city}, ${state}`,
      company: null,
    };
    return { ...customer, tenantId, searchText: customerSearchText(customer) };
  });
  return tx.insert(customers).values(rows).returning();
}

async function seedDealers(tx: Tx, tenantId: number, random: Random, howMany: number) {
  const rows = content.DEALERS.slice(0, howMany).map((dealer) => {
    const [city, state, zipCode] = content.CITIES[dealer.city]!;
    const row = {
      dealerCode: dealer.code,
      dealerName: dealer.name,
      contactName: dealer.contact,
      phone: `${random.int(201, 989)}555${String(random.int(0, 9999)).padStart(4, '0')}`,
      email: `service@${dealer.name.toLowerCase().replace(/[^a-z]/g, '')}.example.com`,
      country: dealer.country,
      address: `${random.int(100, 9999)} ${random.pick(content.STREETS)}`,
      city,
      state,
      zipCode,
    };
    return { ...row, tenantId, searchText: dealerSearchText(row) };
  });
  return tx.insert(dealers).values(rows).returning();
}

function pickStatus(random: Random): TicketStatus {
  const roll = random.next();
  if (roll < 0.4) return 'open';
  if (roll < 0.7) return 'in-progress';
  return 'closed';
}

/**
 * Staff who work a tenant's sample tickets, and dice of their own for who takes which: the rest of
 * the sample data stays as it was.
 */
type SampleOwners = { staff: Array<{ id: number; name: string }>; random: Random };

/**
 * Who took a sample ticket, and when: most tickets someone is working on or has closed have an
 * owner; a third of the open ones do, the rest wait in the unassigned queue. Taken before `until`
 * (the ticket's closing, else now).
 */
function pickOwner({ staff, random }: SampleOwners, status: TicketStatus, createdAt: Date, until: number) {
  const owned = random.next() < (status === 'open' ? 1 / 3 : 0.9);
  if (!owned || staff.length === 0) return undefined;
  const at = notAfter(until, createdAt.getTime() + random.int(5, 180) * 60_000);
  return { ...random.pick(staff), at };
}

async function seedTickets(
  tx: Tx,
  tenantId: number,
  random: Random,
  howMany: number,
  now: number,
  owners: SampleOwners,
) {
  const customerRows = await seedCustomers(tx, tenantId, random, Math.ceil(howMany / 2.4));
  const dealerRows = await seedDealers(tx, tenantId, random, Math.min(8, Math.ceil(howMany / 7)));
  const actor = { tenantId, user: null, now: new Date(now) };
  const rows: TicketRow[] = [];
  for (let index = 0; index < howMany; index++) {
    const template = content.TICKET_TEMPLATES[index % content.TICKET_TEMPLATES.length]!;
    const description = template.description.replace('{tyre}', random.pick(content.TYRES));
    const roll = random.next();
    const customer = roll < 0.7 ? random.pick(customerRows) : null;
    const dealer = roll >= 0.7 && roll < 0.9 ? random.pick(dealerRows) : null;
    const status = pickStatus(random);
    // Spread over the last 30 days, the newest a few minutes old; recent closures land today.
    const age = Math.max(
      5 * 60_000,
      (howMany - 1 - index) * ((30 * DAY_MS) / howMany) + random.int(0, 3_600_000),
    );
    const createdAt = new Date(now - age);
    const closedAt =
      status === 'closed'
        ? new Date(Math.min(now - 60_000, createdAt.getTime() + random.int(1, 72) * 3_600_000))
        : null;
    const priority = random.pick(TICKET_PRIORITIES);
    const ticket = { subject: template.subject, description, status, priority, category: template.category };
    const takenBy = pickOwner(owners, status, createdAt, closedAt?.getTime() ?? now);
    rows.push(await openTicket(tx, actor, { ...ticket, customer, dealer, createdAt, closedAt, takenBy }));
  }
  return rows;
}

type TicketRow = typeof tickets.$inferSelect;

async function seedNotes(tx: Tx, tenantId: number, random: Random, ticketRows: TicketRow[], now: number) {
  const rows = ticketRows
    .filter(() => random.next() < 0.5)
    .flatMap((ticket) =>
      Array.from({ length: random.int(1, 3) }, (_, index) => ({
        tenantId,
        ticketId: ticket.id,
        content: random.pick(content.NOTE_TEXTS),
        authorName: 'Support Team',
        createdAt: notAfter(now, ticket.createdAt.getTime() + (index + 1) * random.int(10, 240) * 60_000),
      })),
    );
  if (rows.length > 0) await tx.insert(notes).values(rows);
}

async function seedTranscripts(tx: Tx, tenantId: number, random: Random, ticketRows: TicketRow[]) {
  const rows = ticketRows
    .filter(() => random.next() < 0.2)
    .map((ticket) => {
      const agentType = random.pick(AGENT_TYPES.slice(0, 4));
      const callSid = 'CA' + Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
      return {
        tenantId,
        ticketId: ticket.id,
        callSid,
        duration: random.int(45, 540),
        agentType,
        participants: ['Customer', 'AI agent'],
        summary: `Caller reported: ${ticket.subject.toLowerCase()}. Ticket opened for follow-up.`,
        transcript: content.TRANSCRIPT_LINES.map(([who, line]) => `${who}: ${line}`).join('\n'),
        source: 'phone' as const,
        createdAt: new Date(ticket.createdAt.getTime() - random.int(1, 30) * 60_000),
      };
    });
  if (rows.length > 0) await tx.insert(transcripts).values(rows);
}

/**
 * A few customers answered by e-mail (decision 084): a closed ticket opens again, and open ones
 * wait with a new reply for their owners.
 */
async function seedCustomerReplies(tx: Tx, tenantId: number, ticketRows: TicketRow[], now: number) {
  const owned = ticketRows.filter((ticket) => ticket.customerId && ticket.assigneeUserId);
  const closed = owned.find((ticket) => ticket.status === 'closed');
  const open = owned.filter((ticket) => ticket.status !== 'closed').slice(-2);
  for (const [index, ticket] of [...(closed ? [closed] : []), ...open].entries()) {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, ticket.customerId!)));
    const name = `${customer!.firstName} ${customer!.lastName}`;
    const at = notAfter(now, (ticket.closedAt ?? ticket.createdAt).getTime() + (index + 1) * 45 * 60_000);
    await tx.insert(incomingMessages).values({
      tenantId,
      ticketId: ticket.id,
      messageId: `<sample-reply-${tenantId}-${ticket.id}@example.com>`,
      fromAddress: customer!.email!,
      fromName: name,
      subject: `Re: [${ticketLabel(ticket)}] ${ticket.subject}`,
      bodyText: content.CUSTOMER_REPLIES[index % content.CUSTOMER_REPLIES.length]!,
      receivedAt: at,
      createdAt: at,
    });
    await recordCustomerReply(tx, tenantId, ticket.id, name, at);
  }
}

/** One tenant's sample desk: its random seed, how many tickets, and who prepares and owns the work. */
type TenantSample = {
  tenantId: number;
  seed: number;
  ticketCount: number;
  /** Who prepares and who decides the sample claims, by username. */
  staff: { preparer: string; approver: string };
  owners: SampleOwners['staff'];
  /** The tenant's claim policy where it is not the default. */
  policy?: Partial<typeof claimSettings.$inferInsert>;
  /** Service targets, tags and a macro (seed-desk.ts): the demo tenant's. */
  desk?: boolean;
};

async function seedTenantData(
  database: Database,
  { tenantId, seed, ticketCount, staff, owners, policy, desk }: TenantSample,
) {
  const member = (name: string) => owners.find((owner) => owner.name === name)!;
  const claimStaff: ClaimStaff = { preparer: member(staff.preparer), approver: member(staff.approver) };
  const random = randomSource(seed);
  const now = Date.now();
  const owning = { staff: owners, random: randomSource(seed + 1) };
  await withTenant(database, tenantId, async (tx) => {
    const ticketRows = await seedTickets(tx, tenantId, random, ticketCount, now, owning);
    await seedNotes(tx, tenantId, random, ticketRows, now);
    await seedTranscripts(tx, tenantId, random, ticketRows);
    if (policy) await tx.insert(claimSettings).values({ ...policy, tenantId });
    const programmes = [];
    for (const programme of content.PROGRAMMES)
      programmes.push(await insertProgramme(tx, tenantId, programme));
    await seedClaims(tx, { tenantId, random, ticketRows, now, staff: claimStaff, programmes });
    await seedCustomerReplies(tx, tenantId, ticketRows, now);
    await seedRatings(tx, tenantId, now);
    if (desk)
      await seedDesk(
        tx,
        tenantId,
        ticketRows.map((row) => row.id),
      );
  });
}

/** Sample data in the demo tenant and a second one; staff sign in with the given passwords. */
export async function seedSampleData(database: Database, demoTenantId: number, passwords: SamplePasswords) {
  const [second] = await database.db
    .insert(tenants)
    .values({ name: 'Coastal Tire & Auto', subdomain: 'coastal' })
    .returning({ id: tenants.id });
  const staff = [];
  for (const member of SAMPLE_STAFF) {
    staff.push({
      email: member.email,
      username: member.username,
      passwordHash: await hashPassword(passwords[member.username]),
      role: member.role,
      tenantId: member.home === 'demo' ? demoTenantId : second!.id,
    });
  }
  const accounts = await database.db
    .insert(users)
    .values(staff)
    .returning({ id: users.id, name: users.username, tenantId: users.tenantId });
  const samples: Array<Omit<TenantSample, 'owners'>> = [
    {
      tenantId: demoTenantId,
      seed: 20250101,
      ticketCount: 60,
      staff: { preparer: 'sam.carter', approver: 'maria.lopez' },
      desk: true,
    },
    {
      tenantId: second!.id,
      seed: 20250202,
      ticketCount: 18,
      staff: { preparer: 'lee.park', approver: 'lee.park' },
      // A one-person desk: its agent authorizes, so four-eyes cannot apply (decision 068).
      policy: { fourEyes: false, agentsMayAuthorize: true },
    },
  ];
  for (const sample of samples) {
    const owners = accounts
      .filter((account) => account.tenantId === sample.tenantId)
      .map(({ id, name }) => ({ id, name }));
    await seedTenantData(database, { ...sample, owners });
  }
  await seedDealerAccount(database, demoTenantId, passwords[SAMPLE_DEALER_ACCOUNT.username]);
}

async function seedDealerAccount(database: Database, tenantId: number, password: string) {
  const [busiest] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select t.dealer_id as id from warranty_claims c
      join tickets t on t.id = c.ticket_id
      where t.tenant_id = ${tenantId} and t.dealer_id is not null
      group by t.dealer_id order by count(*) desc, t.dealer_id limit 1`),
  );
  if (!busiest) return;
  const [account] = await database.db
    .insert(users)
    .values({
      ...SAMPLE_DEALER_ACCOUNT,
      passwordHash: await hashPassword(password),
      role: 'dealer',
      tenantId,
      dealerId: busiest.id,
    })
    .returning({ id: users.id });
  // What the portal's Updates would hold had the team decided these claims with the account in place.
  await database.db.execute(sql`insert into notifications (tenant_id, user_id, dealer_id, kind, ticket_id,
      claim_id, status, created_at, email_status)
    select c.tenant_id, ${account!.id}, t.dealer_id, 'claim_status', c.ticket_id, c.id, c.workflow_status,
      c.updated_at, 'not_set_up'
    from warranty_claims c join tickets t on t.id = c.ticket_id
    where t.tenant_id = ${tenantId} and t.dealer_id = ${busiest.id}
      and c.workflow_status in ('authorized', 'denied', 'credited', 'reversed', 'withdrawn')`);
}
