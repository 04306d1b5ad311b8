import { sql, type Column, type SQL } from 'drizzle-orm';
import { isoDate, isoTimestamp, nullableTimestamp } from '../../db/json-text';
import { customers, dealers, tickets, warrantyClaims as claims } from '../../db/schema';

/**
 * The claims queue's item (ClaimQueueItem in domain/api-types.ts), built by PostgreSQL as JSON
 * text like the ticket list (decision 010): the same keys, in the same order, and the same values
 * as toQueueItem(toWarrantyDto(row)). Tests hold the two equal.
 */
const CLAIM_FIELDS: [string, Column | SQL][] = [
  ['id', claims.id],
  ['ticketId', claims.ticketId],
  ['calculatedPercent', claims.calculatedPercent],
  ['authorizationStatusName', claims.authorizationStatusName],
  ['authorizationCriteriaName', claims.authorizationCriteriaName],
  ['creditBasisName', claims.creditBasisName],
  ['numberOfTires', claims.numberOfTires],
  ['percentCredit', claims.percentCredit],
  ['noteCreatedDateTime', nullableTimestamp(claims.noteCreatedDateTime)],
  ['noteCreatedName', claims.noteCreatedName],
  ['treadDepthProrationOriginalTread', claims.treadDepthProrationOriginalTread],
  ['treadDepthProrationRemainingTreadDepth', claims.treadDepthProrationRemainingTreadDepth],
  ['mileageProrationRemainingTreadDepth', claims.mileageProrationRemainingTreadDepth],
  ['mileageProrationOriginalTreadDepth', claims.mileageProrationOriginalTreadDepth],
  ['mileageProrationMileageOn', claims.mileageProrationMileageOn],
  ['mileageProrationMileageOff', claims.mileageProrationMileageOff],
  ['mileageProrationMIWarranted', claims.mileageProrationMIWarranted],
  ['claimTicketAdjustmentNumber', claims.claimTicketAdjustmentNumber],
  ['workflowStatus', claims.workflowStatus],
  ['source', claims.source],
  ['intakeIncomplete', claims.intakeIncomplete],
  ['authorizationCode', claims.authorizationCode],
  ['tireBrand', claims.tireBrand],
  ['tireModel', claims.tireModel],
  ['tireSize', claims.tireSize],
  ['dotSerial', claims.dotSerial],
  ['treadReading1', claims.treadReading1],
  ['treadReading2', claims.treadReading2],
  ['treadReading3', claims.treadReading3],
  ['sellingPriceCents', claims.sellingPriceCents],
  ['listPriceCents', claims.listPriceCents],
  ['mountingCents', claims.mountingCents],
  ['balancingCents', claims.balancingCents],
  ['taxCents', claims.taxCents],
  ['creditCents', claims.creditCents],
  ['customerPaysCents', claims.customerPaysCents],
  ['creditedDealerId', claims.creditedDealerId],
  ['goodwill', claims.goodwill],
  ['returnedForInspection', claims.returnedForInspection],
  ['freeReplacementUntil', isoDate(claims.freeReplacementUntil)],
  ['createdAt', isoTimestamp(claims.createdAt)],
  ['updatedAt', isoTimestamp(claims.updatedAt)],
];

/** The ticket's contact: the customer's name without empty parts, or null. */
const customerName = sql`nullif(concat_ws(' ', nullif(${customers.firstName}, ''), nullif(${customers.lastName}, '')), '')`;

const QUEUE_FIELDS: [string, Column | SQL][] = [
  ...CLAIM_FIELDS,
  ['ticketNumber', tickets.number],
  ['customerName', customerName],
  ['dealerName', dealers.dealerName],
  ['dealerId', tickets.dealerId],
];

/** Needs the claim joined to its ticket, and the ticket's customer and dealer (left joins). */
export const queueItemJson: SQL = sql`json_build_object(${sql.join(
  QUEUE_FIELDS.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
)})`;
