import { randomBytes } from 'node:crypto';
import type { AccessTokenResponse } from '../../../domain/call-limits';
import {
  cannedReplies,
  macros,
  tags,
  tenants,
  ticketViews,
  users,
  warrantyProgrammes,
} from '../../db/schema';
import { createCustomerVia, createDealerVia, createTicketVia } from '../factories';
import { SAMPLE_FILES } from '../files/sample-files';
import { invitedAccounts } from '../invitations';
import { sentSurveys } from '../surveys';
import { TENANTS, USERS } from '../fixtures';
import type { TestClient } from '../http-client';
import type { TestApp } from '../test-app';

/** A browser that opened the phone dialog: its device cookie, caller identity, token and line. */
type Visitor = { cookie: string; identity: string; token: string; line: string };

type BravoIds = {
  ticket: number;
  customer: number;
  dealer: number;
  note: number;
  claim: number;
  attachment: number;
};

/** Ids a valid request may name: Alpha's own records, and Bravo's for the cross-tenant attempts. */
export type FuzzIds = {
  alpha: {
    tickets: number[];
    customers: number[];
    dealers: number[];
    /** Referred to by nothing, so a delete of them succeeds. */
    spareCustomers: number[];
    /** Named by no other route's requests, so merging them into each other changes nothing else. */
    spareTickets: number[];
    spareDealers: number[];
    claims: number[];
    /** Submitted for authorization, so an admin may adjust them (and nobody may edit their money). */
    submittedClaims: number[];
    /** Uploaded by the fuzzed agent: on the first ticket, the second of them on its claim. */
    attachments: number[];
    users: number[];
    tenants: number[];
    /** Alpha's warranty programmes, for reading, changing and deleting one. */
    programmes: number[];
    /** Alpha's tags (decision 089), for changing, deleting and putting on tickets. */
    tags: number[];
    /** Alpha's saved views: the fuzzed agent's own, and a shared one only admins change. */
    views: number[];
    /** The links' tokens of invited accounts of the first dealer, not yet accepted. */
    invitations: string[];
    /** Shared macros that change a priority only: any staff member may apply them. */
    macros: number[];
    /** The rating links' tokens of sent satisfaction surveys of Alpha's tickets, not yet answered. */
    surveys: string[];
    /** Replies to the second ticket's customer: with no mail server they wait as failed, to be retried. */
    replies: number[];
    /** Alpha's shared canned replies: administrators change and delete them, agents may not. */
    cannedReplies: number[];
  };
  bravo: BravoIds & { user: number; tenant: number; sacrificialUser: number };
  voiceSessions: string[];
  callSids: string[];
  /** Browsers that opened the phone dialog: for a Twilio line (customer) and a simulated one (technical). */
  phone: { twilio: Visitor; simulated: Visitor };
};

let serial = 0;
let addresses = 0;
const unique = () => `${process.pid}${(serial += 1)}${randomBytes(2).toString('hex')}`;
/** A new client address each time, so per-address limits never starve the pools. */
const address = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

async function sacrificialUsers(t: TestApp, passwordHash: string) {
  const rows = await t.database.db
    .insert(users)
    .values(
      [TENANTS.alpha.id, TENANTS.alpha.id, TENANTS.bravo.id].map((tenantId) => {
        const name = `sac${unique()}`;
        return { email: `${name}@fuzz.test`, username: name, passwordHash, tenantId };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

async function emptyTenants(t: TestApp) {
  const rows = await t.database.db
    .insert(tenants)
    .values([{ name: `Empty ${unique()}` }, { name: `Empty ${unique()}` }])
    .returning({ id: tenants.id });
  return rows.map((row) => row.id);
}

/** A browser that opened the phone dialog for an agent type and chose its line. */
async function phoneVisitor(t: TestApp, agentType: string): Promise<Visitor> {
  const visitor = t.anonymous();
  const remoteAddress = address();
  const token = await visitor.get<AccessTokenResponse>('/api/twilio/access-token', {
    query: { agentType },
    remoteAddress,
  });
  const cookie = String(token.headers['set-cookie']).split(';')[0]!;
  const { identity, phoneNumber } = token.body;
  const target = await visitor.post(
    '/api/twilio/set-target-number',
    { phoneNumber, clientId: identity, agentType },
    { headers: { cookie }, remoteAddress },
  );
  if (target.status !== 200) throw new Error(`set-target-number: ${target.status} ${target.text}`);
  return { cookie, identity, token: token.body.token, line: phoneNumber! };
}

async function loggedCalls(t: TestApp, visitor: Visitor) {
  const callSids = [`sim_${unique()}`, `sim_${unique()}`];
  for (const callSid of callSids) {
    await t
      .anonymous()
      .post(
        '/api/calls/log-start',
        { callSid, agentType: 'technical' },
        { headers: { cookie: visitor.cookie }, remoteAddress: address() },
      );
  }
  return callSids;
}

async function alphaProgrammes(t: TestApp) {
  const rows = await t.database.db
    .insert(warrantyProgrammes)
    .values(
      ['Fuzz Touring', 'Fuzz Trail'].map((name) => ({
        tenantId: TENANTS.alpha.id,
        name: `${name} ${unique()}`,
        brands: ['Kestrel'],
        basis: 'workmanship' as const,
        yearsFromPurchase: 5,
        yearsFromManufacture: 6,
      })),
    )
    .returning({ id: warrantyProgrammes.id });
  return rows.map((row) => row.id);
}

async function alphaMacros(t: TestApp) {
  const rows = await t.database.db
    .insert(macros)
    .values(
      ['Raise', 'Lower'].map((name) => ({
        tenantId: TENANTS.alpha.id,
        name: `${name} ${unique()}`,
        actions: { priority: name === 'Raise' ? ('high' as const) : ('low' as const) },
      })),
    )
    .returning({ id: macros.id });
  return rows.map((row) => row.id);
}

async function alphaTags(t: TestApp) {
  const rows = await t.database.db
    .insert(tags)
    .values(
      ['Fuzz Hazard', 'Fuzz Fleet'].map((name) => ({
        tenantId: TENANTS.alpha.id,
        name: `${name} ${unique()}`,
        colour: 'blue' as const,
      })),
    )
    .returning({ id: tags.id });
  return rows.map((row) => row.id);
}

async function alphaViews(t: TestApp) {
  const rows = await t.database.db
    .insert(ticketViews)
    .values(
      [USERS.user.id, null].map((ownerUserId) => ({
        tenantId: TENANTS.alpha.id,
        ownerUserId,
        name: `Fuzz view ${unique()}`,
        query: { status: 'open' as const },
      })),
    )
    .returning({ id: ticketViews.id });
  return rows.map((row) => row.id);
}

async function voiceSessions(t: TestApp) {
  const ids: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const response = await t
      .anonymous()
      .post<{ sessionId: string }>(
        '/api/voice/start-session',
        { agentType: 'technical' },
        { remoteAddress: address() },
      );
    ids.push(response.body.sessionId);
  }
  return ids;
}

async function uploadedFiles(staff: TestClient, ticketId: number, claimId: number) {
  const ids: number[] = [];
  for (const [query, file] of [
    ['', { fileName: 'tread.jpg', bytes: SAMPLE_FILES['image/jpeg'] }],
    [`?claimId=${claimId}`, { fileName: 'tread.heic', bytes: SAMPLE_FILES['image/heic'] }],
  ] as const) {
    const response = await staff.upload<Array<{ id: number }>>(
      `/api/tickets/${ticketId}/attachments${query}`,
      [file],
    );
    if (response.status !== 201) throw new Error(`fuzz upload: ${response.status} ${response.text}`);
    ids.push(response.body[0]!.id);
  }
  return ids;
}

async function writtenReplies(staff: TestClient, ticketId: number) {
  const ids: number[] = [];
  for (const content of ['The replacement is booked.', 'Your claim is in review.']) {
    const response = await staff.post<{ id: number }>(`/api/tickets/${ticketId}/replies`, { content });
    if (response.status !== 201) throw new Error(`fuzz reply: ${response.status} ${response.text}`);
    ids.push(response.body.id);
  }
  return ids;
}

async function sharedCannedReplies(t: TestApp) {
  const rows = await t.database.db
    .insert(cannedReplies)
    .values(
      ['Claim received', 'Tread photo needed'].map((title) => ({
        tenantId: TENANTS.alpha.id,
        title,
        body: `${title}.`,
      })),
    )
    .returning({ id: cannedReplies.id });
  return rows.map((row) => row.id);
}

/**
 * The records every route's run starts from: built once, then put back after each route that may
 * change them (decision 107).
 */
export async function buildPools(
  t: TestApp,
  staff: TestClient,
  bravo: BravoIds,
  passwordHash: string,
): Promise<FuzzIds> {
  const customer = await createCustomerVia(staff);
  const dealer = await createDealerVia(staff);
  const spareCustomer = await createCustomerVia(staff);
  const spareDealer = await createDealerVia(staff);
  const tickets = [
    await createTicketVia(staff),
    await createTicketVia(staff, { customerId: customer.id, customer: null }),
  ];
  const spareTickets = [
    await createTicketVia(staff),
    await createTicketVia(staff),
    await createTicketVia(staff),
  ];
  const claims: number[] = [];
  for (const ticket of tickets) {
    claims.push((await staff.post<{ id: number }>('/api/warranties', { ticketId: ticket.id })).body.id);
  }
  const submittedClaims: number[] = [];
  for (const ticket of tickets) {
    const { id } = (await staff.post<{ id: number }>('/api/warranties', { ticketId: ticket.id })).body;
    await staff.post(`/api/warranties/${id}/transitions`, { to: 'pending_authorization' });
    submittedClaims.push(id);
  }
  const attachments = await uploadedFiles(staff, tickets[0]!.id, claims[0]!);
  const [alphaUser1, alphaUser2, bravoUser] = await sacrificialUsers(t, passwordHash);
  const phone = { twilio: await phoneVisitor(t, 'customer'), simulated: await phoneVisitor(t, 'technical') };
  const programmes = await alphaProgrammes(t);
  const tagIds = await alphaTags(t);
  return {
    alpha: {
      tickets: tickets.map((ticket) => ticket.id),
      programmes,
      macros: await alphaMacros(t),
      tags: tagIds,
      views: await alphaViews(t),
      invitations: await invitedAccounts(t, dealer.id, 2),
      surveys: await sentSurveys(
        t,
        TENANTS.alpha.id,
        tickets.slice(0, 2).map((ticket) => ticket.id),
      ),
      replies: await writtenReplies(staff, tickets[1]!.id),
      cannedReplies: await sharedCannedReplies(t),
      customers: [customer.id],
      dealers: [dealer.id],
      spareCustomers: [spareCustomer.id],
      spareTickets: spareTickets.map((ticket) => ticket.id),
      spareDealers: [spareDealer.id],
      claims,
      submittedClaims,
      attachments,
      users: [alphaUser1!, alphaUser2!],
      tenants: await emptyTenants(t),
    },
    bravo: { ...bravo, user: USERS.bravoUser.id, tenant: TENANTS.bravo.id, sacrificialUser: bravoUser! },
    voiceSessions: await voiceSessions(t),
    callSids: await loggedCalls(t, phone.simulated),
    phone,
  };
}
