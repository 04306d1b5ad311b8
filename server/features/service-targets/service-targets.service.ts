import type { FastifyBaseLogger } from 'fastify';
import type { ServiceTargetPolicy, ServiceTargetsAnswer } from '../../../domain/service-targets';
import { recordAudit } from '../../lib/audit';
import type { StaffContext } from '../../lib/request-context';
import type { Tx } from '../../db/client';
import { readServiceTargets, recomputeDueBatch, writeServiceTargets } from '../tickets';
import { recomputeClaimDueBatch } from '../warranties';

/** Rows per transaction when a policy change is worked through: short locks, steady progress. */
const RECOMPUTE_BATCH = 500;

/** What carries a due time under the policy, each walked in id order: open tickets, then claims awaiting a decision. */
const WALKS: Array<(tx: Tx, tenantId: number, afterId: number, size: number) => Promise<number | null>> = [
  recomputeDueBatch,
  recomputeClaimDueBatch,
];

/**
 * The recomputations this process is running, by tenant. A second change while one runs starts
 * the walks again from the first ticket once the current batch ends (each batch reads the policy
 * afresh, so no ticket keeps a due time from a replaced policy).
 */
const running = new Map<number, { restart: boolean; done: Promise<void> }>();

function answerOf(
  stored: Awaited<ReturnType<typeof readServiceTargets>>,
  tenantId: number,
): ServiceTargetsAnswer {
  return {
    policy: stored.policy,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    recomputing: running.has(tenantId),
  };
}

export async function getServiceTargets(ctx: StaffContext): Promise<ServiceTargetsAnswer> {
  return answerOf(await ctx.inTenant((tx) => readServiceTargets(tx, ctx.tenantId)), ctx.tenantId);
}

async function recomputeAll(ctx: StaffContext, log: FastifyBaseLogger) {
  const state = running.get(ctx.tenantId)!;
  try {
    for (let walk = 0; walk < WALKS.length; walk += 1) {
      let afterId: number | null = 0;
      while (afterId !== null) {
        const from: number = afterId;
        afterId = await ctx.inTenant((tx) => WALKS[walk]!(tx, ctx.tenantId, from, RECOMPUTE_BATCH));
        if (state.restart) {
          state.restart = false;
          walk = 0;
          afterId = 0;
        }
      }
    }
  } catch (error) {
    log.error({ err: error, tenantId: ctx.tenantId }, 'service target recomputation failed');
  } finally {
    running.delete(ctx.tenantId);
  }
}

/** Starts (or restarts) the background walks over the tenant's open tickets and claims, outside the request. */
function startRecompute(ctx: StaffContext, log: FastifyBaseLogger) {
  const current = running.get(ctx.tenantId);
  if (current) {
    current.restart = true;
    return;
  }
  const state = { restart: false, done: Promise.resolve() };
  running.set(ctx.tenantId, state);
  state.done = new Promise((resolve) => setImmediate(resolve)).then(() => recomputeAll(ctx, log));
}

/** For tests and shutdown: resolves when the tenant's recomputation (if any) has finished. */
export async function serviceTargetsSettled(tenantId: number) {
  while (running.has(tenantId)) await running.get(tenantId)!.done;
}

export async function saveServiceTargets(
  ctx: StaffContext,
  policy: ServiceTargetPolicy,
  log: FastifyBaseLogger,
): Promise<ServiceTargetsAnswer> {
  const stored = await ctx.inTenant(async (tx) => {
    const before = await readServiceTargets(tx, ctx.tenantId);
    await writeServiceTargets(tx, ctx.tenantId, policy, ctx.user.id, ctx.now);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: before.updatedAt ? 'update' : 'create',
      entity: 'service_targets',
      entityId: ctx.tenantId,
      changes: { from: before.policy, to: policy },
    });
    return readServiceTargets(tx, ctx.tenantId);
  });
  startRecompute(ctx, log);
  return answerOf(stored, ctx.tenantId);
}
