import { isoDay, readingFieldErrors } from '../../../domain/claim-readings';
import { eligibilityVerdict, type EligibilityFacts } from '../../../domain/eligibility';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listProgrammeTerms } from '../programmes';

/**
 * The readings rule set on a claim as it will be stored (docs/decisions/070): on a change, only
 * the rules reading a changed field, checked against the stored claim merged with the change.
 */
export function assertReadings(claim: EligibilityFacts, now: Date, changed?: ReadonlySet<string>) {
  const errors = readingFieldErrors(claim, isoDay(now), changed);
  if (errors) throw new AppError('VALIDATION_ERROR', Object.values(errors)[0]![0]!, errors);
}

/** The claim's eligibility verdict under the tenant's programmes today (docs/decisions/071). */
export async function verdictOf(tx: Tx, tenantId: number, claim: EligibilityFacts, now: Date) {
  const programmes = await listProgrammeTerms(tx, tenantId);
  return eligibilityVerdict(claim, programmes, isoDay(now));
}

/** The verdict as the claim stores it. */
export async function eligibilityColumns(tx: Tx, tenantId: number, claim: EligibilityFacts, now: Date) {
  const verdict = await verdictOf(tx, tenantId, claim, now);
  return { eligibility: verdict.status, eligibilityReasons: verdict.reasons };
}
