import { sql } from 'drizzle-orm';
import { tickets, warrantyClaims } from '../../db/schema';

/**
 * How a claim counts in the reports: its status, its credit in cents and the dealer it is credited
 * to. Kept together so that changes to the claim record change the reports in this one place.
 */
const creditCents = sql`coalesce(${warrantyClaims.creditCents}, 0)`;

export const claimMeasures = {
  status: warrantyClaims.workflowStatus,
  /** The claim's credit, whatever its status. */
  creditCents,
  /** Credit a dealer has been granted: claims authorized or already credited. */
  grantedCreditCents: sql`case when ${warrantyClaims.workflowStatus} in ('authorized', 'credited') then ${creditCents} else 0 end`,
  /** The dealer credited, or failing that the dealer of the claim's ticket. */
  dealerId: sql`coalesce(${warrantyClaims.creditedDealerId}, ${tickets.dealerId})`,
  /** Percent credit as text; only well-formed numbers count. */
  percentCredit: sql<number>`case when ${warrantyClaims.percentCredit} ~ '^[0-9]+(\\.[0-9]+)?$'
    then ${warrantyClaims.percentCredit}::numeric end`,
};
