import type { WarrantyClaim } from '@domain/api-types';
import type { ClaimDetail } from '../warranties';
import { formatCents } from './claim-display';

const present = (detail: { label: string; value: string | null | undefined }): detail is ClaimDetail =>
  Boolean(detail.value);

/** The tyre and the money of a claim, for its own view; empty fields are left out. */
export function recordDetails(claim: WarrantyClaim): ClaimDetail[] {
  const readings = [claim.treadReading1, claim.treadReading2, claim.treadReading3].filter(Boolean);
  return [
    { label: 'Tyre', value: [claim.tireBrand, claim.tireModel, claim.tireSize].filter(Boolean).join(' ') },
    { label: 'DOT Serial', value: claim.dotSerial },
    { label: 'Authorization Code', value: claim.authorizationCode },
    { label: 'Tread Readings', value: readings.length ? readings.map((r) => `${r}/32"`).join(', ') : null },
    { label: 'Selling Price (per tyre)', value: formatCents(claim.sellingPriceCents) },
    { label: 'Base List Price (per tyre)', value: formatCents(claim.listPriceCents) },
    { label: 'Mounting', value: formatCents(claim.mountingCents) },
    { label: 'Balancing', value: formatCents(claim.balancingCents) },
    { label: 'Tax', value: formatCents(claim.taxCents) },
    { label: 'Credit', value: formatCents(claim.creditCents) },
    { label: 'Customer Pays', value: formatCents(claim.customerPaysCents) },
    { label: 'Free Replacement Until', value: claim.freeReplacementUntil },
    { label: 'Goodwill', value: claim.goodwill ? 'Yes' : null },
    { label: 'Returned for Inspection', value: claim.returnedForInspection ? 'Yes' : null },
    { label: 'Intake', value: claim.intakeIncomplete ? 'Incomplete call' : null },
  ].filter(present);
}
