import { sql } from 'drizzle-orm';
import { NO_CREDIT_STATUSES } from '../../../domain/claim-workflow';
import { tickets, warrantyClaims } from '../../db/schema';

/**
 * How a claim counts in the reports: its status, the credit it carries and the dealer it is
 * credited to. Kept together so that changes to the claim record change the reports in this one place.
 */
const carriesCredit = sql`${warrantyClaims.workflowStatus} not in (${sql.join(
  NO_CREDIT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

export const claimMeasures = {
  status: warrantyClaims.workflowStatus,
  /** Whether the claim's status carries credit (denied, withdrawn and reversed carry none). */
  carriesCredit,
  /** The credit the claim asks, or none when its status carries no credit. */
  carriedCreditCents: sql`case when ${carriesCredit} then coalesce(${warrantyClaims.creditCents}, 0) else 0 end`,
  /** The dealer credited, or failing that the dealer of the claim's ticket. */
  dealerId: sql<number | null>`coalesce(${warrantyClaims.creditedDealerId}, ${tickets.dealerId})`,
  /** Percent credit as text; only well-formed numbers count. */
  percentCredit: sql<number>`case when ${warrantyClaims.percentCredit} ~ '^[0-9]+(\\.[0-9]+)?$'
    then ${warrantyClaims.percentCredit}::numeric end`,
};
