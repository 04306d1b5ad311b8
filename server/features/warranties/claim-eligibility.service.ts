import { isoDay, readingFieldErrors, type TreadUnit } from '../../../domain/claim-readings';
import {
  claimRounding,
  eligibilityVerdict,
  type EligibilityFacts,
  type ProgrammeTerms,
} from '../../../domain/eligibility';
import type { RoundingSettings } from '../../../domain/proration';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { claimHasPhoto } from '../attachments';
import { listProgrammeTerms } from '../programmes';
import { readPolicyWithProgrammes } from './claim-settings.queries';
import type { WarrantyRow } from './warranty-dto';

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

/**
 * What a claim's figures and verdict are taken under: the tenant's programmes and rounding
 * policy, and the unit its new claims start in.
 */
export type ClaimTerms = {
  programmes: ProgrammeTerms[];
  tenantRounding: RoundingSettings;
  treadUnit: TreadUnit;
};

/** `withProgrammes: false` reads the policy alone, as filing would without a verdict (its benchmark). */
export async function readClaimTerms(tx: Tx, tenantId: number, withProgrammes = true): Promise<ClaimTerms> {
  const { policy, programmes } = await readPolicyWithProgrammes(tx, tenantId, withProgrammes);
  return {
    programmes,
    tenantRounding: { tread: policy.tread, mileage: policy.mileage },
    treadUnit: policy.treadUnit,
  };
}

export const roundingUnder = (terms: ClaimTerms, claim: EligibilityFacts) =>
  claimRounding(claim, terms.programmes, terms.tenantRounding);

/** The verdict as the claim stores it. */
export function eligibilityColumns(terms: ClaimTerms, claim: EligibilityFacts, now: Date) {
  const verdict = eligibilityVerdict(claim, terms.programmes, isoDay(now));
  return { eligibility: verdict.status, eligibilityReasons: verdict.reasons };
}

export const GOODWILL_NEEDED =
  'The eligibility verdict says this claim is not covered: authorize it as goodwill, with a reason';

/**
 * What authorizing needs beyond the roles (docs/decisions/071): the verdict is taken again (the
 * programmes may have changed since the claim was filed); a claim not covered is authorized only
 * as goodwill, and a programme requiring a photo needs one on the claim or its ticket.
 */
export async function authorizationNeeds(
  tx: Tx,
  tenantId: number,
  claim: WarrantyRow,
  goodwill: boolean,
  now: Date,
): Promise<string | null> {
  const verdict = await verdictOf(tx, tenantId, claim, now);
  if (verdict.status === 'not_covered' && !goodwill) return GOODWILL_NEEDED;
  if (verdict.photoRequired && !(await claimHasPhoto(tx, tenantId, claim)))
    return "This claim's warranty programme requires a photo of the tyre before it is authorized: attach one to the claim";
  return null;
}
