import type { WarrantyClaim } from '../../../domain/api-types';
import type { warrantyClaims } from '../../db/schema';

export type WarrantyRow = typeof warrantyClaims.$inferSelect;

export function toWarrantyDto(row: WarrantyRow): WarrantyClaim {
  return {
    id: row.id,
    ticketId: row.ticketId,
    calculatedPercent: row.calculatedPercent,
    authorizationStatusName: row.authorizationStatusName,
    authorizationCriteriaName: row.authorizationCriteriaName,
    creditBasisName: row.creditBasisName,
    numberOfTires: row.numberOfTires,
    percentCredit: row.percentCredit,
    noteCreatedDateTime: row.noteCreatedDateTime?.toISOString() ?? null,
    noteCreatedName: row.noteCreatedName,
    treadDepthProrationOriginalTread: row.treadDepthProrationOriginalTread,
    treadDepthProrationRemainingTreadDepth: row.treadDepthProrationRemainingTreadDepth,
    mileageProrationRemainingTreadDepth: row.mileageProrationRemainingTreadDepth,
    mileageProrationOriginalTreadDepth: row.mileageProrationOriginalTreadDepth,
    mileageProrationMileageOn: row.mileageProrationMileageOn,
    mileageProrationMileageOff: row.mileageProrationMileageOff,
    mileageProrationMIWarranted: row.mileageProrationMIWarranted,
    claimTicketAdjustmentNumber: row.claimTicketAdjustmentNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
