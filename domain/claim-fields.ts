import { z } from 'zod';
import { MAX_TREAD_32NDS, TREAD_UNITS } from './claim-readings';
import { optionalText, positiveId } from './fields';
import { timestamp } from './responses';

/**
 * The one list of a warranty claim's own fields: what staff type, what the API answers and what an
 * export writes are derived from it (the table in server/db/schema/claims.ts is the other place a
 * field is named). Each field has a kind, which fixes its answer's shape and its blank value in a
 * form, and the schema that reads it.
 */

const treadDepth = z
  .string()
  .trim()
  .max(10)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || (/^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) <= MAX_TREAD_32NDS),
    { message: `Tread depth must be a number between 0 and ${MAX_TREAD_32NDS}` },
  );

/** The unit the claim's depths are typed in; left out, the claim keeps (or starts with) 32nds. */
const treadUnit = z
  .union([z.enum(TREAD_UNITS, { error: 'Tread unit is 32nds or mm' }), z.literal(''), z.null()])
  .optional()
  .transform((value) => value || undefined);

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

/** Money in integer cents, up to $1,000,000. */
const cents = z
  .number({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected an amount in cents') })
  .int('Expected a whole number of cents')
  .min(0, 'Must be zero or more')
  .max(100_000_000, 'Must be at most $1,000,000.00')
  .nullish()
  .transform((value) => value ?? null);

const dotSerial = optionalText(24).refine((value) => value === null || /^[A-Za-z0-9 ]+$/.test(value), {
  message: 'DOT serial holds letters, digits and spaces only',
});

const calendarDate = z
  .union([z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' }), z.null(), z.literal('')])
  .optional()
  .transform((value) => (value ? value : null));

const flag = z.boolean({ error: 'Expected true or false' }).optional();

/** How a kind of field is answered: decimals (percentages, tread depths) travel as their exact text. */
const ANSWERS = {
  text: z.string().nullable(),
  decimal: z.string().nullable(),
  count: z.number().int().nullable(),
  cents: z.number().int().nullable(),
  id: z.number().int().positive().nullable(),
  flag: z.boolean(),
  date: z.iso.date().nullable(),
  dateTime: timestamp.nullable(),
} as const;
export type ClaimFieldKind = keyof typeof ANSWERS;

/**
 * A field is part of the claim's money and tyre facts (locked from pending authorization on,
 * changed only by an adjustment) unless it is marked `handling`: a note about how the claim was
 * handled that changes no money (docs/decisions/068-locked-claim-money.md).
 */
type FieldOptions = { handling?: true; unit?: 'percent' };
type ClaimField = { kind: ClaimFieldKind; input: z.ZodType; label: string } & FieldOptions;

const field = <K extends ClaimFieldKind, S extends z.ZodType>(
  kind: K,
  input: S,
  label: string,
  options: FieldOptions = {},
) => ({ kind, input, label, ...options });

const HANDLING = { handling: true } as const;
const PERCENT = { unit: 'percent' } as const;

/** In the order the API answers them and the CSV export writes them. */
export const CLAIM_FIELDS = {
  calculatedPercent: field('decimal', percentText, 'Calculated Percent', PERCENT),
  authorizationStatusName: field('text', optionalText(60), 'Authorization Status'),
  authorizationCriteriaName: field('text', optionalText(120), 'Authorization Criteria', HANDLING),
  creditBasisName: field('text', optionalText(60), 'Credit Basis'),
  numberOfTires: field('count', wholeNumber(20), 'Number of Tires'),
  percentCredit: field('decimal', percentText, 'Percent Credit', PERCENT),
  noteCreatedDateTime: field('dateTime', dateTime, 'Note Created', HANDLING),
  noteCreatedName: field('text', optionalText(120), 'Note Created By', HANDLING),
  treadDepthProrationOriginalTread: field('decimal', treadDepth, 'Original Tread (32nds)'),
  treadDepthProrationRemainingTreadDepth: field('decimal', treadDepth, 'Remaining Tread (32nds)'),
  mileageProrationRemainingTreadDepth: field('decimal', treadDepth, 'Mileage Remaining Tread (32nds)'),
  mileageProrationOriginalTreadDepth: field('decimal', treadDepth, 'Mileage Original Tread (32nds)'),
  mileageProrationMileageOn: field('count', wholeNumber(2_000_000), 'Mileage On'),
  mileageProrationMileageOff: field('count', wholeNumber(2_000_000), 'Mileage Off'),
  mileageProrationMIWarranted: field('count', wholeNumber(500_000), 'Miles Warranted'),
  claimTicketAdjustmentNumber: field('text', optionalText(40), 'Adjustment Number'),
  authorizationCode: field('text', optionalText(40), 'Authorization Code', HANDLING),
  tireBrand: field('text', optionalText(60), 'Tyre Brand'),
  tireModel: field('text', optionalText(80), 'Tyre Model'),
  tireSize: field('text', optionalText(30), 'Tyre Size'),
  dotSerial: field('text', dotSerial, 'DOT Serial'),
  treadReading1: field('decimal', treadDepth, 'Tread Reading 1 (32nds)'),
  treadReading2: field('decimal', treadDepth, 'Tread Reading 2 (32nds)'),
  treadReading3: field('decimal', treadDepth, 'Tread Reading 3 (32nds)'),
  sellingPriceCents: field('cents', cents, 'Selling Price'),
  listPriceCents: field('cents', cents, 'List Price'),
  mountingCents: field('cents', cents, 'Mounting'),
  balancingCents: field('cents', cents, 'Balancing'),
  taxCents: field('cents', cents, 'Tax'),
  creditCents: field('cents', cents, 'Credit'),
  customerPaysCents: field('cents', cents, 'Customer Pays'),
  creditedDealerId: field(
    'id',
    positiveId.nullish().transform((value) => value ?? null),
    'Dealer Credited',
  ),
  goodwill: field('flag', flag, 'Goodwill'),
  returnedForInspection: field('flag', flag, 'Returned for Inspection', HANDLING),
  freeReplacementUntil: field('date', calendarDate, 'Free Replacement Until'),
  treadUnit: field('text', treadUnit, 'Tread Unit'),
  purchaseDate: field('date', calendarDate, 'Purchase Date'),
  fittedDate: field('date', calendarDate, 'Fitting Date'),
  proofOfPurchase: field('flag', flag, 'Proof of Purchase'),
  vehicle: field('text', optionalText(40), 'Vehicle (VIN or plate)'),
} satisfies Record<string, ClaimField>;

type Fields = typeof CLAIM_FIELDS;
export type ClaimFieldName = keyof Fields;
export const CLAIM_FIELD_NAMES = Object.keys(CLAIM_FIELDS) as ClaimFieldName[];

/** The money and tyre facts: every field not marked as handling, in catalog order. */
export const LOCKED_CLAIM_FIELDS = CLAIM_FIELD_NAMES.filter(
  (name) => !(CLAIM_FIELDS[name] as ClaimField).handling,
);

/** The names of the fields of some kinds, in catalog order. */
export function claimFieldsOfKind<K extends ClaimFieldKind>(...kinds: K[]) {
  return CLAIM_FIELD_NAMES.filter((name) =>
    (kinds as ClaimFieldKind[]).includes(CLAIM_FIELDS[name].kind),
  ) as {
    [F in ClaimFieldName]: Fields[F]['kind'] extends K ? F : never;
  }[ClaimFieldName][];
}

type InputShape = { [F in ClaimFieldName]: Fields[F]['input'] };
type AnswerShape = { [F in ClaimFieldName]: (typeof ANSWERS)[Fields[F]['kind']] };

const shapeOf = <T>(pick: (entry: ClaimField) => z.ZodType) =>
  Object.fromEntries(CLAIM_FIELD_NAMES.map((name) => [name, pick(CLAIM_FIELDS[name])])) as T;

/** What staff may type into a claim: every field optional (spec section 3). */
export const claimInputShape = shapeOf<InputShape>((entry) => entry.input);

/** How the API answers each field. */
export const claimAnswerShape = shapeOf<AnswerShape>((entry) => ANSWERS[entry.kind]);
