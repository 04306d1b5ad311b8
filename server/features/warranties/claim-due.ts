import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { AWAITING_DECISION, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import { authorizationDueOf, type ServiceTargetPolicy } from '../../../domain/service-targets';
import { rowsOf, type Tx } from '../../db/client';
import { warrantyClaims as claims } from '../../db/schema';
import { readServiceTargets } from '../tickets';

/**
 * A claim's authorization due time (docs/decisions/096-claim-due-and-due-soon.md): while it is
 * pending authorization it waits on the desk's decision, and its decision is due the tenant's
 * authorization target later in business time. Written with the move that starts or ends the wait.
 */

/** Safe against a target the calendar cannot place: the claim then carries no due time. */
function safeDue(since: Date | null, policy: ServiceTargetPolicy | null) {
  try {
    return authorizationDueOf(since, policy);
  } catch {
    return null;
  }
}

/** The wait and due time a move to `to` leaves on the claim, under the tenant's current policy. */
export async function decisionWaitOf(
  tx: Tx,
  tenantId: number,
  to: ClaimWorkflowStatus,
  now: Date,
): Promise<{ awaitingDecisionSince: Date | null; dueAt: Date | null }> {
  if (to !== AWAITING_DECISION) return { awaitingDecisionSince: null, dueAt: null };
  const { policy } = await readServiceTargets(tx, tenantId);
  return { awaitingDecisionSince: now, dueAt: safeDue(now, policy) };
}

/**
 * One batch of a policy change's recomputation over the tenant's claims awaiting a decision after
 * `afterId`, in id order, written in one statement. Answers the last id, or null when done.
 */
export async function recomputeClaimDueBatch(tx: Tx, tenantId: number, afterId: number, size: number) {
  const { policy } = await readServiceTargets(tx, tenantId);
  const rows = await tx
    .select({ id: claims.id, since: claims.awaitingDecisionSince })
    .from(claims)
    .where(
      and(eq(claims.tenantId, tenantId), isNotNull(claims.awaitingDecisionSince), gt(claims.id, afterId)),
    )
    .orderBy(asc(claims.id))
    .limit(size)
    .for('no key update');
  if (rows.length === 0) return null;
  const values = rows.map(
    (row) => sql`(${row.id}::int, ${safeDue(row.since, policy)?.toISOString() ?? null}::timestamptz)`,
  );
  await tx.execute(sql`update ${claims} set due_at = v.due_at
    from (values ${sql.join(values, sql`, `)}) as v(id, due_at)
    where ${claims.tenantId} = ${tenantId} and ${claims.id} = v.id`);
  return rows.length < size ? null : rows[rows.length - 1]!.id;
}

const WARNINGS_PER_SWEEP = 500;

export type ClaimDueWarning = { claimId: number; ticketId: number; ownerUserId: number };

/**
 * Takes the owned claims whose decision falls due within `soonUntil` and whose owner was not yet
 * warned of this due time, marking them warned in the same statement: of two instances sweeping at
 * once, the second finds the row changed and skips it.
 */
export async function takeClaimDueWarnings(
  tx: Tx,
  tenantId: number,
  now: Date,
  soonUntil: Date,
): Promise<ClaimDueWarning[]> {
  const due = sql`tenant_id = ${tenantId} and due_at > ${now.toISOString()}::timestamptz
    and due_at <= ${soonUntil.toISOString()}::timestamptz
    and owner_user_id is not null and warned_due_at is distinct from due_at`;
  // At most WARNINGS_PER_SWEEP, soonest first; the condition is checked again on the row itself.
  const taken = await tx.execute(sql`update ${claims} set warned_due_at = due_at
    where ${due} and id in (select id from ${claims} where ${due} order by due_at, id limit ${WARNINGS_PER_SWEEP})
    returning id as "claimId", ticket_id as "ticketId", owner_user_id as "ownerUserId"`);
  return rowsOf<ClaimDueWarning>(taken);
}
