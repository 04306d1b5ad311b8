import type { z } from 'zod';
import type { WarrantyClaim } from '@domain/api-types';
import { CLAIM_FIELD_NAMES, claimFieldsOfKind } from '@domain/claim-fields';
import { isoDay, readingFieldErrors, type TreadUnit } from '@domain/claim-readings';
import { DEFAULT_ROUNDING, type RoundingSettings } from '@domain/proration';
import { averageTreadReadings, createWarrantySchema, prorateWarrantyClaim } from '@domain/warranties';

/** The claim's schema with the readings rule set (decision 070), so the form says what the server would. */
export const warrantyFormSchema = createWarrantySchema.superRefine((claim, ctx) => {
  const errors = readingFieldErrors(claim, isoDay(new Date())) ?? {};
  for (const [field, messages] of Object.entries(errors))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
});
export type WarrantyFormValues = z.input<typeof warrantyFormSchema>;
/** What the form submits: blanks turned to null (numberOfTires and the mileages included). */
export type WarrantyPayload = z.output<typeof warrantyFormSchema>;

/** Number inputs: empty text is undefined, anything else is parsed as a whole number. */
export function parseWholeNumber(text: unknown): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.trunc(text) : undefined;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return Number.parseInt(text, 10);
}

/** An ISO timestamp as a datetime-local input value in the browser's time zone. */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The claim's own note time when its input still shows it: the input holds minutes only, so
 * sending it back would cut the seconds off and record a change nobody made.
 */
export function keepNoteTime(payload: WarrantyPayload, shown: unknown, claim: WarrantyClaim | null) {
  const original = claim?.noteCreatedDateTime;
  if (!original || shown !== toDateTimeInput(original)) return payload;
  return { ...payload, noteCreatedDateTime: new Date(original) };
}

const TEXT_FIELDS = claimFieldsOfKind('text', 'decimal', 'date').filter((field) => field !== 'treadUnit');
export const MONEY_FIELDS = claimFieldsOfKind('cents');
const FLAG_FIELDS = claimFieldsOfKind('flag');
const NUMBER_FIELDS = claimFieldsOfKind('count');

/** Every field the server may name in its field errors. */
export const WARRANTY_FIELDS = [...CLAIM_FIELD_NAMES, 'ticketId'] as const;

/** The form's starting values: blank for a new claim, the claim's own values when editing. */
export function warrantyFormDefaults(ticketId: number, claim?: WarrantyClaim | null): WarrantyFormValues {
  const values: WarrantyFormValues = {
    ticketId,
    noteCreatedDateTime: toDateTimeInput(claim?.noteCreatedDateTime),
  };
  for (const field of TEXT_FIELDS) values[field] = claim?.[field] ?? '';
  values.treadUnit = (claim?.treadUnit as TreadUnit | undefined) ?? '32nds';
  for (const field of NUMBER_FIELDS) values[field] = claim?.[field] ?? undefined;
  for (const field of MONEY_FIELDS) values[field] = claim?.[field] ?? null;
  for (const field of FLAG_FIELDS) values[field] = claim?.[field] ?? false;
  return values;
}

type Measurements = Pick<
  WarrantyFormValues,
  | 'treadReading1'
  | 'treadReading2'
  | 'treadReading3'
  | 'creditBasisName'
  | 'treadDepthProrationOriginalTread'
  | 'treadDepthProrationRemainingTreadDepth'
  | 'mileageProrationMileageOn'
  | 'mileageProrationMileageOff'
  | 'mileageProrationMIWarranted'
>;

/**
 * The live proration as staff type, under the tenant's rounding, or null while the inputs are
 * incomplete; three tread readings stand in for an empty remaining depth, as on the server.
 */
export function liveProration(values: Partial<Measurements>, rounding: RoundingSettings = DEFAULT_ROUNDING) {
  const whole = (value: number | null | undefined) => (Number.isFinite(value) ? (value as number) : null);
  const averaged = averageTreadReadings({
    treadReading1: values.treadReading1 || null,
    treadReading2: values.treadReading2 || null,
    treadReading3: values.treadReading3 || null,
  });
  return prorateWarrantyClaim(
    {
      creditBasisName: values.creditBasisName ?? null,
      treadDepthProrationOriginalTread: values.treadDepthProrationOriginalTread ?? null,
      treadDepthProrationRemainingTreadDepth: values.treadDepthProrationRemainingTreadDepth || averaged,
      mileageProrationMileageOn: whole(values.mileageProrationMileageOn),
      mileageProrationMileageOff: whole(values.mileageProrationMileageOff),
      mileageProrationMIWarranted: whole(values.mileageProrationMIWarranted),
    },
    rounding,
  );
}

export const AUTHORIZATION_STATUSES = ['Pending', 'Authorized', 'Denied', 'Paid'];
export const AUTHORIZATION_CRITERIA = ['Workmanship & Materials', 'Treadwear Mileage', 'Road Hazard'];
export const CREDIT_BASES = ['Tread Depth', 'Mileage'];
