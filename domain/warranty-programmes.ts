import { z } from 'zod';
import { MAX_MILES_WARRANTED } from './claim-readings';
import { NOTHING_TO_UPDATE, requiredText } from './fields';
import { ROUNDING_POLICIES, type RoundingPolicy } from './proration';
import { rowId, timestamp } from './responses';

/**
 * A tenant's warranty programmes (docs/decisions/071-programmes-and-verdict.md): which tyres each
 * covers, for how long and on what basis. The eligibility verdict reads them.
 */
export const PROGRAMME_BASES = ['treadwear', 'workmanship'] as const;
export type ProgrammeBasis = (typeof PROGRAMME_BASES)[number];
export const BASIS_LABELS: Record<ProgrammeBasis, string> = {
  treadwear: 'Treadwear (mileage)',
  workmanship: 'Workmanship & materials',
};

const names = (what: string, min: number) =>
  z
    .array(z.string().trim().min(1, `A ${what} cannot be blank`).max(80, 'Must be at most 80 characters'), {
      error: `Expected a list of ${what}s`,
    })
    .max(30, `At most 30 ${what}s`)
    .min(min, `Name at least one ${what}`)
    .transform((list) => [...new Map(list.map((name) => [name.toLowerCase(), name])).values()]);

const years = z
  .number({ error: 'Expected a whole number of years' })
  .int('Expected a whole number of years')
  .min(1, 'Must be at least 1 year')
  .max(15, 'Must be at most 15 years');

const optionalWhole = (max: number, unit: string) =>
  z
    .number({ error: `Expected a whole number of ${unit}` })
    .int(`Expected a whole number of ${unit}`)
    .min(0, 'Must be zero or more')
    .max(max, `Must be at most ${max.toLocaleString('en-US')}`)
    .nullish()
    .transform((value) => value ?? null);

const programmeFields = {
  name: requiredText('Programme name is required', 80),
  brands: names('brand', 1),
  productLines: names('product line', 0).default([]),
  basis: z.enum(PROGRAMME_BASES, { error: 'Basis is treadwear or workmanship' }),
  mileageWarranty: optionalWhole(MAX_MILES_WARRANTED, 'miles'),
  yearsFromPurchase: years,
  yearsFromManufacture: years,
  freeReplacementMiles: optionalWhole(100_000, 'miles'),
  freeReplacementPercent: optionalWhole(100, 'percent'),
  rounding: z.enum(ROUNDING_POLICIES, { error: 'Rounding is nearest, up, down or exact' }).default('nearest'),
  photoRequired: z.boolean({ error: 'Expected true or false' }).default(false),
};

const MILEAGE_NEEDED = {
  message: 'A treadwear programme warrants a mileage',
  path: ['mileageWarranty'],
};
const mileageGiven = (value: { basis?: ProgrammeBasis; mileageWarranty?: number | null }) =>
  value.basis !== 'treadwear' || value.mileageWarranty != null;

export const createProgrammeSchema = z.object(programmeFields).refine(mileageGiven, MILEAGE_NEEDED);
export type CreateProgrammeInput = z.input<typeof createProgrammeSchema>;
export type ProgrammeInput = z.output<typeof createProgrammeSchema>;

/**
 * A change of some fields. Defaults do not apply (what is left out stays); the service checks the
 * treadwear rule on the programme as the change leaves it.
 */
export const updateProgrammeSchema = z
  .object({
    ...programmeFields,
    productLines: names('product line', 0),
    rounding: z.enum(ROUNDING_POLICIES, { error: 'Rounding is nearest, up, down or exact' }),
    photoRequired: z.boolean({ error: 'Expected true or false' }),
  })
  .partial()
  .refine(NOTHING_TO_UPDATE.check, NOTHING_TO_UPDATE.message);

export const programmeResponseSchema = z.object({
  id: rowId,
  name: z.string(),
  brands: z.array(z.string()),
  productLines: z.array(z.string()),
  basis: z.enum(PROGRAMME_BASES),
  mileageWarranty: z.number().int().nullable(),
  yearsFromPurchase: z.number().int(),
  yearsFromManufacture: z.number().int(),
  freeReplacementMiles: z.number().int().nullable(),
  freeReplacementPercent: z.number().int().nullable(),
  rounding: z.enum(ROUNDING_POLICIES),
  photoRequired: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WarrantyProgramme = z.output<typeof programmeResponseSchema>;

export const MILEAGE_NEEDED_MESSAGE = MILEAGE_NEEDED.message;

/** The programme form's fields as typed: lists comma-separated, numbers as text ('' for none). */
export type ProgrammeFormValues = {
  name: string;
  brands: string;
  productLines: string;
  basis: ProgrammeBasis;
  mileageWarranty: string;
  yearsFromPurchase: string;
  yearsFromManufacture: string;
  freeReplacementMiles: string;
  freeReplacementPercent: string;
  rounding: RoundingPolicy;
  photoRequired: boolean;
};

const listOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
/** '' is no value; '40,000' is 40000; anything else that is not a number fails the field's rule. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[,\s]/g, '')));

/** The form's values read into a programme, checked by the same rules as the API. */
export const programmeFormSchema = z
  .custom<ProgrammeFormValues>()
  // A blank or unreadable number is passed on as it is read, for the schema's own field message.
  .transform((form): CreateProgrammeInput => ({
    ...form,
    brands: listOf(form.brands),
    productLines: listOf(form.productLines),
    mileageWarranty: numberOf(form.mileageWarranty),
    yearsFromPurchase: numberOf(form.yearsFromPurchase) as number,
    yearsFromManufacture: numberOf(form.yearsFromManufacture) as number,
    freeReplacementMiles: numberOf(form.freeReplacementMiles),
    freeReplacementPercent: numberOf(form.freeReplacementPercent),
  }))
  .pipe(createProgrammeSchema);

const textOf = (value: number | null) => (value === null ? '' : String(value));

/** A programme's terms as the form shows them; a new programme starts as a treadwear one. */
export function programmeFormValues(programme?: WarrantyProgramme): ProgrammeFormValues {
  if (!programme)
    return {
      name: '',
      brands: '',
      productLines: '',
      basis: 'treadwear',
      mileageWarranty: '',
      yearsFromPurchase: '6',
      yearsFromManufacture: '6',
      freeReplacementMiles: '',
      freeReplacementPercent: '',
      rounding: 'nearest',
      photoRequired: false,
    };
  const { name, basis, rounding, photoRequired } = programme;
  return {
    name,
    basis,
    rounding,
    photoRequired,
    brands: programme.brands.join(', '),
    productLines: programme.productLines.join(', '),
    mileageWarranty: textOf(programme.mileageWarranty),
    yearsFromPurchase: String(programme.yearsFromPurchase),
    yearsFromManufacture: String(programme.yearsFromManufacture),
    freeReplacementMiles: textOf(programme.freeReplacementMiles),
    freeReplacementPercent: textOf(programme.freeReplacementPercent),
  };
}
