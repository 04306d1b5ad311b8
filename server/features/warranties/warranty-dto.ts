import type { ClaimQueueItem, WarrantyClaim } from '../../../domain/api-types';
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
    workflowStatus: row.workflowStatus,
    source: row.source,
    intakeIncomplete: row.intakeIncomplete,
    authorizationCode: row.authorizationCode,
    tireBrand: row.tireBrand,
    tireModel: row.tireModel,
    tireSize: row.tireSize,
    dotSerial: row.dotSerial,
    treadReading1: row.treadReading1,
    treadReading2: row.treadReading2,
    treadReading3: row.treadReading3,
    sellingPriceCents: row.sellingPriceCents,
    listPriceCents: row.listPriceCents,
    mountingCents: row.mountingCents,
    balancingCents: row.balancingCents,
    taxCents: row.taxCents,
    creditCents: row.creditCents,
    customerPaysCents: row.customerPaysCents,
    creditedDealerId: row.creditedDealerId,
    goodwill: row.goodwill,
    returnedForInspection: row.returnedForInspection,
    freeReplacementUntil: row.freeReplacementUntil,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type QueueRow = {
  claim: WarrantyRow;
  customerFirstName: string | null;
  customerLastName: string | null;
  dealerName: string | null;
  dealerId: number | null;
};

export function toQueueItem(row: QueueRow): ClaimQueueItem {
  const customerName = [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ');
  return {
    ...toWarrantyDto(row.claim),
    customerName: customerName || null,
    dealerName: row.dealerName,
    dealerId: row.dealerId,
  };
}
