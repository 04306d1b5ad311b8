import { z } from 'zod';
import { CLAIM_SOURCES, CLAIM_WORKFLOW_STATUSES, claimEventResponseSchema } from './claim-workflow';
import { count, rowId, timestamp } from './responses';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './tickets';

/** The answers about warranty claims; their inputs are in domain/warranties.ts. */

/** Decimal columns (percentages, tread depths) arrive as their exact text, e.g. "62.50". */
const decimalText = z.string().nullable();
const cents = z.number().int().nullable();

export const warrantyClaimResponseSchema = z.object({
  id: rowId,
  ticketId: rowId,
  calculatedPercent: decimalText,
  authorizationStatusName: z.string().nullable(),
  authorizationCriteriaName: z.string().nullable(),
  creditBasisName: z.string().nullable(),
  numberOfTires: z.number().int().nullable(),
  percentCredit: decimalText,
  noteCreatedDateTime: timestamp.nullable(),
  noteCreatedName: z.string().nullable(),
  treadDepthProrationOriginalTread: decimalText,
  treadDepthProrationRemainingTreadDepth: decimalText,
  mileageProrationRemainingTreadDepth: decimalText,
  mileageProrationOriginalTreadDepth: decimalText,
  mileageProrationMileageOn: z.number().int().nullable(),
  mileageProrationMileageOff: z.number().int().nullable(),
  mileageProrationMIWarranted: z.number().int().nullable(),
  claimTicketAdjustmentNumber: z.string().nullable(),
  workflowStatus: z.enum(CLAIM_WORKFLOW_STATUSES),
  source: z.enum(CLAIM_SOURCES),
  intakeIncomplete: z.boolean(),
  authorizationCode: z.string().nullable(),
  tireBrand: z.string().nullable(),
  tireModel: z.string().nullable(),
  tireSize: z.string().nullable(),
  dotSerial: z.string().nullable(),
  treadReading1: decimalText,
  treadReading2: decimalText,
  treadReading3: decimalText,
  sellingPriceCents: cents,
  listPriceCents: cents,
  mountingCents: cents,
  balancingCents: cents,
  taxCents: cents,
  creditCents: cents,
  customerPaysCents: cents,
  creditedDealerId: rowId.nullable(),
  goodwill: z.boolean(),
  returnedForInspection: z.boolean(),
  freeReplacementUntil: z.iso.date().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A row of the claims queue: the claim with its ticket's contact. */
export const claimQueueItemResponseSchema = warrantyClaimResponseSchema.extend({
  ticketNumber: rowId,
  customerName: z.string().nullable(),
  dealerName: z.string().nullable(),
  dealerId: rowId.nullable(),
});

/** One claim in its own view: the claim, its ticket and contact, and its history. */
export const claimViewResponseSchema = z.object({
  claim: warrantyClaimResponseSchema,
  ticket: z.object({
    id: rowId,
    number: rowId,
    subject: z.string(),
    status: z.enum(TICKET_STATUSES),
    priority: z.enum(TICKET_PRIORITIES),
  }),
  customer: z
    .object({ id: rowId, name: z.string(), phone: z.string(), email: z.string().nullable() })
    .nullable(),
  dealer: z
    .object({
      id: rowId,
      dealerName: z.string(),
      dealerCode: z.string(),
      contactName: z.string(),
      phone: z.string(),
      city: z.string(),
      state: z.string(),
    })
    .nullable(),
  creditedDealerName: z.string().nullable(),
  history: z.array(claimEventResponseSchema),
});

/** The counters above the claims queue (docs/decisions/027-claims-queue.md). */
export const claimCountersResponseSchema = z.object({
  total: count,
  active: count,
  processing: count,
  expired: count,
});
