import { z } from 'zod';
import { optionalText, positiveId } from './fields';
import { prorateClaim, type Proration } from './proration';

const treadDepth = z
  .string()
  .trim()
  .max(10)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || (/^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) <= 40), {
    message: 'Tread depth must be a number of 32nds between 0 and 40',
  });

const percentText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value).trim()))
  .refine((value) => value === null || (/^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100), {
    message: 'Percent must be a number from 0 to 100',
  });

const wholeNumber = (max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected a whole number') })
    .int('Expected a whole number')
    .min(0, 'Must be zero or more')
    .max(max, `Must be at most ${max.toLocaleString('en-US')}`)
    .nullish()
    .transform((value) => value ?? null);

const dateTime = z
  .union([z.iso.datetime({ offset: true, local: true }), z.iso.date(), z.null(), z.literal('')])
  .optional()
  .transform((value) => (value ? new Date(value) : null));

/** All fields of a warranty claim except ticketId are optional (spec section 3). */
export const warrantyFieldsSchema = z.object({
  calculatedPercent: percentText,
  percentCredit: percentText,
  authorizationStatusName: optionalText(60),
  authorizationCriteriaName: optionalText(120),
  creditBasisName: optionalText(60),
  numberOfTires: wholeNumber(20),
  noteCreatedDateTime: dateTime,
  noteCreatedName: optionalText(120),
  treadDepthProrationOriginalTread: treadDepth,
  treadDepthProrationRemainingTreadDepth: treadDepth,
  mileageProrationRemainingTreadDepth: treadDepth,
  mileageProrationOriginalTreadDepth: treadDepth,
  mileageProrationMileageOn: wholeNumber(2_000_000),
  mileageProrationMileageOff: wholeNumber(2_000_000),
  mileageProrationMIWarranted: wholeNumber(500_000),
  claimTicketAdjustmentNumber: optionalText(40),
});

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

export const warrantyListQuerySchema = z.object({
  ticketId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

function toNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

type ClaimMeasurements = Pick<
  WarrantyFields,
  | 'creditBasisName'
  | 'treadDepthProrationOriginalTread'
  | 'treadDepthProrationRemainingTreadDepth'
  | 'mileageProrationMileageOn'
  | 'mileageProrationMileageOff'
  | 'mileageProrationMIWarranted'
>;

/** Proration from a claim's own fields, as the form shows live and the API stores. */
export function prorateWarrantyClaim(claim: Partial<ClaimMeasurements>): Proration | null {
  return prorateClaim({
    creditBasisName: claim.creditBasisName,
    treadOriginal: toNumber(claim.treadDepthProrationOriginalTread),
    treadRemaining: toNumber(claim.treadDepthProrationRemainingTreadDepth),
    mileageOn: claim.mileageProrationMileageOn,
    mileageOff: claim.mileageProrationMileageOff,
    milesWarranted: claim.mileageProrationMIWarranted,
  });
}

/** calculatedPercent is the share worn (what the customer pays); percentCredit the share credited. */
export function fillProration<T extends Partial<WarrantyFields>>(
  claim: T,
): T & Pick<WarrantyFields, 'calculatedPercent' | 'percentCredit'> {
  const proration = prorateWarrantyClaim(claim);
  if (!proration)
    return {
      ...claim,
      calculatedPercent: claim.calculatedPercent ?? null,
      percentCredit: claim.percentCredit ?? null,
    };
  return {
    ...claim,
    calculatedPercent: claim.calculatedPercent ?? String(proration.wornPercent),
    percentCredit: claim.percentCredit ?? String(proration.creditPercent),
  };
}
