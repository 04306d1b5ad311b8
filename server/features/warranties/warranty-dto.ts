import type { WarrantyClaim } from '../../../domain/api-types';
import { warrantyClaimResponseSchema } from '../../../domain/claims';
import type { warrantyClaims } from '../../db/schema';

export type WarrantyRow = typeof warrantyClaims.$inferSelect;

/** The keys of a claim's answer, in order: claim-json.ts builds the same object in SQL. */
export const CLAIM_ANSWER_KEYS = Object.keys(warrantyClaimResponseSchema.shape) as (keyof WarrantyClaim &
  keyof WarrantyRow)[];

export function toWarrantyDto(row: WarrantyRow): WarrantyClaim {
  const dto: Record<string, unknown> = {};
  for (const key of CLAIM_ANSWER_KEYS) {
    const value = row[key];
    dto[key] = value instanceof Date ? value.toISOString() : value;
  }
  return dto as WarrantyClaim;
}
