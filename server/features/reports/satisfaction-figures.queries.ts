import { and, eq, sql } from 'drizzle-orm';
import { ratePercent, type PeriodRange } from '../../../domain/report-figures';
import type { SatisfactionFigures } from '../../../domain/satisfaction';
import type { Tx } from '../../db/client';
import { satisfactionSurveys, tenantStaff } from '../../db/schema';
import { within } from './period-range';

const figures = {
  responses: sql<number>`count(*)`.mapWith(Number),
  averageScore: sql<number | null>`round(avg(${satisfactionSurveys.score}), 1)`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
  satisfied: sql<number>`count(*) filter (where ${satisfactionSurveys.score} >= 4)`.mapWith(Number),
};

const shaped = <T extends { responses: number; satisfied: number }>({ satisfied, ...row }: T) => ({
  ...row,
  satisfiedRate: ratePercent(satisfied, row.responses),
});

/**
 * Customer ratings answered in the period (decision 091): how many, their mean, the share of 4 and
 * 5, and the same for each agent who owned a ticket when it closed (agents since removed drop out).
 */
export async function satisfactionFigures(
  tx: Tx,
  tenantId: number,
  range: PeriodRange,
): Promise<SatisfactionFigures> {
  const answered = and(
    eq(satisfactionSurveys.tenantId, tenantId),
    eq(satisfactionSurveys.status, 'answered'),
    within(satisfactionSurveys.answeredAt, range),
  );
  const [total] = await tx.select(figures).from(satisfactionSurveys).where(answered);
  const byAgent = await tx
    .select({ userId: tenantStaff.id, name: tenantStaff.username, ...figures })
    .from(satisfactionSurveys)
    .innerJoin(tenantStaff, eq(tenantStaff.id, satisfactionSurveys.agentUserId))
    .where(answered)
    .groupBy(tenantStaff.id, tenantStaff.username)
    .orderBy(sql`count(*) desc`, tenantStaff.username);
  return { ...shaped(total!), byAgent: byAgent.map(shaped) };
}
