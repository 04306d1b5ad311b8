import { eq } from 'drizzle-orm';
import {
  serviceTargetPolicySchema,
  type ServiceTargetPolicy,
  type ServiceTargetPolicyInput,
} from '../../../domain/service-targets';
import type { Tx } from '../../db/client';
import { serviceTargetPolicies } from '../../db/schema';

export type StoredPolicy = { policy: ServiceTargetPolicy | null; updatedAt: Date | null };

/**
 * The tenant's policy, checked whole: one that is missing, partial or no longer valid (a time zone
 * Intl stopped knowing) is none, so tickets carry no due time rather than a request failing.
 */
export async function readServiceTargets(tx: Tx, tenantId: number): Promise<StoredPolicy> {
  const [row] = await tx
    .select({ policy: serviceTargetPolicies.policy, updatedAt: serviceTargetPolicies.updatedAt })
    .from(serviceTargetPolicies)
    .where(eq(serviceTargetPolicies.tenantId, tenantId))
    .limit(1);
  if (!row) return { policy: null, updatedAt: null };
  const parsed = serviceTargetPolicySchema.safeParse(row.policy);
  return { policy: parsed.success ? parsed.data : null, updatedAt: row.updatedAt };
}

export async function writeServiceTargets(
  tx: Tx,
  tenantId: number,
  policy: ServiceTargetPolicyInput,
  userId: number,
  now: Date,
) {
  await tx
    .insert(serviceTargetPolicies)
    .values({ tenantId, policy, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({
      target: serviceTargetPolicies.tenantId,
      set: { policy, updatedAt: now, updatedBy: userId },
    });
}
