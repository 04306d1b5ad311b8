export { AdjustClaimDialog } from './AdjustClaimDialog';
export { LockNotice } from './LockNotice';
export { WarrantyClaimsPanel } from './WarrantyClaimsPanel';
export { WarrantyFormDialog } from './WarrantyFormDialog';
export { useWarranties } from './use-warranties';
export { authorizationBadge, claimSummary, mileageDetails, treadDetails } from './warranty-display';
export type { ClaimDetail } from './warranty-display';
export { loadWarrantyClaimsDialog } from './loaders';
