/**
 * The readings rule set (docs/decisions/070-readings-rule-set.md): what a tread depth, a mileage
 * and a claim's dates may be, alone and against each other. The claim form, the claims service,
 * the voice intake and the ElevenLabs tools all ask this module, so a reading refused in one place
 * is refused in every other.
 */

import { describeDotDate, readDotDate } from './dot-date';

export const TREAD_UNITS = ['32nds', 'mm'] as const;
export type TreadUnit = (typeof TREAD_UNITS)[number];

export const MM_PER_32ND = 25.4 / 32;

/** A new tyre's tread is at most 32/32" (25.4 mm); one below 4/32" (3.2 mm) was never new. */
export const MAX_TREAD_32NDS = 32;
export const MIN_ORIGINAL_32NDS = 4;
/** A spread of 2/32" or more across the three readings is uneven wear (reference/tyre-warranty.md). */
export const UNEVEN_SPREAD_32NDS = 2;
/** No programme warrants more miles than this; a larger figure is a typing error. */
export const MAX_MILES_WARRANTED = 150_000;
/**
 * Nor fewer than this: a tread-life warranty covers tens of thousands of miles, and a smaller figure
 * is years or thousands said for miles ("6 years", "60" for 60,000).
 */
export const MIN_MILES_WARRANTED = 10_000;
/**
 * No tyre is driven further than this between fitting and now: a larger gap is an odometer misread,
 * typed or heard with a digit too many ("354,500" for "54,500").
 */
export const MAX_MILES_DRIVEN = 200_000;

const UNIT_TEXT: Record<TreadUnit, (value: number) => string> = {
  '32nds': (value) => `${value}/32"`,
  mm: (value) => `${round2(value * MM_PER_32ND)} mm`,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A depth in its unit as 32nds of an inch (the proration's unit). */
export function toThirtySeconds(value: number, unit: TreadUnit): number {
  return unit === 'mm' ? value / MM_PER_32ND : value;
}

const inUnit = (value32nds: number, unit: TreadUnit) => UNIT_TEXT[unit](value32nds);

/** The facts the rules read, under the claim's own field names; depths as typed, in `treadUnit`. */
export type ReadingFacts = {
  treadUnit: TreadUnit | null;
  treadDepthProrationOriginalTread: string | null;
  treadDepthProrationRemainingTreadDepth: string | null;
  mileageProrationOriginalTreadDepth: string | null;
  mileageProrationRemainingTreadDepth: string | null;
  treadReading1: string | null;
  treadReading2: string | null;
  treadReading3: string | null;
  mileageProrationMileageOn: number | null;
  mileageProrationMileageOff: number | null;
  mileageProrationMIWarranted: number | null;
  purchaseDate: string | null;
  fittedDate: string | null;
  /** The tyre's DOT serial, whose date code says when it was made. */
  dotSerial: string | null;
};
export type ReadingField = keyof ReadingFacts;

const DEPTH_FIELDS = [
  'treadDepthProrationOriginalTread',
  'treadDepthProrationRemainingTreadDepth',
  'mileageProrationOriginalTreadDepth',
  'mileageProrationRemainingTreadDepth',
  'treadReading1',
  'treadReading2',
  'treadReading3',
] as const;
const READINGS = ['treadReading1', 'treadReading2', 'treadReading3'] as const;
const DEPTH_PAIRS = [
  ['treadDepthProrationOriginalTread', 'treadDepthProrationRemainingTreadDepth'],
  ['mileageProrationOriginalTreadDepth', 'mileageProrationRemainingTreadDepth'],
] as const;

/** A broken rule: the field it is reported on, every field it reads, and the message. */
export type ReadingViolation = { field: ReadingField; reads: readonly ReadingField[]; message: string };

function depth32(facts: Partial<ReadingFacts>, field: (typeof DEPTH_FIELDS)[number]): number | null {
  const text = facts[field];
  if (text === null || text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? toThirtySeconds(value, facts.treadUnit ?? '32nds') : null;
}

function depthViolations(facts: Partial<ReadingFacts>): ReadingViolation[] {
  const unit = facts.treadUnit ?? '32nds';
  const found: ReadingViolation[] = [];
  for (const field of DEPTH_FIELDS) {
    const value = depth32(facts, field);
    if (value !== null && (value < 0 || value > MAX_TREAD_32NDS + 1e-9))
      found.push({
        field,
        reads: [field, 'treadUnit'],
        message: `Tread depth must be between 0 and ${inUnit(MAX_TREAD_32NDS, unit)}`,
      });
  }
  for (const [originalField, remainingField] of DEPTH_PAIRS) {
    const original = depth32(facts, originalField);
    const remaining = depth32(facts, remainingField);
    if (original !== null && original < MIN_ORIGINAL_32NDS - 1e-9)
      found.push({
        field: originalField,
        reads: [originalField, 'treadUnit'],
        message: `Original tread must be at least ${inUnit(MIN_ORIGINAL_32NDS, unit)}`,
      });
    if (original !== null && remaining !== null && remaining > original + 1e-9)
      found.push({
        field: remainingField,
        reads: [originalField, remainingField],
        message: 'Remaining tread cannot be more than the original tread',
      });
  }
  const original = depth32(facts, 'treadDepthProrationOriginalTread');
  for (const field of READINGS) {
    const value = depth32(facts, field);
    if (original !== null && value !== null && value > original + 1e-9)
      found.push({
        field,
        reads: ['treadDepthProrationOriginalTread', field],
        message: 'A tread reading cannot be more than the original tread',
      });
  }
  return found;
}

function mileageViolations(facts: Partial<ReadingFacts>): ReadingViolation[] {
  const found: ReadingViolation[] = [];
  const on = facts.mileageProrationMileageOn ?? null;
  const off = facts.mileageProrationMileageOff ?? null;
  if (on !== null && off !== null && off < on)
    found.push({
      field: 'mileageProrationMileageOff',
      reads: ['mileageProrationMileageOn', 'mileageProrationMileageOff'],
      message: 'Mileage now cannot be less than the mileage at fitting',
    });
  if (on !== null && off !== null && off - on > MAX_MILES_DRIVEN)
    found.push({
      field: 'mileageProrationMileageOff',
      reads: ['mileageProrationMileageOn', 'mileageProrationMileageOff'],
      message: `Mileage now cannot be more than ${MAX_MILES_DRIVEN.toLocaleString('en-US')} miles past the mileage at fitting`,
    });
  const warranted = facts.mileageProrationMIWarranted ?? null;
  if (warranted !== null && warranted > MAX_MILES_WARRANTED)
    found.push({
      field: 'mileageProrationMIWarranted',
      reads: ['mileageProrationMIWarranted'],
      message: `Miles warranted must be at most ${MAX_MILES_WARRANTED.toLocaleString('en-US')}`,
    });
  if (warranted !== null && warranted < MIN_MILES_WARRANTED)
    found.push({
      field: 'mileageProrationMIWarranted',
      reads: ['mileageProrationMIWarranted'],
      message: `Miles warranted must be at least ${MIN_MILES_WARRANTED.toLocaleString('en-US')}`,
    });
  return found;
}

function dateViolations(facts: Partial<ReadingFacts>, today: string): ReadingViolation[] {
  const found: ReadingViolation[] = [];
  const future = (field: 'purchaseDate' | 'fittedDate', label: string) => {
    const value = facts[field];
    if (value && value > today)
      found.push({ field, reads: [field], message: `${label} cannot be in the future` });
  };
  future('purchaseDate', 'Purchase date');
  future('fittedDate', 'Fitting date');
  if (facts.purchaseDate && facts.fittedDate && facts.fittedDate < facts.purchaseDate)
    found.push({
      field: 'fittedDate',
      reads: ['purchaseDate', 'fittedDate'],
      message: 'Fitting date cannot be before the purchase date',
    });
  const made = facts.purchaseDate && facts.dotSerial ? readDotDate(facts.dotSerial, today) : null;
  // By month: a purchase date given as a month and year is stored as its first day.
  if (made?.kind === 'dated' && facts.purchaseDate!.slice(0, 7) < made.madeOn.slice(0, 7))
    found.push({
      field: 'purchaseDate',
      reads: ['purchaseDate', 'dotSerial'],
      message: `Purchase date cannot be before the tyre was made, in ${describeDotDate(made)}`,
    });
  return found;
}

/** Every rule the facts break. `today` is the date (YYYY-MM-DD) a date may not be after. */
export function readingViolations(facts: Partial<ReadingFacts>, today: string): ReadingViolation[] {
  return [...depthViolations(facts), ...mileageViolations(facts), ...dateViolations(facts, today)];
}

/**
 * The broken rules as field errors. With `changed`, only the rules that read a changed field
 * count: a patch is checked against the stored claim merged with it, without refusing an edit
 * of an unrelated field because of a reading stored before the rules existed.
 */
export function readingFieldErrors(
  facts: Partial<ReadingFacts>,
  today: string,
  changed?: ReadonlySet<string>,
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const violation of readingViolations(facts, today)) {
    if (changed && !violation.reads.some((field) => changed.has(field))) continue;
    (errors[violation.field] ??= []).push(violation.message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The spread of the three readings in 32nds when all three are given, else null. */
export function readingSpread32nds(facts: Partial<ReadingFacts>): number | null {
  const values = READINGS.map((field) => depth32(facts, field));
  if (values.some((value) => value === null)) return null;
  const numbers = values as number[];
  return round2(Math.max(...numbers) - Math.min(...numbers));
}

/** Whether the three readings differ by 2/32" or more. */
export function hasUnevenWear(facts: Partial<ReadingFacts>): boolean {
  const spread = readingSpread32nds(facts);
  return spread !== null && spread >= UNEVEN_SPREAD_32NDS - 1e-9;
}

/** Today's date in UTC as YYYY-MM-DD, the day a claim's dates are checked against. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
