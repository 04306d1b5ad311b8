import type { WarrantyClaim } from '@domain/api-types';
import { formatThousands } from '@domain/display';
import type { BadgeVariant } from '../../components/ui/Badge';

export type ClaimDetail = { label: string; value: string };

const STATUS_BADGE: Record<string, BadgeVariant> = {
  authorized: 'green',
  paid: 'blue',
  denied: 'red',
  pending: 'yellow',
};

export function authorizationBadge(status: string | null): BadgeVariant {
  return STATUS_BADGE[status?.toLowerCase() ?? ''] ?? 'grey';
}

const present = (detail: { label: string; value: string | null | undefined }): detail is ClaimDetail =>
  detail.value !== null && detail.value !== undefined && detail.value !== '';

const percent = (value: string | null) => (value ? `${value}%` : null);
const thirtySeconds = (value: string | null) => (value ? `${value}/32"` : null);
const miles = (value: number | null) => (value === null ? null : formatThousands(value));

export function claimSummary(claim: WarrantyClaim): ClaimDetail[] {
  return [
    { label: 'Authorization Criteria', value: claim.authorizationCriteriaName },
    { label: 'Credit Basis', value: claim.creditBasisName },
    { label: 'Number of Tires', value: claim.numberOfTires === null ? null : String(claim.numberOfTires) },
    { label: 'Calculated Percent', value: percent(claim.calculatedPercent) },
    { label: 'Percent Credit', value: percent(claim.percentCredit) },
    { label: 'Note Created By', value: claim.noteCreatedName },
    {
      label: 'Note Created',
      value: claim.noteCreatedDateTime ? new Date(claim.noteCreatedDateTime).toLocaleString() : null,
    },
  ].filter(present);
}

/** Tread depth proration: shown only when a reading exists. */
export function treadDetails(claim: WarrantyClaim): ClaimDetail[] {
  return [
    { label: 'Original Tread', value: thirtySeconds(claim.treadDepthProrationOriginalTread) },
    { label: 'Remaining Tread Depth', value: thirtySeconds(claim.treadDepthProrationRemainingTreadDepth) },
  ].filter(present);
}

/** Mileage proration: shown only when a value exists; mileages carry thousands separators. */
export function mileageDetails(claim: WarrantyClaim): ClaimDetail[] {
  return [
    { label: 'Original Tread Depth', value: thirtySeconds(claim.mileageProrationOriginalTreadDepth) },
    { label: 'Remaining Tread Depth', value: thirtySeconds(claim.mileageProrationRemainingTreadDepth) },
    { label: 'Mileage On', value: miles(claim.mileageProrationMileageOn) },
    { label: 'Mileage Off', value: miles(claim.mileageProrationMileageOff) },
    { label: 'Miles Warranted', value: miles(claim.mileageProrationMIWarranted) },
  ].filter(present);
}
