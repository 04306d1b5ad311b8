import { sql } from 'drizzle-orm';
import type { WarrantyClaim } from '../../domain/api-types';
import type { ClaimWorkflowStatus } from '../../domain/claim-workflow';
import { rowsOf } from '../db/client';
import { createTicketVia } from './factories';
import type { FixtureUser } from './fixtures';
import type { TestApp } from './test-app';

/** Who the claim matrices try: an agent, a tenant admin, a global admin in the tenant, another tenant's admin. */
export const CLAIM_ROLES: readonly FixtureUser[] = ['user', 'tenantAdmin', 'globalAdmin', 'bravoAdmin'];

/**
 * Claims of Alpha in any workflow status, filed by its agent and decided by its tenant admin, and
 * what the database holds for them: the API tests of locked money compare these before and after.
 */
type Step = { to: ClaimWorkflowStatus; reason?: string; by: 'user' | 'tenantAdmin' };

const SUBMIT: Step = { to: 'pending_authorization', by: 'user' };
const AUTHORIZE: Step = { to: 'authorized', by: 'tenantAdmin' };
const CREDIT: Step = { to: 'credited', by: 'tenantAdmin' };

const PATHS: Record<ClaimWorkflowStatus, Step[]> = {
  draft: [],
  needs_review: [{ to: 'needs_review', by: 'user' }],
  pending_authorization: [SUBMIT],
  authorized: [SUBMIT, AUTHORIZE],
  denied: [SUBMIT, { to: 'denied', reason: 'Sidewall cut: road hazard, not covered', by: 'tenantAdmin' }],
  credited: [SUBMIT, AUTHORIZE, CREDIT],
  withdrawn: [SUBMIT, { to: 'withdrawn', reason: 'Customer kept the tyre', by: 'tenantAdmin' }],
  reversed: [SUBMIT, AUTHORIZE, CREDIT, { to: 'reversed', reason: 'Credited twice', by: 'tenantAdmin' }],
};

let serial = 0;

/**
 * A tread-depth claim of 3 tyres at $238.70 each, 11/32" new and 4/32" left: 78 % worn, so a
 * credit of $157.54. `fields` override or add to it.
 */
export async function claimInState(
  t: TestApp,
  status: ClaimWorkflowStatus,
  fields: Record<string, unknown> = {},
): Promise<WarrantyClaim> {
  const agent = await t.signIn('user');
  const ticketId = (fields.ticketId as number | undefined) ?? (await createTicketVia(agent)).id;
  serial += 1;
  const filed = await agent.post<WarrantyClaim>('/api/warranties', {
    ticketId,
    claimTicketAdjustmentNumber: `GY-${7310 + serial}-Q`,
    creditBasisName: 'Tread Depth',
    numberOfTires: 3,
    treadDepthProrationOriginalTread: '11',
    treadDepthProrationRemainingTreadDepth: '4',
    sellingPriceCents: 23_870,
    tireBrand: 'Nokian',
    dotSerial: 'DOT 4B7X K9 2319',
    ...fields,
  });
  if (filed.status !== 201) throw new Error(`filing failed: ${filed.status} ${filed.text}`);
  for (const step of PATHS[status]) {
    const client = await t.signIn(step.by);
    const moved = await client.post(`/api/warranties/${filed.body.id}/transitions`, step);
    if (moved.status !== 200) throw new Error(`${step.to} failed: ${moved.status} ${moved.text}`);
  }
  return filed.body;
}

/** The claim's row as the database holds it, as JSON text: equal text means untouched. */
export async function storedClaim(t: TestApp, id: number): Promise<string | undefined> {
  const [row] = rowsOf<{ row: string }>(
    await t.database.db.execute(
      sql`select row_to_json(c)::text as row from warranty_claims c where id = ${id}`,
    ),
  );
  return row?.row;
}

export type LedgerRow = {
  kind: 'credit' | 'reversal';
  number: string;
  amount_cents: number;
  dealer_id: number | null;
  user_name: string | null;
  reason: string | null;
};

export async function ledgerOf(t: TestApp, claimId: number): Promise<LedgerRow[]> {
  return rowsOf<LedgerRow>(
    await t.database.db.execute(sql`select kind, number, amount_cents, dealer_id, user_name, reason
      from claim_credits where claim_id = ${claimId} order by id`),
  );
}

/** How many history steps the claim has, and its ticket's events: a refused request adds none. */
export async function recordCounts(t: TestApp, claimId: number) {
  const [row] = rowsOf<{ events: number; ticketEvents: number; credits: number }>(
    await t.database.db.execute(sql`select
      (select count(*)::int from claim_events where claim_id = ${claimId}) as events,
      (select count(*)::int from ticket_events where (changes->>'claimId')::int = ${claimId}) as "ticketEvents",
      (select count(*)::int from claim_credits where claim_id = ${claimId}) as credits`),
  );
  return row!;
}
