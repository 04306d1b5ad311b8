import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { warrantyClaims } from '../../db/schema';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Percent columns are text; only well-formed numbers count towards the average. */
const numericPercent = sql`case when ${warrantyClaims.calculatedPercent} ~ '^[0-9]+(\\.[0-9]+)?$'
  then ${warrantyClaims.calculatedPercent}::numeric end`;

export async function claimCounts(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select({
      totalClaims: sql<number>`count(*)`.mapWith(Number),
      claimsWithAuthorization: countWhere(sql`${warrantyClaims.authorizationStatusName} is not null`),
      claimsWithTreadData: countWhere(
        sql`${warrantyClaims.treadDepthProrationOriginalTread} is not null or ${warrantyClaims.treadDepthProrationRemainingTreadDepth} is not null`,
      ),
      claimsWithMileageData: countWhere(
        sql`${warrantyClaims.mileageProrationMileageOn} is not null or ${warrantyClaims.mileageProrationMileageOff} is not null or ${warrantyClaims.mileageProrationMIWarranted} is not null`,
      ),
      claimPercentSum: sql<number>`coalesce(sum(${numericPercent}), 0)`.mapWith(Number),
      claimsWithPercent: sql<number>`count(${numericPercent})`.mapWith(Number),
    })
    .from(warrantyClaims)
    .where(eq(warrantyClaims.tenantId, tenantId));
  return row!;
}
