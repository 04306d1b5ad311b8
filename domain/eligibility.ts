import { z } from 'zod';
import { hasUnevenWear, readingSpread32nds, toThirtySeconds, type ReadingFacts } from './claim-readings';
import { describeDotDate, readDotDate, wholeYearsBetween } from './dot-date';
import { LEGAL_MINIMUM_32NDS, type RoundingSettings } from './proration';
import type { WarrantyProgramme } from './warranty-programmes';
import type { EligibilityStatus } from './claim-labels';

/**
 * Whether a claim is covered, and why (docs/decisions/071-programmes-and-verdict.md): a pure
 * function of the claim's facts, the tenant's programmes and the day, run when a claim is filed
 * and whenever its facts change, and again when it is authorized.
 */
export { ELIGIBILITY_LABELS, ELIGIBILITY_STATUSES, type EligibilityStatus } from './claim-labels';

/** One reason: what it does to the verdict, and the sentence staff read. */
export const eligibilityReasonSchema = z.object({
  effect: z.enum(['covers', 'excludes', 'unknown', 'note']),
  text: z.string(),
});
export type EligibilityReason = z.output<typeof eligibilityReasonSchema>;

export type EligibilityFacts = Partial<ReadingFacts> & {
  tireBrand?: string | null;
  tireModel?: string | null;
  proofOfPurchase?: boolean | null;
};

export type ProgrammeTerms = Pick<
  WarrantyProgramme,
  | 'id'
  | 'name'
  | 'brands'
  | 'productLines'
  | 'basis'
  | 'mileageWarranty'
  | 'yearsFromPurchase'
  | 'yearsFromManufacture'
  | 'freeReplacementMiles'
  | 'freeReplacementPercent'
  | 'photoRequired'
  | 'rounding'
>;

export type EligibilityVerdict = {
  status: EligibilityStatus;
  reasons: EligibilityReason[];
  programmeId: number | null;
  photoRequired: boolean;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const miles = (value: number) => `${value.toLocaleString('en-US')} miles`;

/**
 * The programme that covers a tyre: its brand must be named; a programme naming product lines
 * covers only those (the tyre's model starting with one), and is preferred over one naming none.
 */
export function programmeFor<P extends ProgrammeTerms>(
  programmes: readonly P[],
  brand: string | null | undefined,
  model: string | null | undefined,
): P | null {
  if (!brand) return null;
  const ofBrand = programmes.filter((programme) => programme.brands.some((name) => same(name, brand)));
  const lineOf = (programme: P) =>
    programme.productLines.some(
      (line) => !!model && model.trim().toLowerCase().startsWith(line.trim().toLowerCase()),
    );
  return (
    ofBrand.find((programme) => programme.productLines.length > 0 && lineOf(programme)) ??
    ofBrand.find((programme) => programme.productLines.length === 0) ??
    null
  );
}

function ageReason(facts: EligibilityFacts, programme: ProgrammeTerms, today: string): EligibilityReason {
  const title = `the ${programme.name} programme`;
  if (facts.proofOfPurchase && facts.purchaseDate) {
    const age = wholeYearsBetween(facts.purchaseDate, today);
    const limit = programme.yearsFromPurchase;
    const text = `Bought on ${facts.purchaseDate}: ${plural(age, 'year')} ago; ${title} covers ${plural(limit, 'year')} from purchase`;
    return { effect: age < limit ? 'covers' : 'excludes', text };
  }
  const made = readDotDate(facts.dotSerial, today);
  const limit = programme.yearsFromManufacture;
  const cover = `${title} covers ${plural(limit, 'year')} from manufacture without proof of purchase`;
  if (made.kind === 'pre_2000')
    return { effect: 'excludes', text: `Tyre made ${describeDotDate(made)}; ${cover}` };
  if (made.kind === 'unreadable')
    return {
      effect: 'unknown',
      text: facts.dotSerial
        ? `DOT date code unreadable and no proof of purchase: the tyre's age cannot be checked`
        : `No DOT serial and no proof of purchase: the tyre's age cannot be checked`,
    };
  const age = wholeYearsBetween(made.madeOn, today);
  return {
    effect: age < limit ? 'covers' : 'excludes',
    text: `Tyre made in ${describeDotDate(made)}: ${plural(age, 'year')} old; ${cover}`,
  };
}

function wearReasons(facts: EligibilityFacts): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  if (hasUnevenWear(facts))
    reasons.push({
      effect: 'excludes',
      text: `Uneven wear: the three readings differ by ${readingSpread32nds(facts)}/32" (2/32" or more is not covered)`,
    });
  const remainingText = facts.treadDepthProrationRemainingTreadDepth;
  if (remainingText) {
    const remaining = toThirtySeconds(Number(remainingText), facts.treadUnit ?? '32nds');
    if (remaining <= LEGAL_MINIMUM_32NDS)
      reasons.push({
        effect: 'excludes',
        text: `Worn to the legal minimum (${LEGAL_MINIMUM_32NDS}/32"): no usable tread is left to credit`,
      });
  }
  return reasons;
}

function driven(facts: EligibilityFacts): number | null {
  const on = facts.mileageProrationMileageOn;
  const off = facts.mileageProrationMileageOff;
  return on == null || off == null ? null : off - on;
}

function mileageReasons(facts: EligibilityFacts, programme: ProgrammeTerms): EligibilityReason[] {
  if (programme.basis !== 'treadwear' || programme.mileageWarranty === null) return [];
  const distance = driven(facts);
  if (distance === null)
    return [
      {
        effect: 'unknown',
        text: 'Mileage at fitting and now not given: treadwear coverage cannot be checked',
      },
    ];
  const warranted = programme.mileageWarranty;
  return [
    distance < warranted
      ? { effect: 'covers', text: `Driven ${miles(distance)} of the ${miles(warranted)} warranted` }
      : {
          effect: 'excludes',
          text: `Driven ${miles(distance)}: the ${miles(warranted)} warranted are used up`,
        },
  ];
}

/** The share of usable tread worn, in percent, from the original and remaining depths. */
function wornPercent(facts: EligibilityFacts): number | null {
  const { treadDepthProrationOriginalTread: original, treadDepthProrationRemainingTreadDepth: remaining } =
    facts;
  if (!original || !remaining) return null;
  const unit = facts.treadUnit ?? '32nds';
  const usable = toThirtySeconds(Number(original), unit) - LEGAL_MINIMUM_32NDS;
  if (!(usable > 0)) return null;
  return (
    ((toThirtySeconds(Number(original), unit) - toThirtySeconds(Number(remaining), unit)) / usable) * 100
  );
}

function freeReplacementNote(facts: EligibilityFacts, programme: ProgrammeTerms): EligibilityReason[] {
  const distance = driven(facts);
  const byMiles =
    programme.freeReplacementMiles !== null &&
    distance !== null &&
    distance <= programme.freeReplacementMiles;
  const worn = wornPercent(facts);
  const byWear =
    programme.freeReplacementPercent !== null && worn !== null && worn <= programme.freeReplacementPercent;
  if (!byMiles && !byWear) return [];
  const window = [
    programme.freeReplacementMiles !== null ? `the first ${miles(programme.freeReplacementMiles)}` : null,
    programme.freeReplacementPercent !== null ? `${programme.freeReplacementPercent} % worn` : null,
  ].filter(Boolean);
  return [{ effect: 'note', text: `Within the free-replacement window (${window.join(' or ')})` }];
}

/** The verdict on a claim's facts under the tenant's programmes, on `today` (YYYY-MM-DD). */
export function eligibilityVerdict(
  facts: EligibilityFacts,
  programmes: readonly ProgrammeTerms[],
  today: string,
): EligibilityVerdict {
  const programme = programmeFor(programmes, facts.tireBrand, facts.tireModel);
  if (!programme) {
    const tyre = [facts.tireBrand, facts.tireModel].filter(Boolean).join(' ');
    const text = tyre
      ? `No warranty programme covers ${tyre}`
      : 'Tyre brand not given: no warranty programme can be chosen';
    return {
      status: 'unknown',
      reasons: [{ effect: 'unknown', text }],
      programmeId: null,
      photoRequired: false,
    };
  }
  const reasons = [
    { effect: 'note' as const, text: `${programme.name} programme (${programme.basis})` },
    ageReason(facts, programme, today),
    ...mileageReasons(facts, programme),
    ...wearReasons(facts),
    ...freeReplacementNote(facts, programme),
  ];
  const status: EligibilityStatus = reasons.some((reason) => reason.effect === 'excludes')
    ? 'not_covered'
    : reasons.some((reason) => reason.effect === 'unknown')
      ? 'unknown'
      : 'covered';
  return { status, reasons, programmeId: programme.id, photoRequired: programme.photoRequired };
}

/**
 * The rounding a claim's worn share is taken under: its programme's, on either basis, when one
 * covers the tyre (decision 071); the tenant's claim policy otherwise.
 */
export function claimRounding(
  facts: EligibilityFacts,
  programmes: readonly ProgrammeTerms[],
  tenantRounding: RoundingSettings,
): RoundingSettings {
  const programme = programmeFor(programmes, facts.tireBrand, facts.tireModel);
  return programme ? { tread: programme.rounding, mileage: programme.rounding } : tenantRounding;
}
