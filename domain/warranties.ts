import { z } from 'zod';
import { CLAIM_SOURCES, CLAIM_WORKFLOW_STATUSES } from './claim-workflow';
import { DUE_FILTERS } from './due-labels';
import { claimInputShape } from './claim-fields';
import { claimOwnerFilter } from './claim-ownership';
import { toThirtySeconds, type TreadUnit } from './claim-readings';
import { positiveId, requiredText, searchQuery } from './fields';
import {
  averageReading,
  claimMoney,
  DEFAULT_ROUNDING,
  prorateClaim,
  withinFreeReplacement,
  type ClaimMoney,
  type Proration,
  type RoundingSettings,
} from './proration';

/** All fields of a warranty claim except ticketId are optional (spec section 3). */
export const warrantyFieldsSchema = z.object(claimInputShape);

export const createWarrantySchema = warrantyFieldsSchema.extend({
  ticketId: z
    .number({ error: 'Ticket ID must be a number' })
    .int('Ticket ID must be a number')
    .positive('Ticket ID must be a number')
    .max(2_147_483_647, 'Ticket ID must be a number'),
});
export type CreateWarrantyInput = z.input<typeof createWarrantySchema>;
export type WarrantyFields = z.output<typeof warrantyFieldsSchema>;

export const updateWarrantySchema = warrantyFieldsSchema
  .partial()
  .extend({ ticketId: positiveId.optional() });

/**
 * An admin's change of a decided claim: the fields it changes, as an edit sends them, and why
 * (docs/decisions/068-locked-claim-money.md).
 */
export const adjustmentSchema = updateWarrantySchema.extend({
  reason: requiredText('Please give a reason for the adjustment', 1000),
});

/** 'due': the authorization due time, soonest first; claims with none come last (decision 096). */
export const CLAIM_SORTS = ['newest', 'oldest', 'credit_desc', 'credit_asc', 'due'] as const;
export type ClaimSort = (typeof CLAIM_SORTS)[number];

const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const queryDate = z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' }).optional();

/** The claims queue's filters, all optional: the queue and its CSV export read them alike. */
export const claimFiltersSchema = z.object({
  ticketId: queryId.optional(),
  search: searchQuery,
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',') : undefined))
    .pipe(
      z
        .array(z.enum(CLAIM_WORKFLOW_STATUSES, { error: 'Unknown workflow status' }))
        .max(CLAIM_WORKFLOW_STATUSES.length)
        .optional(),
    ),
  dealerId: queryId.optional(),
  owner: claimOwnerFilter.optional(),
  source: z.enum(CLAIM_SOURCES, { error: 'Source is staff, voice_agent or dealer' }).optional(),
  from: queryDate,
  to: queryDate,
});
export type ClaimFilters = z.output<typeof claimFiltersSchema>;

/** A date range's check, for any schema with optional `from` and `to` dates. */
export const datesInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
export const DATES_OUT_OF_ORDER = { message: 'The start date must not be after the end date', path: ['to'] };

/** Claims whose authorization is due within DUE_SOON_MINUTES, or already past (decision 096). */
export const claimDueFilter = z.enum(DUE_FILTERS, { error: 'Due must be due_soon or breached' }).optional();

/** The per-ticket list and the claims queue: newest first by default. */
export const warrantyListQuerySchema = claimFiltersSchema
  .extend({
    sort: z.enum(CLAIM_SORTS, { error: 'Unknown sort' }).default('newest'),
    due: claimDueFilter,
    limit: z.coerce.number().int().min(1).max(500).default(200),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type WarrantyListQuery = z.output<typeof warrantyListQuerySchema>;

function toNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A depth typed in the claim's unit, in 32nds of an inch. */
function depth32(value: string | null | undefined, unit: TreadUnit | null | undefined): number | null {
  const number = toNumber(value);
  return number === null ? null : toThirtySeconds(number, unit ?? '32nds');
}

type ClaimMeasurements = Pick<
  WarrantyFields,
  | 'treadUnit'
  | 'creditBasisName'
  | 'treadDepthProrationOriginalTread'
  | 'treadDepthProrationRemainingTreadDepth'
  | 'mileageProrationMileageOn'
  | 'mileageProrationMileageOff'
  | 'mileageProrationMIWarranted'
>;

/** Proration from a claim's own fields, as the form shows live and the API stores. */
export function prorateWarrantyClaim(
  claim: Partial<ClaimMeasurements>,
  rounding: RoundingSettings = DEFAULT_ROUNDING,
): Proration | null {
  return prorateClaim(
    {
      creditBasisName: claim.creditBasisName,
      treadOriginal: depth32(claim.treadDepthProrationOriginalTread, claim.treadUnit),
      treadRemaining: depth32(claim.treadDepthProrationRemainingTreadDepth, claim.treadUnit),
      mileageOn: claim.mileageProrationMileageOn,
      mileageOff: claim.mileageProrationMileageOff,
      milesWarranted: claim.mileageProrationMIWarranted,
    },
    rounding,
  );
}

/** The remaining depth from three readings, as text in 32nds (two decimals at most). */
export function averageTreadReadings(claim: Partial<WarrantyFields>): string | null {
  const readings = [claim.treadReading1, claim.treadReading2, claim.treadReading3].map(toNumber);
  if (readings.some((value) => value === null)) return null;
  const average = averageReading(readings as number[])!;
  return String(Math.round(average * 100) / 100);
}

/**
 * The claim's money from its prices and its worn share (calculatedPercent, typed or filled);
 * null when there is no price or no share to split it by. referenceDate is the claim's date.
 */
export function moneyOfClaim(claim: Partial<WarrantyFields>, referenceDate: Date): ClaimMoney | null {
  const worn = toNumber(claim.calculatedPercent);
  if (worn === null) return null;
  const original = depth32(claim.treadDepthProrationOriginalTread, claim.treadUnit);
  const remaining = depth32(claim.treadDepthProrationRemainingTreadDepth, claim.treadUnit);
  const inWindow =
    Boolean(claim.freeReplacementUntil) &&
    referenceDate.toISOString().slice(0, 10) <= claim.freeReplacementUntil! &&
    withinFreeReplacement(Math.round(worn * 100), original, remaining);
  return claimMoney({
    wornPercent: worn,
    sellingPriceCents: claim.sellingPriceCents,
    listPriceCents: claim.listPriceCents,
    numberOfTires: claim.numberOfTires,
    mountingCents: claim.mountingCents,
    balancingCents: claim.balancingCents,
    taxCents: claim.taxCents,
    freeReplacement: inWindow,
  });
}

/** calculatedPercent is the share worn (what the customer pays); percentCredit the share credited. */
export function fillProration<T extends Partial<WarrantyFields>>(
  claim: T,
  rounding: RoundingSettings = DEFAULT_ROUNDING,
): T & Pick<WarrantyFields, 'calculatedPercent' | 'percentCredit'> {
  const withDepth = {
    ...claim,
    treadDepthProrationRemainingTreadDepth:
      claim.treadDepthProrationRemainingTreadDepth ?? averageTreadReadings(claim) ?? null,
  };
  const proration = prorateWarrantyClaim(withDepth, rounding);
  if (!proration)
    return {
      ...withDepth,
      calculatedPercent: claim.calculatedPercent ?? null,
      percentCredit: claim.percentCredit ?? null,
    };
  return {
    ...withDepth,
    calculatedPercent: claim.calculatedPercent ?? String(proration.wornPercent),
    percentCredit: claim.percentCredit ?? String(proration.creditPercent),
  };
}

/** Fills the percentages, then the money wherever the prices allow computing it. */
export function fillClaimFigures<T extends Partial<WarrantyFields>>(
  claim: T,
  rounding: RoundingSettings,
  referenceDate: Date,
) {
  const filled = fillProration(claim, rounding);
  const money = moneyOfClaim(filled, referenceDate);
  if (!money) return filled;
  return { ...filled, creditCents: money.creditCents, customerPaysCents: money.customerPaysCents };
}
