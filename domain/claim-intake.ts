import { z } from 'zod';
import { readDotDate } from './dot-date';
import { MAX_MILES_WARRANTED, MAX_TREAD_32NDS, readingViolations, type ReadingFacts } from './claim-readings';
import { prorateClaim, type Proration } from './proration';

/**
 * A warranty claim as a caller gives it to the voice agent (spoken, typed or through an
 * ElevenLabs tool call or data-collection item): the field names are the tools' and the
 * data-collection items' identifiers.
 */
export const CLAIM_FIELDS = [
  'caller_name',
  'caller_phone',
  'problem',
  'dealer',
  'tyre_brand',
  'tyre_size',
  'dot_number',
  'tread_original_32nds',
  'tread_remaining_32nds',
  'mileage_at_fitting',
  'mileage_now',
  'miles_warranted',
  'purchase_date',
  'price_paid',
] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

export function isClaimField(value: unknown): value is ClaimField {
  return typeof value === 'string' && (CLAIM_FIELDS as readonly string[]).includes(value);
}

const text = (max: number) => z.string().trim().min(1).max(max);
const miles = z.number().int().min(0).max(2_000_000);
const thirtySeconds = z.number().min(0).max(MAX_TREAD_32NDS);

/** The unit a numeric field is recorded in (a depth said in inches or mm, a distance in km, is converted). */
export const CLAIM_FIELD_UNITS: Partial<Record<ClaimField, string>> = {
  tread_original_32nds: '32nds of an inch',
  tread_remaining_32nds: '32nds of an inch',
  mileage_at_fitting: 'miles',
  mileage_now: 'miles',
  miles_warranted: 'miles',
};

/** The longest description of what went wrong a claim keeps. */
export const MAX_PROBLEM_CHARS = 1000;

/** A claim's fields once read; every one is optional, since a call can end half-way. */
export const claimIntakeSchema = z.object({
  caller_name: text(120).optional(),
  // Ten digits in the US; a number with another country code is kept whole (E.164).
  caller_phone: z
    .string()
    .regex(/^(\d{10}|\+[2-9]\d{7,14})$/)
    .optional(),
  /** What went wrong, in the caller's words: the ticket's problem description. */
  problem: text(MAX_PROBLEM_CHARS).optional(),
  dealer: text(120).optional(),
  tyre_brand: text(60).optional(),
  tyre_size: text(30).optional(),
  dot_number: text(20).optional(),
  tread_original_32nds: thirtySeconds.optional(),
  tread_remaining_32nds: thirtySeconds.optional(),
  mileage_at_fitting: miles.optional(),
  mileage_now: miles.optional(),
  miles_warranted: miles.max(MAX_MILES_WARRANTED).optional(),
  /** When the tyres were bought (YYYY-MM-DD; the first of the month when no day was said). */
  purchase_date: z.iso.date().optional(),
  /** What the caller paid for one tyre, in dollars. */
  price_paid: z.number().min(1).max(10_000).optional(),
});
export type ClaimIntake = z.output<typeof claimIntakeSchema>;

/** The `record_claim_field` client tool's parameters. */
export const recordClaimFieldSchema = z.object({
  field: z.enum(CLAIM_FIELDS),
  value: z.union([z.string().max(200), z.number()]),
});

/** The `file_claim` client tool's parameters: any fields not yet recorded, as raw values. */
export const fileClaimSchema = z.record(z.string().max(60), z.union([z.string().max(200), z.number()]));

/**
 * What the caller needs before a claim counts as complete (DOT, dealer, the problem, the purchase
 * date and the price are asked, but optional: a provider's agent may not collect them).
 */
export const REQUIRED_CLAIM_FIELDS: ClaimField[] = [
  'caller_name',
  'caller_phone',
  'tyre_brand',
  'tyre_size',
  'tread_original_32nds',
  'tread_remaining_32nds',
  'mileage_at_fitting',
  'mileage_now',
  'miles_warranted',
];

export function missingClaimFields(intake: ClaimIntake): ClaimField[] {
  return REQUIRED_CLAIM_FIELDS.filter((field) => intake[field] === undefined);
}

/** The claim's proration by the rule the claim form uses (tread depth first, then mileage). */
export function intakeProration(intake: ClaimIntake): Proration | null {
  return prorateClaim({
    treadOriginal: intake.tread_original_32nds,
    treadRemaining: intake.tread_remaining_32nds,
    mileageOn: intake.mileage_at_fitting,
    mileageOff: intake.mileage_now,
    milesWarranted: intake.miles_warranted,
  });
}

/** Who a voice-filed claim's note names; the back office marks such claims as taken by phone. */
export const VOICE_AGENT_NOTE_NAME = 'Voice agent';

/** Whether a claim came from a call. */
export function takenByVoiceAgent(claim: { source: string }): boolean {
  return claim.source === 'voice_agent';
}

/** The claim's reading fields each intake field fills (tread in 32nds, as callers give it). */
const READING_FIELD_OF: Partial<Record<ClaimField, keyof ReadingFacts>> = {
  tread_original_32nds: 'treadDepthProrationOriginalTread',
  tread_remaining_32nds: 'treadDepthProrationRemainingTreadDepth',
  mileage_at_fitting: 'mileageProrationMileageOn',
  mileage_now: 'mileageProrationMileageOff',
  miles_warranted: 'mileageProrationMIWarranted',
  purchase_date: 'purchaseDate',
  dot_number: 'dotSerial',
};

function readingFactsOf(intake: ClaimIntake): Partial<ReadingFacts> {
  const text = (value: number | undefined) => (value === undefined ? null : String(value));
  return {
    treadUnit: '32nds',
    treadDepthProrationOriginalTread: text(intake.tread_original_32nds),
    treadDepthProrationRemainingTreadDepth: text(intake.tread_remaining_32nds),
    mileageProrationMileageOn: intake.mileage_at_fitting ?? null,
    mileageProrationMileageOff: intake.mileage_now ?? null,
    mileageProrationMIWarranted: intake.miles_warranted ?? null,
    purchaseDate: intake.purchase_date ?? null,
    dotSerial: intake.dot_number ?? null,
  };
}

/**
 * Why a value breaks the readings rule set, and the other fields the broken rule reads: none when
 * the value breaks it alone ("at least 4/32\""), else those it is at odds with (the original tread).
 */
export type IntakeReadingProblem = { message: string; atOddsWith: ClaimField[] };

/**
 * A serial whose date code is no week a tyre was made in (week 82, or one not yet come): misheard
 * or misread, as a tyre's age is read from it (eligibility.ts).
 */
function dotDateProblem(serial: string, today: string): IntakeReadingProblem | null {
  if (readDotDate(serial, today).kind !== 'unreadable') return null;
  return {
    message: 'A DOT number ends in the week and year the tyre was made, such as 2 2 1 9 for week 22 of 2019',
    atOddsWith: [],
  };
}

/**
 * The least a tyre costs: a price below it was misheard ("one nine nine dollars" heard as "one
 * dollars") rather than paid, and is asked again. A tyre given free has no price at all.
 */
export const LEAST_TYRE_PRICE = 20;

/**
 * Why a value heard for one field breaks the readings rule set against what the call already
 * gave (remaining above original, mileage going backwards, bought before the DOT says the tyre was
 * made), or a DOT date code no tyre carries, or a price no tyre costs, or null: the agent asks again.
 */
export function intakeReadingProblem<F extends ClaimField>(
  intake: ClaimIntake,
  field: F,
  value: ClaimIntake[F] | null,
  /** The call's day (YYYY-MM-DD), for the rule that a purchase date is not in the future. */
  today: string,
): IntakeReadingProblem | null {
  const unreadable = field === 'dot_number' && typeof value === 'string' && dotDateProblem(value, today);
  if (unreadable) return unreadable;
  if (field === 'price_paid' && typeof value === 'number' && value < LEAST_TYRE_PRICE)
    return { message: `A tyre costs at least $${LEAST_TYRE_PRICE}`, atOddsWith: [] };
  const readingField = READING_FIELD_OF[field];
  if (!readingField || value === undefined || value === null) return null;
  const facts = readingFactsOf({ ...intake, [field]: value });
  const broken = readingViolations(facts, today).find((violation) => violation.reads.includes(readingField));
  if (!broken) return null;
  const atOddsWith = CLAIM_FIELDS.filter((other) => {
    const reading = READING_FIELD_OF[other];
    return other !== field && reading !== undefined && broken.reads.includes(reading);
  });
  return { message: broken.message, atOddsWith };
}
